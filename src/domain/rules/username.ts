// Username rule (R5.19, decision): 3 to 20 characters of ASCII letters, digits, '_', '.' and '-',
// starting with a letter or digit. Compared case-insensitively for uniqueness.

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;

export const usernameFailures = ['too_short', 'too_long', 'invalid_character'] as const;
export type UsernameFailure = (typeof usernameFailures)[number];

export function validateUsername(username: string): UsernameFailure[] {
  const failures: UsernameFailure[] = [];
  if (username.length < USERNAME_MIN_LENGTH) failures.push('too_short');
  if (username.length > USERNAME_MAX_LENGTH) failures.push('too_long');
  if (!/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(username)) failures.push('invalid_character');
  return failures;
}

/** The form under which names are compared and stored for uniqueness. */
export function normalizeUsername(username: string): string {
  return username.toLowerCase();
}
