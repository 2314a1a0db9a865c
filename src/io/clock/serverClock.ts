// The server's clock as the app sees it (DESIGN.md: recharge runs on the server's clock, offset measured
// per call, and a monotonic clock, never the device clock alone). A sync pairs a server time with the
// monotonic clock at arrival; later readings add the monotonic time elapsed since.
import { microsToMillis } from '../../domain/rules/time';

export interface ServerClock {
  /** Server time at the sync, ms. */
  serverAtSyncMs: number;
  /** The monotonic clock (performance.now) at the sync, ms. */
  monotonicAtSyncMs: number;
  /** Server minus device wall clock at the sync, ms: what a restart without network starts from. */
  offsetMs: number;
}

export function syncServerClock(
  serverTimeMicros: number,
  deviceNowMs: number,
  monotonicNowMs: number,
): ServerClock {
  const serverAtSyncMs = microsToMillis(serverTimeMicros);
  return { serverAtSyncMs, monotonicAtSyncMs: monotonicNowMs, offsetMs: serverAtSyncMs - deviceNowMs };
}

/** A clock from a remembered offset (offline start): the device clock corrected by the last offset. */
export function clockFromOffset(offsetMs: number, deviceNowMs: number, monotonicNowMs: number): ServerClock {
  return { serverAtSyncMs: deviceNowMs + offsetMs, monotonicAtSyncMs: monotonicNowMs, offsetMs };
}

export function serverNowMs(clock: ServerClock, monotonicNowMs: number): number {
  return clock.serverAtSyncMs + Math.max(0, monotonicNowMs - clock.monotonicAtSyncMs);
}

export function monotonicNow(): number {
  return typeof performance === 'undefined' ? Date.now() : performance.now();
}
