// Why a wrong answer fails, as a fact a child can read (issue 14: "every wrong line has a one-sentence
// reason"). After the wrong move and the tree's refutation (proven by the content checker), it reads the
// board: how many of the player's stones the opponent took, the marked stones' liberties, or the fate of
// the marked group (in a make-ko problem, the group's fate even if the player wins every ko); in a counted endgame, the points the move counts less than the best (recorded in the
// tree by the content tools, which read the whole endgame). The screen turns the reason into a sentence in
// the student's language.
import type { Vertex } from './coords';
import { chainAt, libertiesAt } from './chains';
import { play } from './position';
import type { ProblemState } from './problemAnswer';
import type { Color } from './stones';

export type WrongReason =
  /** The opponent's answer took this many of the player's stones (capture and save problems). */
  | { readonly kind: 'captures_yours'; readonly stones: number }
  /**
   * Capture problems (any or all): the marked stones now have this many liberties (the fewest of their
   * chains); `stones` counts the marked stones still standing with their chains (one stone reads "the
   * marked stone").
   */
  | { readonly kind: 'target_liberties'; readonly liberties: number; readonly stones: number }
  /** Save problems: the marked stones were taken. */
  | { readonly kind: 'targets_lost' }
  /** Save problems: the marked stones are in atari with no way out. */
  | { readonly kind: 'targets_in_atari' }
  /** Kill problems: the marked group can no longer be killed (it lives, or lives in seki). */
  | { readonly kind: 'group_lives' }
  /** Live problems: the player's marked group can no longer live. */
  | { readonly kind: 'group_dies' }
  /** Make-ko problems (`Problem.koGroup`): the player's group dies even if the player wins every ko. */
  | { readonly kind: 'ko_group_dies' }
  /** Make-ko problems: the opponent's group lives even if the player wins every ko. */
  | { readonly kind: 'ko_group_lives' }
  /**
   * Counted endgames: the move counts this many points less than the best move after best play (at least
   * this many with `atLeast`), as the tree records it (`ProblemNode.short`).
   */
  | { readonly kind: 'counts_less'; readonly points: number; readonly atLeast: boolean };

/**
 * The reason of a wrong answer, from the state after the wrong move (`answer`'s 'wrong' state) and its
 * refutation (the opponent's reply first, both sides alternately); null when there is nothing to tell
 * beyond the reply itself (no refutation, or a goal without marked stones).
 */
export function wrongReason(state: ProblemState, refutation: readonly Vertex[]): WrongReason | null {
  if (refutation.length === 0) return null;
  const { problem, player } = state.problem;
  const goal = problem.goal;
  if (goal.kind === 'kill') return { kind: 'group_lives' };
  if (goal.kind === 'live') return { kind: 'group_dies' };
  if (goal.kind === 'best_move' && problem.koGroup !== undefined)
    return { kind: problem.start.stones[problem.koGroup] === player ? 'ko_group_dies' : 'ko_group_lives' };
  if (goal.kind === 'best_move') {
    const short = state.node?.node.short;
    return short === undefined ? null : { kind: 'counts_less', points: short.points, atLeast: short.atLeast };
  }
  if (goal.kind !== 'capture' && goal.kind !== 'save' && goal.kind !== 'capture_any') return null;

  const opponent = -player as Color;
  let position = state.position;
  let taken = 0;
  for (const [i, vertex] of refutation.entries()) {
    const color = i % 2 === 0 ? opponent : player;
    const played = play(position, vertex, { ...(problem.rules ?? {}), color });
    if (!played.ok) break;
    if (color === opponent) taken += played.captured.length;
    position = played.position;
  }
  const { size, stones } = position;
  const owner = goal.kind === 'save' ? player : opponent;
  const standing = goal.targets.filter((t) => stones[t] === owner);
  const fewest = Math.min(...standing.map((t) => libertiesAt(size, stones, t).length));
  if (goal.kind === 'save') {
    if (standing.length < goal.targets.length) return { kind: 'targets_lost' };
    if (fewest === 1) return { kind: 'targets_in_atari' };
    return taken > 0 ? { kind: 'captures_yours', stones: taken } : null;
  }
  if (taken > 0) return { kind: 'captures_yours', stones: taken };
  if (standing.length === 0) return null;
  const chained = new Set(standing.flatMap((t) => chainAt(size, stones, t))).size;
  return { kind: 'target_liberties', liberties: fewest, stones: chained };
}
