// The update of the app as a small state machine (issue 7, DESIGN.md "updates never reload the page in the
// middle of a mission"): a new service worker that installed waits; the user is offered it only when not
// busy; accepting activates it and the page reloads once, when the new worker controls it. When another
// tab applied the update, this tab runs old code under the new worker: it is offered a reload the same way.
// Pure: the watcher (updateWatcher.ts) feeds it the browser's events and carries out its effects.

export const updatePhases = ['current', 'waiting', 'activating', 'reloadNeeded', 'reloading'] as const;
export type UpdatePhase = (typeof updatePhases)[number];

export type UpdateEvent =
  /** A new worker installed and waits for this page's worker to let go. */
  | { type: 'waiting' }
  /** The waiting worker is gone without taking over (replaced or failed). */
  | { type: 'waitingGone' }
  /** The user pressed "Update"; `hasWaiting` says whether a worker still waits to be activated. */
  | { type: 'accepted'; hasWaiting: boolean }
  /** Another worker took control of the page; `hadController` is false on the first install. */
  | { type: 'controllerChanged'; hadController: boolean };

export type UpdateEffect = 'none' | 'skipWaiting' | 'reload';

export interface UpdateStep {
  phase: UpdatePhase;
  effect: UpdateEffect;
}

const stay = (phase: UpdatePhase): UpdateStep => ({ phase, effect: 'none' });

export function updateStep(phase: UpdatePhase, event: UpdateEvent): UpdateStep {
  // Once the page is reloading nothing else happens: one reload, never a second.
  if (phase === 'reloading') return stay(phase);
  switch (event.type) {
    case 'waiting':
      return phase === 'current' ? stay('waiting') : stay(phase);
    case 'waitingGone':
      return phase === 'waiting' ? stay('current') : stay(phase);
    case 'accepted':
      if (phase === 'waiting' && event.hasWaiting) return { phase: 'activating', effect: 'skipWaiting' };
      // Nothing left to activate (another tab did it, or this tab runs old code): the reload is the update.
      if (phase === 'waiting' || phase === 'reloadNeeded') return { phase: 'reloading', effect: 'reload' };
      return stay(phase);
    case 'controllerChanged':
      if (phase === 'activating') return { phase: 'reloading', effect: 'reload' };
      // The first worker claiming the page brings no new code.
      if (!event.hadController) return stay(phase);
      return stay('reloadNeeded');
  }
}

/** Whether the "new version" prompt shows: an update to take and nothing the reload would interrupt. */
export function shouldOfferUpdate(phase: UpdatePhase, busy: boolean): boolean {
  return (phase === 'waiting' || phase === 'reloadNeeded') && !busy;
}
