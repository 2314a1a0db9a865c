// Whether the router is between two screens: the address has changed, but the next screen's code or its
// guard's calls are still on their way and the last screen (or the pending screen) still shows. The
// layouts mark their <main> aria-busy for that time, so assistive technology (and the browser tests, which
// wait for no aria-busy) do not take the last screen for the next one.
import { useRouterState } from '@tanstack/react-router';

export function useNavigationPending(): boolean {
  return useRouterState({ select: (state) => state.status === 'pending' });
}
