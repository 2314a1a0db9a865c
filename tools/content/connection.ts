// Connection tesuji (issue 14, "new topics": connection and cutting tesuji): the player's stones are cut
// apart by a few opponent stones, one of the cut-off chains is in danger, and the way to connect is to
// capture the cutting stones (끊은 돌 잡기, 吃掉断点子) — by a ladder, a net, a throw-in or a snapback.
// The capture reader proves the capture as for every capture problem (exactly one first move captures);
// `connectsByCapture` keeps a fight only when the capture is what joins the player's stones:
// - the target (the cutting chain) touches two or more of the player's chains;
// - with the opponent to move at the start, one of those chains can be captured (the cut hurts);
// - at the end of the main line (the cutting stones taken) none of them can be captured with the opponent
//   to move, and at least two of them touch the points the cutting stones stood on, or are one chain.
import type { Vertex } from '../../src/domain/go/coords';
import { neighbours } from '../../src/domain/go/coords';
import { FastBoard } from '../../src/domain/go/fastBoard';
import type { Position } from '../../src/domain/go/position';
import type { Color } from '../../src/domain/go/stones';
import { CaptureReader } from '../../src/domain/content/captureReader';

/** How deep the safety of the player's chains is read (the opponent to move). */
const SAFETY_PLIES = 15;

/** The player's chains (a point of each) next to the chain at `target`, on `board`. */
export function chainsAround(board: FastBoard, target: number, color: Color): number[] {
  const heads = new Map<number, number>();
  for (const s of board.chainStones(target))
    for (const v of neighbours(board.size, board.vertexOf(s))) {
      const p = board.pointOf(v);
      if (board.at(p) === color) heads.set(board.chainHead(p), p);
    }
  return [...heads.values()];
}

/** Whether the side not to move on `board` loses a chain of `points` (the side to move attacks). */
function anyCapturable(board: FastBoard, points: readonly number[], owner: Color): boolean | null {
  for (const p of points) {
    if (board.at(p) !== owner) continue;
    const reader = new CaptureReader(p, owner);
    const outcome = reader.capture(board, SAFETY_PLIES);
    if (outcome === 'unknown') return null;
    if (outcome === 'win') return true;
  }
  return false;
}

/**
 * Whether capturing the target by the right line `line` (the player's moves and the opponent's answers,
 * from the start) connects the player's stones around it (the conditions above): 'ok', or why not; null
 * when a reading ran out. `position` is the problem's start with the player to move.
 */
export function connectsByCapture(
  position: Position,
  target: Vertex,
  line: readonly Vertex[],
): string | null {
  const root = FastBoard.fromPosition(position);
  const player = position.toMove;
  const t = root.pointOf(target);
  const around = chainsAround(root, t, player);
  if (around.length < 2) return 'not_cutting';
  const passed = root.clone();
  passed.pass();
  const threatened = anyCapturable(passed, around, player);
  if (threatened === null) return 'unknown';
  if (!threatened) return 'no_danger';
  const cutters = root.chainStones(t);
  let end = root.clone();
  for (const move of line) {
    const next = end.clone();
    if (!next.play(next.pointOf(move))) return 'replay';
    end = next;
  }
  if (end.at(t) === -player) return 'not_captured';
  const safeAfter = anyCapturable(end, around, player);
  if (safeAfter === null) return 'unknown';
  if (safeAfter) return 'still_in_danger';
  // At least two of the chains are one now, or touch the points the cutting stones stood on.
  const joined = new Set<number>();
  for (const p of around) {
    if (end.at(p) !== player) return 'lost_stones';
    const touches = end
      .chainStones(p)
      .some((s) => neighbours(end.size, end.vertexOf(s)).some((v) => cutters.includes(end.pointOf(v))));
    if (touches) joined.add(end.chainHead(p));
  }
  const heads = new Set(around.map((p) => end.chainHead(p)));
  if (heads.size === around.length && joined.size < 2) return 'not_joined';
  return 'ok';
}
