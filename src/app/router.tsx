// The router: the route tree, the guard in its context, the pending and not-found screens.
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { Guard } from './guard/guard';
import { NotFound } from './NotFound';
import { PendingScreen } from './PendingScreen';
import { routeTree } from './routes';

export function makeRouter(guard: Guard, history?: RouterHistory) {
  const router = createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { guard, resolvedLocation: () => router.state.resolvedLocation ?? null },
    defaultNotFoundComponent: NotFound,
    defaultPendingComponent: PendingScreen,
    defaultPendingMs: 300,
    defaultPreload: false,
    scrollRestoration: true,
  });
  return router;
}

export type AppRouter = ReturnType<typeof makeRouter>;

/**
 * Starts downloading the code of the screens at `pathname` (lazily loaded chunks) without running any
 * guard or loader: main.tsx calls it before the start-up calls, so the first screen's chunk arrives while
 * they are in flight instead of after them (issue 7, one round trip less before the first screen).
 */
export function preloadScreenCode(router: AppRouter, pathname: string): void {
  const [routes] = router.getMatchedRoutes(pathname);
  for (const route of routes) {
    // A chunk that fails here is fetched again, with its error handling, when the screen renders.
    void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
