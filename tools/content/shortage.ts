// Shortage of liberties (자충, 气紧; issue 14, "new topics"): capture problems where two ataris are on the
// board and one of them fails because the player's own stones beside it run short of liberties, so the
// opponent answers it by capturing them. The lesson a teacher gives a beginner: before you play atari,
// count your own liberties at that point. The solver (tactics.ts `solveCapture`) proves the capture as for
// every capture problem; the template keeps a fight only when
// - the one right first move is an atari (on a liberty of the target, leaving it one) that is not itself
//   a stone in atari, and the answer takes two moves of the player at least;
// - a wrong first move among the tempting ones is an atari too, and the reply that refutes it captures
//   stones of the player: the atari from the short side.
import type { BoardSize } from '../../src/domain/go/coords';
import { FastBoard } from '../../src/domain/go/fastBoard';
import { createPosition } from '../../src/domain/go/position';
import type { ProblemNode } from '../../src/domain/go/problem';
import { parseProblemJson } from '../../src/domain/go/problemJson';
import type { ProblemJson } from '../../src/domain/go/problemJson';
import { BLACK } from '../../src/domain/go/stones';
import { chainAt } from '../../src/domain/go/chains';
import { libertyList } from '../../src/domain/content/boardReading';
import type { Area } from './fights';
import { randomFight } from './fights';
import { fight } from './planBuilders';
import { defaultTactics, isRejected, rejected, solveCapture } from './tactics';
import type { TacticsSolution } from './tactics';
import type { Template } from './templates';

export interface ShortageOptions {
  readonly sizes: readonly BoardSize[];
  readonly areas: readonly Area[];
  readonly targetStones: readonly [number, number];
  /** Plies of the fastest capture: 3 (atari, extension, capture) or more. */
  readonly distance: readonly [number, number];
  readonly density: { readonly black: number; readonly white: number };
}

/**
 * The wrong first moves of `tree` that are ataris refuted by a capture of the player's stones, with the
 * stones lost; `board` is the problem's start with the player to move.
 */
export function shortSideAtaris(
  board: FastBoard,
  target: number,
  tree: readonly ProblemNode[],
): { move: number; lost: number }[] {
  const out: { move: number; lost: number }[] = [];
  const player = board.toMove;
  for (const node of tree) {
    if (node.verdict !== 'wrong') continue;
    const reply = node.children[0];
    // A pass takes nothing: only a reply on the board can show the lesson.
    if (reply === undefined || reply.move < 0) continue;
    const move = board.pointOf(node.move);
    if (!libertyList(board, target).includes(move)) continue;
    const after = board.clone();
    if (!after.play(move) || after.at(target) === 0 || after.liberties(target) !== 1) continue;
    const refuted = after.clone();
    const before = refuted.prisoners(-player as typeof player);
    if (!refuted.play(refuted.pointOf(reply.move))) continue;
    const lost = refuted.prisoners(-player as typeof player) - before;
    if (lost > 0) out.push({ move: node.move, lost });
  }
  return out;
}

function rightIsAtari(s: TacticsSolution): boolean {
  const first = s.mainLine[0];
  return first !== undefined && first.onLiberty && first.targetLiberties === 1 && !first.selfAtari;
}

export function shortageTemplate(o: ShortageOptions): Template {
  const settings = { ...defaultTactics, maxPlies: 15, wrongMoves: 4 };
  return (random) => {
    const size = o.sizes[random.int(o.sizes.length)] as BoardSize;
    const area = o.areas[random.int(o.areas.length)] as Area;
    const drawn = randomFight(
      random,
      fight({
        size,
        area,
        targetStones: o.targetStones,
        targetLiberties: [2, 2],
        attackerDensity: o.density.black,
        defenderDensity: o.density.white,
        allowAtari: false,
      }),
    );
    if (drawn === null) return rejected('draw');
    const position = createPosition({ size, stones: drawn.stones, toMove: BLACK });
    const s = solveCapture(position, drawn.target, settings);
    if (isRejected(s)) return s;
    if (s.distance < o.distance[0] || s.distance > o.distance[1]) return rejected('distance');
    if (!rightIsAtari(s)) return rejected('right_not_atari');
    const board = FastBoard.fromPosition(position);
    const short = shortSideAtaris(board, board.pointOf(drawn.target), s.tree);
    if (short.length === 0) return rejected('no_short_side');
    const targets = chainAt(size, drawn.stones, drawn.target).sort((a, b) => a - b);
    return {
      draft: { size, stones: drawn.stones, toMove: BLACK, goal: { kind: 'capture', targets }, tree: s.tree },
      technique: 'capture',
      prompt: 'capture',
      difficulty: s.distance * 10 + s.wrongCount,
    };
  };
}

/**
 * Whether a completed problem still shows the lesson: completion gives every wrong move its strongest
 * refutation, which for the atari from the short side may be an extension rather than the capture.
 */
export function showsShortSide(problem: ProblemJson): boolean {
  const parsed = parseProblemJson(problem);
  if (!parsed.ok || parsed.value.goal.kind !== 'capture') return false;
  const target = parsed.value.goal.targets[0];
  if (target === undefined) return false;
  const board = FastBoard.fromPosition(parsed.value.start);
  return shortSideAtaris(board, board.pointOf(target), parsed.value.tree).length > 0;
}
