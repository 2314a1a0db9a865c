// The server's game clock: byo-yomi periods, Fischer increments and timeouts (issue 18; docs/rules.md).
import { describe, expect, it } from 'vitest';
import {
  clockAfterMove,
  flagFallsAtMs,
  flagged,
  newClock,
  readClock,
  startClock,
  stopClock,
  type GameClock,
  type TimeControl,
} from '../../../../src/domain/live';
import { BLACK, WHITE } from '../../../../src/domain/go';

const byo: TimeControl = { kind: 'byoyomi', mainMs: 10_000, periods: 3, periodMs: 5_000 };
const fischer: TimeControl = { kind: 'fischer', mainMs: 10_000, incrementMs: 2_000, maxMs: 11_000 };

/** Black's time after moving `elapsed` ms after the clock started, or the loser. */
function blackAfter(control: TimeControl, elapsed: number) {
  const after = clockAfterMove(startClock(newClock(control), BLACK, 1000), 1000 + elapsed);
  return after.ok ? after.clock.black : `lost: ${after.loser === BLACK ? 'black' : 'white'}`;
}

describe('byo-yomi', () => {
  it.each<{ why: string; elapsed: number; left: unknown }>([
    { why: 'inside main time', elapsed: 4_000, left: { mainMs: 6_000, periods: 3 } },
    {
      why: 'main time just used up, inside the first period',
      elapsed: 14_999,
      left: { mainMs: 0, periods: 3 },
    },
    { why: 'one period spent', elapsed: 15_000, left: { mainMs: 0, periods: 2 } },
    { why: 'two periods spent', elapsed: 24_000, left: { mainMs: 0, periods: 1 } },
    { why: 'the last period spent loses', elapsed: 25_000, left: 'lost: black' },
  ])('$why', ({ elapsed, left }) => {
    expect(blackAfter(byo, elapsed)).toEqual(left);
  });

  it('a move inside a period gives the period back', () => {
    let clock: GameClock = startClock(newClock(byo), BLACK, 0);
    const first = clockAfterMove(clock, 12_000); // Black in byo-yomi, 3 periods
    if (!first.ok) throw new Error('lost');
    const second = clockAfterMove(first.clock, 13_000); // White moves
    if (!second.ok) throw new Error('lost');
    clock = second.clock;
    const reading = readClock(clock, BLACK, 13_000 + 3_000);
    expect(reading).toEqual({ mainMs: 0, periods: 3, periodLeftMs: 2_000 });
    expect(flagFallsAtMs(clock)).toBe(13_000 + 15_000);
    expect(flagged(clock, 13_000 + 14_999)).toBeNull();
    expect(flagged(clock, 13_000 + 15_000)).toBe(BLACK);
  });
});

describe('Fischer', () => {
  it.each<{ why: string; elapsed: number; left: unknown }>([
    { why: 'increment added', elapsed: 4_000, left: { mainMs: 8_000, periods: 0 } },
    { why: 'capped at the maximum', elapsed: 0, left: { mainMs: 11_000, periods: 0 } },
    { why: 'time out', elapsed: 10_000, left: 'lost: black' },
  ])('$why', ({ elapsed, left }) => {
    expect(blackAfter(fischer, elapsed)).toEqual(left);
  });

  it('only the side to move runs, and the stop charges it', () => {
    const clock = startClock(newClock(fischer), WHITE, 0);
    expect(readClock(clock, BLACK, 9_000)?.mainMs).toBe(10_000);
    expect(readClock(clock, WHITE, 9_000)?.mainMs).toBe(1_000);
    expect(stopClock(clock, 9_000)).toMatchObject({ running: null, white: { mainMs: 1_000 } });
    expect(stopClock(clock, 10_000)).toBeNull();
    expect(flagFallsAtMs(clock)).toBe(10_000);
    expect(flagFallsAtMs(newClock(fischer))).toBeNull();
  });
});
