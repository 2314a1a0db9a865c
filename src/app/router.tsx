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

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
