// The views of the sign-in screen (`/auth/sign-in?view=…`): spec §2 has one auth route, so registration
// and password recovery are views of it (docs/client.md).
export const authViews = ['sign-in', 'register', 'lost', 'reset'] as const;
export type AuthView = (typeof authViews)[number];

export function parseAuthView(value: unknown): AuthView | undefined {
  return (authViews as readonly unknown[]).includes(value) ? (value as AuthView) : undefined;
}
