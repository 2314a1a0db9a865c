// The search and its seams: the same seed gives the same moves; a stop signal, a stop callback or an
// injected clock end a search early; a custom MovePrior and LeafEvaluator are used in place of the
// heuristic ones (the way a policy/value network will be plugged in).
import { describe, expect, it } from 'vitest';
import { FastBoard, createRandom, emptyPosition, makeVertex } from '../../../../src/domain/go';
import { SearchNode, createEngine, search, unstable } from '../../../../src/domain/ai';
import type { GameGoal, LeafEvaluator, MovePrior, PriorOut } from '../../../../src/domain/ai';
import { moveName } from './helpers';

const goal: GameGoal = { mode: 'full', komi: 7.5, captureTarget: 1 };

/** A prior that gives each move the virtual visits, wins and policy `score` answers for it. */
function priorOf(score: (move: number) => [visits: number, wins: number, policy: number]): MovePrior {
  return {
    evaluate(_board, moves, count, out: PriorOut) {
      for (let i = 0; i < count; i++) {
        const [visits, wins, policy] = score(moves[i] ?? -1);
        out.visits[i] = visits;
        out.wins[i] = wins;
        out.policy[i] = policy;
      }
    },
  };
}

function selfPlay(seed: number, level: number, moves: number): string[] {
  const engine = createEngine({ size: 7, level, seed, playouts: 100 });
  const out: string[] = [];
  for (let i = 0; i < moves; i++) out.push(moveName(7, engine.genmove()));
  return out;
}

describe('determinism', () => {
  it('the same seed plays the same game, move for move', () => {
    for (const level of [1, 6]) {
      expect(selfPlay(11, level, 14)).toEqual(selfPlay(11, level, 14));
    }
  }, 30_000);

  it('another seed plays another game', () => {
    expect(selfPlay(11, 1, 14)).not.toEqual(selfPlay(12, 1, 14));
  }, 30_000);
});

describe('stopping a search', () => {
  const board = new FastBoard(9);

  it('runs the playout budget when nothing stops it', () => {
    const result = search(board, { goal, random: createRandom(1), playouts: 200 });
    expect(result.playouts).toBeGreaterThan(0);
    expect(result.playouts).toBeLessThanOrEqual(200);
    expect(result.moves[0]?.visits).toBeGreaterThan(0);
  });

  it('stops at an aborted signal or when shouldStop says so', () => {
    const signal = { aborted: false };
    let calls = 0;
    const aborted = search(board, {
      goal,
      random: createRandom(1),
      playouts: 100_000,
      signal,
      shouldStop: () => {
        calls++;
        if (calls === 3) signal.aborted = true;
        return false;
      },
    });
    expect(aborted.playouts).toBeLessThan(100);
    const stopped = search(board, {
      goal,
      random: createRandom(1),
      playouts: 100_000,
      shouldStop: () => true,
    });
    expect(stopped.playouts).toBeLessThanOrEqual(16);
  });

  it('keeps to a time budget on the injected clock', () => {
    let t = 0;
    const now = () => (t += 1); // every reading is one millisecond later
    const result = search(board, { goal, random: createRandom(1), playouts: 100_000, timeMs: 100, now });
    expect(result.playouts).toBeLessThan(2000);
  });
});

describe('more time for an undecided move', () => {
  /** A root with three moves: [visits, win rate] each. */
  function root(...edges: [number, number][]): SearchNode {
    const node = new SearchNode(1, Int16Array.from(edges.map((_, i) => i)));
    edges.forEach(([visits, rate], i) => {
      node.visits[i] = visits;
      node.wins[i] = visits * rate;
    });
    return node;
  }

  it.each([
    ['a clear leader with the best rate', root([100, 0.6], [20, 0.5], [10, 0.4]), false],
    ['two moves close in visits', root([100, 0.6], [60, 0.55], [10, 0.4]), true],
    ['a well-visited move with a better rate', root([100, 0.6], [30, 0.65], [10, 0.4]), true],
    ['a barely visited move with a better rate', root([100, 0.6], [20, 0.5], [10, 0.9]), false],
    ['nothing searched yet', root([0, 0.5], [0, 0.5]), false],
  ])('%s: unstable is %s', (_name, node, expected) => {
    expect(unstable(node)).toBe(expected);
  });

  const evenEvaluator: LeafEvaluator = { evaluate: () => 0.5 };
  const run = (extraTimeMs: number | undefined, prior?: MovePrior) => {
    let t = 0;
    const now = () => (t += 1); // every reading is one millisecond later
    return search(new FastBoard(9), {
      goal,
      random: createRandom(1),
      playouts: 100_000,
      timeMs: 100,
      now,
      evaluator: evenEvaluator,
      ...(extraTimeMs === undefined ? {} : { extraTimeMs }),
      ...(prior ? { prior } : {}),
    }).playouts;
  };

  it('searches on, once, while every move looks the same', () => {
    const plain = run(undefined);
    const extended = run(100);
    expect(extended).toBeGreaterThan(1.5 * plain);
    expect(extended).toBeLessThan(2.5 * plain);
  });

  it('is not cut short by the early stop while two moves stay close', () => {
    // Two moves the prior likes a little differently: the leader keeps under twice the other's visits
    // (open), but soon leads by more than the playouts left before the deadline (the early stop's test).
    const board = new FastBoard(9);
    const [first, second] = [board.pointOf(3 * 9 + 5), board.pointOf(5 * 9 + 3)];
    const prior = priorOf((move) => {
      const [visits, rate] = move === first ? [100, 0.65] : move === second ? [100, 0.6] : [10, 0.1];
      return [visits, visits * rate, 0];
    });
    expect(run(100, prior)).toBeGreaterThan(1.5 * run(undefined, prior));
  });

  it('stops at the budget when one move is clearly best', () => {
    const target = new FastBoard(9).pointOf(3 * 9 + 5);
    const prior = priorOf((move) => (move === target ? [1000, 900, 1] : [10, 1, 0]));
    expect(run(100, prior)).toBe(run(undefined, prior));
  });
});

describe('pluggable prior and evaluation', () => {
  it('follows a prior that knows one move', () => {
    const target = new FastBoard(9).pointOf(3 * 9 + 5); // F6
    const prior = priorOf((move) => (move === target ? [1000, 1000, 1] : [10, 5, 0]));
    const result = search(new FastBoard(9), { goal, random: createRandom(2), playouts: 50, prior });
    expect(result.moves[0]?.point).toBe(target);
  });

  it('asks the leaf evaluator for values', () => {
    let calls = 0;
    const evaluator: LeafEvaluator = {
      evaluate(_board, _trace) {
        calls++;
        return 0.25; // Black wins a quarter of the time, wherever it plays
      },
    };
    const result = search(new FastBoard(9), { goal, random: createRandom(3), playouts: 64, evaluator });
    expect(calls).toBe(result.playouts);
    expect(result.winRate).toBeCloseTo(0.25, 5);
  });

  it('an engine can be built with both', () => {
    const evaluator: LeafEvaluator = { evaluate: () => 0.5 };
    const engine = createEngine({ size: 9, level: 3, seed: 1, evaluator });
    const result = engine.genmove();
    expect(typeof result.move).toBe('number');
    expect(makeVertex(9, result.move as number)).not.toBe('');
    expect(emptyPosition(9).stones.length).toBe(81);
  });
});

describe('pondering (thinking on the opponent’s time)', () => {
  it('a search without the early stop runs its whole budget', () => {
    // A prior sure of one move: the choice is settled long before the budget, and the early stop ends it.
    const sure = priorOf((m) => (m === 40 ? [1000, 1000, 1] : [10, 0, 0]));
    const board = new FastBoard(9);
    const early = search(board, { goal, random: createRandom(1), playouts: 2000, prior: sure });
    const full = search(board, {
      goal,
      random: createRandom(1),
      playouts: 2000,
      prior: sure,
      earlyStop: false,
    });
    expect(early.playouts).toBeLessThan(2000);
    expect(full.playouts).toBe(2000);
  });

  it('the next search starts from the tree grown while the opponent thought', () => {
    const plain = createEngine({ size: 9, level: 10, seed: 5, playouts: 400 });
    const pondering = createEngine({ size: 9, level: 10, seed: 5, playouts: 400 });
    expect(pondering.genmove().move).toBe(plain.genmove().move);
    const before = pondering.moves().length;
    expect(pondering.ponder({ playouts: 2000 })).toBe(2000);
    expect(pondering.ponder({ playouts: 2000 })).toBe(2000);
    expect(pondering.moves().length).toBe(before); // pondering plays nothing
    // The opponent's position searched again (a hint, say): the plain engine starts from the subtree its
    // last search left there, the pondering one from everything both slices of pondering added to it.
    const kept = plain.genmove().carried;
    const pondered = pondering.genmove().carried;
    expect(kept).toBeLessThan(400);
    expect(pondered).toBe(kept + 4000);
  }, 30_000);

  it('has nothing to think about once both players passed', () => {
    const engine = createEngine({ size: 9, level: 10, seed: 1, playouts: 100 });
    engine.play(-1);
    engine.play(-1);
    expect(engine.ponder({ playouts: 100 })).toBe(0);
  });
});
