// The joseki group (issue 14, "basic joseki choices on 19×19"; tools/content/joseki.ts): every moment of
// the hand-entered catalogue replays legally, and the capture reader proves exactly one capturing first
// move there, the book move; the shipped group takes ten problems from ten lines of play, each a moment of
// the catalogue turned and coloured by the draw, with the opponent's last move marked.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { toAscii } from '../../../src/domain/go/ascii';
import { makeVertex, parseVertex } from '../../../src/domain/go/coords';
import type { StudyPack } from '../../../src/domain/content/packs';
import { canonicalBoardKey } from '../../../src/domain/content/symmetry';
import { strayStones } from '../../../src/domain/content/realism';
import { createRandom } from '../../../src/domain/go/random';
import { josekiLines, josekiPosition, josekiTemplate } from '../../../tools/content/joseki';
import type { JosekiMoment } from '../../../tools/content/joseki';
import { josekiTexts, josekiTitle } from '../../../tools/content/josekiTopics';
import { isRejected, solveCapture } from '../../../tools/content/tactics';

const moments = josekiLines.flatMap((line, l) => line.map((moment, m) => ({ moment, at: `${l}.${m}` })));

const rowsOf = (moment: JosekiMoment) => {
  const replayed = josekiPosition(moment);
  if (replayed === null) throw new Error(`does not replay: ${moment.moves}`);
  const rows = toAscii(replayed.position)
    .split('\n')
    .map((r) => r.replace(/ /g, ''));
  return { rows, toMove: replayed.position.toMove === 1 ? ('B' as const) : ('W' as const), replayed };
};

describe('the joseki catalogue', () => {
  it.each(moments)('moment $at: the book move is the one move that captures', ({ moment }) => {
    const { replayed } = rowsOf(moment);
    const target = parseVertex(19, moment.target);
    if (!target.ok) throw new Error(moment.target);
    expect(replayed.position.stones[target.value]).toBe(-replayed.position.toMove);
    const s = solveCapture(replayed.position, target.value);
    if (isRejected(s)) throw new Error(s.rejected);
    expect(s.right.map((v) => makeVertex(19, v))).toEqual([moment.book]);
    // Two moves of the player at least: the group teaches reading, not a single atari.
    expect(s.distance).toBeGreaterThanOrEqual(3);
  });

  it('marks the last move only where the opponent of the side to move played it', () => {
    // Line 1: White's S16 was the last move, and Black captures.
    const last = josekiPosition(josekiLines[1]?.[0] as JosekiMoment)?.last;
    expect(last === null || last === undefined ? null : makeVertex(19, last)).toBe('S16');
    // A moment ending with the capturing side's own move elsewhere marks nothing.
    const tenuki = { moves: 'BQ16 WR14 BO16 WR16 BR17 WS17 BS16 WR15 BPASS', target: 'S17', book: 'S18' };
    expect(josekiPosition(tenuki)?.last).toBeNull();
  });

  it('refuses a line the group has taken, and draws from the others', () => {
    const taken = new Set(josekiLines.map((_, i) => i));
    expect(josekiTemplate(taken)(createRandom(1))).toEqual({ rejected: 'line_taken' });
    const made = josekiTemplate(new Set())(createRandom(7));
    if (isRejected(made)) throw new Error(made.rejected);
    expect(made.draft.goal.kind).toBe('capture');
    expect(made.draft.toMove).toBe(1);
  });

  it('says the joseki captures here and names one stone or several', () => {
    const one = josekiTexts.prompt(1, { stones: 1 } as never);
    const two = josekiTexts.prompt(-1, { stones: 2 } as never);
    expect(one['en-US']).toBe(
      'A joseki in a corner of the 19×19 board. Black to play. Here the joseki captures: take the marked white stone.',
    );
    expect(two['en-US']).toContain('White to play');
    expect(two['en-US']).toContain('marked black stones');
    expect(one['ko-KR']).toContain('정석');
    expect(one['zh-CN']).toContain('定式');
  });
});

describe('the shipped joseki group', () => {
  const packs = path.resolve(__dirname, '../../../server/content/packs');
  const study = JSON.parse(fs.readFileSync(path.join(packs, 'study.json'), 'utf8')) as StudyPack;
  const group = study.categories
    .flatMap((c) => c.groups)
    .find((g) => g.title['en-US'] === josekiTitle['en-US']);
  // Every moment by its board (any turn, either colour to move drawn black) and its line.
  const lineOf = new Map<string, number>();
  josekiLines.forEach((line, l) => {
    for (const moment of line) {
      const { rows, toMove } = rowsOf(moment);
      lineOf.set(canonicalBoardKey(rows, toMove), l);
    }
  });

  it('ships ten captures on 19×19, each a moment of a line of its own, the last move marked', () => {
    expect(group?.missions).toHaveLength(10);
    const lines = new Set<number | undefined>();
    for (const mission of group?.missions ?? []) {
      const problem = mission.problem;
      expect(problem.goal.kind).toBe('capture');
      expect(problem.board).toHaveLength(19);
      const line = lineOf.get(canonicalBoardKey(problem.board, problem.toMove));
      expect(line).toBeDefined();
      lines.add(line);
      expect(strayStones(problem)).toEqual([]);
      expect(problem.tree.filter((b) => b.result !== 'wrong')).toHaveLength(1);
      const last = parseVertex(19, problem.lastMove ?? '');
      expect(last.ok).toBe(true);
    }
    expect(lines.size).toBe(10);
  });
});
