// @vitest-environment happy-dom
// The guard wired into the router (R2.31): it runs before every navigation under the main layout, a first
// navigation lands on the front gate (R2.37), a cancelled field entry leaves the user where they were
// (R2.39), auth routes skip it (R2.32), unknown paths are not found (R2.28), and a change of search on
// the same screen (an account panel) is not a navigation to another screen.
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it, vi } from 'vitest';
import { createGuard, type GuardDeps } from '../../../src/app/guard/guard';
import { makeRouter, preloadScreenCode } from '../../../src/app/router';

function setup(initial: string, field = 1) {
  const deps: GuardDeps = {
    restore: vi.fn(async () => ({ kind: 'restored', offline: false }) as const),
    useCheck: vi.fn(async () => ({ kind: 'ok' }) as const),
    fieldCheck: vi.fn(() => field),
    signOut: vi.fn(async () => undefined),
    notify: vi.fn(),
  };
  const router = makeRouter(createGuard(deps), createMemoryHistory({ initialEntries: [initial] }));
  return { router, deps };
}

const path = (router: ReturnType<typeof setup>['router']) => router.state.location.pathname;

describe('router and guard', () => {
  it('sends a first navigation to the front gate, then lets the user move', async () => {
    const { router, deps } = setup('/study/group');
    await router.load();
    expect(path(router)).toBe('/');
    await router.navigate({ to: '/study' });
    expect(path(router)).toBe('/study');
    expect(deps.useCheck).toHaveBeenCalledTimes(1);
  });

  it('cancels entering a field when the check answers 0, staying on the screen', async () => {
    const { router, deps } = setup('/', 0);
    await router.load();
    await router.navigate({ to: '/study' });
    await router.navigate({ to: '/field' });
    expect(path(router)).toBe('/study');
    expect(deps.notify).toHaveBeenCalledWith({ kind: 'fieldClosed' });
  });

  it('lets auth routes through without restoring', async () => {
    const { router, deps } = setup('/auth/sign-in');
    await router.load();
    expect(path(router)).toBe('/auth/sign-in');
    expect(deps.restore).not.toHaveBeenCalled();
  });

  it('sends /auth to sign-in', async () => {
    const { router } = setup('/auth');
    await router.load();
    expect(path(router)).toBe('/auth/sign-in');
  });

  it('does not restore again when only the search changes', async () => {
    const { router, deps } = setup('/');
    await router.load();
    await router.navigate({ to: '/', search: { panel: 'settings' } });
    expect(router.state.location.search).toEqual({ panel: 'settings' });
    expect(deps.restore).toHaveBeenCalledTimes(1);
  });

  it('sends a refused session to sign-in', async () => {
    const { router, deps } = setup('/');
    deps.restore = vi.fn(async () => ({ kind: 'none' }) as const);
    const fresh = makeRouter(createGuard(deps), createMemoryHistory({ initialEntries: ['/dan9'] }));
    await fresh.load();
    expect(fresh.state.location.pathname).toBe('/auth/sign-in');
    expect(path(router)).toBe('/');
  });

  it('matches nothing for an unknown path (the not-found page)', async () => {
    const { router } = setup('/no/such/screen');
    await router.load();
    // Only the root matches: it renders its not-found page.
    expect(router.state.matches.map((m) => m.routeId)).toEqual(['__root__']);
  });

  it("preloads the first screen's code without running the guard (issue 7)", async () => {
    const { router, deps } = setup('/auth/sign-in');
    const load = vi.spyOn(router, 'loadRouteChunk');
    preloadScreenCode(router, '/study/group');
    expect(load.mock.calls.map(([route]) => route.id)).toEqual(['__root__', '/main', '/main/study/group']);
    expect(deps.restore).not.toHaveBeenCalled();
    expect(path(router)).toBe('/auth/sign-in');
  });
});
