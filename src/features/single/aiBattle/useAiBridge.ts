// Which bridge an AI game talks to: the one passed as a prop, else the one provided by a context (tests
// provide the in-process worker's; a screen may share one worker between games), else a worker bridge of
// its own, created on mount and disposed on unmount.
import { createContext, useContext, useEffect, useState } from 'react';
import type { AiBridge } from '../../../io/ai/bridge';
import { createWorkerAiBridge } from '../../../io/ai/workerBridge';

export const AiBridgeContext = createContext<AiBridge | null>(null);

export function useAiBridge(injected?: AiBridge): AiBridge | null {
  const provided = useContext(AiBridgeContext);
  const given = injected ?? provided;
  const [own, setOwn] = useState<AiBridge | null>(null);
  useEffect(() => {
    if (given) return undefined;
    const bridge = createWorkerAiBridge();
    setOwn(bridge);
    return () => bridge.dispose();
  }, [given]);
  return given ?? own;
}
