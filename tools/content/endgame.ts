// Counted endgames (issue 14, "endgame with counted values"): a finished game whose borders are still open
// where they meet the edge. Borders run from the top edge to the bottom edge between territories that take
// turns from the left (Black, White, Black…), each a solid double wall: two on 9×9, three on a whole 13×13
// board, four on a whole 19×19 (`EndgameLayout`); at some of the places where a border meets the edge, the
// walls stop short of it (one line, two lines, or one colour's wall by one or two stones), which leaves the
// first-line hane, the second-line hane, the one-point gaps and the two-point gaps of a real endgame. The
// endgame reader (src/domain/content/endgameReader.ts) counts every move on the open points by area after
// best play; kept: one or two best first moves, better than passing, with one or two best second moves after
// the opponent's best answer (the answer is the first two moves of the endgame, in order), and at least three
// moves that count less. With a `lesson`, only answers that teach one idea of move order: sente first
// (`teachesSenteFirst`), miai (`teachesMiai`) or reverse sente (`opponentSenteAt`). Generator frame: Black to
// play.
import { PASS } from '../../src/domain/go/coords';
import type { FastBoard } from '../../src/domain/go/fastBoard';
import { createPosition } from '../../src/domain/go/position';
import type { Position } from '../../src/domain/go/position';
import type { BoardSize } from '../../src/domain/go/coords';
import type { ProblemNode } from '../../src/domain/go/problem';
import type { Random } from '../../src/domain/go/random';
import { BLACK, WHITE } from '../../src/domain/go/stones';
import type { Color } from '../../src/domain/go/stones';
import {
  boundedMoves,
  classifyEndgame,
  decidedBest,
  endgameReaderFor,
  gainFor,
  isEndgameUnknown,
} from '../../src/domain/content/endgameReader';
import type { EndgameMove, EndgameReader } from '../../src/domain/content/endgameReader';
import { chain } from './complete';
import type { Made } from './templates';

/** The idea of move order a group keeps (`EndgameOptions.lesson`). */
export type EndgameLesson = 'sente_first' | 'miai' | 'reverse_sente';

/**
 * How a border meets an edge: closed, open on the first line, on the first two lines, or one colour's wall
 * one stone short (`black_short`, `white_short`) or two (`black_short_two`, `white_short_two`).
 */
export type EdgeOpening =
  | 'closed'
  | 'first_line'
  | 'second_line'
  | 'black_short'
  | 'white_short'
  | 'black_short_two'
  | 'white_short_two';

export interface EndgameMade extends Made {
  /** The places where a border meets the edge still open. */
  readonly openEnds: number;
  /** Points the best first move counts more than a pass (by area, after best play). */
  readonly bestGain: number;
  /** Points the best first move counts more than the best of the others. */
  readonly margin: number;
  /**
   * With the `reverse_sente` lesson: points the player would lose by not answering, had the opponent played
   * the right first move's point first (what makes the opponent's move there sente).
   */
  readonly threat?: number;
}

/** A border's column, row by row: a walk that moves at most one column a row, within [lo, hi]. */
function borderWalk(random: Random, size: number, lo: number, hi: number): number[] {
  const out: number[] = [];
  let c = lo + random.int(hi - lo + 1);
  for (let y = 0; y < size; y++) {
    if (y > 0) {
      const r = random.int(6);
      if (r === 0 && c > lo) c--;
      else if (r === 1 && c < hi) c++;
    }
    out.push(c);
  }
  return out;
}

/**
 * The shape of a finished board: its size, and for each border between two territories (left to right),
 * the columns the last point of the territory on its left walks between. The territories take turns from
 * the left: Black, White, Black… Borders at least four columns apart, so opening one end of a border
 * never touches the next border's walls.
 */
export interface EndgameLayout {
  readonly size: BoardSize;
  readonly borders: readonly (readonly [number, number])[];
}

/** 9×9: Black's territories on both sides, White's between. */
export const layout9: EndgameLayout = {
  size: 9,
  borders: [
    [1, 2],
    [5, 6],
  ],
};

/** 19×19, the whole board: five territories (Black, White, Black, White, Black), eight ends at the edges. */
export const layout19: EndgameLayout = {
  size: 19,
  borders: [
    [1, 2],
    [5, 6],
    [9, 10],
    [13, 14],
  ],
};

/**
 * 13×13, the whole board: four territories (Black, White, Black, White), six ends at the edges. As narrow
 * as on 9×9: a push into a wider territory leaves open regions the reader's two counts cannot agree on.
 */
export const layout13: EndgameLayout = {
  size: 13,
  borders: [
    [1, 2],
    [5, 6],
    [9, 10],
  ],
};

/** How many places a layout's borders meet the edge (each border at the top and at the bottom). */
export function endsOf(layout: EndgameLayout): number {
  return layout.borders.length * 2;
}

/**
 * The finished board: the territories take turns from the left (`EndgameLayout`); every owned point with a
 * point of the other owner among its eight neighbours holds a stone (walls one stone thick on each side,
 * solid across diagonal steps). Then each edge end is opened as drawn: the ends are each border's top and
 * bottom in turn, from the left.
 */
export function endgameBoard(
  random: Random,
  openings: readonly EdgeOpening[],
  layout: EndgameLayout = layout9,
): Int8Array {
  const { size } = layout;
  const walks = layout.borders.map(([lo, hi]) => borderWalk(random, size, lo, hi));
  // The territory a point lies in: how many borders it is right of.
  const territory = (x: number, y: number) => walks.filter((w) => x > (w[y] as number)).length;
  const owner = (x: number, y: number) => (territory(x, y) % 2 === 0 ? BLACK : WHITE);
  const stones = new Int8Array(size * size);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const o = owner(x, y);
      let wall = false;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < size && ny < size && owner(nx, ny) !== o) wall = true;
        }
      if (wall) stones[y * size + x] = o;
    }
  const ends = walks.flatMap((walk) => [
    { walk, rows: [0, 1] },
    { walk, rows: [size - 1, size - 2] },
  ]);
  ends.forEach((end, i) => {
    const opening = openings[i] ?? 'closed';
    if (opening === 'closed') return;
    const twoLines =
      opening === 'second_line' || opening === 'black_short_two' || opening === 'white_short_two';
    const rows = twoLines ? end.rows : end.rows.slice(0, 1);
    for (const y of rows) {
      // The border's walls on this row: from one column left of its last point to two right of it.
      const c = end.walk[y] as number;
      for (let x = Math.max(0, c - 1); x <= Math.min(size - 1, c + 2); x++) {
        const v = y * size + x;
        const s = stones[v];
        if (s === 0) continue;
        if ((opening === 'black_short' || opening === 'black_short_two') && s !== BLACK) continue;
        if ((opening === 'white_short' || opening === 'white_short_two') && s !== WHITE) continue;
        stones[v] = 0;
      }
    }
  });
  return stones;
}

const rejected = (why: string) => ({ rejected: why }) as const;

const openingChoices: readonly EdgeOpening[] = [
  'closed',
  'closed',
  'first_line',
  'first_line',
  'second_line',
  'black_short',
  'white_short',
];

/**
 * The best count for `color` that some move reaches in both readings, when no move could do better in
 * either; other moves may be left undecided (unlike `decidedBest`). Null when there is none.
 */
function surelyBest(color: Color, moves: readonly EndgameMove[]): number | null {
  const first = moves[0];
  if (first === undefined) return null;
  const best = moves.reduce((b, m) => (gainFor(color, m.count, b) > 0 ? m.count : b), first.count);
  for (const m of moves) if (gainFor(color, m.bound, best) > 0) return null;
  return best;
}

/**
 * Every best move of `color` (to move on `board`; scope and rim), with the best count and what passing
 * would count at most for it; null when how an open border is counted could change which moves are best.
 * The readers count open borders for Black (`optimist`) and for White (`pessimist`), so for White the two
 * bounds trade places. With `surely`, only the moves proven best (`surelyBest`): enough to pick a reply,
 * not to classify every move.
 */
function bestMoves(
  optimist: EndgameReader,
  pessimist: EndgameReader,
  board: FastBoard,
  color: Color = BLACK,
  surely = false,
): { moves: number[]; count: number; pass: number } | null {
  const read = boundedMoves(optimist, pessimist, board, optimist.candidates(board)).map((r) => ({
    point: r.point,
    move: color === BLACK ? r.move : { ...r.move, count: r.move.bound, bound: r.move.count },
  }));
  const count = (surely ? surelyBest : decidedBest)(
    color,
    read.map((r) => r.move),
  );
  if (count === null) return null;
  const moves = read.filter((r) => r.point !== PASS && r.move.count === count).map((r) => r.point);
  const pass = read.find((r) => r.point === PASS)?.move.bound ?? count;
  return { moves, count, pass };
}

export interface EndgameOptions {
  /** The board's size and borders; by default `layout9`. */
  readonly layout?: EndgameLayout;
  /** Fewest and most open ends (of the layout's: 4 on 9×9). */
  readonly open: readonly [number, number];
  /**
   * Keep only endgames that teach one idea of move order: `sente_first`, a sente move before the big move
   * elsewhere (`teachesSenteFirst`); `miai`, two places of the same size, where the opponent takes the one
   * the player leaves (`teachesMiai`).
   */
  readonly lesson?: EndgameLesson;
  /** What each edge end is drawn from (each equally likely); by default `openingChoices`. */
  readonly openings?: readonly EdgeOpening[];
}

/** How many lines apart two points of a board are (the larger of the column and row distances). */
export function linesApart(a: number, b: number, size: number): number {
  return Math.max(Math.abs((a % size) - (b % size)), Math.abs(Math.floor(a / size) - Math.floor(b / size)));
}

/**
 * Whether an answer teaches "sente first": the opponent's best reply to the first move is on the spot
 * (within two lines of it), and each of the player's best second moves is at another place (three lines or
 * more from the first move) and, played first, would have been wrong (it is among `wrongFirstMoves`).
 */
export function teachesSenteFirst(
  first: number,
  reply: number,
  seconds: readonly number[],
  wrongFirstMoves: readonly number[],
  size: number,
): boolean {
  if (reply === PASS || linesApart(first, reply, size) > 2) return false;
  return (
    seconds.length > 0 &&
    seconds.every((s) => s !== PASS && linesApart(first, s, size) >= 3 && wrongFirstMoves.includes(s))
  );
}

/**
 * Whether an answer teaches miai (미아이, 见合): exactly two right first moves, at different places (three
 * lines or more apart), and the opponent's reply to each is at the other place (within two lines of the
 * other right move).
 */
export function teachesMiai(rights: readonly { move: number; reply: number }[], size: number): boolean {
  const [a, b] = rights;
  if (rights.length !== 2 || a === undefined || b === undefined) return false;
  if (a.reply === PASS || b.reply === PASS || linesApart(a.move, b.move, size) < 3) return false;
  return linesApart(a.reply, b.move, size) <= 2 && linesApart(b.reply, a.move, size) <= 2;
}

/**
 * Whether the opponent's move at `move` would be sente, had the player passed instead: how many points the
 * player's best answer on the spot (within two lines of it) counts more than the best move elsewhere or a
 * pass; null when the best answer is elsewhere, answering gains nothing, or the readers cannot tell.
 */
export function opponentSenteAt(
  reader: EndgameReader,
  pessimist: EndgameReader,
  root: FastBoard,
  move: number,
): number | null {
  try {
    const passed = reader.after(root, PASS);
    const after = passed === null ? null : reader.after(passed, root.pointOf(move), true);
    if (after === null) return null;
    const read = boundedMoves(reader, pessimist, after, reader.candidates(after));
    const best = decidedBest(
      BLACK,
      read.map((r) => r.move),
    );
    if (best === null) return null;
    const local = (r: { point: number }) =>
      r.point !== PASS && linesApart(root.vertexOf(r.point), move, root.size) <= 2;
    if (!read.filter((r) => r.move.count === best).every(local)) return null;
    // The best elsewhere, its open borders counted for the player: the answer must beat even that.
    const elsewhere = Math.max(...read.filter((r) => !local(r)).map((r) => r.move.bound));
    const threat = gainFor(BLACK, best, elsewhere);
    return threat > 0 ? threat : null;
  } catch (e) {
    if (isEndgameUnknown(e)) return null;
    throw e;
  }
}

/** White's best replies (vertices) to Black's first move `move` at the start, or why they cannot be read. */
function bestReplies(
  reader: EndgameReader,
  pessimist: EndgameReader,
  root: FastBoard,
  move: number,
): number[] | 'unread' | 'open_end' {
  try {
    const after = reader.after(root, root.pointOf(move), true);
    if (after === null) return 'unread';
    const best = bestMoves(reader, pessimist, after, WHITE, true);
    if (best === null) return 'open_end';
    return best.moves.map((p) => root.vertexOf(p));
  } catch (e) {
    if (isEndgameUnknown(e)) return 'unread';
    throw e;
  }
}

export function endgameTemplate(o: EndgameOptions): (random: Random) => EndgameMade | { rejected: string } {
  return (random) => {
    const choices = o.openings ?? openingChoices;
    const layout = o.layout ?? layout9;
    const { size } = layout;
    const openings = Array.from(
      { length: endsOf(layout) },
      () => choices[random.int(choices.length)] as EdgeOpening,
    );
    const openEnds = openings.filter((e) => e !== 'closed').length;
    if (openEnds < o.open[0] || openEnds > o.open[1]) return rejected('open_ends');
    const stones = endgameBoard(random, openings, layout);
    const start: Position = createPosition({ size, stones, toMove: BLACK });
    const c = classifyEndgame(start);
    const read = endgameReaderFor(start);
    if (c === null || 'unknown' in read) return rejected('unread');
    const { optimist: reader, pessimist, root } = read;
    const right = c.moves.filter((m) => m.verdict === 'right');
    const wrong = c.moves.filter((m) => m.verdict === 'wrong');
    if (right.length > 2) return rejected('many_answers');
    if (wrong.length < 3) return rejected('nothing_tempting');
    // The hint names what the best move is worth against passing: the pass's count must be exact.
    const pass = read.reading.moves.find((m) => m.move === PASS);
    if (pass === undefined || pass.count !== pass.bound) return rejected('open_end');
    const bestGain = gainFor(BLACK, c.count, c.passCount);
    if (bestGain < 1) return rejected('pass_as_good');
    // The best a wrong move could count (open borders at the end counted for Black).
    const nextBest = Math.max(...c.bounds.filter((_, i) => c.counts[i] !== c.count));
    // The opponent's reply shown after each right first move: the best line's, or, for miai, a reply proven
    // best at the other right move's place, when one of the opponent's equally best replies is there.
    const replies = new Map<number, number>();
    for (const m of right) {
      const reply = m.line[0];
      if (reply === undefined) return rejected('no_reply');
      replies.set(m.move, reply);
    }
    if (o.lesson === 'miai') {
      if (right.length !== 2) return rejected('not_miai');
      for (const m of right) {
        const best = bestReplies(reader, pessimist, root, m.move);
        if (typeof best === 'string') return rejected(best);
        const other = right.find((r) => r !== m)?.move ?? PASS;
        const shown = best.find((b) => linesApart(b, other, size) <= 2);
        if (shown === undefined) return rejected('not_miai');
        replies.set(m.move, shown);
      }
    }
    const replyTo = (m: { move: number }) => replies.get(m.move) ?? PASS;
    if (
      o.lesson === 'miai' &&
      !teachesMiai(
        right.map((m) => ({ move: m.move, reply: replyTo(m) })),
        size,
      )
    )
      return rejected('not_miai');
    // Reverse sente: the one right move is gote (the opponent answers elsewhere, or passes), and the
    // opponent's move there would have been sente.
    let threat: number | undefined;
    if (o.lesson === 'reverse_sente') {
      const only = right[0];
      if (right.length !== 1 || only === undefined) return rejected('not_reverse_sente');
      const reply = replyTo(only);
      if (reply !== PASS && linesApart(only.move, reply, size) <= 2) return rejected('not_reverse_sente');
      threat = opponentSenteAt(reader, pessimist, root, only.move) ?? undefined;
      if (threat === undefined) return rejected('not_reverse_sente');
    }
    // The answer's second move: after each best first move and the opponent's best answer, Black's best
    // moves (one or two), each better than passing.
    const lines: ProblemNode[] = [];
    for (const m of right) {
      const reply = replyTo(m);
      const after = reader.after(
        reader.after(root, root.pointOf(m.move), true) as FastBoard,
        root.pointOf(reply),
      );
      if (after === null) return rejected('unread');
      let second: ReturnType<typeof bestMoves>;
      try {
        second = bestMoves(reader, pessimist, after);
      } catch (e) {
        // The second move's reading can meet what the first moves' did not (too many positions).
        if (isEndgameUnknown(e)) return rejected('unread');
        throw e;
      }
      if (second === null) return rejected('open_end');
      if (second.moves.length === 0 || second.moves.length > 2) return rejected('many_second_moves');
      if (gainFor(BLACK, second.count, second.pass) < 1) return rejected('second_move_small');
      if (
        o.lesson === 'sente_first' &&
        !teachesSenteFirst(
          m.move,
          reply,
          second.moves.map((p) => root.vertexOf(p)),
          wrong.map((w) => w.move),
          size,
        )
      )
        return rejected('not_sente_first');
      lines.push({
        move: m.move,
        children: [
          {
            move: reply,
            children: second.moves.map((p) => ({
              move: root.vertexOf(p),
              verdict: 'right' as const,
              children: [],
            })),
          },
        ],
      });
    }
    const tree = [...lines, ...wrong.map((m) => chain([m.move, ...m.line], 'wrong'))];
    return {
      draft: { size, stones, toMove: BLACK, goal: { kind: 'best_move' }, tree, scope: [...c.scope] },
      technique: 'endgame',
      prompt: 'best_move',
      difficulty: openEnds * 4 + wrong.length / 4 - gainFor(BLACK, c.count, nextBest),
      openEnds,
      bestGain,
      margin: gainFor(BLACK, c.count, nextBest),
      ...(threat === undefined ? {} : { threat }),
    };
  };
}
