// Whole-board problems (tools/content/wholeBoard.ts, issue 14): positions of committed 9×9 and 13×13 games
// of GNU Go against itself, every game replaying legally; a drawn problem is a capture proven by the capture reader
// on the whole board, two moves of the player or more; the shipped groups' boards are positions of those
// games (up to symmetry and colours); the texts name the move number and never a point. The connection
// group's captures join the player's stones that the target cut apart (tools/content/connection.ts).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromAscii, toAscii } from '../../../src/domain/go/ascii';
import { makeVertex, parseVertex } from '../../../src/domain/go/coords';
import type { BoardSize, Vertex } from '../../../src/domain/go/coords';
import type { ProblemNode } from '../../../src/domain/go/problem';
import { BLACK } from '../../../src/domain/go/stones';
import { createRandom } from '../../../src/domain/go/random';
import { parseProblemJson } from '../../../src/domain/go/problemJson';
import type { StudyPack } from '../../../src/domain/content/packs';
import { canonicalBoardKey } from '../../../src/domain/content/symmetry';
import { strayStones } from '../../../src/domain/content/realism';
import { draw } from '../../../tools/content/build';
import { auditProblem } from '../../../tools/content/complete';
import { connectsByCapture } from '../../../tools/content/connection';
import { gameRecords, movesOf, positionAt } from '../../../tools/content/gameRecords';
import { answerPlayerMoves } from '../../../tools/content/problemBuild';
import { savePositionAt } from '../../../tools/content/wholeBoard';
import type { WholeBoardMade } from '../../../tools/content/wholeBoard';
import { isRejected } from '../../../tools/content/tactics';
import {
  urgentSpec,
  urgentTexts,
  wholeBoardConnectTexts,
  wholeBoardGroups,
  wholeBoard19ConnectGroups,
  wholeBoard19ConnectSpec,
  wholeBoardSpecs,
  wholeBoardTexts,
} from '../../../tools/content/wholeBoardTopics';

/**
 * Every position of every game of a size, as the canonical key a problem's board would have, with the
 * number of the first game it arose in.
 */
function gameKeys(size: BoardSize, files?: readonly string[]): Map<string, number> {
  const keys = new Map<string, number>();
  for (const [index, game] of gameRecords(size, files).entries())
    for (let n = 0; n <= movesOf(game); n++) {
      const p = positionAt(game, n);
      if (p === null) continue;
      const rows = toAscii(p)
        .split('\n')
        .map((r) => r.replace(/ /g, ''));
      const key = canonicalBoardKey(rows, p.toMove === 1 ? 'B' : 'W');
      if (!keys.has(key)) keys.set(key, index);
    }
  return keys;
}

/** The first line of a tree that ends in a right leaf (verdicts sit on the leaves). */
function rightLine(tree: readonly ProblemNode[]): Vertex[] {
  for (const node of tree) {
    if (node.verdict === 'wrong') continue;
    if (node.children.length === 0) {
      if (node.verdict === 'right') return [node.move];
      continue;
    }
    const rest = rightLine(node.children);
    if (rest.length > 0) return [node.move, ...rest];
  }
  return [];
}

const at = (size: number, x: number, y: number): Vertex => y * size + x;

describe('connection by capturing the cutting stones', () => {
  // From a 9×9 game: White's E8–E7 cut Black's D8, E9 and F8 off from each other and from E6; Black
  // ataris at F7, White runs to D7 and Black takes the three stones at D6.
  const game = `
    . . . . X . . . .
    . X O X O X . . .
    . X X . O . X . .
    . . . . X O . . .
    . X . O . O . X .
    . . O . . . . . .
    . O X . O . . . .
    . O X O . . O . .
    . . O . . . . . .`;
  // A lone White stone in atari between three Black stones in the open: capturing it joins nothing that
  // was in danger.
  const open = `
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . X O X . . .
    . . . . X . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .`;
  // The same stone touching one Black stone only.
  const alone = `
    . . . . . . . . .
    . . . . . . . . .
    . . . O . . . . .
    . . . X O . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .`;
  it.each([
    ['the capture joins stones in danger', game, at(9, 4, 1), [at(9, 5, 2), at(9, 3, 2), at(9, 3, 3)], 'ok'],
    ['the line stops before the capture', game, at(9, 4, 1), [at(9, 5, 2)], 'not_captured'],
    ['no stone of the player was in danger', open, at(9, 4, 3), [at(9, 4, 2)], 'no_danger'],
    ['the target cuts nothing apart', alone, at(9, 4, 3), [at(9, 5, 3)], 'not_cutting'],
  ] as const)('%s: %s', (_name, board, target, line, expected) => {
    const position = fromAscii(board, { toMove: BLACK });
    if (!position.ok) throw new Error(position.error);
    expect(connectsByCapture(position.value, target, line)).toBe(expected);
  });
});

describe('whole-board problems', () => {
  // The groups in the order they are drawn: those of wholeBoardSpecs, then the 19×19 connection group.
  const specs = [...wholeBoardSpecs, wholeBoard19ConnectSpec];
  const plans = [...wholeBoardGroups(), ...wholeBoard19ConnectGroups()];

  it.each([
    [9, ['gnugo-9.json'], 200],
    [13, ['gnugo-13.json'], 60],
    [13, ['gnugo-13-b.json'], 150],
    [19, ['gnugo-19.json'], 28],
  ] as const)(
    'come from committed games on %i lines (%j, at least %i), each replaying legally to its end',
    (size, files, least) => {
      const games = gameRecords(size, files);
      expect(games.length).toBeGreaterThanOrEqual(least);
      for (const game of games) {
        expect(game.size).toBe(size);
        expect(positionAt(game, movesOf(game))).not.toBeNull();
      }
    },
  );

  it('draws a capture proven on the whole board, two moves of the player or more', () => {
    const plan = wholeBoardGroups()[0];
    if (plan === undefined) throw new Error('no plan');
    const [d] = draw(plan.template(0), createRandom(4), 1, {
      player: 'either',
      used: new Set(),
      gnugo: false,
      minPlayerMoves: 2,
    });
    if (d === undefined) throw new Error('nothing drawn');
    const parsed = parseProblemJson(d.problem);
    if (!parsed.ok) throw new Error('unparsable');
    expect(parsed.value.goal.kind).toBe('capture');
    expect(answerPlayerMoves(d.problem)).toBeGreaterThanOrEqual(2);
    // A game's position: stones all over the board, not one fight on an empty one.
    expect([...parsed.value.start.stones].filter((s) => s !== 0).length).toBeGreaterThanOrEqual(12);
    expect(gameKeys(9).has(canonicalBoardKey(d.problem.board, d.problem.toMove))).toBe(true);
    expect(auditProblem(parsed.value, { gnugo: false }).issues).toEqual([]);
  }, 60_000);

  it('names the move number in the prompt and gives a hint without a point', () => {
    const made = { moveNumber: 23 } as WholeBoardMade;
    expect(wholeBoardTexts.prompt(1, made)['en-US']).toBe(
      'A position from a game, after 23 moves. Black to play. Look at the whole board, then capture the marked white stones.',
    );
    expect(wholeBoardTexts.prompt(-1, { moveNumber: 23, stones: 1 } as WholeBoardMade)['en-US']).toBe(
      'A position from a game, after 23 moves. White to play. Look at the whole board, then capture the marked black stone.',
    );
    expect(wholeBoardTexts.prompt(-1, made)['ko-KR']).toContain('23수');
    expect(wholeBoardTexts.prompt(-1, made)['zh-CN']).toContain('23手');
    for (const words of Object.values(wholeBoardTexts.hint(1, made, undefined as never)))
      expect(words).not.toMatch(/[A-HJ-T]\d/);
  });

  it('asks to capture the cutting stone, or stones, and connect', () => {
    const one = { moveNumber: 31, stones: 1 } as WholeBoardMade;
    const two = { moveNumber: 31, stones: 2 } as WholeBoardMade;
    expect(wholeBoardConnectTexts.prompt(1, one)['en-US']).toBe(
      'A position from a game, after 31 moves. Black to play. The marked white stone cuts your stones apart. Capture it and connect your stones.',
    );
    expect(wholeBoardConnectTexts.prompt(-1, two)['en-US']).toBe(
      'A position from a game, after 31 moves. White to play. The marked black stones cut your stones apart. Capture them and connect your stones.',
    );
    expect(wholeBoardConnectTexts.prompt(1, one)['ko-KR']).toContain('31수');
    expect(wholeBoardConnectTexts.prompt(1, one)['zh-CN']).toContain('31手');
  });

  it.each([
    [0, 9],
    [1, 13],
    [2, 9],
    [3, 19],
    [4, 13],
    [5, 19],
  ] as const)('ships group %i: ten captures, each a position of its own game on %i lines', (index, size) => {
    const packs = path.resolve(__dirname, '../../../server/content/packs');
    const study = JSON.parse(fs.readFileSync(path.join(packs, 'study.json'), 'utf8')) as StudyPack;
    const title = plans[index]?.title['en-US'];
    const group = study.categories.flatMap((c) => c.groups).find((g) => g.title['en-US'] === title);
    expect(group?.missions).toHaveLength(10);
    const keys = gameKeys(size, specs[index]?.options.records);
    const games = new Set<number | undefined>();
    for (const mission of group?.missions ?? []) {
      expect(mission.problem.goal.kind).toBe('capture');
      const game = keys.get(canonicalBoardKey(mission.problem.board, mission.problem.toMove));
      expect(game).toBeDefined();
      games.add(game);
      expect(strayStones(mission.problem)).toEqual([]);
      expect(answerPlayerMoves(mission.problem)).toBeGreaterThanOrEqual(2);
      if (plans[index]?.technique === 'connect') {
        const parsed = parseProblemJson(mission.problem);
        if (!parsed.ok) throw new Error('unparsable');
        const goal = parsed.value.goal;
        const target = goal.kind === 'capture' ? goal.targets[0] : undefined;
        if (target === undefined) throw new Error('no target');
        expect(connectsByCapture(parsed.value.start, target, rightLine(parsed.value.tree))).toBe('ok');
      }
    }
    // Each from a game of its own: never the same fight twice, a few moves apart.
    expect(games.size).toBe(10);
  });
});

describe('urgent before big (whole-board saves)', () => {
  const { records, ...options } = urgentSpec.options;
  const games = gameRecords(19, records);
  const game = games[18];
  if (game === undefined) throw new Error('no game 18');
  const moves = game.moves.split(' ');

  it('keeps a position where the last move threatens a chain and the next move of the game alone saves it', () => {
    // Game 18 of the 19×19 records, after 122 moves: the opponent's move 122 put two stones of the side
    // to move in danger (capturable in five plies if it plays elsewhere), and move 123 saved them.
    const made = savePositionAt(game, 122, options);
    if (isRejected(made)) throw new Error(made.rejected);
    expect(made.draft.goal).toMatchObject({ kind: 'save' });
    expect(made.stones).toBe(2);
    expect(made.threat).toBe(5);
    const right = made.draft.tree.filter((n) => n.verdict === 'right').map((n) => n.move);
    expect(right).toHaveLength(1);
    expect(right.map((v) => makeVertex(19, v))).toEqual([moves[122]]);
    // The board marks the move that made the threat, which the prompt speaks of.
    expect(made.draft.lastMove === undefined ? null : makeVertex(19, made.draft.lastMove)).toBe(moves[121]);
  });

  it('refuses it when the game went on with another move, or when nothing is threatened', () => {
    const other = { ...game, moves: [...moves.slice(0, 122), 'A1', ...moves.slice(123)].join(' ') };
    expect(savePositionAt(other, 122, options)).toEqual({ rejected: 'not_the_game_move' });
    expect(savePositionAt(game, 40, options)).toEqual({ rejected: 'no_threat' });
  });

  it('refuses a threat that was there before the opponent’s last move', () => {
    // Both sides pass after move 122: the two stones are in danger as before, but the opponent's last
    // move (the pass) did not put them there, so nothing is newly threatened.
    const passes = {
      ...game,
      moves: [...moves.slice(0, 122), 'PASS', 'PASS', ...moves.slice(122)].join(' '),
    };
    expect(savePositionAt(passes, 124, options)).toEqual({ rejected: 'no_threat' });
  });

  it('asks to save the marked stone, or stones, before a big point, naming the move number', () => {
    const one = { moveNumber: 88, stones: 1 } as WholeBoardMade;
    const two = { moveNumber: 95, stones: 3 } as WholeBoardMade;
    expect(urgentTexts.prompt(1, one)['en-US']).toBe(
      "A position from a game, after 88 moves. Black to play. White's last move puts your marked stone in danger. Look at the whole board, then save it before you play a big point elsewhere.",
    );
    expect(urgentTexts.prompt(-1, two)['en-US']).toBe(
      "A position from a game, after 95 moves. White to play. Black's last move puts your marked stones in danger. Look at the whole board, then save them before you play a big point elsewhere.",
    );
    expect(urgentTexts.prompt(1, one)['ko-KR']).toContain('88수');
    expect(urgentTexts.prompt(1, one)['zh-CN']).toContain('88手');
    // One stone is 这颗棋子 in Chinese, several 这些棋子.
    expect(urgentTexts.prompt(1, one)['zh-CN']).toContain('这颗棋子');
    expect(urgentTexts.prompt(1, one)['zh-CN']).not.toContain('这些');
    expect(urgentTexts.prompt(-1, two)['zh-CN']).toContain('这些棋子');
  });

  it('ships ten saves on 19×19, each a position of its own game, one right first move each', () => {
    const packs = path.resolve(__dirname, '../../../server/content/packs');
    const study = JSON.parse(fs.readFileSync(path.join(packs, 'study.json'), 'utf8')) as StudyPack;
    const group = study.categories
      .flatMap((c) => c.groups)
      .find((g) => g.title['en-US'] === urgentSpec.title['en-US']);
    expect(group?.missions).toHaveLength(10);
    const keys = gameKeys(19, records);
    const played = new Set<number | undefined>();
    for (const mission of group?.missions ?? []) {
      expect(mission.problem.goal.kind).toBe('save');
      expect(mission.problem.board).toHaveLength(19);
      const g = keys.get(canonicalBoardKey(mission.problem.board, mission.problem.toMove));
      expect(g).toBeDefined();
      played.add(g);
      expect(strayStones(mission.problem)).toEqual([]);
      expect(mission.problem.tree.filter((b) => b.result !== 'wrong')).toHaveLength(1);
      const goal = mission.problem.goal;
      const one = goal.kind === 'save' && goal.targets.length === 1;
      expect(mission.prompt['zh-CN']).toContain(one ? '这颗棋子' : '这些棋子');
      // The marked last move is the opponent's stone the game's previous position lacks.
      const last = parseVertex(19, mission.problem.lastMove ?? '');
      if (!last.ok) throw new Error(`no last move in ${mission.title['en-US']}`);
      const rows = [...mission.problem.board];
      const [x, y] = [last.value % 19, Math.floor(last.value / 19)];
      expect(rows[y]?.[x]).toBe(mission.problem.toMove === 'B' ? 'O' : 'X');
      rows[y] = `${rows[y]?.slice(0, x) ?? ''}.${rows[y]?.slice(x + 1) ?? ''}`;
      expect(keys.get(canonicalBoardKey(rows, mission.problem.toMove === 'B' ? 'W' : 'B'))).toBe(g);
    }
    expect(played.size).toBe(10);
  });
});
