// Where the main layout shows the install button and the update prompt. Both render nothing, and load
// nothing, until there is something to show: their code (PwaControls.tsx) is its own chunk, off the
// first paint, and gets what it shows and acts on from here, so it shares no module with the first load
// (each shared module would become a chunk of its own on the first load's path).
import { useAtomValue, useStore } from 'jotai';
import { lazy, Suspense } from 'react';
import { useBusy } from './busy';
import { promptInstall } from './installPrompt';
import { installedAtom, installOfferAtom, updatePhaseAtom } from './pwaState';
import type { UpdatePhase } from './updateFlow';

const LazyInstallButton = lazy(() => import('./PwaControls').then((m) => ({ default: m.InstallButton })));
const LazyUpdatePrompt = lazy(() => import('./PwaControls').then((m) => ({ default: m.UpdatePrompt })));

/** "Update": the update's own chunk (loaded after the page's load event) activates the new version. */
function acceptUpdate(): void {
  void import('./updates').then((updates) => updates.acceptUpdate());
}

export function InstallSlot() {
  const store = useStore();
  const offer = useAtomValue(installOfferAtom);
  const installed = useAtomValue(installedAtom);
  if (!offer || installed) return null;
  return (
    <Suspense fallback={null}>
      <LazyInstallButton onInstall={() => void promptInstall(offer, store)} />
    </Suspense>
  );
}

/** Follows the route and the try run only while an update is under way. */
function UpdateGate({ phase }: { phase: UpdatePhase }) {
  const busy = useBusy();
  return (
    <Suspense fallback={null}>
      <LazyUpdatePrompt phase={phase} busy={busy} onUpdate={acceptUpdate} />
    </Suspense>
  );
}

export function UpdateSlot() {
  const phase = useAtomValue(updatePhaseAtom);
  return phase === 'current' ? null : <UpdateGate phase={phase} />;
}
