// Follows the service worker registration with the browser's own events and feeds them to the update state
// machine (updateFlow.ts). Not workbox-window: it takes any update found more than a minute after
// registration for "external" and stops listening after the first, and classroom tablets keep a tab open
// all day. Every browser object is injected, so unit tests drive it with fakes.
import { updateStep, type UpdateEvent, type UpdatePhase } from './updateFlow';
import { skipWaiting } from '../../../sw/messages';

interface Listenable {
  addEventListener(type: string, listener: () => void): void;
}

export interface WatchedWorker extends Listenable {
  readonly state: string;
  postMessage(message: unknown): void;
}

export interface WatchedRegistration extends Listenable {
  readonly installing: WatchedWorker | null;
  readonly waiting: WatchedWorker | null;
  update(): Promise<unknown>;
}

export interface WatchedContainer extends Listenable {
  readonly controller: unknown;
}

export interface UpdateWatcherDeps {
  registration: WatchedRegistration;
  container: WatchedContainer;
  reload: () => void;
  onPhase: (phase: UpdatePhase) => void;
}

export interface UpdateWatcher {
  phase(): UpdatePhase;
  /** The user pressed "Update". */
  accept(): void;
  /** Asks the server for a newer worker (periodically and when the page comes back into view). */
  check(): Promise<void>;
}

export function watchUpdates(deps: UpdateWatcherDeps): UpdateWatcher {
  const { registration, container } = deps;
  let phase: UpdatePhase = 'current';
  let hadController = Boolean(container.controller);

  function dispatch(event: UpdateEvent): void {
    const step = updateStep(phase, event);
    if (step.phase !== phase) {
      phase = step.phase;
      deps.onPhase(phase);
    }
    if (step.effect === 'skipWaiting') registration.waiting?.postMessage({ type: skipWaiting });
    else if (step.effect === 'reload') deps.reload();
  }

  function follow(worker: WatchedWorker): void {
    worker.addEventListener('statechange', () => {
      // Installed with a controller present: a new version, waiting. Without one it is the first install.
      if (worker.state === 'installed' && container.controller) dispatch({ type: 'waiting' });
      else if (worker.state === 'redundant' && registration.waiting === null)
        dispatch({ type: 'waitingGone' });
    });
  }

  if (registration.waiting && container.controller) dispatch({ type: 'waiting' });
  if (registration.installing) follow(registration.installing);
  registration.addEventListener('updatefound', () => {
    if (registration.installing) follow(registration.installing);
  });
  container.addEventListener('controllerchange', () => {
    dispatch({ type: 'controllerChanged', hadController });
    hadController = true;
  });

  return {
    phase: () => phase,
    accept: () => dispatch({ type: 'accepted', hasWaiting: registration.waiting !== null }),
    check: () =>
      registration.update().then(
        () => undefined,
        // Offline or the server is down: the next check will do.
        () => undefined,
      ),
  };
}
