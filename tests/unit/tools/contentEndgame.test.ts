// The counted-endgame template (tools/content/endgame.ts, issue 14): a drawn problem is a finished game
// with two or three borders open at the edge, its scope is the reader's, every answer is the first
// two moves of the endgame in order (each the best by the count), every first move on the scope is
// classified and proven, and the texts give the count without naming a point. The sente-first group keeps
// only answers whose first move is answered on the spot and whose second move would be wrong first; the
// miai group only answers with two right first moves at two places, each answered at the other; the
// reverse-sente group only one right first move, gote for the player, where the opponent's move is sente.
// The whole-board groups draw the same endgame on a whole 13×13 or 19×19 board (`EndgameLayout`); the 9×9
// board is drawn as before. Every shipped counted endgame refutes and counts each wrong second move too.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StudyPack } from '../../../src/domain/content/packs';
import type { ProblemNode } from '../../../src/domain/go/problem';
import { createRandom } from '../../../src/domain/go/random';
import { parseProblemJson } from '../../../src/domain/go/problemJson';
import { makeVertex, parseVertex } from '../../../src/domain/go/coords';
import { classifyEndgame, endgameReaderFor, endgameScope } from '../../../src/domain/content/endgameReader';
import { createPosition } from '../../../src/domain/go/position';
import type { Position } from '../../../src/domain/go/position';
import { BLACK } from '../../../src/domain/go/stones';
import { draw } from '../../../tools/content/build';
import { auditProblem } from '../../../tools/content/complete';
import { secondTurnIssues, shortfallIssues } from '../../../tools/content/endgameAudit';
import { isCountedEndgame } from '../../../tools/content/endgameShort';
import {
  endgameBoard,
  layout13,
  layout19,
  linesApart,
  opponentSenteAt,
  teachesMiai,
  teachesSenteFirst,
} from '../../../tools/content/endgame';
import type { EndgameMade } from '../../../tools/content/endgame';
import {
  endgameGroups,
  endgameTexts,
  miaiGroups,
  miaiTexts,
  reverseSenteGroups,
  reverseSenteTexts,
  senteFirstGroups,
  senteFirstTexts,
  wholeBoardEndgameGroups,
  wholeBoardEndgameTexts,
} from '../../../tools/content/endgameTopics';
import { answerPlayerMoves } from '../../../tools/content/problemBuild';
import type { TopicGroupPlan, TopicTexts } from '../../../tools/content/topics';
import { fromAscii } from '../../../src/domain/go/ascii';

/** The shipped study group a topic plan drew (found by its title), with its ten missions. */
function shippedGroup(plan: readonly TopicGroupPlan[]): StudyPack['categories'][number]['groups'][number] {
  const packs = path.resolve(__dirname, '../../../server/content/packs');
  const study = JSON.parse(fs.readFileSync(path.join(packs, 'study.json'), 'utf8')) as StudyPack;
  const title = plan[0]?.title['en-US'];
  const group = study.categories.flatMap((c) => c.groups).find((g) => g.title['en-US'] === title);
  expect(group?.missions).toHaveLength(10);
  if (group === undefined) throw new Error(`no group ${title ?? ''}`);
  return group;
}

/** A 9×9 board from rows of X (Black), O (White) and dots (`fromAscii`), Black to play. */
function blackBoard(rows: readonly string[]): Position {
  const read = fromAscii(rows.join('\n'), { toMove: BLACK });
  if (!read.ok) throw new Error(read.error);
  return read.value;
}

/** A group's prompt names White as the player in Korean and Chinese when White is to play. */
function expectWhiteToPlay(texts: TopicTexts, made: EndgameMade): void {
  expect(texts.prompt(-1, made)['ko-KR']).toContain('백 차례');
  expect(texts.prompt(-1, made)['zh-CN']).toContain('白先');
}

describe('counted endgames', () => {
  it('draws a finished board: solid double walls, open only where a border meets the edge', () => {
    const stones = endgameBoard(createRandom(3), ['first_line', 'closed', 'closed', 'black_short']);
    const rows = [...Array(9).keys()].map((y) =>
      [...Array(9).keys()].map((x) => '.XO'.at(stones[y * 9 + x] as number) as string).join(''),
    );
    // Rows 2 to 8 hold both walls of both borders: four stones or more each.
    for (const row of rows.slice(1, 8)) expect(row.replace(/\./g, '').length).toBeGreaterThanOrEqual(4);
    // The top row of the left border is open: no stone left of the middle.
    expect((rows[0] as string).slice(0, 4)).toBe('....');
  });

  /** A board's rows as text (X Black, O White). */
  const asRows = (stones: Int8Array, size: number) =>
    [...Array(size).keys()].map((y) =>
      [...Array(size).keys()].map((x) => '.XO'.at(stones[y * size + x] as number) as string).join(''),
    );

  it('draws the 9×9 board it always drew (the shipped packs are drawn from it)', () => {
    expect(
      asRows(endgameBoard(createRandom(3), ['first_line', 'closed', 'closed', 'black_short']), 9),
    ).toEqual([
      '.....OX..',
      '..XO.OX..',
      '..XO.OX..',
      '..XO.OX..',
      '..XO.OX..',
      '.XXO.OX..',
      '.XOO.OX..',
      '.XO..OX..',
      '.XO..O...',
    ]);
  });

  it.each([
    ['13×13', layout13],
    ['19×19', layout19],
  ] as const)('draws a whole %s board: territories side by side, open at the ends drawn', (_name, layout) => {
    const { size } = layout;
    const ends = layout.borders.length * 2;
    // The first border open at the top, the last at the bottom; every other end closed.
    const openings = Array.from({ length: ends }, (_, i) =>
      i === 0 ? 'first_line' : i === ends - 1 ? 'second_line' : 'closed',
    ) as Parameters<typeof endgameBoard>[1];
    const rows = asRows(endgameBoard(createRandom(5), openings, layout), size);
    // Each closed row crosses every border: the walls of the territories in turn from the left, Black first.
    const walls = (row: string) => row.replace(/\./g, '').replace(/(.)\1+/g, '$1');
    const turns = (count: number, first: 'X' | 'O') =>
      Array.from({ length: count }, (_, k) => (k % 2 === 0 ? first : first === 'X' ? 'O' : 'X')).join('');
    const territories = layout.borders.length + 1;
    for (const row of [1, ...Array.from({ length: size - 4 }, (_, k) => k + 2)])
      expect(walls(rows[row] as string)).toBe(turns(territories, 'X'));
    // The first border's walls stop short of the top edge; the last one's two lines short of the bottom.
    expect(walls(rows[0] as string)).toBe(turns(territories - 1, 'O'));
    expect(walls(rows[size - 1] as string)).toBe(turns(territories - 1, 'X'));
    expect(walls(rows[size - 2] as string)).toBe(turns(territories - 1, 'X'));
  });

  it('draws a proven problem answered by the first two moves of the endgame', () => {
    const plan = endgameGroups()[0];
    if (plan === undefined) throw new Error('no plan');
    const drawn = draw(plan.template(0), createRandom(6), 1, {
      player: 'either',
      used: new Set(),
      gnugo: false,
      minPlayerMoves: 2,
    });
    expect(drawn).toHaveLength(1);
    for (const d of drawn) {
      const parsed = parseProblemJson(d.problem);
      if (!parsed.ok) throw new Error('unparsable');
      const problem = parsed.value;
      expect(problem.goal.kind).toBe('best_move');
      expect(d.problem.scope).toEqual(endgameScope(problem.start).map((v) => makeVertex(9, v)));
      expect(answerPlayerMoves(d.problem)).toBe(2);
      // The tree's right first moves are exactly the reader's best ones.
      const c = classifyEndgame(problem.start);
      if (c === null) throw new Error('unread');
      const best = c.moves.filter((m) => m.verdict === 'right').map((m) => makeVertex(9, m.move));
      const right = d.problem.tree.filter((b) => b.result !== 'wrong').map((b) => b.line.split(' ')[0]);
      expect(right.sort()).toEqual(best.sort());
      expect(d.problem.tree.filter((b) => b.result === 'wrong').length).toBeGreaterThanOrEqual(3);
      const audit = auditProblem(problem, { gnugo: false });
      expect(audit.issues).toEqual([]);
      expect(audit.facts.scoped).toBe(true);
    }
  }, 120_000);

  it('asks for the two biggest moves in order and counts the best one in the hint, naming no point', () => {
    const made = { openEnds: 3, bestGain: 4, margin: 2 } as EndgameMade;
    expect(endgameTexts.prompt(1, made)['en-US']).toBe(
      'Black to play. The borders are open in 3 places. Play the biggest move first, then the next biggest after White answers.',
    );
    expect(endgameTexts.prompt(-1, made)['ko-KR']).toContain('백 차례');
    expect(endgameTexts.prompt(1, made)['zh-CN']).toContain('黑先');
    const hint = endgameTexts.hint(1, made, {} as never);
    expect(hint['en-US']).toContain('worth 4 points more than passing');
    for (const words of Object.values(hint)) {
      expect(words).toContain('4');
      expect(words).not.toMatch(/[A-HJ-T]\d/);
    }
  });

  // Points of the 9×9 board as vertices: column + 9 × row (0 is the top-left corner).
  const at = (x: number, y: number) => y * 9 + x;

  it.each([
    // first, reply, second moves, wrong first moves, teaches sente first
    [
      'answered on the spot, the big move elsewhere wrong first',
      at(1, 0),
      [at(1, 1)],
      [at(7, 8)],
      [at(7, 8)],
      true,
    ],
    ['the reply two lines away still answers', at(1, 0), [at(3, 2)], [at(7, 8)], [at(7, 8)], true],
    ['the reply three lines away is no answer', at(1, 0), [at(4, 0)], [at(7, 8)], [at(7, 8)], false],
    ['the opponent passes', at(1, 0), [-1], [at(7, 8)], [at(7, 8)], false],
    [
      'the second move right first too (biggest first, not sente)',
      at(1, 0),
      [at(1, 1)],
      [at(7, 8)],
      [],
      false,
    ],
    ['the second move next to the first (one place)', at(1, 0), [at(1, 1)], [at(2, 2)], [at(2, 2)], false],
    ['one of two second moves right first', at(1, 0), [at(1, 1)], [at(7, 8), at(6, 8)], [at(7, 8)], false],
    [
      'both second moves wrong first, far away',
      at(1, 0),
      [at(1, 1)],
      [at(7, 8), at(6, 8)],
      [at(7, 8), at(6, 8)],
      true,
    ],
    ['no second move', at(1, 0), [at(1, 1)], [], [], false],
  ] as const)('%s', (_name, first, [reply], seconds, wrong, teaches) => {
    expect(teachesSenteFirst(first, reply, seconds, wrong, 9)).toBe(teaches);
  });

  it('measures lines apart as the larger of the column and row distances', () => {
    expect(linesApart(at(0, 0), at(2, 1), 9)).toBe(2);
    expect(linesApart(at(8, 8), at(0, 8), 9)).toBe(8);
    expect(linesApart(at(4, 4), at(4, 4), 9)).toBe(0);
  });

  it('asks for the sente move first and the biggest place after it, naming no point', () => {
    const made = { openEnds: 2, bestGain: 5, margin: 1 } as EndgameMade;
    expect(senteFirstTexts.prompt(1, made)['en-US']).toBe(
      'Black to play. First play the move White must answer, then take the biggest place after White answers.',
    );
    expectWhiteToPlay(senteFirstTexts, made);
    const hint = senteFirstTexts.hint(1, made, {} as never);
    expect(hint['en-US']).toContain('worth 5 points more than passing');
    for (const words of Object.values(hint)) {
      expect(words).toContain('5');
      expect(words).not.toMatch(/[A-HJ-T]\d/);
    }
    expect(senteFirstGroups()[0]?.template).toBeTypeOf('function');
  });

  it('ships the sente-first group: each first move answered on the spot, each second move wrong as the first', () => {
    const group = shippedGroup(senteFirstGroups());
    for (const mission of group.missions) {
      const parsed = parseProblemJson(mission.problem);
      if (!parsed.ok) throw new Error('unparsable');
      const start = parsed.value.start;
      const c = classifyEndgame(start);
      if (c === null) throw new Error('unread');
      const wrong = c.moves.filter((m) => m.verdict === 'wrong').map((m) => m.move);
      // Every way through a right answer: the first move, the reply, a second move.
      const ways: number[][] = [];
      const walk = (nodes: readonly ProblemNode[], moves: number[]): void => {
        for (const n of nodes) {
          if (n.verdict === 'wrong') continue;
          if (n.children.length === 0) ways.push([...moves, n.move]);
          else walk(n.children, [...moves, n.move]);
        }
      };
      walk(parsed.value.tree, []);
      expect(ways.length).toBeGreaterThan(0);
      for (const [first, reply, second, ...more] of ways) {
        expect(more).toEqual([]);
        expect(teachesSenteFirst(first ?? -2, reply ?? -2, [second ?? -2], wrong, 9)).toBe(true);
      }
    }
  });

  it.each([
    // the two right first moves with the reply shown to each, teaches miai
    [
      'each reply at the other place',
      [
        [at(0, 1), at(8, 7)],
        [at(8, 8), at(1, 1)],
      ],
      true,
    ],
    [
      'a reply two lines from the other place still takes it',
      [
        [at(0, 1), at(6, 6)],
        [at(8, 8), at(2, 3)],
      ],
      true,
    ],
    [
      'one reply answers on the spot',
      [
        [at(0, 1), at(1, 1)],
        [at(8, 8), at(1, 1)],
      ],
      false,
    ],
    [
      'both replies on the spot',
      [
        [at(0, 1), at(0, 2)],
        [at(8, 8), at(7, 8)],
      ],
      false,
    ],
    [
      'the two places are the same place',
      [
        [at(0, 1), at(2, 1)],
        [at(2, 1), at(0, 1)],
      ],
      false,
    ],
    [
      'the opponent passes',
      [
        [at(0, 1), -1],
        [at(8, 8), at(1, 1)],
      ],
      false,
    ],
    ['one right move only', [[at(0, 1), at(8, 8)]], false],
    [
      'three right moves',
      [
        [at(0, 1), at(8, 8)],
        [at(8, 8), at(0, 1)],
        [at(4, 8), at(0, 1)],
      ],
      false,
    ],
  ] as const)('miai: %s', (_name, rights, teaches) => {
    expect(
      teachesMiai(
        rights.map(([move, reply]) => ({ move, reply })),
        9,
      ),
    ).toBe(teaches);
  });

  it('asks for one of two places of the same size, naming no point', () => {
    const made = { openEnds: 2, bestGain: 3, margin: 1 } as EndgameMade;
    expect(miaiTexts.prompt(1, made)['en-US']).toBe(
      'Black to play. Two places are the same size. Take one of them; when White takes the other, find your best move after that.',
    );
    expectWhiteToPlay(miaiTexts, made);
    const hint = miaiTexts.hint(1, made, {} as never);
    expect(hint['en-US']).toContain('worth 3 points more than passing');
    expect(hint['ko-KR']).toContain('맞보기');
    expect(hint['zh-CN']).toContain('见合');
    for (const words of Object.values(hint)) expect(words).not.toMatch(/[A-HJ-T]\d/);
  });

  it('ships the miai group: two right first moves of the same count, each answered at the other place', () => {
    const group = shippedGroup(miaiGroups());
    for (const mission of group.missions) {
      const parsed = parseProblemJson(mission.problem);
      if (!parsed.ok) throw new Error('unparsable');
      const c = classifyEndgame(parsed.value.start);
      if (c === null) throw new Error('unread');
      const best = c.moves.filter((m) => m.verdict === 'right').map((m) => m.move);
      const rights = parsed.value.tree.filter((n) => n.verdict !== 'wrong');
      // The tree's right first moves are the reader's two best ones, of one count.
      expect(rights.map((n) => n.move).sort()).toEqual([...best].sort());
      expect(rights).toHaveLength(2);
      const replies = rights.map((n) => {
        expect(n.children).toHaveLength(1);
        return { move: n.move, reply: n.children[0]?.move ?? -1 };
      });
      expect(teachesMiai(replies, 9)).toBe(true);
    }
  });

  /** The position with Black to play: colours swapped when White is (counts and shapes mirror). */
  function blackToPlay(start: Position): Position {
    return start.toMove === BLACK
      ? start
      : createPosition({ size: start.size, stones: start.stones.map((c) => -c), toMove: BLACK });
  }

  it("finds where the opponent's move would be sente, and how much not answering would cost", () => {
    // Top left: both walls stop short of the top edge (C9, D9 open). Bottom right: Black's wall stops two
    // lines short of the edge (H2, H1 open), White's reaches it.
    const start = blackBoard([
      '.....OX..',
      '..XO.OX..',
      '..XO.OX..',
      '..XO.OXX.',
      '.XXO.OOX.',
      '.XOO..OX.',
      '.XO...OX.',
      '.XO...O..',
      '.XO...O..',
    ]);
    const read = endgameReaderFor(start);
    if ('unknown' in read) throw new Error(read.unknown);
    const at = (name: string) => {
      const v = parseVertex(9, name);
      if (!v.ok) throw new Error(name);
      return opponentSenteAt(read.optimist, read.pessimist, read.root, v.value);
    };
    // White's hane at D9 must be answered (Black would lose 2 more points); so must its push at H2.
    expect(at('D9')).toBe(2);
    expect(at('H2')).toBe(2);
    // White at C9 or at H1 threatens nothing Black must answer.
    expect(at('C9')).toBeNull();
    expect(at('H1')).toBeNull();
    // And D9 is Black's one best move: gote (White answers at the other end), yet the biggest.
    const c = classifyEndgame(start);
    expect(c?.moves.filter((m) => m.verdict === 'right').map((m) => makeVertex(9, m.move))).toEqual(['D9']);
  });

  it('asks to take away the move the opponent would play in sente, naming no point', () => {
    const made = { openEnds: 2, bestGain: 4, margin: 1, threat: 2 } as EndgameMade;
    expect(reverseSenteTexts.prompt(1, made)['en-US']).toBe(
      'Black to play. Find the biggest place where a move by White would force you to answer, and take it first; when White plays elsewhere, find your best move after that.',
    );
    expectWhiteToPlay(reverseSenteTexts, made);
    const hint = reverseSenteTexts.hint(1, made, {} as never);
    expect(hint['en-US']).toContain('not answering would cost you 2 points more');
    expect(hint['en-US']).toContain('worth 4 points more than passing');
    expect(hint['ko-KR']).toContain('역끝내기');
    expect(hint['zh-CN']).toContain('逆收官');
    for (const words of Object.values(hint)) {
      expect(words).toContain('2');
      expect(words).toContain('4');
      expect(words).not.toMatch(/[A-HJ-T]\d/);
    }
  });

  it("ships the reverse-sente group: one right first move, gote, where the opponent's move is sente", () => {
    const group = shippedGroup(reverseSenteGroups());
    for (const mission of group.missions) {
      const parsed = parseProblemJson(mission.problem);
      if (!parsed.ok) throw new Error('unparsable');
      const rights = parsed.value.tree.filter((n) => n.verdict !== 'wrong');
      expect(rights).toHaveLength(1);
      const first = rights[0]?.move ?? -1;
      const reply = rights[0]?.children[0]?.move ?? -1;
      // Gote: the opponent answers at another place (or passes).
      expect(reply < 0 || linesApart(first, reply, 9) >= 3).toBe(true);
      const read = endgameReaderFor(blackToPlay(parsed.value.start));
      if ('unknown' in read) throw new Error(read.unknown);
      const threat = opponentSenteAt(read.optimist, read.pessimist, read.root, first);
      expect(threat).toBeGreaterThan(0);
      // The hint gives that threat.
      expect(mission.hint['en-US']).toContain(`not answering would cost you ${threat} point`);
    }
  });

  it('asks for the biggest move of a whole finished board, naming no point', () => {
    const made = { openEnds: 3, bestGain: 5, margin: 1 } as EndgameMade;
    expect(wholeBoardEndgameTexts.prompt(1, made)['en-US']).toBe(
      'Black to play. The game is nearly over, and the borders are open in 3 places around the board. Look over the whole board: play the biggest move first, then the next biggest after White answers.',
    );
    expectWhiteToPlay(wholeBoardEndgameTexts, made);
    for (const words of Object.values(wholeBoardEndgameTexts.prompt(1, made))) expect(words).toContain('3');
    expect(wholeBoardEndgameTexts.hint(1, made, {} as never)['en-US']).toContain('worth 5 points more');
  });

  it.each([
    [0, 13],
    [1, 19],
  ])(
    'ships whole-board endgame group %i (%i lines): the reader’s best first moves, answered in two',
    (i, size) => {
      const plan = wholeBoardEndgameGroups()[i];
      if (plan === undefined) throw new Error('no plan');
      const group = shippedGroup([plan]);
      for (const mission of group.missions) {
        const parsed = parseProblemJson(mission.problem);
        if (!parsed.ok) throw new Error('unparsable');
        const problem = parsed.value;
        expect(problem.start.size).toBe(size);
        expect(problem.goal.kind).toBe('best_move');
        expect(answerPlayerMoves(mission.problem)).toBe(2);
        const c = classifyEndgame(problem.start);
        if (c === null) throw new Error('unread');
        const best = c.moves.filter((m) => m.verdict === 'right').map((m) => m.move);
        const rights = problem.tree.filter((n) => n.verdict !== 'wrong').map((n) => n.move);
        expect(rights.sort()).toEqual([...best].sort());
        expect(problem.tree.filter((n) => n.verdict === 'wrong').length).toBeGreaterThanOrEqual(3);
        // Walls across the whole board (a whole game, not a corner): in every row, or in every column when
        // the borders run across.
        const rows = asRows(problem.start.stones, size);
        const columns = rows.map((_, x) => rows.map((r) => r[x]).join(''));
        const crossed = (lines: string[]) => lines.every((l) => l.includes('X') && l.includes('O'));
        expect(crossed(rows) || crossed(columns)).toBe(true);
        expect(mission.prompt['en-US']).toMatch(/open in [23] places around the board/);
      }
    },
    120_000,
  );
});

describe('the shipped counted endgames', () => {
  it('refute every wrong second move the reader decides, and say how many points it counts less', () => {
    const packs = path.resolve(__dirname, '../../../server/content/packs');
    const study = JSON.parse(fs.readFileSync(path.join(packs, 'study.json'), 'utf8')) as StudyPack;
    let problems = 0;
    let turns = 0;
    let wrong = 0;
    for (const mission of study.categories.flatMap((c) => c.groups).flatMap((g) => g.missions)) {
      const parsed = parseProblemJson(mission.problem);
      if (!parsed.ok || !isCountedEndgame(parsed.value)) continue;
      problems++;
      const second = secondTurnIssues(parsed.value);
      expect(second.issues).toEqual([]);
      expect(shortfallIssues(parsed.value)).toEqual([]);
      turns += second.facts.turns;
      wrong += second.facts.refutationsProven;
    }
    expect(problems).toBeGreaterThanOrEqual(60);
    // More wrong second moves than second turns: most turns have two or three.
    expect(wrong).toBeGreaterThan(turns);
  }, 60_000);
});
