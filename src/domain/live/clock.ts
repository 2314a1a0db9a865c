// The game clock of a live game, kept by the server (docs/rules.md, live games). Pure: every function takes
// the time. Two systems: byo-yomi (main time, then `periods` periods of `periodMs`; a move made inside a
// period gives the period back, running out of one uses it up, running out of the last loses) and
// Fischer (main time plus `incrementMs` after each move, capped at `maxMs`). Only the side to move runs.

import { BLACK, WHITE, type Color } from '../go/stones';

export type TimeControl =
  | { readonly kind: 'byoyomi'; readonly mainMs: number; readonly periods: number; readonly periodMs: number }
  | {
      readonly kind: 'fischer';
      readonly mainMs: number;
      readonly incrementMs: number;
      readonly maxMs: number;
    };

export interface SideClock {
  /** Main time left (byo-yomi) or the whole time left (Fischer). */
  readonly mainMs: number;
  /** Byo-yomi periods left (0 for Fischer). */
  readonly periods: number;
}

export interface GameClock {
  readonly control: TimeControl;
  readonly black: SideClock;
  readonly white: SideClock;
  /** Whose time runs, or null while the clock is stopped (before the start, during scoring, after the end). */
  readonly running: Color | null;
  /** When `running`'s time started to run. */
  readonly sinceMs: number;
}

/** The time controls offered for seeks and challenges, by name. */
export const timeControls = {
  blitz: { kind: 'fischer', mainMs: 3 * 60_000, incrementMs: 5_000, maxMs: 5 * 60_000 },
  rapid: { kind: 'byoyomi', mainMs: 10 * 60_000, periods: 3, periodMs: 30_000 },
  live: { kind: 'byoyomi', mainMs: 20 * 60_000, periods: 5, periodMs: 30_000 },
} as const satisfies Record<string, TimeControl>;
export type TimeControlName = keyof typeof timeControls;
export const timeControlNames = Object.keys(timeControls) as TimeControlName[];

export function isTimeControlName(value: unknown): value is TimeControlName {
  return typeof value === 'string' && Object.hasOwn(timeControls, value);
}

export function newClock(control: TimeControl): GameClock {
  const side: SideClock = {
    mainMs: control.mainMs,
    periods: control.kind === 'byoyomi' ? control.periods : 0,
  };
  return { control, black: side, white: side, running: null, sinceMs: 0 };
}

function sideOf(clock: GameClock, color: Color): SideClock {
  return color === BLACK ? clock.black : clock.white;
}

function withSide(clock: GameClock, color: Color, side: SideClock): GameClock {
  return color === BLACK ? { ...clock, black: side } : { ...clock, white: side };
}

/** What is left of a side after `elapsedMs` of its own time, or null when that loses on time. */
function spend(control: TimeControl, side: SideClock, elapsedMs: number): SideClock | null {
  const elapsed = Math.max(0, elapsedMs);
  if (control.kind === 'fischer') {
    const left = side.mainMs - elapsed;
    return left > 0 ? { mainMs: left, periods: 0 } : null;
  }
  if (elapsed < side.mainMs) return { mainMs: side.mainMs - elapsed, periods: side.periods };
  // Into byo-yomi: each whole period spent is used up; the move must come inside the next one.
  const over = elapsed - side.mainMs;
  const used = Math.floor(over / control.periodMs);
  const periods = side.periods - used;
  return periods > 0 ? { mainMs: 0, periods } : null;
}

/** Starts `color`'s time at `nowMs` (the game's first move, or play resumed after scoring). */
export function startClock(clock: GameClock, color: Color, nowMs: number): GameClock {
  return { ...clock, running: color, sinceMs: nowMs };
}

/** Stops the clock, charging the running side (the end, scoring). Null when that side had already lost. */
export function stopClock(clock: GameClock, nowMs: number): GameClock | null {
  if (clock.running === null) return clock;
  const side = spend(clock.control, sideOf(clock, clock.running), nowMs - clock.sinceMs);
  if (!side) return null;
  return { ...withSide(clock, clock.running, side), running: null, sinceMs: nowMs };
}

export type ClockAfterMove =
  { readonly ok: true; readonly clock: GameClock } | { readonly ok: false; readonly loser: Color };

/**
 * The running side moved at `nowMs`: charges its time, adds the Fischer increment (capped), and starts the
 * opponent's. A move after the side's time ran out loses on time instead.
 */
export function clockAfterMove(clock: GameClock, nowMs: number): ClockAfterMove {
  const mover = clock.running;
  if (mover === null) return { ok: true, clock };
  const spent = spend(clock.control, sideOf(clock, mover), nowMs - clock.sinceMs);
  if (!spent) return { ok: false, loser: mover };
  const control = clock.control;
  const side =
    control.kind === 'fischer'
      ? { mainMs: Math.min(control.maxMs, spent.mainMs + control.incrementMs), periods: 0 }
      : spent;
  const next: Color = mover === BLACK ? WHITE : BLACK;
  return { ok: true, clock: { ...withSide(clock, mover, side), running: next, sinceMs: nowMs } };
}

/** A side's time as it stands at `nowMs`: main time, periods left, and time left in the current period. */
export interface ClockReading {
  readonly mainMs: number;
  readonly periods: number;
  /** Byo-yomi: time left in the current period once main time is gone; else 0. */
  readonly periodLeftMs: number;
}

export function readClock(clock: GameClock, color: Color, nowMs: number): ClockReading | null {
  const side = sideOf(clock, color);
  const elapsed = clock.running === color ? nowMs - clock.sinceMs : 0;
  const control = clock.control;
  const left = spend(control, side, elapsed);
  if (!left) return null;
  if (control.kind === 'fischer' || left.mainMs > 0) return { ...left, periodLeftMs: 0 };
  const over = Math.max(0, elapsed - side.mainMs);
  return { mainMs: 0, periods: left.periods, periodLeftMs: control.periodMs - (over % control.periodMs) };
}

/** The running side when its time has run out at `nowMs`, else null. */
export function flagged(clock: GameClock, nowMs: number): Color | null {
  if (clock.running === null) return null;
  return readClock(clock, clock.running, nowMs) === null ? clock.running : null;
}

/** When the running side loses on time if it does not move (for a server timer). */
export function flagFallsAtMs(clock: GameClock): number | null {
  if (clock.running === null) return null;
  const side = sideOf(clock, clock.running);
  const control = clock.control;
  const budget = control.kind === 'fischer' ? side.mainMs : side.mainMs + side.periods * control.periodMs;
  return clock.sinceMs + budget;
}
