// The root of every screen: the icon sprite the screens' icons point to, the routed layout and the toasts
// above it all.
import { Outlet } from '@tanstack/react-router';
import { IconSprite } from '../ui';
import { Toasts } from './toasts/Toasts';

export function RootLayout() {
  return (
    <>
      <IconSprite />
      <Outlet />
      <Toasts />
    </>
  );
}
