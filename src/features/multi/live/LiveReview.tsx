// The review of a finished live game (issue 20), loaded only when asked for: the same review as after a
// game against the AI (GameReviewFlow), searched offline in an AI worker of its own. Trying a better move
// plays on against the AI at the level nearest the student's rank.
import { useMemo } from 'react';
import { levelNearRank } from '../../../domain/ai/levels';
import { PASS, type BoardSize } from '../../../domain/go';
import { rankOfStep } from '../../../domain/live';
import type { AiGameOptions, AiMove } from '../../../io/ai/protocol';
import type { LiveStateView } from '../../../protocol';
import { GameReviewFlow, useAiBridge } from '../../single/aiBattle';

export interface LiveReviewProps {
  game: LiveStateView;
  /** The student's colour, 0 for a spectator. */
  color: 1 | -1 | 0;
  /** The student's rank step (for the AI's level when trying a move). */
  step: number;
  onClose: () => void;
}

/** A seed from the game's id, so the same game is reviewed the same way (and found in the cache). */
function seedOf(gameId: string): number {
  let h = 2166136261;
  for (let i = 0; i < gameId.length; i++) h = Math.imul(h ^ gameId.charCodeAt(i), 16777619);
  return (h >>> 0) % 0x7fffffff;
}

export function LiveReview({ game, color, step, onClose }: LiveReviewProps) {
  const bridge = useAiBridge();
  const level = levelNearRank(rankOfStep(step));
  const options = useMemo<AiGameOptions>(
    () => ({
      size: game.size as BoardSize,
      mode: 'full',
      komi: game.komi,
      captureTarget: 1,
      level,
      seed: seedOf(game.gameId),
      ...(game.setup.length > 0 ? { setup: { black: game.setup, toMove: -1 } } : {}),
    }),
    [game.size, game.komi, game.gameId, game.setup, level],
  );
  const moves = useMemo<AiMove[]>(
    () => game.moves.map((m) => ({ color: m.color, vertex: m.vertex === -1 ? PASS : m.vertex })),
    [game.moves],
  );
  if (!bridge) return null;
  return (
    <GameReviewFlow
      bridge={bridge}
      game={options}
      moves={moves}
      playerColor={color === 0 ? 1 : color}
      watching={color === 0}
      names={{ 1: game.black.name, [-1]: game.white.name }}
      onClose={onClose}
    />
  );
}

export default LiveReview;
