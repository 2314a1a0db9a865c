// Tells whoever holds live connections (the realtime socket) that sessions ended on the server: a
// sign-out, a password change or reset, an account deletion. The socket disconnects them at once; a
// periodic sweep there catches what no call announces (an account stopped in the database, an expiry).
export type SessionEnd =
  | { kind: 'families'; familyIds: readonly string[] }
  | { kind: 'user'; userno: number; exceptFamilyId?: string };

export interface SessionEnds {
  notify(end: SessionEnd): void;
  subscribe(listener: (end: SessionEnd) => void): () => void;
}

export function createSessionEnds(): SessionEnds {
  const listeners = new Set<(end: SessionEnd) => void>();
  return {
    notify(end) {
      for (const listener of listeners) listener(end);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
