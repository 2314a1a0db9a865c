// The navigation guard, rule by rule (spec §2, R2.31–R2.42), with its steps faked: which decision each
// situation gives, which steps run, and in which order.
import { describe, expect, it, vi } from 'vitest';
import {
  createGuard,
  type GuardDeps,
  type GuardNotice,
  type RestoreOutcome,
  type UseCheckOutcome,
} from '../../../src/app/guard/guard';

interface Setup {
  restore?: RestoreOutcome | (() => Promise<RestoreOutcome>);
  useCheck?: UseCheckOutcome;
  field?: number;
}

function setup(options: Setup = {}) {
  const calls: string[] = [];
  const notices: GuardNotice[] = [];
  const deps: GuardDeps = {
    restore: async () => {
      calls.push('restore');
      const r = options.restore ?? { kind: 'restored', offline: false };
      return typeof r === 'function' ? r() : r;
    },
    useCheck: async () => {
      calls.push('useCheck');
      return options.useCheck ?? { kind: 'ok' };
    },
    fieldCheck: () => {
      calls.push('fieldCheck');
      return options.field ?? 1;
    },
    signOut: vi.fn(async () => {
      calls.push('signOut');
    }),
    notify: (notice) => notices.push(notice),
  };
  return { guard: createGuard(deps), calls, notices, deps };
}

const signIn = { kind: 'redirect', to: '/auth/sign-in' } as const;
const allow = { kind: 'allow' } as const;

describe('R2.32: login and auth routes are always allowed', () => {
  it.each(['/auth/sign-in', '/auth', '/auth/sign-in/'])('%s passes without any call', async (to) => {
    const { guard, calls } = setup({ restore: { kind: 'none' } });
    expect(await guard.check({ to, from: null })).toEqual(allow);
    expect(calls).toEqual([]);
  });
});

describe('R2.33, R2.34: the session is restored from the stored blob, or the user goes to login', () => {
  it('restores before anything else', async () => {
    const { guard, calls } = setup();
    expect(await guard.check({ to: '/', from: null })).toEqual(allow);
    expect(calls[0]).toBe('restore');
  });

  it('no stored blob: to sign-in, nothing else runs', async () => {
    const { guard, calls } = setup({ restore: { kind: 'none' } });
    expect(await guard.check({ to: '/study', from: '/' })).toEqual(signIn);
    expect(calls).toEqual(['restore']);
  });

  it('a refused restore: the message is shown, everything is cleared, to sign-in', async () => {
    const { guard, calls, notices } = setup({
      restore: { kind: 'refused', code: -1002, message: 'err_use_stop' },
    });
    expect(await guard.check({ to: '/', from: null })).toEqual(signIn);
    expect(calls).toEqual(['restore', 'signOut']);
    expect(notices).toEqual([{ kind: 'error', code: -1002, message: 'err_use_stop' }]);
  });

  it('offline with no mirror of the session: to sign-in, with the offline notice', async () => {
    const { guard, notices } = setup({ restore: { kind: 'unreachable' } });
    expect(await guard.check({ to: '/', from: null })).toEqual(signIn);
    expect(notices).toEqual([{ kind: 'offline' }]);
  });

  it('offline with a mirror (DESIGN.md): the screen opens', async () => {
    const { guard } = setup({
      restore: { kind: 'restored', offline: true },
      useCheck: { kind: 'unreachable' },
    });
    expect(await guard.check({ to: '/', from: null })).toEqual(allow);
  });

  it('restores on every navigation, not only the first', async () => {
    const { guard, calls } = setup();
    await guard.check({ to: '/', from: null });
    await guard.check({ to: '/study', from: '/' });
    expect(calls.filter((c) => c === 'restore')).toHaveLength(2);
  });
});

describe('R2.35, R2.36: the usage check on the first navigation of a page load', () => {
  it('runs once per page load, after the restore', async () => {
    const { guard, calls } = setup();
    await guard.check({ to: '/', from: null });
    await guard.check({ to: '/study', from: '/' });
    await guard.check({ to: '/single', from: '/study' });
    expect(calls.filter((c) => c === 'useCheck')).toHaveLength(1);
    expect(calls.slice(0, 2)).toEqual(['restore', 'useCheck']);
  });

  it('a negative code shows the server message (or the default for its code) and goes to login', async () => {
    const { guard, calls, notices } = setup({ useCheck: { kind: 'refused', code: -4003, message: null } });
    expect(await guard.check({ to: '/', from: null })).toEqual(signIn);
    expect(notices).toEqual([{ kind: 'error', code: -4003, message: null }]);
    expect(calls).toContain('signOut');
  });

  it('a refused check is tried again on the next navigation', async () => {
    const { guard, calls } = setup({ useCheck: { kind: 'refused', code: -4003, message: null } });
    await guard.check({ to: '/', from: null });
    await guard.check({ to: '/', from: null });
    expect(calls.filter((c) => c === 'useCheck')).toHaveLength(2);
  });

  it('after sign-out (reset) the next user is checked again', async () => {
    const { guard, calls } = setup();
    await guard.check({ to: '/', from: null });
    guard.reset();
    await guard.check({ to: '/', from: null });
    expect(calls.filter((c) => c === 'useCheck')).toHaveLength(2);
  });

  it('an unreachable server is not a refusal (offline start)', async () => {
    const { guard } = setup({ useCheck: { kind: 'unreachable' } });
    expect(await guard.check({ to: '/', from: null })).toEqual(allow);
  });
});

describe('R2.37: a first navigation to anything but the front gate goes to the front gate', () => {
  it.each(['/study', '/study/group/mission/field', '/dan9', '/field'])('%s → /', async (to) => {
    const { guard } = setup();
    expect(await guard.check({ to, from: null })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('the front gate itself passes, and later navigations go where asked', async () => {
    const { guard } = setup();
    expect(await guard.check({ to: '/', from: null })).toEqual(allow);
    expect(await guard.check({ to: '/study', from: '/' })).toEqual(allow);
  });

  it('the redirect happens before any field check', async () => {
    const { guard, calls } = setup({ field: 0 });
    expect(await guard.check({ to: '/study/group/mission/field', from: null })).toEqual({
      kind: 'redirect',
      to: '/',
    });
    expect(calls).not.toContain('fieldCheck');
  });
});

describe("R2.38, R2.39: entering a 'field' route from another screen runs the extra check; 0 cancels", () => {
  const fieldRoutes = [
    '/study/group/mission/field',
    '/study/group/mission/tryfield',
    '/study/rank/field',
    '/single/group/mission/field',
    '/dice/group/mission/field',
    '/bpower/field',
    '/bpower/theory/field',
    '/dan9/mission/field',
    '/dan9/mission/tryfield',
    '/dan9/rank/field',
    '/field',
  ];

  it.each(fieldRoutes)('%s: 0 cancels, with a notice', async (to) => {
    const { guard, notices } = setup({ field: 0 });
    await guard.check({ to: '/', from: null });
    expect(await guard.check({ to, from: '/study' })).toEqual({ kind: 'cancel' });
    expect(notices).toEqual([{ kind: 'fieldClosed' }]);
  });

  it.each([1, -1])('a check answering %i lets the navigation through', async (status) => {
    const { guard } = setup({ field: status });
    await guard.check({ to: '/', from: null });
    expect(await guard.check({ to: '/field', from: '/study' })).toEqual(allow);
  });

  it('routes without field in their name are not checked', async () => {
    const { guard, calls } = setup({ field: 0 });
    await guard.check({ to: '/', from: null });
    for (const to of ['/study', '/study/group/mission', '/multi/list', '/dan9/mission']) {
      expect(await guard.check({ to, from: '/' })).toEqual(allow);
    }
    expect(calls).not.toContain('fieldCheck');
  });

  it('staying on the same field screen is not entering it', async () => {
    const { guard, calls } = setup({ field: 0 });
    await guard.check({ to: '/', from: null });
    expect(await guard.check({ to: '/field', from: '/field' })).toEqual(allow);
    expect(calls).not.toContain('fieldCheck');
  });
});

describe('R2.41: any exception goes to login', () => {
  it.each([['restore', { restore: () => Promise.reject(new Error('boom')) }]] as const)(
    'an exception in %s',
    async (_step, options) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const { guard, calls } = setup(options);
      expect(await guard.check({ to: '/', from: null })).toEqual(signIn);
      expect(calls).toContain('signOut');
    },
  );

  it('an exception in the field check', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { guard, deps } = setup();
    await guard.check({ to: '/', from: null });
    deps.fieldCheck = () => {
      throw new Error('broken');
    };
    expect(await guard.check({ to: '/field', from: '/study' })).toEqual(signIn);
  });

  it('even when clearing fails too', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { guard, deps } = setup({ restore: () => Promise.reject(new Error('boom')) });
    deps.signOut = () => Promise.reject(new Error('also broken'));
    expect(await guard.check({ to: '/', from: null })).toEqual(signIn);
  });
});
