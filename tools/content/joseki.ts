// Joseki on 19×19 (issue 14, "basic joseki choices on 19×19"): corner positions of standard joseki, and of
// the trick plays the joseki books answer, at a moment where the book move captures: the side to move takes
// one to four stones of the opponent. The rest of the board is empty, as in a book diagram, so the app
// crops the board to the corner. What is proven is the capture: the capture reader finds exactly one first
// move that captures (every other first move near the stones classified and refuted, GNU Go checking, as
// for every capture problem). That this move is the one the joseki plays is a fact of the game, entered by
// hand below; the scan that found the moments kept only those where the book move and the proven capture
// are the same move.
//
// Why captures only: a joseki choice between a capture and a quieter move, or between two big points, is
// not something a reader here proves (docs/content.md, "Joseki"), and problems the solver cannot prove are
// not shipped.
import { chainAt } from '../../src/domain/go/chains';
import { PASS, parseVertex } from '../../src/domain/go/coords';
import type { Vertex } from '../../src/domain/go/coords';
import { createPosition, play } from '../../src/domain/go/position';
import type { Position } from '../../src/domain/go/position';
import type { Random } from '../../src/domain/go/random';
import { BLACK, WHITE } from '../../src/domain/go/stones';
import type { Color } from '../../src/domain/go/stones';
import { defaultTactics, isRejected, rejected, solveCapture } from './tactics';
import type { Rejected } from './tactics';
import type { Made } from './templates';

/**
 * One moment of a joseki: the moves so far in the top right corner, each with its colour ("BQ16 WR14 …";
 * PASS where a side played elsewhere, and two moves of one colour in a row where the other did), a stone
 * of the chain the book move captures, and the book move. The side to move is the target's opponent.
 */
export interface JosekiMoment {
  readonly moves: string;
  readonly target: string;
  readonly book: string;
}

/**
 * The catalogue, by line of play: the moments of one line are a few moves apart, so a group takes at most
 * one of them. Names follow the first moves (the 4-4 point is Q16, the 3-4 point R16).
 */
export const josekiLines: readonly (readonly JosekiMoment[])[] = [
  // 4-4 point, knight's approach at R14, pincer at R12; White's O17, then the fight after Q14 and Q13.
  [
    { moves: 'BQ16 WR14 BR12 WO17 BQ14 WQ13 BR13 WQ17 BR15 WR17 BPASS WS14', target: 'R14', book: 'S15' },
    {
      moves: 'BQ16 WR14 BR12 WO17 BQ14 WQ13 BR13 WQ17 BR15 WR17 BPASS WS14 BS15 WP14',
      target: 'R14',
      book: 'Q15',
    },
  ],
  // 4-4 point, knight's approach, Black's O16; the fight in the corner after both sides played elsewhere.
  [{ moves: 'BQ16 WR14 BO16 WPASS BR15 WQ14 BPASS WR17 BQ17 WS15 BR16 WS16', target: 'R17', book: 'S17' }],
  // 4-4 point, knight's approach, Black's O16; White's R16 under the stone.
  [{ moves: 'BQ16 WR14 BO16 WR16 BR17 WS17 BS16 WR15', target: 'S17', book: 'S18' }],
  // 4-4 point, attach and extend; after White's crawl at R15, the trick play at Q15 and the book's answers.
  [
    {
      moves:
        'BQ16 WR14 BQ14 WQ13 BP14 WR15 BR16 WQ15 BP15 WP16 BO16 WP17 BS16 WR13 BO17 WP18 BO18 WR18 BS18 WS19 ' +
        'BT18 WS15 BT16 WO19 BN18 WQ17 BQ19 WT15 BR17 WS17 BT17 WR19 BP19 WQ18',
      target: 'O19',
      book: 'P19',
    },
    {
      moves: 'BQ16 WR14 BQ14 WQ13 BP14 WR15 BR16 WQ15 BP15 WP16 BO16 WP17 BS16 WR13 BO17 WP18 BO18 WR17',
      target: 'P18',
      book: 'Q17',
    },
    {
      moves:
        'BQ16 WR14 BQ14 WQ13 BP14 WR15 BR16 WQ15 BP15 WP16 BO16 WP17 BS16 WR13 BO17 WP18 BO18 WR17 BQ17 WQ18',
      target: 'P18',
      book: 'R18',
    },
  ],
  // The same trick play, White's S15 on the side.
  [
    {
      moves:
        'BQ16 WR14 BQ14 WQ13 BP14 WR15 BR16 WQ15 BP15 WP16 BO16 WP17 BS16 WS15 BR13 WS13 BR12 WS12 BO17 WQ18 ' +
        'BO18 WS18 BR18',
      target: 'R18',
      book: 'R17',
    },
    {
      moves:
        'BQ16 WR14 BQ14 WQ13 BP14 WR15 BR16 WQ15 BP15 WP16 BO16 WP17 BS16 WS15 BR13 WS13 BR12 WS12 BO17 WQ18 ' +
        'BO18 WS18 BR18 WR17 BQ17 WP18 BS17',
      target: 'R18',
      book: 'R19',
    },
  ],
  // The same trick play after White's S16.
  [
    {
      moves: 'BQ16 WR14 BQ14 WQ13 BP14 WR15 BR16 WS16 BS17 WQ15 BP15 WP16 BO16 WP17 BQ18 WQ17 BR17 WP18 BO18',
      target: 'Q18',
      book: 'R18',
    },
    {
      moves:
        'BQ16 WR14 BQ14 WQ13 BP14 WR15 BR16 WS16 BS17 WQ15 BP15 WP16 BO16 WP17 BQ18 WQ17 BR17 WP18 BO18 WR18 ' +
        'BO17 WQ19 BS18 WS19',
      target: 'S16',
      book: 'S15',
    },
  ],
  // Attach and extend, White's R17 instead of the crawl.
  [{ moves: 'BQ16 WR14 BQ14 WQ13 BP14 WR17 BR15 WR13 BQ17 WS15 BR16 WS16', target: 'R17', book: 'S17' }],
  // Attach, White's hane at Q13, Black's R15 and White's cut at P14.
  [
    { moves: 'BQ16 WR14 BQ14 WQ13 BR15 WP14 BQ15 WP13', target: 'R14', book: 'R13' },
    { moves: 'BQ16 WR14 BQ14 WQ13 BR15 WP14 BQ15 WS14 BP13 WQ12', target: 'P14', book: 'O14' },
  ],
  // Attach, White's hane at Q13, Black's R13 under it and White's Q15.
  [{ moves: 'BQ16 WR14 BQ14 WQ13 BR13 WQ15 BP14 WR15 BP15 WR12 BS13 WS12 BP13', target: 'R13', book: 'Q12' }],
  // Attach, White's hane at Q15 on top.
  [{ moves: 'BQ16 WR14 BQ14 WQ15 BR15 WP15 BR16 WR13 BO16 WO15 BN15 WP16 BP17', target: 'Q14', book: 'P13' }],
  // 3-4 point, high approach at P16, Black's attach at P17 and White's Q16.
  [{ moves: 'BR16 WP16 BP17 WQ16 BQ17 WR15 BS15 WS16 BR17', target: 'S15', book: 'S14' }],
  // 3-4 point, high approach, Black's R14 and White's 3-3 at R17.
  [{ moves: 'BR16 WP16 BR14 WR17 BQ17 WQ16 BR18 WS17 BS16 WQ18 BP17', target: 'R18', book: 'S18' }],
  // 3-4 point, approach at P17, Black's Q14 and White's L17.
  [
    { moves: 'BR16 WP17 BQ14 WL17 BN17 WN18 BM18 WM17', target: 'N18', book: 'O18' },
    {
      moves: 'BR16 WP17 BQ14 WL17 BN17 WN18 BM18 WM17 BO18 WN16 BO17 WO16 BP16 WP18 BN19 WP19 BO19 WL18',
      target: 'P19',
      book: 'Q17',
    },
  ],
  // 3-4 point, approach at O17, Black's pincer at M17 and White's 3-3 at R17.
  [{ moves: 'BR16 WO17 BM17 WR17 BQ17 WQ16 BP16 WQ15 BR18 WP17 BS17 WQ18 BR17', target: 'P16', book: 'O15' }],
  // 4-4 point with a stone at Q10 (a handicap game): White's approach at R14 and Black's R15.
  [
    {
      moves: 'BQ16 BQ10 WR14 BR15 WQ14 BPASS WP16 BP17 WO16 BO17 WQ17 BR17 WQ18 BR18 WQ15',
      target: 'Q18',
      book: 'R16',
    },
  ],
  // 4-4 point, White's approach at Q13, Black's O16 and White's R16 under the stone.
  [{ moves: 'BQ16 WQ13 BO16 WR16 BR17 WS17 BR15 WS16 BQ17 WQ15 BP15', target: 'R15', book: 'Q14' }],
  // The same, Black's R15 and the fight on the right side.
  [
    {
      moves: 'BQ16 WQ13 BO16 WR16 BR15 WQ15 BS15 WS16 BS13 WQ17 BP16 WP18 BO18 WQ14 BR17 WS17 BR18 WS18',
      target: 'P18',
      book: 'Q18',
    },
    {
      moves:
        'BQ16 WQ13 BO16 WR16 BR15 WQ15 BS15 WS16 BS13 WQ17 BP16 WP18 BO18 WQ14 BR17 WS17 BR18 WS18 BQ18 WR19',
      target: 'P18',
      book: 'P17',
    },
    {
      moves:
        'BQ16 WQ13 BO16 WR16 BR15 WQ15 BS15 WS16 BS13 WQ17 BP16 WP18 BO18 WQ14 BR17 WS17 BR18 WS18 BQ18 WR19 ' +
        'BP17 WS12 BR12 WS14',
      target: 'S12',
      book: 'S11',
    },
    {
      moves:
        'BQ16 WQ13 BO16 WR16 BR15 WQ15 BS15 WS16 BS13 WQ17 BP16 WP18 BO18 WQ14 BR17 WS17 BR18 WS18 BQ18 WR19 ' +
        'BP17 WS14',
      target: 'S14',
      book: 'R14',
    },
  ],
  // The same, White's Q17 and the fight on top.
  [
    {
      moves: 'BQ16 WQ13 BO16 WR16 BR15 WQ15 BS15 WQ17 BP16 WS17 BQ14 WO18 BN18 WN17 BP18',
      target: 'N18',
      book: 'M18',
    },
  ],
];

/** The position after a moment's moves (each with its own colour), or null if a move is illegal. */
export function josekiPosition(moment: JosekiMoment): { position: Position; last: Vertex | null } | null {
  let stones = new Int8Array(19 * 19);
  let last: Vertex | null = null;
  for (const token of moment.moves.split(' ')) {
    const color: Color = token.startsWith('B') ? BLACK : WHITE;
    const text = token.slice(1);
    if (text === 'PASS') continue;
    const v = parseVertex(19, text);
    if (!v.ok || v.value === PASS) return null;
    const r = play(createPosition({ size: 19, stones, toMove: color }), v.value);
    if (!r.ok) return null;
    stones = Int8Array.from(r.position.stones);
    last = v.value;
  }
  const target = parseVertex(19, moment.target);
  if (!target.ok) return null;
  const owner = stones[target.value];
  if (owner !== BLACK && owner !== WHITE) return null;
  // The last move is the opponent's only where the opponent played it (not after the player's own tenuki).
  const lastToken = moment.moves.split(' ').at(-1) ?? '';
  const lastIsOpponent = lastToken.startsWith(owner === BLACK ? 'B' : 'W') && !lastToken.endsWith('PASS');
  return {
    position: createPosition({ size: 19, stones, toMove: -owner as Color }),
    last: lastIsOpponent ? last : null,
  };
}

export interface JosekiMade extends Made {
  /** The line of play (index in `josekiLines`) and the moment in it. */
  readonly line: number;
  readonly moment: number;
  /** Stones of the chain captured. */
  readonly stones: number;
}

/**
 * A capture problem from a joseki moment: a line not taken yet, a moment of it, the position with Black to
 * play (colours swapped where White captures; `draw` picks the player's colour), the target chain proven
 * capturable by exactly one first move.
 */
export function josekiTemplate(takenLines: ReadonlySet<number>): (random: Random) => JosekiMade | Rejected {
  return (random) => {
    const line = random.int(josekiLines.length);
    if (takenLines.has(line)) return rejected('line_taken');
    const moments = josekiLines[line] ?? [];
    const index = random.int(moments.length);
    const moment = moments[index];
    if (moment === undefined) return rejected('no_moment');
    const replayed = josekiPosition(moment);
    if (replayed === null) return rejected('replay');
    const swap = replayed.position.toMove === WHITE ? -1 : 1;
    const stones = Int8Array.from(replayed.position.stones, (s) => s * swap);
    const position = createPosition({ size: 19, stones, toMove: BLACK });
    const target = parseVertex(19, moment.target);
    if (!target.ok) return rejected('replay');
    const s = solveCapture(position, target.value, defaultTactics);
    if (isRejected(s)) return s;
    const chain = chainAt(19, stones, target.value).sort((a, b) => a - b);
    return {
      draft: {
        size: 19,
        stones,
        toMove: BLACK,
        goal: { kind: 'capture', targets: chain },
        tree: s.tree,
        ...(replayed.last === null ? {} : { lastMove: replayed.last }),
      },
      technique: 'capture',
      prompt: 'capture',
      difficulty: s.distance * 10 + s.wrongCount + chain.length,
      line,
      moment: index,
      stones: chain.length,
    };
  };
}
