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
