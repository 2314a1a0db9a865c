// Tactical shapes as templates (issue 14, "topics a curriculum needs"): double atari, connect-and-die,
// shortage of liberties and the cutting tesuji, drawn as shapes of real games instead of random scatters.
//
// The shapes: `connectAndDieShape` builds the connect-and-die of the textbooks from its parameters (the
// topic groups use it); `edgePocket` draws White's stones on the first and second lines under a
// one-stone-thick Black wall on the third line, closed at both ends (or, in the corner, by the edge), often
// open at one end, its points White, Black or empty at random — the invasion or the stones left behind on the
// edge that tesuji books draw. Random pockets rarely show a tactic (about one in several thousand for
// connect-and-die, none yet for shortage of liberties), so they stay for finding shapes, not for groups.
// Every stone touches the wall or the fight, so nothing is scattered.
//
// The capture reader decides the candidate (the first-move scan: exactly one first move captures), and the
// facts of its main line (`tesujiFacts`) decide the topic:
// - doubleAtari: the first move puts the target and another White chain in atari at once (neither was in
//   atari before);
// - connectAndDie: White's answer to the first move (or, after a throw-in, to the second) joins two of its
//   chains and the joined chain is still in atari; Black's next move takes it all and ends the line;
// - shortage: after the first move the target keeps two liberties or more and the stone played one or two,
//   yet White cannot take any of the stone's liberties without putting itself in atari;
// - cut: the first move touches two White chains (it cuts them apart), is no atari, and the target falls.
// Only connect-and-die has a group yet (docs/content.md, "Topic groups: connect-and-die").
// Generator frame as everywhere: Black attacks, White owns the target.
import type { BoardSize, Vertex } from '../../src/domain/go/coords';
import { neighbours } from '../../src/domain/go/coords';
import { chainAt, libertiesAt } from '../../src/domain/go/chains';
import { FastBoard } from '../../src/domain/go/fastBoard';
import { createPosition } from '../../src/domain/go/position';
import type { Random } from '../../src/domain/go/random';
import { BLACK, WHITE } from '../../src/domain/go/stones';
import type { Technique } from '../../src/domain/content/techniques';
import { defaultTactics, isRejected, rejected, solveCapture } from './tactics';
import type { TacticsSettings, TacticsSolution } from './tactics';
import type { Made, Template } from './templates';

/** The tactical shapes a tesuji topic asks for. */
export const tesujiKinds = ['double_atari', 'connect_and_die', 'shortage', 'cut'] as const;
export type TesujiKind = (typeof tesujiKinds)[number];

export interface PocketSpec {
  readonly size: BoardSize;
  /** Pocket width in points along the edge. */
  readonly width: readonly [number, number];
  /** Chance that a pocket point is White, and that it is Black (else empty). */
  readonly white: number;
  readonly black: number;
  /** Chance that the pocket is open at its far end (no wall column there). */
  readonly open: number;
}

export interface Pocket {
  readonly size: BoardSize;
  readonly stones: Int8Array;
  /** The pocket's points (first and second line). */
  readonly inside: readonly Vertex[];
  /** The wall's stones. */
  readonly wall: readonly Vertex[];
  readonly corner: boolean;
}

/**
 * White stones on the first and second lines under a one-stone-thick Black wall on the third line (edge
 * at y = 0, the pocket from x0 to x0 + width − 1), closed by wall columns at both ends, or in the corner by
 * the edge, maybe open at the far end. Null when a chain would have no liberty.
 */
export function edgePocket(random: Random, spec: PocketSpec): Pocket | null {
  const { size } = spec;
  const width = spec.width[0] + random.int(spec.width[1] - spec.width[0] + 1);
  const corner = random.int(3) === 0;
  const open = random.next() < spec.open;
  const openNear = !corner && random.next() < spec.open / 2;
  const x0 = corner ? 0 : 2 + random.int(Math.max(1, size - width - 5));
  const x1 = x0 + width - 1;
  if (x1 + 3 > size) return null;
  const at = (x: number, y: number) => y * size + x;
  const stones = new Int8Array(size * size);
  const wall: Vertex[] = [];
  const put = (x: number, y: number) => {
    stones[at(x, y)] = BLACK;
    wall.push(at(x, y));
  };
  const left = corner || openNear ? x0 : x0 - 1;
  const right = open ? x1 : x1 + 1;
  for (let x = left; x <= right; x++) put(x, 2);
  if (!corner && !openNear) {
    put(x0 - 1, 1);
    put(x0 - 1, 0);
  }
  if (!open) {
    put(x1 + 1, 1);
    put(x1 + 1, 0);
  }
  const inside: Vertex[] = [];
  for (let y = 0; y < 2; y++)
    for (let x = x0; x <= x1; x++) {
      const v = at(x, y);
      inside.push(v);
      const r = random.next();
      stones[v] = r < spec.white ? WHITE : r < spec.white + spec.black ? BLACK : 0;
    }
  // Every chain has a liberty; no Black stone inside is cut off from the wall with a single liberty
  // (the defender's counter-captures are for the tesuji, not for a broken wall).
  const seen = new Set<Vertex>();
  for (const v of [...inside, ...wall]) {
    if (stones[v] === 0 || seen.has(v)) continue;
    const chain = chainAt(size, stones, v);
    for (const s of chain) seen.add(s);
    const libs = libertiesAt(size, stones, v).length;
    if (libs === 0) return null;
    if (stones[v] === BLACK && chain.some((s) => wall.includes(s)) && libs < 3) return null;
  }
  if (!inside.some((v) => stones[v] === WHITE)) return null;
  // A Black stone in the pocket touches White: else it only fills the pocket.
  for (const v of inside)
    if (stones[v] === BLACK && !neighbours(size, v).some((n) => stones[n] === WHITE)) return null;
  return { size, stones, inside, wall, corner };
}

/**
 * The connect-and-die shape itself (edge at y = 0, drawn from left to right): White's stones T on the second
 * line, two to four of them, Black under them on the first line except at the joining point J under T's
 * last stone; beyond T a Black stone on the second line with White's stones U (one or two) under it on the
 * first line, then one empty point (U's last liberty) and either open board or the corner. Black's wall on
 * the third line covers T and the stone beyond it, one stone thick; left of T the board is open, so T runs there unless Black
 * ataris from that side. Then White's connection at J joins T and U and the whole chain is still in atari.
 */
export function connectAndDieShape(random: Random, size: BoardSize): Pocket | null {
  const length = 2 + random.int(3);
  const under = 1 + random.int(2);
  const corner = random.int(3) === 0;
  const span = length + under + 2; // T, U, U's last liberty, and the atari point left of T
  const a = corner ? size - span + 1 : 2 + random.int(Math.max(1, size - span - 3));
  const b = a + length - 1;
  const end = b + under + 1; // U's last liberty
  if (end > size - 1 || a < 2) return null;
  const at = (x: number, y: number) => y * size + x;
  const stones = new Int8Array(size * size);
  const wall: Vertex[] = [];
  const inside: Vertex[] = [];
  const black = (x: number, y: number) => {
    stones[at(x, y)] = BLACK;
    wall.push(at(x, y));
  };
  const white = (x: number, y: number) => {
    stones[at(x, y)] = WHITE;
    inside.push(at(x, y));
  };
  for (let x = a; x <= b; x++) white(x, 1);
  for (let x = a; x < b; x++) black(x, 0);
  for (let x = b + 1; x <= b + under; x++) {
    white(x, 0);
    black(x, 1);
  }
  if (corner) black(end, 1);
  for (let x = a; x <= b + 1; x++) black(x, 2);
  inside.push(at(b, 0), at(end, 0), at(a - 1, 1));
  return { size, stones, inside, wall, corner };
}

// ---- facts of a capture solution, read by replaying its main line ----

function replay(position: ReturnType<typeof createPosition>, s: TacticsSolution): FastBoard[] {
  const boards = [FastBoard.fromPosition(position)];
  for (const step of s.mainLine) {
    const b = (boards[boards.length - 1] as FastBoard).clone();
    if (!b.play(b.pointOf(step.move))) break;
    boards.push(b);
  }
  return boards;
}

/** White chains (one point each) next to `point`. */
function whiteChainsNext(board: FastBoard, point: number): number[] {
  const heads = new Map<number, number>();
  for (const v of neighbours(board.size, board.vertexOf(point))) {
    const p = board.pointOf(v);
    if (board.at(p) === WHITE) heads.set(board.chainHead(p), p);
  }
  return [...heads.values()];
}

export interface TesujiFacts {
  readonly doubleAtari: boolean;
  readonly connectAndDie: boolean;
  readonly shortage: boolean;
  readonly cut: boolean;
}

export function tesujiFacts(
  position: ReturnType<typeof createPosition>,
  target: Vertex,
  s: TacticsSolution,
): TesujiFacts {
  const boards = replay(position, s);
  const root = boards[0] as FastBoard;
  const first = boards[1];
  const t = root.pointOf(target);
  const firstStep = s.mainLine[0];
  if (first === undefined || firstStep === undefined)
    return { doubleAtari: false, connectAndDie: false, shortage: false, cut: false };
  const m = root.pointOf(firstStep.move);
  const touched = whiteChainsNext(root, m);
  const touchesTarget = touched.some((p) => root.sameChain(p, t));
  const ataried = touched.filter(
    (p) => root.liberties(p) >= 2 && first.at(p) === WHITE && first.liberties(p) === 1,
  );
  const doubleAtari =
    root.liberties(t) >= 2 &&
    ataried.length >= 2 &&
    ataried.some((p) => root.sameChain(p, t)) &&
    firstStep.captured === 0;

  // White's answer to the first move (or, after a throw-in White captured, to the second) joins two
  // chains and leaves the joined chain in atari; Black's next move takes it all and ends the line.
  let connectAndDie = false;
  const throwIn = firstStep.selfAtari && (s.mainLine[1]?.captured ?? 0) > 0;
  for (const i of throwIn ? [3] : [1]) {
    if (i + 2 !== s.mainLine.length) continue;
    const step = s.mainLine[i] as (typeof s.mainLine)[number];
    if (step.byPlayer) continue;
    const before = boards[i] as FastBoard;
    const after = boards[i + 1];
    const next = s.mainLine[i + 1];
    if (after === undefined || next === undefined) continue;
    const p = before.pointOf(step.move);
    const joined = whiteChainsNext(before, p);
    if (joined.length < 2 || step.captured > 0 || after.liberties(p) !== 1) continue;
    if (next.captured >= after.chainSizeAt(p) && after.chainSizeAt(p) >= 3) connectAndDie = true;
  }

  // After the first move the target keeps two liberties, and the stone played, touching the target, has
  // one or two, yet White cannot take any of them without putting itself in atari.
  let shortage = false;
  if (first.at(t) === WHITE && first.liberties(t) >= 2 && !doubleAtari && firstStep.captured === 0) {
    const around = (b: FastBoard, point: number) =>
      b
        .chainStones(point)
        .flatMap((p) => neighbours(b.size, b.vertexOf(p)).map((v) => b.pointOf(v)))
        .filter((p, i, all) => b.at(p) === 0 && all.indexOf(p) === i);
    const short = (p: number) => {
      const b = first.clone();
      if (!b.play(p)) return true;
      return b.lastCaptureCount === 0 && b.liberties(p) <= 1;
    };
    const own = around(first, m);
    shortage = first.liberties(m) <= 2 && own.length > 0 && own.every(short) && touchesTarget;
  }

  const cut =
    touched.length >= 2 &&
    touchesTarget &&
    ataried.length === 0 &&
    first.at(t) === WHITE &&
    first.liberties(t) >= 2 &&
    firstStep.captured === 0;
  return { doubleAtari, connectAndDie, shortage, cut };
}

/** Which shape a drawn tesuji problem shows, for its texts. */
export interface TesujiMade extends Made {
  readonly kind: TesujiKind;
}

export interface TesujiOptions {
  readonly kind: TesujiKind;
  readonly pocket: PocketSpec;
  /** Plies of the capture, both sides. */
  readonly plies: readonly [number, number];
  readonly technique: Technique;
  readonly tactics?: Partial<TacticsSettings>;
  /** Draw the kind's own shape (connect-and-die) instead of a random pocket. */
  readonly built?: boolean;
}

function accepts(kind: TesujiKind, f: TesujiFacts): boolean {
  switch (kind) {
    case 'double_atari':
      return f.doubleAtari;
    case 'connect_and_die':
      return f.connectAndDie && !f.doubleAtari;
    case 'shortage':
      return f.shortage && !f.connectAndDie;
    case 'cut':
      return f.cut && !f.connectAndDie && !f.shortage;
  }
}

/**
 * Whether an empty point of the pocket touches two White chains, one of them with two liberties (where
 * White could connect after an atari): cheap to check, and connect-and-die needs it.
 */
function joinPoint(pocket: Pocket): boolean {
  const { size, stones } = pocket;
  return pocket.inside.some((v) => {
    if (stones[v] !== 0) return false;
    const heads = new Set<Vertex>();
    let twoLiberties = false;
    for (const n of neighbours(size, v)) {
      if (stones[n] !== WHITE) continue;
      const chain = chainAt(size, stones, n);
      heads.add(Math.min(...chain));
      if (libertiesAt(size, stones, n).length === 2) twoLiberties = true;
    }
    return heads.size >= 2 && twoLiberties;
  });
}

/** Capture problems in an edge pocket that show the kind's tesuji. */
export function tesujiTemplate(o: TesujiOptions): (random: Random) => TesujiMade | { rejected: string } {
  const settings = { ...defaultTactics, ...o.tactics };
  return (random) => {
    const pocket =
      o.built === true && o.kind === 'connect_and_die'
        ? connectAndDieShape(random, o.pocket.size)
        : edgePocket(random, o.pocket);
    if (pocket === null) return rejected('draw');
    const whites = pocket.inside.filter((v) => pocket.stones[v] === WHITE);
    if (whites.length === 0) return rejected('draw');
    // The target: the largest White chain of the pocket (ties: the first).
    let target = whites[0] as Vertex;
    for (const v of whites)
      if (chainAt(pocket.size, pocket.stones, v).length > chainAt(pocket.size, pocket.stones, target).length)
        target = v;
    if (o.kind === 'connect_and_die' && !joinPoint(pocket)) return rejected('no_join');
    const position = createPosition({ size: pocket.size, stones: pocket.stones, toMove: BLACK });
    const s = solveCapture(position, target, settings);
    if (isRejected(s)) return s;
    if (s.distance < (o.plies[0] ?? 1) || s.distance > (o.plies[1] ?? 31)) return rejected('plies');
    if (!accepts(o.kind, tesujiFacts(position, target, s))) return rejected('not_technique');
    const targets = chainAt(pocket.size, pocket.stones, target).sort((a, b) => a - b);
    return {
      draft: {
        size: pocket.size,
        stones: pocket.stones,
        toMove: BLACK,
        goal: { kind: 'capture', targets },
        tree: s.tree,
      },
      technique: o.technique,
      prompt: 'capture',
      difficulty: s.distance * 10 + s.rootLiberties * 3 + s.wrongCount + targets.length,
      kind: o.kind,
    };
  };
}

/** The templates of a topic as a plain Template (the facts stay on the made problem). */
export const asTemplate = (t: ReturnType<typeof tesujiTemplate>): Template => t as Template;
