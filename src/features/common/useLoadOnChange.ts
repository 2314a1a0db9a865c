// Loading something a screen shows for its current place (a lesson, a mission): null while the load runs,
// its result after. When the place changes, the running load is aborted and its result dropped, so a slow
// answer for the mission the student left never shows on the next one.
import { useEffect, useRef, useState } from 'react';

/** Runs `load` whenever `key` changes (and on mount). */
export function useLoadOnChange<T>(key: string, load: (signal: AbortSignal) => Promise<T>): T | null {
  const [loaded, setLoaded] = useState<{ key: string; value: T } | null>(null);
  // The newest `load` without restarting the effect on every render (it closes over props).
  const latestLoad = useRef(load);
  useEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    const controller = new AbortController();
    void latestLoad.current(controller.signal).then((value) => {
      if (!controller.signal.aborted) setLoaded({ key, value });
    });
    return () => controller.abort();
  }, [key]);
  // A result for another key is stale: showing null until the new one arrives needs no reset in the effect.
  return loaded !== null && loaded.key === key ? loaded.value : null;
}

/** Waits `ms` (the spec's retry pause between lesson requests). */
export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
