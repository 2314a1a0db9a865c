// Moves that also win after the first move (issue 14: "moves that are right but slower … are accepted
// with a note, not refused"), on the 5×5 ladder of the answer tests (columns A–E, row 5 at the top):
//
//   . . . . .      White C3-C2 has two liberties. Black C4, White D3, Black D4, White E3: the chain
//   . . . . .      C3-C2-D3-E3 is down to E4 and E2. The tree chases with E4 (White E2, Black E1
//   . X O . .      captures); E2 wins too (White E4, Black E5), and the tree left it out.
//   . X O X .
//   . . X . .
//
// The completion adds E2 as a right leaf at that turn, playing it ends the problem solved with the tree's
// E4 named, and the audit proves every added move and flags one the readers do not prove.
import { describe, expect, it } from 'vitest';
import { makeVertex, parseVertex } from '../../../src/domain/go/coords';
import type { Vertex } from '../../../src/domain/go/coords';
import { mainMoveBeside, compileProblem } from '../../../src/domain/go/problem';
import type { Problem, ProblemNode } from '../../../src/domain/go/problem';
import { answer, replayAnswer, startProblem } from '../../../src/domain/go/problemAnswer';
import { checkProblem } from '../../../src/domain/go/problemCheck';
import { makeProblemJson, parseProblemJson } from '../../../src/domain/go/problemJson';
import type { ProblemJson } from '../../../src/domain/go/problemJson';
import { measureProblem } from '../../../src/domain/content/difficulty';
import { classifyFirstMoves } from '../../../src/domain/content/firstMoves';
import { completeProblem } from '../../../tools/content/complete';
import { gnugoAvailable } from '../../../tools/content/gnugo';
import { atari } from '../domain/go/problemSamples';
import {
  LATER_TURN_LIFE_DEATH_PLIES,
  addLaterTurnMoves,
  alternativeLeaves,
  auditLaterTurns,
  dropUnprovenLeaves,
  hasCanonicalOrder,
  inCanonicalOrder,
  laterTurnsOf,
  readLaterTurns,
  withLaterTurnMoves,
} from '../../../tools/content/laterTurnMoves';

const v = (name: string): Vertex => {
  const r = parseVertex(5, name);
  if (!r.ok) throw new Error(`bad vertex ${name}`);
  return r.value;
};
const n = (vertex: Vertex) => makeVertex(5, vertex);

const ladderOneLine: ProblemJson = {
  board: ['.....', '.....', '.XO..', '.XOX.', '..X..'],
  toMove: 'B',
  goal: { kind: 'capture', targets: ['C3'] },
  tree: [
    { line: 'C4 D3 D4 E3 E4 E2 E1', result: 'right' },
    { line: 'D3 C4', result: 'wrong' },
  ],
};

/** The ladder with every first move classified (a scope), as the generator ships it. */
function completed(): Problem {
  const done = completeProblem(ladderOneLine, { gnugo: false });
  if ('rejected' in done) throw new Error(done.rejected);
  const parsed = parseProblemJson(done.problem);
  if (!parsed.ok) throw new Error('parse');
  return parsed.value;
}

/** The moves added at the turn reached by `path` (both sides, GTP names). */
function addedAt(problem: Problem, path: string): string[] {
  return alternativeLeaves(problem)
    .filter((leaf) => {
      const moves: string[] = [];
      for (let p = leaf.parent; p !== null; p = p.parent) moves.unshift(n(p.node.move));
      return moves.join(' ') === path;
    })
    .map((leaf) => n(leaf.node.move));
}

describe('moves that also win at later turns', () => {
  it('walks the later turns of the right lines only', () => {
    const turns = laterTurnsOf(completed()).map((t) => t.path.map(n).join(' '));
    expect(turns).toEqual(['C4 D3', 'C4 D3 D4 E3', 'C4 D3 D4 E3 E4 E2']);
  });

  it('adds E2 beside the tree’s E4 as a right leaf, proven by the audit', () => {
    const { problem, facts } = addLaterTurnMoves(completed(), { gnugo: false });
    expect(addedAt(problem, 'C4 D3 D4 E3')).toContain('E2');
    expect(facts.added).toBe(alternativeLeaves(problem).length);
    expect(facts.turns).toBe(3);
    // The tree's own moves stay first at every turn (the main line the app plays and names).
    const turn = compileProblem(problem).roots[0]?.children[0]?.children[0]?.children[0];
    expect(turn?.children.map((c) => n(c.node.move))[0]).toBe('E4');
    expect(checkProblem(problem)).toEqual([]);
    const audit = auditLaterTurns(problem, { gnugo: false });
    expect(audit.issues).toEqual([]);
    expect(audit.proven).toBe(audit.alternatives);
    expect(audit.alternatives).toBe(facts.added);
  });

  it('lets the player solve it with E2 and names E4', () => {
    const { problem } = addLaterTurnMoves(completed(), { gnugo: false });
    let state = startProblem(problem);
    const answers = ['C4', 'D4', 'E2'].map((m) => {
      const a = answer(state, v(m));
      state = a.state;
      return a;
    });
    expect(answers.map((a) => a.kind)).toEqual(['continue', 'continue', 'solved']);
    expect(answers[2]).toMatchObject({ mainMove: v('E4') });
    expect(replayAnswer(problem, state.playerMoves).solved).toBe(true);
    // Before the completion the same move was refused.
    expect(replayAnswer(completed(), state.playerMoves).status).toBe('failed');
  });

  it('leaves the measured reading as it was', () => {
    const { problem } = addLaterTurnMoves(completed(), { gnugo: false });
    expect(measureProblem(problem)).toEqual(measureProblem(completed()));
  });

  it('flags an accepted move the readers do not prove', () => {
    const base = completed();
    // A5 at the last turn (after C4 D3 D4 E3 E4 E2) lets White out: E1 is the only move.
    const graft = (nodes: readonly ProblemNode[], depth: number): ProblemNode[] =>
      nodes.map((node, i) =>
        depth === 5 && i === 0
          ? {
              ...node,
              children: [...node.children, { move: v('A5'), verdict: 'right', also: true, children: [] }],
            }
          : i === 0
            ? { ...node, children: graft(node.children, depth + 1) }
            : node,
      );
    const bad: Problem = { ...base, tree: graft(base.tree, 0) };
    const leaf = alternativeLeaves(bad).find((l) => n(l.node.move) === 'A5');
    expect(leaf && mainMoveBeside(leaf)).toBe(v('E1'));
    expect(auditLaterTurns(bad, { gnugo: false }).issues).toEqual([
      'later move C4 D3 D4 E3 E4 E2 A5: also accepted, but the solver does not prove it',
    ]);
  });

  it('keeps a problem with nothing to add as it was (the generator’s JSON)', () => {
    // The black stone in atari saved in one move: no later turn.
    expect(withLaterTurnMoves(atari, { gnugo: false })).toBe(atari);
    const grown = withLaterTurnMoves(makeProblemJson(completed()), { gnugo: false });
    expect(JSON.stringify(grown)).toContain('"E2"');
  });

  it('lists the added moves in one order whether added at once or over two runs', () => {
    // The generator adds every move at once; content:laterturns --write adds to leaves added before.
    const once = addLaterTurnMoves(completed(), { gnugo: false }).problem;
    const leaves = alternativeLeaves(once);
    expect(leaves.length).toBeGreaterThan(1);
    // The same tree with only the last added leaf kept, then completed again: the rest come after it.
    const last = leaves.reduce((a, b) => (a.node.move > b.node.move ? a : b)).node;
    const keepOnly = (nodes: readonly ProblemNode[]): ProblemNode[] =>
      nodes
        .filter((node) => node.also !== true || node === last)
        .map((node) => ({ ...node, children: keepOnly(node.children) }));
    const partial: Problem = { ...once, tree: keepOnly(once.tree) };
    expect(alternativeLeaves(partial)).toHaveLength(1);
    const twice = addLaterTurnMoves(partial, { gnugo: false }).problem;
    expect(JSON.stringify(makeProblemJson(twice))).toBe(JSON.stringify(makeProblemJson(once)));
    expect(hasCanonicalOrder(once.tree)).toBe(true);
  });

  it('flags added moves out of their order', () => {
    const done = addLaterTurnMoves(completed(), { gnugo: false }).problem;
    const reverseAdded = (nodes: readonly ProblemNode[]): ProblemNode[] => {
      const own = nodes.filter((node) => node.also !== true);
      const added = nodes.filter((node) => node.also === true).reverse();
      return [...own, ...added].map((node) => ({ ...node, children: reverseAdded(node.children) }));
    };
    const shuffled: Problem = { ...done, tree: reverseAdded(done.tree) };
    expect(hasCanonicalOrder(shuffled.tree)).toBe(false);
    const reordered = (nodes: readonly ProblemNode[]): ProblemNode[] =>
      inCanonicalOrder(nodes.map((node) => ({ ...node, children: reordered(node.children) })));
    expect(reordered(shuffled.tree)).toEqual(done.tree);
    expect(auditLaterTurns(shuffled, { gnugo: false }).issues).toEqual([
      'later moves: the moves that also win are not in their order (inCanonicalOrder)',
    ]);
  });

  it.skipIf(!gnugoAvailable())('GNU Go agrees with every added move', () => {
    const { problem, facts } = addLaterTurnMoves(completed());
    expect(facts.gnugoDisputed).toBe(0);
    const audit = auditLaterTurns(problem);
    expect(audit.gnugoDisagree).toBe(0);
    expect(audit.gnugoAgree + audit.gnugoSilent).toBe(audit.alternatives);
  });
});

// A kill at a later turn read on the problem's own region, not the position's (a bottom-left corner on
// 9×9; the shape of a shipped problem whose added move was wrong before the fix):
//
//   X X X X X . . . .   5   Black kills. After Black B1 and White B2, the tree's A1 (then C1 A1) kills.
//   X . X . X . . . .   4   B4 takes a liberty too, but White answers A1: the black A2 stone is taken,
//   O O O X X X . . .   3   Black B1 is in atari and White lives with two eyes. A1 lies beyond Black's
//   X . O O O X . . .   2   A2-B1 after B1, so the position's own flood from the white stones misses it
//   . . . O O X . . .   1   and the readers, who never saw White A1, proved B4.
//   A B C D E F
const cornerKill: ProblemJson = {
  board: [
    '.........',
    '.........',
    '.........',
    '.........',
    'XXXXX....',
    'X.X.X....',
    'OOOXXX...',
    'X.OOOX...',
    '...OOX...',
  ],
  toMove: 'B',
  goal: { kind: 'kill', targets: ['D1', 'E1', 'C2', 'D2', 'E2', 'A3', 'B3', 'C3'] },
  scope: ['B4', 'A3', 'B3', 'C3', 'A2', 'B2', 'C2', 'D2', 'E2', 'A1', 'B1', 'C1', 'D1', 'E1'],
  tree: [
    {
      line: 'B1 B2',
      then: [
        { line: 'A1 C1 A1', result: 'right' },
        { line: 'B4', result: 'right', also: true },
      ],
    },
    { line: 'C1 B1', result: 'wrong' },
  ],
};

describe('a later turn of a kill read on the problem’s region', () => {
  const parsed = parseProblemJson(cornerKill);
  if (!parsed.ok) throw new Error('parse');
  const problem = parsed.value;
  const name = (vertex: Vertex) => makeVertex(9, vertex);

  it('does not prove B4, which White A1 refutes, and drops it from the tree', () => {
    expect(auditLaterTurns(problem, { gnugo: false }).issues).toEqual([
      'later move B1 B2 B4: also accepted, but the solver does not prove it',
    ]);
    const { problem: fixed, dropped } = dropUnprovenLeaves(problem);
    expect(dropped).toBe(1);
    expect(alternativeLeaves(fixed)).toEqual([]);
    expect(auditLaterTurns(fixed, { gnugo: false }).issues).toEqual([]);
    // The tree's own line stays: A1 then C1 A1.
    expect(fixed.tree[0]?.children[0]?.children.map((c) => name(c.move))).toEqual(['A1']);
  });

  it('adds nothing in its place: A1 is the only move that kills there', () => {
    const { problem: grown, facts } = addLaterTurnMoves(problem, { gnugo: false });
    expect(facts.dropped).toBe(1);
    expect(facts.added).toBe(0);
    expect(alternativeLeaves(grown)).toEqual([]);
  });
});

// A chain that cannot move any more (5×5, the bottom edge): after Black E1 (White's D1 would be
// suicide) White can only pass, so any black move still captures.
//
//   . . . . .   3   Black to capture A1-B1-C1. The tree: E1, White plays elsewhere (A5), D1 captures.
//   X X X X .   2   At that turn C3 or E3 win too; the capture readers prove it (every reply, a pass
//   O O O . .   1   included, still loses the chain), but no line can be drawn, because White's
//   A B C D E       longest resistance is to pass. An added move is a leaf: it needs no line.
const noEscape: ProblemJson = {
  board: ['.....', '.....', '.....', 'XXXX.', 'OOO..'],
  toMove: 'B',
  goal: { kind: 'capture', targets: ['A1'] },
  scope: [],
  tree: [{ line: 'E1 A5 D1', result: 'right' }],
};

describe('a later turn where the opponent can only pass', () => {
  const parsed = parseProblemJson(noEscape);
  if (!parsed.ok) throw new Error('parse');
  const problem = parsed.value;
  const [turn] = laterTurnsOf(problem);
  const turnProblem: Problem = { ...problem, start: turn?.position ?? problem.start, tree: [] };
  const verdictOf = (c: ReturnType<typeof classifyFirstMoves>, name: string) =>
    c?.moves.find((m) => m.move === v(name))?.verdict;

  it('proves a move elsewhere right there, with no line; a first move stays unknown', () => {
    expect(turn?.path.map(n)).toEqual(['E1', 'A5']);
    expect(verdictOf(classifyFirstMoves(turnProblem), 'C3')).toBe('unknown');
    const lineless = classifyFirstMoves(turnProblem, { lineless: true });
    expect(verdictOf(lineless, 'C3')).toBe('right');
    expect(lineless?.moves.filter((m) => m.verdict !== 'right')).toEqual([]);
  });

  it('adds those moves to the tree, and the audit proves them', () => {
    const { problem: grown, facts } = addLaterTurnMoves(problem, { gnugo: false });
    expect(facts.turnsUnsettled).toBe(0);
    expect(addedAt(grown, 'E1 A5')).toEqual(expect.arrayContaining(['C3', 'E3', 'E2']));
    expect(auditLaterTurns(grown, { gnugo: false }).issues).toEqual([]);
  });

  it.skipIf(!gnugoAvailable())('GNU Go agrees with every added move', () => {
    const { facts, problem: grown } = addLaterTurnMoves(problem);
    expect(facts.gnugoDisputed).toBe(0);
    const audit = auditLaterTurns(grown);
    expect(audit.gnugoDisagree).toBe(0);
  });
});

// A kill whose slower moves end beyond a first move's horizon (a shipped ninth-dan problem, 9×9 top right):
//
//   . . . . O O . X X   9   White kills. After White H7 and Black G9 the tree holds F6; H8, J8 and G7
//   . . . . O X X . .   8   kill too, but each lets Black try more before the group dies, and at the
//   . . . . O X . . O   7   first move's 16 plies the readers left all three unsettled (refused, with
//   . . . . O . X X X   6   nothing to show why). A later turn reads 22 plies.
//   . . . . O O O O O   5
//   A B C D E F G H J
const slowKill: ProblemJson = {
  board: [
    '....OO.XX',
    '....OXX..',
    '....OX..O',
    '....O.XXX',
    '....OOOOO',
    '.........',
    '.........',
    '.........',
    '.........',
  ],
  toMove: 'W',
  goal: { kind: 'kill', targets: ['J6', 'H6', 'G6'] },
  scope: ['G9', 'H9', 'J9', 'F8', 'G8', 'H8', 'J8', 'F7', 'G7', 'H7', 'J7', 'F6', 'G6', 'H6', 'J6'],
  tree: [
    { line: 'H7 G9 F6 G7', result: 'right' },
    { line: 'G9', result: 'wrong', then: [{ line: 'H7' }] },
  ],
};

describe('a later turn of a kill read to a longer horizon', () => {
  const parsed = parseProblemJson(slowKill);
  if (!parsed.ok) throw new Error('parse');
  const problem = parsed.value;
  const name = (vertex: Vertex) => makeVertex(9, vertex);

  it(`proves the slower kills right at ${LATER_TURN_LIFE_DEATH_PLIES} plies, leaving nothing unsettled`, () => {
    const [reading] = readLaterTurns(problem);
    expect(reading?.turn.path.map(name)).toEqual(['H7', 'G9']);
    expect(reading?.refused.map(name).sort()).toEqual(['G7', 'H8', 'J8']);
    expect(reading?.unsettledMoves).toEqual([]);
  });
});
