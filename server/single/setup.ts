// The starting position of a capture or full-game mission: its setup rows (or an empty board) with the
// side to move. Shared by the pack loader (a bad setup stops the start), the content checker and the
// result replay, so all three read the same board.
import {
  BLACK,
  emptyPosition,
  fromAscii,
  isBoardSize,
  libertiesAt,
  WHITE,
  withToMove,
  type BoardSize,
  type Color,
  type Position,
} from '../../src/domain/go';
import type { SingleGame } from '../../src/protocol';

export type SetupError = 'bad_size' | 'bad_board' | 'dead_setup_stone' | 'no_capture_target';

export const colorOf = (c: 'B' | 'W'): Color => (c === 'B' ? BLACK : WHITE);

/** The position a game mission starts from, or why its setup is unusable. */
export function startPosition(
  game: SingleGame,
  kind: 'capture' | 'game',
): { ok: true; position: Position } | { ok: false; error: SetupError } {
  if (!isBoardSize(game.size)) return { ok: false, error: 'bad_size' };
  if (kind === 'capture' && game.captureTarget === undefined)
    return { ok: false, error: 'no_capture_target' };
  const toMove = colorOf(game.toMove);
  if (game.board === undefined) return { ok: true, position: emptyPosition(game.size as BoardSize, toMove) };
  const parsed = fromAscii(game.board.join('\n'));
  if (!parsed.ok || parsed.value.size !== game.size) return { ok: false, error: 'bad_board' };
  const position = withToMove(parsed.value, toMove);
  // A setup chain without liberties could never have been played: refuse it.
  const { size, stones } = position;
  for (let v = 0; v < stones.length; v++) {
    if (stones[v] === 0) continue;
    if (libertiesAt(size, stones, v).length === 0) return { ok: false, error: 'dead_setup_stone' };
  }
  return { ok: true, position };
}
