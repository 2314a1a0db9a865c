// Capturing races (수상전 / capturing race / 对杀; issue 14) drawn from parameters, not random scatters:
// two chains side by side, perpendicular to the edge, each enclosed by the other side's one-stone-thick
// wall, with counted liberties. Nothing else is on the board. Generator frame as everywhere: Black (the
// player) attacks the White chain that races Black's own chain.
//
// Columns from left to right (y = 0 is the edge line, y = h the cap row above the chains):
//
//   Black wall | White's outside liberties | White chain | shared liberties | Black chain | Black's outside
//   liberties | White wall
//
// - White's outside liberties (`whiteOutside` of them) lie between its chain and Black's wall, Black's
//   (`blackOutside`) between Black's chain and White's wall; each wall steps in above them, so every
//   outside liberty is enclosed and the walls stay one stone thick.
// - Shared liberties (`shared`, fewer than the chains' height) are the bottom of the column between the
//   chains; the rest of that column belongs to White's chain, so neither chain can reach a wall through it.
// - Eye against no eye (`eye`): Black's chain is three columns wide with a one-point eye on the edge.
// - Near the corner: the Black wall stands on the second line from the corner (its liberties on the first).
// - An approach move (`approach`): Black's chain juts out one stone on the second line of the column after
//   it, so the first-line point under that stone is a liberty White cannot fill at once (the stone there
//   would have one liberty and be taken). White first has to play beside it, on the first-line point
//   inside its wall, which is not a liberty of Black: an extra move, so Black's chain counts one liberty
//   more than it shows. (Only where White cannot leave it for last: filling the last liberty captures,
//   atari or not. In a tight race White cannot fill the shared liberty early without putting its own
//   stones in atari, so the shared one is last; `lostWithoutApproach` keeps only races the extra move
//   decides.) Black's other outside
//   liberties (`blackOutside`) lie above the jutting stone, and a second empty point inside the wall
//   keeps a Black stone played there from being taken back at once (no ko):
//
//     col:  black apL apE apF wwall
//     y=2     X    .   O   .    .      (apL: Black's outside liberties above the jutting stone)
//     y=1     X    X   O   O    O
//     y=0     X    .   .   .    O      (apL's first-line point: the liberty that needs White's approach
//                                       at apE's)
//
// The race reader (captureReader.ts, race mode) proves the capture; the generator then classifies every
// first move within three points of White's chain and asks GNU Go (build.ts).
import type { BoardSize, Vertex } from '../../src/domain/go/coords';
import { chainAt, libertiesAt } from '../../src/domain/go/chains';
import { createPosition } from '../../src/domain/go/position';
import type { Random } from '../../src/domain/go/random';
import { BLACK, WHITE } from '../../src/domain/go/stones';
import type { FastBoard } from '../../src/domain/go/fastBoard';
import type { Color } from '../../src/domain/go/stones';
import { libertyList } from '../../src/domain/content/boardReading';
import { isSelfAtari } from '../../src/domain/ai/endgame';
import { defaultTactics, isRejected, rejected, solveCapture } from './tactics';
import type { Rejected, TacticsSettings } from './tactics';
import type { Made } from './templates';

export interface RaceShape {
  /** Height of the two chains (rows 0 … height − 1); the walls' cap row is `height`. */
  readonly height: number;
  readonly whiteOutside: number;
  readonly blackOutside: number;
  readonly shared: number;
  /** Black's chain has a one-point eye on the edge. */
  readonly eye: boolean;
  /**
   * One more liberty of Black needs an approach move by White (the layout above); `blackOutside` then
   * counts Black's outside liberties above the jutting stone only.
   */
  readonly approach?: boolean;
}

/** Which race a drawn problem shows, for its texts. */
export interface RaceMade extends Made {
  readonly race: RaceShape;
  /** Liberties at the start (the eye counted for Black). */
  readonly whiteLiberties: number;
  readonly blackLiberties: number;
}

type Column =
  'bwall' | 'wout' | 'apF' | 'apE' | 'apL' | 'white' | 'shared' | 'black' | 'eye' | 'bout' | 'wwall';

const X = BLACK;
const O = WHITE;

function columns(r: RaceShape): Column[] {
  return [
    ...(r.whiteOutside > 0 ? (['bwall'] as const) : []),
    'wout',
    'white',
    ...(r.shared > 0 ? (['shared'] as const) : []),
    ...(r.eye ? (['black', 'eye', 'black'] as const) : (['black'] as const)),
    ...(r.approach === true
      ? (['apL', 'apE', 'apF', 'wwall'] as const)
      : r.blackOutside > 0
        ? (['bout', 'wwall'] as const)
        : (['bout'] as const)),
  ];
}

/** The stone of a column at row y (0 empty). */
function cell(column: Column, y: number, r: RaceShape): number {
  const h = r.height;
  switch (column) {
    case 'bwall':
      return y <= r.whiteOutside ? X : 0;
    case 'apL':
      return y === 0 ? 0 : y === 1 ? X : y <= 1 + r.blackOutside ? 0 : O;
    case 'apE':
      return y === 0 ? 0 : O;
    case 'apF':
      return y === 1 ? O : 0;
    case 'wout':
      return y < r.whiteOutside ? 0 : X;
    case 'white':
      return y < h ? O : X;
    case 'shared':
      return y < r.shared ? 0 : y < h ? O : X;
    case 'black':
      return y < h ? X : O;
    case 'eye':
      return y === 0 ? 0 : y < h ? X : O;
    case 'bout':
      return y < r.blackOutside ? 0 : O;
    case 'wwall':
      return y <= (r.approach === true ? 1 : r.blackOutside) ? O : 0;
  }
}

export interface RacePlaced {
  readonly size: BoardSize;
  readonly stones: Int8Array;
  /** A stone of White's chain. */
  readonly target: Vertex;
  /** A stone of Black's chain. */
  readonly racer: Vertex;
}

/**
 * The race on the top edge of a `size` board with its leftmost column at x0 (vertex y·size + x, y = 0 the
 * edge line). Null when it does not fit, a chain is not one chain, or a wall has fewer than
 * `wallLiberties` liberties (a wall weaker than the race would be the real target).
 */
export function placeRace(size: BoardSize, r: RaceShape, x0: number, wallLiberties = 5): RacePlaced | null {
  const cols = columns(r);
  if (r.shared >= r.height || r.whiteOutside > r.height || r.blackOutside > r.height) return null;
  // With the approach, Black's outside liberties sit between the jutting stone and the wall's cap.
  if (r.approach === true && r.blackOutside > r.height - 2) return null;
  if (x0 < 1 || x0 + cols.length + 1 > size || r.height + 2 > size) return null;
  const stones = new Int8Array(size * size);
  cols.forEach((c, i) => {
    for (let y = 0; y <= r.height; y++) stones[y * size + x0 + i] = cell(c, y, r);
  });
  const whiteAt = x0 + cols.indexOf('white');
  const blackAt = x0 + cols.indexOf('black');
  const target = whiteAt;
  const racer = blackAt;
  const white = chainAt(size, stones, target);
  const black = chainAt(size, stones, racer);
  const expectedBlack = r.height * (r.eye ? 3 : 1) - (r.eye ? 1 : 0) + (r.approach === true ? 1 : 0);
  const expectedWhite = r.height + (r.shared > 0 ? r.height - r.shared : 0);
  if (white.length !== expectedWhite || black.length !== expectedBlack) return null;
  // Every other chain is a wall: it must outlast the race.
  const inRace = new Set([...white, ...black]);
  const seen = new Set<Vertex>();
  for (let v = 0; v < size * size; v++) {
    if (stones[v] === 0 || inRace.has(v) || seen.has(v)) continue;
    for (const s of chainAt(size, stones, v)) seen.add(s);
    if (libertiesAt(size, stones, v).length < wallLiberties) return null;
  }
  return { size, stones, target, racer };
}

export interface RaceOptions {
  readonly sizes: readonly BoardSize[];
  /** Black's chain gets an eye with this chance. */
  readonly eyeChance: number;
  readonly heights: readonly number[];
  /**
   * Every race has a liberty of Black that needs White's approach move (the layout above), and is kept
   * only when that wins it: the same race with a plain liberty there is lost.
   */
  readonly approach?: boolean;
  readonly settings?: Partial<TacticsSettings>;
}

export const defaultRaceTactics: TacticsSettings = {
  ...defaultTactics,
  maxRight: 4,
  maxBranch: 3,
  wrongMoves: 3,
  race: true,
  reader: { nodeLimit: 150_000 },
};

/**
 * Whether the race of `r` is lost for Black when the liberty that needs White's approach is a plain outside
 * liberty instead: then the approach is what wins it.
 */
export function lostWithoutApproach(r: RaceShape, size: BoardSize, settings: TacticsSettings): boolean {
  const plain: RaceShape = { ...r, approach: false, blackOutside: r.blackOutside + 1 };
  const placed = placeRace(size, plain, 1, 0);
  if (placed === null) return false;
  const position = createPosition({ size, stones: placed.stones, toMove: BLACK });
  const s = solveCapture(position, placed.target, settings);
  return isRejected(s) && s.rejected === 'no_capture';
}

export function raceTemplate(o: RaceOptions): (random: Random) => RaceMade | Rejected {
  const settings: TacticsSettings = { ...defaultRaceTactics, ...o.settings };
  return (random) => {
    const size = o.sizes[random.int(o.sizes.length)] as BoardSize;
    const height = o.heights[random.int(o.heights.length)] as number;
    const eye = random.next() < o.eyeChance;
    // White's four or five liberties split between outside and shared ones; Black's outside ones at random.
    const approach = o.approach === true;
    const liberties = 4 + random.int(2);
    const shared = random.int(Math.min(height, liberties));
    const race: RaceShape = {
      height,
      shared,
      whiteOutside: liberties - shared,
      // With the approach, Black's outside liberties above the jutting stone (the one under it is extra).
      blackOutside: random.int(approach ? height - 1 : height + 1),
      eye,
      ...(approach ? { approach } : {}),
    };
    const width = columns(race).length;
    // Near the corner (the Black wall on the second line) or anywhere along the side.
    const corner = random.int(2) === 0;
    const x0 = corner ? 1 : 2 + random.int(Math.max(1, size - width - 3));
    const placed = placeRace(size, race, x0);
    if (placed === null) return rejected('draw');
    const whiteLiberties = libertiesAt(size, placed.stones, placed.target).length;
    const blackLiberties = libertiesAt(size, placed.stones, placed.racer).length;
    // A race the reader reads as one (four liberties or more); GNU Go, which counts more as safe, judges
    // every problem after the first move (build.ts drops it where it disagrees).
    if (whiteLiberties < 4 || whiteLiberties > 5) return rejected('liberties');
    const position = createPosition({ size, stones: placed.stones, toMove: BLACK });
    const s = solveCapture(position, placed.target, settings);
    if (isRejected(s)) return s;
    if (approach && !lostWithoutApproach(race, size, settings)) return rejected('approach_not_needed');
    const targets = chainAt(size, placed.stones, placed.target).sort((a, b) => a - b);
    return {
      draft: { size, stones: placed.stones, toMove: BLACK, goal: { kind: 'capture', targets }, tree: s.tree },
      technique: 'capture_race',
      prompt: 'capture',
      difficulty:
        s.distance * 10 +
        blackLiberties * 3 +
        (eye ? 5 : 0) +
        (approach ? 10 : 0) +
        race.shared * 4 +
        size / 4,
      race,
      whiteLiberties,
      blackLiberties,
    };
  };
}

/**
 * The liberties of the chain through `chain` that `color` cannot fill at once: a stone there would capture
 * nothing and keep one liberty (so it is taken). Filling one takes an approach move next to it first.
 * Eyes (where `color` may not play at all) are not counted: no move beside them helps.
 */
export function approachLiberties(board: FastBoard, chain: number, color: Color): number[] {
  return libertyList(board, chain).filter(
    (lib) => board.isLegal(lib, color) && isSelfAtari(board, lib, color),
  );
}
