// Templates per technique: how a candidate position is drawn (a random fight, a pair of chains, an eye
// space, a ko shape), which solver checks it, and which facts of the solution make it an example of the
// technique (a ladder is a chain of ataris and extensions, a snapback a sacrifice retaken on the same
// point, a net a first move off the target's liberties …). A template answers a Made problem in the
// generator's frame, or why the candidate was thrown away.
import type { BoardSize, Vertex } from '../../src/domain/go/coords';
import { neighbours } from '../../src/domain/go/coords';
import { FastBoard } from '../../src/domain/go/fastBoard';
import { createPosition } from '../../src/domain/go/position';
import type { ProblemNode } from '../../src/domain/go/problem';
import type { Random } from '../../src/domain/go/random';
import { shuffled } from '../../src/domain/go/random';
import { BLACK, WHITE } from '../../src/domain/go/stones';
import type { Color } from '../../src/domain/go/stones';
import { chainAt, libertiesAt } from '../../src/domain/go/chains';
import { koOutcomeBy } from '../../src/domain/content/koReader';
import type { KoOutcome } from '../../src/domain/content/koReader';
import { LifeDeathReader } from '../../src/domain/content/lifeDeathReader';
import type { Technique } from '../../src/domain/content/techniques';
import { connectAndDieFight, ladderFight, mouthFight, randomFight } from './fights';
import type { FightSpec, LadderSpec } from './fights';
import { KILLER, OWNER, defaultLd, randomShape, solveLifeDeath, tuneShape } from './lifeDeath';
import type { LdSettings, Shape, ShapeSpec } from './lifeDeath';
import type { DraftProblem } from './problemBuild';
import { defaultTactics, isRejected, rejected, solveCapture, solveSave } from './tactics';
import type { Rejected, TacticsSettings, TacticsSolution } from './tactics';

/** Which prompt a problem gets (texts.ts). */
export type PromptKind =
  'capture' | 'save' | 'connect' | 'cut' | 'live' | 'kill' | 'ko_take' | 'ko_live' | 'ko_kill' | 'best_move';

export interface Made {
  readonly draft: DraftProblem;
  readonly technique: Technique;
  readonly prompt: PromptKind;
  /** Higher is harder; orders missions inside a group and ninth-dan steps. */
  readonly difficulty: number;
}

export type Template = (random: Random) => Made | Rejected;

const chainOf = (size: number, stones: Int8Array, v: Vertex) =>
  chainAt(size, stones, v).sort((a, b) => a - b);

// ---- facts of a capture solution ----

export function isSnapback(s: TacticsSolution): boolean {
  const [a, b, c] = s.mainLine;
  return (
    a !== undefined &&
    b !== undefined &&
    c !== undefined &&
    a.selfAtari &&
    b.captured > 0 &&
    c.move === a.move &&
    c.captured >= 2
  );
}

export function isThrowIn(s: TacticsSolution): boolean {
  const [a, b] = s.mainLine;
  return a !== undefined && b !== undefined && a.selfAtari && a.onLiberty && b.captured > 0 && !isSnapback(s);
}

/** Every attacker move an atari, every reply an extension, at least `extensions` of them. */
export function isLadder(s: TacticsSolution, extensions: number): boolean {
  const replies = s.mainLine.filter((m) => !m.byPlayer);
  const own = s.mainLine.filter((m) => m.byPlayer);
  return (
    replies.length >= extensions &&
    replies.every((m) => m.onLiberty && m.captured === 0) &&
    own.every((m) => m.targetLiberties <= 1 && !m.selfAtari)
  );
}

/** The first move does not touch the target and leaves it two liberties or more. */
export function isNet(s: TacticsSolution): boolean {
  const first = s.mainLine[0];
  return (
    first !== undefined &&
    !first.onLiberty &&
    first.targetLiberties >= 2 &&
    s.rootLiberties >= 2 &&
    !first.selfAtari
  );
}

function plain(s: TacticsSolution): boolean {
  return !isSnapback(s) && !isThrowIn(s) && !isNet(s) && !isLadder(s, 3);
}

// ---- capture templates ----

export interface CaptureOptions {
  readonly technique: Technique;
  readonly fight:
    | FightSpec
    | {
        readonly mouth: true;
        readonly size: BoardSize;
        readonly black: number;
        readonly white: number;
        readonly extraLiberty?: number;
      }
    | { readonly ladder: LadderSpec }
    | {
        readonly connectAndDie: true;
        readonly size: BoardSize;
        readonly black: number;
        readonly white: number;
      };
  readonly tactics?: Partial<TacticsSettings>;
  readonly accept: (s: TacticsSolution) => boolean;
  readonly prompt?: PromptKind;
}

function captureDifficulty(s: TacticsSolution): number {
  return s.distance * 10 + s.rootLiberties * 3 + s.wrongCount + (s.right.length > 1 ? -2 : 0);
}

export function captureTemplate(o: CaptureOptions): Template {
  const settings = { ...defaultTactics, ...o.tactics };
  return (random) => {
    const spec = o.fight;
    const fight =
      'mouth' in spec
        ? mouthFight(random, spec.size, spec)
        : 'ladder' in spec
          ? ladderFight(random, spec.ladder)
          : 'connectAndDie' in spec
            ? connectAndDieFight(random, spec.size, spec)
            : randomFight(random, spec);
    if (fight === null) return rejected('draw');
    const position = createPosition({ size: fight.size, stones: fight.stones, toMove: BLACK });
    const s = solveCapture(position, fight.target, settings);
    if (isRejected(s)) return s;
    if (!o.accept(s)) return rejected('not_technique');
    return {
      draft: {
        size: fight.size,
        stones: fight.stones,
        toMove: BLACK,
        goal: { kind: 'capture', targets: chainOf(fight.size, fight.stones, fight.target) },
        tree: s.tree,
      },
      technique: o.technique,
      prompt: o.prompt ?? 'capture',
      difficulty: captureDifficulty(s),
    };
  };
}

/** Techniques read off a capture solution, with the plies it may take. */
export const accept = {
  atari: (s: TacticsSolution) => s.distance === 1,
  edge: (s: TacticsSolution) => s.distance === 3 && plain(s),
  plain: (lo: number, hi: number) => (s: TacticsSolution) => s.distance >= lo && s.distance <= hi && plain(s),
  ladder: (lo: number, hi: number) => (s: TacticsSolution) =>
    s.distance >= lo && s.distance <= hi && isLadder(s, 3),
  net: (lo: number, hi: number) => (s: TacticsSolution) => s.distance >= lo && s.distance <= hi && isNet(s),
  snapback: (s: TacticsSolution) => isSnapback(s),
  throwIn: (lo: number, hi: number) => (s: TacticsSolution) =>
    s.distance >= lo && s.distance <= hi && isThrowIn(s),
  any: (lo: number, hi: number) => (s: TacticsSolution) => s.distance >= lo && s.distance <= hi,
};

// ---- save templates ----

export interface SaveOptions {
  readonly technique: Technique;
  readonly fight: FightSpec;
  readonly tactics?: Partial<TacticsSettings>;
  /** What the saving move must be: an extension or a capture of an attacking stone. */
  readonly by: 'extend' | 'capture' | 'any';
}

export function saveTemplate(o: SaveOptions): Template {
  const settings = { ...defaultTactics, ...o.tactics };
  return (random) => {
    const fight = randomFight(random, o.fight);
    if (fight === null) return rejected('draw');
    const position = createPosition({ size: fight.size, stones: fight.stones, toMove: WHITE });
    const s = solveSave(position, [fight.target], settings);
    if (isRejected(s)) return s;
    const first = s.mainLine[0];
    if (first === undefined) return rejected('empty');
    if (o.by === 'extend' && !(first.onLiberty && first.captured === 0)) return rejected('not_technique');
    if (o.by === 'capture' && first.captured === 0) return rejected('not_technique');
    return {
      draft: {
        size: fight.size,
        stones: fight.stones,
        toMove: WHITE,
        goal: { kind: 'save', targets: chainOf(fight.size, fight.stones, fight.target) },
        tree: s.tree,
      },
      technique: o.technique,
      prompt: 'save',
      difficulty:
        s.rootLiberties * 10 + s.wrongCount + chainAt(fight.size, fight.stones, fight.target).length,
    };
  };
}

// ---- pairs of chains: connecting and cutting ----

export interface PairSpec {
  readonly size: BoardSize;
  readonly stones: readonly [number, number];
  readonly liberties: readonly [number, number];
  readonly radius: number;
  readonly attackerDensity: number;
  readonly defenderDensity: number;
}

interface Pair {
  readonly size: BoardSize;
  readonly stones: Int8Array;
  readonly a: Vertex;
  readonly b: Vertex;
  readonly cut: Vertex;
}

function randomPair(random: Random, spec: PairSpec): Pair | null {
  const { size } = spec;
  const margin = 1;
  const cut = margin + random.int(size - 2 * margin) + size * random.int(4);
  const around = shuffled(random, neighbours(size, cut));
  const [sa, sb] = around;
  if (sa === undefined || sb === undefined) return null;
  const stones = new Int8Array(size * size);
  const adjacent = (v: Vertex, set: readonly Vertex[]) => neighbours(size, v).some((n) => set.includes(n));
  const grow = (seed: Vertex, other: readonly Vertex[]): Vertex[] | null => {
    const chain = [seed];
    const want = spec.stones[0] + random.int(spec.stones[1] - spec.stones[0] + 1);
    while (chain.length < want) {
      const options = chain
        .flatMap((v) => neighbours(size, v))
        .filter((v) => v !== cut && !chain.includes(v) && !other.includes(v) && !adjacent(v, other));
      const next = options[random.int(options.length)];
      if (next === undefined) break;
      chain.push(next);
    }
    return chain;
  };
  const chainA = grow(sa, [sb]);
  if (chainA === null || adjacent(sb, chainA)) return null;
  const chainB = grow(sb, chainA);
  if (chainB === null) return null;
  for (const v of [...chainA, ...chainB]) stones[v] = WHITE;
  // Cut down each chain's liberties, never filling the cutting point.
  for (const chain of [chainA, chainB]) {
    const libs = shuffled(
      random,
      libertiesAt(size, stones, chain[0] as Vertex).filter((v) => v !== cut),
    );
    const keep = Math.max(0, spec.liberties[0] - 1 + random.int(spec.liberties[1] - spec.liberties[0] + 1));
    for (const v of libs.slice(keep)) stones[v] = BLACK;
  }
  const near = new Set([...chainA, ...chainB].flatMap((v) => neighbours(size, v)));
  for (let v = 0; v < size * size; v++) {
    if (stones[v] !== 0 || v === cut) continue;
    const close = [...chainA, ...chainB].some(
      (c) =>
        Math.max(Math.abs((c % size) - (v % size)), Math.abs(Math.floor(c / size) - Math.floor(v / size))) <=
        spec.radius,
    );
    if (!close) continue;
    const r = random.next();
    if (r < spec.attackerDensity && !near.has(v)) stones[v] = BLACK;
    else if (r < spec.attackerDensity + spec.defenderDensity && !near.has(v)) stones[v] = WHITE;
  }
  const seen = new Set<Vertex>();
  for (let v = 0; v < size * size; v++) {
    if (stones[v] === 0 || seen.has(v)) continue;
    for (const s of chainAt(size, stones, v)) seen.add(s);
    if (
      libertiesAt(size, stones, v).length <
      (stones[v] === WHITE && (chainA.includes(v) || chainB.includes(v)) ? 1 : 2)
    )
      return null;
  }
  if (chainAt(size, stones, sa).includes(sb)) return null;
  return { size, stones, a: sa, b: sb, cut };
}

export function connectTemplate(spec: PairSpec, tactics?: Partial<TacticsSettings>): Template {
  const settings = { ...defaultTactics, ...tactics };
  return (random) => {
    const pair = randomPair(random, spec);
    if (pair === null) return rejected('draw');
    const position = createPosition({ size: pair.size, stones: pair.stones, toMove: WHITE });
    const s = solveSave(position, [pair.a, pair.b], settings);
    if (isRejected(s)) return s;
    if (s.right.length !== 1 || s.right[0] !== pair.cut) return rejected('not_technique');
    const targets = [
      ...chainOf(pair.size, pair.stones, pair.a),
      ...chainOf(pair.size, pair.stones, pair.b),
    ].sort((x, y) => x - y);
    return {
      draft: {
        size: pair.size,
        stones: pair.stones,
        toMove: WHITE,
        goal: { kind: 'save', targets },
        tree: s.tree,
      },
      technique: 'connect',
      prompt: 'connect',
      difficulty: s.rootLiberties * 10 + s.wrongCount + targets.length,
    };
  };
}

export function cutTemplate(
  spec: PairSpec,
  lo: number,
  hi: number,
  tactics?: Partial<TacticsSettings>,
): Template {
  const settings = { ...defaultTactics, ...tactics };
  return (random) => {
    const pair = randomPair(random, spec);
    if (pair === null) return rejected('draw');
    const position = createPosition({ size: pair.size, stones: pair.stones, toMove: BLACK });
    let last: Rejected = rejected('no_cut');
    for (const target of [pair.a, pair.b]) {
      const s = solveCapture(position, target, settings);
      if (isRejected(s)) {
        last = s;
        continue;
      }
      if (s.right.length !== 1 || s.right[0] !== pair.cut || s.distance < lo || s.distance > hi) {
        last = rejected('not_technique');
        continue;
      }
      return {
        draft: {
          size: pair.size,
          stones: pair.stones,
          toMove: BLACK,
          goal: { kind: 'capture', targets: chainOf(pair.size, pair.stones, target) },
          tree: s.tree,
        },
        technique: 'cut',
        prompt: 'cut',
        difficulty: captureDifficulty(s),
      };
    }
    return last;
  };
}

// ---- ko: take the ko ----

/** A White stone in atari inside Black's mouth, its liberty inside White's: capturing makes a ko. */
export function koTakeTemplate(
  size: BoardSize,
  fight: Omit<FightSpec, 'size' | 'targetStones' | 'targetLiberties' | 'area'>,
): Template {
  return (random) => {
    const x = 1 + random.int(size - 2);
    const y = random.int(Math.min(4, size - 1));
    const t = y * size + x;
    const around = neighbours(size, t);
    const k = around[random.int(around.length)] as Vertex;
    const stones = new Int8Array(size * size);
    stones[t] = WHITE;
    for (const n of around) if (n !== k) stones[n] = BLACK;
    for (const n of neighbours(size, k)) if (n !== t) stones[n] = WHITE;
    // Scatter, then require every chain but the target to have two liberties.
    for (let v = 0; v < size * size; v++) {
      if (stones[v] !== 0 || v === k) continue;
      const d = Math.max(Math.abs((v % size) - x), Math.abs(Math.floor(v / size) - y));
      if (d > fight.radius) continue;
      const r = random.next();
      if (r < fight.attackerDensity) stones[v] = BLACK;
      else if (r < fight.attackerDensity + fight.defenderDensity) stones[v] = WHITE;
    }
    if (chainAt(size, stones, t).length !== 1 || libertiesAt(size, stones, t).length !== 1)
      return rejected('draw');
    const seen = new Set<Vertex>();
    for (let v = 0; v < size * size; v++) {
      if (stones[v] === 0 || seen.has(v) || v === t) continue;
      for (const s of chainAt(size, stones, v)) seen.add(s);
      if (libertiesAt(size, stones, v).length < 2) return rejected('draw');
    }
    const position = createPosition({ size, stones, toMove: BLACK });
    const s = solveCapture(position, t, { ...defaultTactics, maxPlies: 9 });
    if (isRejected(s)) return s;
    if (s.distance !== 1 || s.right[0] !== k) return rejected('not_technique');
    const board = FastBoard.fromPosition(position);
    board.play(board.pointOf(k));
    if (board.ko < 0) return rejected('not_ko');
    return {
      draft: { size, stones, toMove: BLACK, goal: { kind: 'capture', targets: [t] }, tree: s.tree },
      technique: 'ko',
      prompt: 'ko_take',
      difficulty: s.wrongCount,
    };
  };
}

// ---- life and death ----

export interface LdOptions {
  readonly technique: Technique;
  readonly shape: ShapeSpec;
  readonly goal: 'live' | 'kill' | 'either';
  readonly settings?: Partial<LdSettings>;
  /** Fewest plies in the longest right line (harder problems). */
  readonly minLine?: number;
  /** Move the drawn shape toward the edge between life and death first (tuneShape). */
  readonly tune?: boolean;
  /** Keep only problems whose first right move is a sacrifice (a throw-in: the stone has one liberty). */
  readonly sacrifice?: boolean;
}

/** Whether the player's stone at `move` is left with one liberty (and captures nothing). */
function isSacrifice(size: BoardSize, stones: Int8Array, toMove: Color, move: Vertex): boolean {
  const board = FastBoard.fromPosition(createPosition({ size, stones, toMove }));
  const p = board.pointOf(move);
  const before = board.prisoners(toMove);
  if (!board.play(p)) return false;
  return board.prisoners(toMove) === before && board.liberties(p) === 1;
}

export function ldTemplate(o: LdOptions): Template {
  const settings = { ...defaultLd, ...o.settings };
  return (random) => {
    const drawn = randomShape(random, o.shape);
    if (drawn === null) return rejected('draw');
    const shape = o.tune === true ? tuneShape(random, drawn, settings.maxPlies, settings.nodeLimit) : drawn;
    if (shape === null) return rejected('untuned');
    const goal = o.goal === 'either' ? (random.int(2) === 0 ? 'live' : 'kill') : o.goal;
    const s = solveLifeDeath(shape, goal, settings);
    if (isRejected(s)) return s;
    if (o.minLine !== undefined && s.lineLength < o.minLine) return rejected('too_easy');
    const player = goal === 'live' ? OWNER : KILLER;
    if (o.sacrifice === true && !s.right.every((m) => isSacrifice(shape.size, shape.stones, player, m))) {
      return rejected('not_technique');
    }
    const targets = chainOf(shape.size, shape.stones, shape.target);
    return {
      draft: {
        size: shape.size,
        stones: shape.stones,
        toMove: player,
        goal: { kind: goal, targets },
        tree: s.tree,
      },
      technique: o.technique,
      prompt: goal,
      difficulty: s.lineLength * 8 + s.regionSize * 2 + s.wrongCount + Math.min(s.distance, 20),
    };
  };
}

// ---- ko in life and death: make ko ----

export interface KoOptions {
  /** The shape's parameters for `randomShape`, or a drawer of its own (a classical shape). */
  readonly shape: ShapeSpec | ((random: Random) => Shape | null);
  readonly role: 'owner' | 'killer' | 'either';
  readonly maxPlies: number;
  readonly nodeLimit: number;
  /**
   * Keep only problems whose ko starts on the player's second move, and show the way to it: the right
   * move, the opponent's reply that keeps the ko (the first in the reader's order whose answer is one
   * move), and the player's only move that keeps the ko, a capture that starts it. Without it the tree
   * holds the first moves alone.
   */
  readonly followUp?: boolean;
}

/**
 * "Make ko": no move of the player settles the group outright; the right moves give a ko (the owner lives
 * as ko master and dies when the killer is), every other move loses even as ko master.
 */
export function koTemplate(o: KoOptions): Template {
  return (random) => {
    const shape = typeof o.shape === 'function' ? o.shape(random) : randomShape(random, o.shape);
    if (shape === null) return rejected('draw');
    const role = o.role === 'either' ? (random.int(2) === 0 ? 'owner' : 'killer') : o.role;
    const player = role === 'owner' ? OWNER : KILLER;
    const position = createPosition({ size: shape.size, stones: shape.stones, toMove: player });
    const root = FastBoard.fromPosition(position);
    const region = shape.region.map((v) => root.pointOf(v));
    const H = o.maxPlies;
    const target = root.pointOf(shape.target);
    const reader = (koMaster: Color | null) =>
      new LifeDeathReader(root, region, target, OWNER, { koMaster, nodeLimit: o.nodeLimit });
    // One reader per ko master, each keeping its table of proven positions for the whole candidate.
    const readers = new Map<Color | 0, LifeDeathReader>([
      [0, reader(null)],
      [OWNER, reader(OWNER)],
      [KILLER, reader(KILLER)],
    ]);
    const plain = readers.get(0) as LifeDeathReader;
    const koOutcome = (b: FastBoard, q: 'live' | 'kill', master: Color) =>
      (readers.get(master) as LifeDeathReader).solve(b, q, H);
    if (plain.alive(root)) return rejected('already_alive');
    // The player's own goal as ko master, and the opponent's goal when the opponent is ko master.
    const mine: 'live' | 'kill' = role === 'owner' ? 'live' : 'kill';
    const theirs: 'live' | 'kill' = role === 'owner' ? 'kill' : 'live';
    const classify = (b: FastBoard): KoOutcome => koOutcomeBy(b, player, role === 'owner', koOutcome);
    const passed = root.clone();
    passed.pass();
    if (classify(passed) !== 'lose') return rejected('pass_not_lost');
    const right: number[] = [];
    const wrong: { move: number; child: FastBoard }[] = [];
    for (const m of plain.moves(root, mine)) {
      if (m < 0) continue;
      const child = root.clone();
      if (!child.play(m)) continue;
      const c = classify(child);
      if (c === 'win') return rejected('outright');
      if (c === 'unknown') return rejected('unknown');
      if (c === 'ko') right.push(m);
      else wrong.push({ move: m, child });
      if (right.length > 2) return rejected('many_answers');
    }
    if (right.length === 0) return rejected('no_ko');
    let line: ProblemNode | null = null;
    if (o.followUp === true) {
      if (right.length !== 1) return rejected('many_answers');
      const made = koFollowUp(root, right[0] as number, plain, classify, mine, theirs);
      if (typeof made === 'string') return rejected(made);
      line = made;
    }
    // Wrong moves with the reply that settles the group against the player even as ko master.
    const wrongNodes: ProblemNode[] = [];
    const master = readers.get(player) as LifeDeathReader;
    for (const { move, child } of wrong) {
      if (wrongNodes.length >= 3) break;
      let best: { reply: number; d: number } | null = null;
      for (const r of master.moves(child, theirs)) {
        if (r < 0) continue;
        const next = child.clone();
        if (!master.play(next, r)) continue;
        const d = master.distance(next, theirs, H - 2);
        if (typeof d === 'number' && (best === null || d < best.d)) best = { reply: r, d };
      }
      if (best === null) continue;
      wrongNodes.push({
        move: root.vertexOf(move),
        verdict: 'wrong',
        children: [{ move: root.vertexOf(best.reply), children: [] }],
      });
    }
    if (wrongNodes.length === 0) return rejected('no_wrong_moves');
    return {
      draft: {
        size: shape.size,
        stones: shape.stones,
        toMove: player,
        goal: { kind: 'best_move' },
        koGroup: shape.target,
        tree: [
          ...(line === null
            ? right.map((m): ProblemNode => ({ move: root.vertexOf(m), verdict: 'right', children: [] }))
            : [line]),
          ...wrongNodes,
        ],
      },
      technique: 'ko',
      prompt: role === 'owner' ? 'ko_live' : 'ko_kill',
      difficulty: 40 + region.length + wrongNodes.length + (line === null ? 0 : 10),
    };
  };
}

/**
 * The way to the ko after the right first move `first`: the opponent's reply after which the position is
 * still a ko (the first such reply, in the reader's order, that leaves the player exactly one move keeping
 * the ko), and that move, which must capture a stone and start the ko. Every reply and every answer is
 * classified as in `koTemplate`; a reply or answer the readers cannot settle drops the problem. Answers why
 * not, when there is no such way.
 */
function koFollowUp(
  root: FastBoard,
  first: number,
  plain: LifeDeathReader,
  classify: (b: FastBoard) => 'win' | 'ko' | 'lose' | 'unknown',
  mine: 'live' | 'kill',
  theirs: 'live' | 'kill',
): ProblemNode | string {
  const afterFirst = root.clone();
  afterFirst.play(first);
  // The ko already stands after the first move: one move is the whole answer.
  if (afterFirst.ko >= 0) return 'one_move';
  for (const reply of plain.moves(afterFirst, theirs)) {
    if (reply < 0) continue;
    const afterReply = afterFirst.clone();
    if (!afterReply.play(reply)) continue;
    // With the player to move: a reply after which the player wins outright does not resist.
    const c = classify(afterReply);
    if (c === 'unknown') return 'unknown';
    if (c !== 'ko') continue;
    const keep: number[] = [];
    for (const m of plain.moves(afterReply, mine)) {
      if (m < 0) continue;
      const next = afterReply.clone();
      if (!next.play(m)) continue;
      const k = classify(next);
      if (k === 'unknown') return 'unknown';
      if (k !== 'lose') keep.push(m);
      if (keep.length > 1) break;
    }
    if (keep.length !== 1) continue;
    const answer = keep[0] as number;
    const started = afterReply.clone();
    started.play(answer);
    if (started.ko < 0) continue;
    return {
      move: root.vertexOf(first),
      children: [
        {
          move: root.vertexOf(reply),
          children: [{ move: root.vertexOf(answer), verdict: 'right', children: [] }],
        },
      ],
    };
  }
  return 'no_follow_up';
}
