// What the guard needs to know about a path (spec §2): auth routes, the front gate, 'field' routes, and
// the section a screen belongs to (R2.43).

export const signInPath = '/auth/sign-in';
export const frontGatePath = '/';

/** R2.32: login and auth routes. */
export function isAuthPath(pathname: string): boolean {
  return pathname === '/auth' || pathname.startsWith('/auth/');
}

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function isFrontGate(pathname: string): boolean {
  return normalizePath(pathname) === frontGatePath;
}

/** R2.38: a route whose name contains 'field' (field, tryfield, rank/field, theory/field …). */
export function isFieldPath(pathname: string): boolean {
  return normalizePath(pathname)
    .split('/')
    .some((segment) => segment.includes('field'));
}

export const sections = ['dice', 'study', 'single'] as const;
export type MarkedSection = (typeof sections)[number];

/** R2.43: screen names containing dice, study or single mark those sections (dice first: dice reuses single). */
export function sectionOfPath(pathname: string): MarkedSection | null {
  const path = normalizePath(pathname);
  return sections.find((section) => path.includes(section)) ?? null;
}
