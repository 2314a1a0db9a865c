// The route tree of spec §2. Sections are added here as they are built.
import { createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { FrontGate } from '../features/frontgate/FrontGate';
import { MainLayout } from './MainLayout';
import { NotFound } from './NotFound';

const rootRoute = createRootRoute({ component: Outlet, notFoundComponent: NotFound });

const mainLayoutRoute = createRoute({ getParentRoute: () => rootRoute, id: 'main', component: MainLayout });

const frontGateRoute = createRoute({
  getParentRoute: () => mainLayoutRoute,
  path: '/',
  component: FrontGate,
});

export const routeTree = rootRoute.addChildren([mainLayoutRoute.addChildren([frontGateRoute])]);

export function makeRouter() {
  return createRouter({ routeTree, defaultNotFoundComponent: NotFound });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}
