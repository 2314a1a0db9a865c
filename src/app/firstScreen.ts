// The first screen's route resolved before React's first render (issue 13), within a limit: main.tsx waits
// for the router's first load (guard, redirects, the screen's code) so the first render already has the
// screen and runs as one interruptible transition. Resolved only after mounting, the router's store update
// re-renders the whole tree synchronously, one long task (0.5 s on a phone 4× slower than this machine).
// On a slow network the app renders after `limitMs` anyway (its pending screen, as before) and the router
// finishes the load it started.

/** Resolves when `work` settles or after `limitMs`, whichever is first; never rejects. */
export function settleWithin(
  work: Promise<unknown>,
  limitMs: number,
  setTimer: (callback: () => void, ms: number) => unknown = setTimeout,
): Promise<'settled' | 'late'> {
  return new Promise((resolve) => {
    setTimer(() => resolve('late'), limitMs);
    work.then(
      () => resolve('settled'),
      () => resolve('settled'),
    );
  });
}

/** How long the first render waits for the first screen's route. */
export const firstScreenLimitMs = 1000;

interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Ends the current task and resumes in a new one (issue 13): start-up work split this way runs as several
 * short tasks instead of one long one, so input (and Lighthouse's total blocking time) waits for none of
 * them beyond 50 ms on a slow phone. `scheduler.yield()` where the browser has it (the continuation keeps
 * its place ahead of other tasks), else a zero-delay timer.
 */
export function yieldToMain(
  scheduler: YieldingScheduler | undefined = (globalThis as { scheduler?: YieldingScheduler }).scheduler,
  setTimer: (callback: () => void, ms: number) => unknown = setTimeout,
): Promise<void> {
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    setTimer(resolve, 0);
  });
}
