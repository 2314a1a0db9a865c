// "Busy": a moment an update must not interrupt (DESIGN.md: never a reload in the middle of a mission).
// The player is busy on a mission screen (a field: study, try run, ninth-dan, single, dice, pattern
// trainer; not the rank views) and for as long as a try run is under way, wherever they are.
import { useRouterState } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { tryRunAtom, type TryRunRecord } from '../../state/studyTryRun';
import { isFieldPath, normalizePath } from '../guard/paths';

export function isMissionScreen(pathname: string): boolean {
  return isFieldPath(pathname) && !normalizePath(pathname).split('/').includes('rank');
}

/** A run is under way until it is finished or its time is up (answers after that do not count). */
export function isTryRunActive(run: TryRunRecord | null, nowMs: number): boolean {
  return run !== null && run.finishedAtMs === null && nowMs < run.startedAtMs + run.durationMs;
}

export function isBusy(state: { pathname: string; run: TryRunRecord | null; nowMs: number }): boolean {
  return isMissionScreen(state.pathname) || isTryRunActive(state.run, state.nowMs);
}

/** The busy selector for screens: follows the route, the try run, and the run's deadline. */
export function useBusy(): boolean {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const run = useAtomValue(tryRunAtom);
  const [, setDeadlinesPassed] = useState(0);
  useEffect(() => {
    if (!run || run.finishedAtMs !== null) return;
    // When the run's time is up the player is free again, even if nothing else changes: render again then.
    const left = run.startedAtMs + run.durationMs - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(() => setDeadlinesPassed((n) => n + 1), left + 50);
    return () => clearTimeout(timer);
  }, [run]);
  return isBusy({ pathname, run, nowMs: Date.now() });
}
