// The navigation guard of spec §2 (R2.31–R2.42), as a function of injected steps so every rule can be
// tested without a browser:
//   auth routes always pass (R2.32);
//   otherwise the session is restored from the stored blob (R2.33), or the user goes to sign-in (R2.34);
//   the first guarded navigation of a page load runs the usage check (R2.35); a refusal shows the server's
//   message or a translated default and goes to sign-in (R2.36); and anything but the front gate is
//   redirected there (R2.37);
//   entering a 'field' route from another screen runs the extra check and 0 cancels (R2.38, R2.39);
//   any exception goes to sign-in (R2.41).
// Offline (DESIGN.md): restore falls back to the persisted mirror and an unreachable usage check is not a
// refusal; both are the injected steps' business.
import { frontGatePath, isAuthPath, isFieldPath, isFrontGate, normalizePath, signInPath } from './paths';

export type RestoreOutcome =
  | { kind: 'restored'; offline: boolean }
  | { kind: 'none' }
  | { kind: 'unreachable' }
  | { kind: 'refused'; code: number; message: string | null };

export type UseCheckOutcome =
  { kind: 'ok' } | { kind: 'unreachable' } | { kind: 'refused'; code: number; message: string | null };

export type GuardNotice =
  { kind: 'error'; code: number; message: string | null } | { kind: 'fieldClosed' } | { kind: 'offline' };

export interface GuardDeps {
  restore(): Promise<RestoreOutcome>;
  useCheck(): Promise<UseCheckOutcome>;
  /** R2.40 (decision, docs/client.md): the membership status now, -1, 0 or 1; 0 cancels. */
  fieldCheck(): Promise<number> | number;
  /** Clears the session and everything personal (R4.37). */
  signOut(): Promise<void>;
  notify(notice: GuardNotice): void;
}

export interface Navigation {
  /** Path of the destination. */
  to: string;
  /** Path of the screen being left; null on the first navigation of a page load. */
  from: string | null;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'cancel' };

export interface Guard {
  check(navigation: Navigation): Promise<GuardDecision>;
  /** Forget the page load's usage check (after sign-out, the next user is checked again). */
  reset(): void;
}

const allow: GuardDecision = { kind: 'allow' };
const toSignIn: GuardDecision = { kind: 'redirect', to: signInPath };

export function createGuard(deps: GuardDeps): Guard {
  let usageChecked = false;

  async function leave(notice: GuardNotice | null): Promise<GuardDecision> {
    if (notice) deps.notify(notice);
    try {
      await deps.signOut();
    } catch (error) {
      console.warn('sign-out after a refused session failed', error);
    }
    return toSignIn;
  }

  async function check(navigation: Navigation): Promise<GuardDecision> {
    const to = normalizePath(navigation.to);
    if (isAuthPath(to)) return allow;

    const restored = await deps.restore();
    if (restored.kind === 'none') return toSignIn;
    if (restored.kind === 'unreachable') {
      deps.notify({ kind: 'offline' });
      return toSignIn;
    }
    if (restored.kind === 'refused') {
      return leave({ kind: 'error', code: restored.code, message: restored.message });
    }

    if (!usageChecked) {
      const usage = await deps.useCheck();
      if (usage.kind === 'refused') {
        return leave({ kind: 'error', code: usage.code, message: usage.message });
      }
      usageChecked = true;
      if (!isFrontGate(to)) return { kind: 'redirect', to: frontGatePath };
    }

    const from = navigation.from === null ? null : normalizePath(navigation.from);
    if (isFieldPath(to) && from !== null && from !== to) {
      if ((await deps.fieldCheck()) === 0) {
        deps.notify({ kind: 'fieldClosed' });
        return { kind: 'cancel' };
      }
    }
    return allow;
  }

  return {
    async check(navigation) {
      try {
        return await check(navigation);
      } catch (error) {
        console.error('navigation guard failed', error);
        return leave(null);
      }
    },
    reset() {
      usageChecked = false;
    },
  };
}
