// The human mistakes of the lowest levels (issue 20, "Levels with honest names"): level 1 plays like a real
// beginner. It sometimes overlooks a capture next to the last move and sometimes plays a slow solid move,
// but its mistakes are moves a beginner could make: never an own eye filled, never its own stones put in
// atari, never a lonely first-line move. Pure: the search and the choice are both seeded.
import { describe, expect, it, vi } from 'vitest';
import { FastBoard, createRandom } from '../../../../src/domain/go';
import type { Color } from '../../../../src/domain/go';
import { chooseAsLevel, isPlausible, levelOf, search } from '../../../../src/domain/ai';
import type { ChoiceReason } from '../../../../src/domain/ai';
import { board, vx } from './helpers';

vi.setConfig({ testTimeout: 30_000 });

const BLACK: Color = 1;
const WHITE: Color = -1;

/** The searched root moves and the level's choice for the side to move, after `last` was played. */
function choose(ascii: string, toMove: Color, last: string, level: number, seed: number) {
  const position = board(ascii, toMove);
  const fast = FastBoard.fromPosition(position);
  const lastPoint = fast.pointOf(vx(position.size, last));
  fast.setLastMove(lastPoint);
  const result = search(fast, {
    goal: { mode: 'full', komi: 7.5, captureTarget: 1 },
    random: createRandom(seed),
    playouts: levelOf(level).playouts,
  });
  const choice = chooseAsLevel(fast, result.moves, levelOf(level), createRandom(seed + 1000), lastPoint);
  if (!choice) throw new Error('no choice');
  return { fast, point: choice.stat.point, reason: choice.reason, name: nameOf(fast, choice.stat.point) };
}

function nameOf(fast: FastBoard, point: number): string {
  const v = fast.vertexOf(point);
  return `${'ABCDEFGHJ'[v % 9]}${9 - Math.floor(v / 9)}`;
}

/** What a beginner never does: fill an own eye, put own stones in atari, play a lonely first-line move. */
function nonsense(fast: FastBoard, point: number, color: Color): string | null {
  if (point < 0) return 'pass';
  if (fast.isEyeShape(point, color)) return 'fills its own eye';
  if (fast.captureCount(point, color) === 0 && fast.libertiesAfter(point, color, 2) < 2) return 'self-atari';
  const s = fast.stride;
  const [x, y] = [(point % s) - 1, Math.floor(point / s) - 1];
  const line = Math.min(x, y, fast.size - 1 - x, fast.size - 1 - y);
  if (line === 0) {
    let near = false;
    for (let dy = -2; dy <= 2; dy++)
      for (let dx = -2; dx <= 2; dx++) {
        const k = fast.at((y + 1 + dy) * s + x + 1 + dx);
        if (k === 1 || k === -1) near = true;
      }
    if (!near) return 'lonely first-line move';
  }
  return null;
}

// White's last move E5 leaves its two stones C6–D6 in atari: X takes them at D5. X also has an eye at A1.
const missedCapture = `
  . . . . . . . . .
  . . . . . . . . .
  . . X X . . . . .
  . X O O X . . . .
  . . X . O . . . .
  . . . . . . . . .
  . . . . . . O . .
  X X . . . . . . .
  . X . . . . . . .`;

describe('level 1 plays like a beginner', () => {
  it('sometimes misses a capture next to the last move, but takes it in most games', () => {
    const reasons = new Map<string, number>();
    let taken = 0;
    const seeds = 60;
    for (let seed = 1; seed <= seeds; seed++) {
      const { name, reason } = choose(missedCapture, BLACK, 'E5', 1, seed);
      if (name === 'D5') taken++;
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
    }
    expect(taken).toBeGreaterThanOrEqual(seeds / 2);
    expect(taken).toBeLessThan(seeds);
    expect(reasons.get('missed_local_atari') ?? 0).toBeGreaterThan(0);
  });

  it('never plays nonsense: no own eye filled, no self-atari, no lonely first-line move', () => {
    const seen = new Set<ChoiceReason>();
    for (let seed = 1; seed <= 60; seed++) {
      const { fast, point, reason } = choose(missedCapture, BLACK, 'E5', 1, seed);
      seen.add(reason);
      expect(nonsense(fast, point, BLACK), `seed ${seed}: ${nameOf(fast, point)} (${reason})`).toBeNull();
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('always takes a stone that was just played into atari', () => {
    // White's cut at E5 stands in atari (its last liberty is E4).
    const cut = `
      . . . . . . . . .
      . . . . . . . . .
      . . O . . . O . .
      . . . . X . . . .
      . . . X O X . . .
      . . . . . . . . .
      . . O . . . O . .
      . . . . . . . . .
      . . . . . . . . .`;
    for (let seed = 1; seed <= 30; seed++) expect(choose(cut, BLACK, 'E5', 1, seed).name).toBe('E4');
  });

  it('plays slow solid moves next to its own stones, touching no enemy stone', () => {
    // A quiet middle game: nothing in atari.
    const quiet = `
      . . . . . . . . .
      . . . . . . . . .
      . . X . . . O . .
      . . . . . . . . .
      . . X . . O . . .
      . . . . . . . . .
      . . X . . . O . .
      . . . . . . . . .
      . . . . . . . . .`;
    let slow = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const { fast, point, reason } = choose(quiet, BLACK, 'F5', 1, seed);
      expect(nonsense(fast, point, BLACK)).toBeNull();
      if (reason !== 'slow_move') continue;
      slow++;
      const s = fast.stride;
      const around = [point - s, point - 1, point + 1, point + s].map((n) => fast.at(n));
      expect(around).toContain(BLACK);
      expect(around).not.toContain(WHITE);
    }
    expect(slow).toBeGreaterThan(0);
  });
});

describe('the strong levels make none of these mistakes', () => {
  it('level 10 plays the most searched move', () => {
    for (let seed = 1; seed <= 5; seed++) {
      const position = board(missedCapture, BLACK);
      const fast = FastBoard.fromPosition(position);
      const last = fast.pointOf(vx(9, 'E5'));
      fast.setLastMove(last);
      const result = search(fast, {
        goal: { mode: 'full', komi: 7.5, captureTarget: 1 },
        random: createRandom(seed),
        playouts: 1000,
      });
      const choice = chooseAsLevel(fast, result.moves, levelOf(10), createRandom(seed), last);
      expect(choice?.stat).toBe(result.moves[0]);
    }
  });
});

describe('isPlausible', () => {
  it('refuses own eyes, self-atari and lonely first-line points, and accepts ordinary moves', () => {
    const fast = FastBoard.fromPosition(board(missedCapture, BLACK));
    const at = (name: string) => fast.pointOf(vx(9, name));
    expect(isPlausible(fast, at('A1'), BLACK)).toBe(false); // own eye
    expect(isPlausible(fast, at('J8'), BLACK)).toBe(false); // first line, nothing within two lines
    // First line near the fight, but 13 stones is still the opening (firstLine.test.ts has the rule).
    expect(isPlausible(fast, at('J5'), BLACK)).toBe(false);
    expect(isPlausible(fast, at('C4'), BLACK)).toBe(true);
    expect(isPlausible(fast, at('D5'), BLACK)).toBe(true); // the capture
    expect(isPlausible(fast, at('E5'), BLACK)).toBe(false); // occupied
    expect(isPlausible(fast, -1, BLACK)).toBe(false); // a pass is not a mistake to make
  });

  it('refuses a second-line point with no stone within three lines', () => {
    const rows = Array.from({ length: 13 }, (_, y) => (y === 6 ? '......X......' : '.............'));
    const fast = FastBoard.fromPosition(board(rows.join('\n'), WHITE));
    const at = (x: number, y: number) => fast.pointOf(y * 13 + x);
    expect(isPlausible(fast, at(1, 1), WHITE)).toBe(false);
    expect(isPlausible(fast, at(2, 2), WHITE)).toBe(true); // the 3-3 point
    expect(isPlausible(fast, at(1, 5), WHITE)).toBe(false);
    expect(isPlausible(fast, at(4, 1), WHITE)).toBe(false);
    expect(isPlausible(fast, at(1, 6), WHITE)).toBe(false); // five lines from the stone
    expect(isPlausible(fast, at(5, 1), WHITE)).toBe(false);
  });
});
