// A live-game player over socket.io for tests and the bench: waits for the server's events by predicate and
// keeps the latest state of each game it follows.
import type { Socket } from 'socket.io-client';
import { liveEvents, type LiveMovedView, type LiveStateView } from '../../src/protocol';

/** The first payload of `event` that `accept` takes, within `timeoutMs`. */
export function waitFor<T>(
  socket: Socket,
  event: string,
  accept: (payload: T) => boolean = () => true,
  timeoutMs = 10_000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`no ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: T) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

export const started = (socket: Socket) => waitFor<{ gameId: string }>(socket, liveEvents.started);

export const stateOf = (
  socket: Socket,
  gameId: string,
  accept: (s: LiveStateView) => boolean = () => true,
  timeoutMs?: number,
) => waitFor<LiveStateView>(socket, liveEvents.state, (s) => s.gameId === gameId && accept(s), timeoutMs);

export const movedOf = (socket: Socket, gameId: string, moveNo: number) =>
  waitFor<LiveMovedView>(socket, liveEvents.moved, (m) => m.gameId === gameId && m.moveNo === moveNo);

export const refusedOf = (socket: Socket, event: string) =>
  waitFor<{ event: string; reason: string; gameId?: string }>(
    socket,
    liveEvents.refused,
    (r) => r.event === event,
  );

/** Plays `vertex` (-1 passes) as move `moveNo` and resolves when the room hears it. */
export async function playMove(
  mover: Socket,
  watcher: Socket,
  gameId: string,
  moveNo: number,
  vertex: number,
): Promise<LiveMovedView> {
  const heard = movedOf(watcher, gameId, moveNo);
  mover.emit(liveEvents.move, { gameId, moveNo, vertex });
  return heard;
}
