// The root of every screen: the routed layout and the toasts above it all.
import { Outlet } from '@tanstack/react-router';
import { Toasts } from './toasts/Toasts';

export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toasts />
    </>
  );
}
