// The rules of a challenge on the app's side (pure, tested as tables): its id (chosen here, so a start
// queued offline replays as the same challenge and is paid once), whether the shown balance allows it,
// the result body the server replays (problems: the player's moves; games: every move of both sides,
// "pass" for passes, who resigned and the agreed dead stones), and what the rules say at once: the verdict
// the moves give, the stars a first win earns, and the prisoners each side took.
import { parseVertex } from '../../domain/go/coords';
import { play, type Position } from '../../domain/go/position';
import { minimumPlayerStones, playerStonesIn, starsForWin } from '../../domain/rules/singlePlay';
import type { SingleMission, SingleVerdict } from '../../protocol';
import type { AiBattleResult } from './aiBattle';
import type { SingleGamePlay } from './singleMissionData';

/** An id the schema accepts (8–64 of A–Z a–z 0–9 _ -): a UUID without its dashes. */
export function newChallengeId(random: () => string = defaultUuid): string {
  const id = random()
    .replace(/[^A-Za-z0-9_]/g, '')
    .slice(0, 64);
  return id.length >= 8 ? id : `${id}${Date.now().toString(36)}`.padEnd(8, '0').slice(0, 64);
}

function defaultUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 14)}`;
}

/** Whether a challenge may start: the shown balance (null while unknown: the server decides) covers it. */
export function canAfford(balance: number | null, cost: number): boolean {
  return balance === null || balance >= cost;
}

export interface ResultClaim {
  moves: string[];
  resign?: 'player' | 'opponent';
  dead: string[];
  outcome: 'win' | 'loss';
}

/** Problems: the player's moves (the answer tree replies on the server). */
export function problemClaim(end: { solved: boolean; moves: readonly string[] }): ResultClaim {
  return { moves: [...end.moves], dead: [], outcome: end.solved ? 'win' : 'loss' };
}

/** Games: every move of both sides in order, who resigned, and the dead stones the count used. */
export function gameClaim(result: AiBattleResult): ResultClaim {
  const { reason } = result;
  const claim: ResultClaim = {
    moves: [...result.moves],
    dead: reason.kind === 'score' ? [...reason.dead] : [],
    outcome: result.playerWon ? 'win' : 'loss',
  };
  if (reason.kind === 'resignation') {
    // The resigning colour is the loser: the player resigned when the winner is not the player.
    claim.resign = result.playerWon ? 'opponent' : 'player';
  }
  return claim;
}

/**
 * The verdict the server's replay gives the game (server/single/verify.ts reads the same rules): a capture
 * game is decided by the capture target or a resignation, never by counting; a full game by the count or
 * a resignation; and a win needs the player's own stones the rules ask (singlePlay.ts
 * `minimumPlayerStones`). The server also re-checks an AI resignation with the engine; the app trusts
 * its own AI there.
 */
export function predictGameVerdict(
  kind: SingleMission['kind'],
  result: AiBattleResult,
  boardSize: number,
): SingleVerdict {
  const verdict = ruleVerdict(kind, result);
  if (verdict !== 'win') return verdict;
  // On a win the winner is the player.
  const stones = playerStonesIn(result.moves, result.firstColor === result.winner);
  return stones >= minimumPlayerStones(kind === 'capture' ? 'capture' : 'game', boardSize)
    ? 'win'
    : 'too_few_moves';
}

function ruleVerdict(kind: SingleMission['kind'], result: AiBattleResult): SingleVerdict {
  const won = result.playerWon ? 'win' : 'loss';
  switch (result.reason.kind) {
    case 'resignation':
      return won;
    case 'capture':
      return kind === 'capture' ? won : 'not_finished';
    case 'captures':
      return 'target_not_reached';
    case 'score':
      if (kind === 'capture') return 'target_not_reached';
      return result.winner === null ? 'draw' : won;
  }
}

/** Problems: solved is a win, anything else a wrong answer. */
export function predictProblemVerdict(solved: boolean): SingleVerdict {
  return solved ? 'win' : 'wrong_answer';
}

/** Only a win the server verifies is credited. */
export function isCredited(verdict: SingleVerdict, outcome: 'win' | 'loss'): boolean {
  return verdict === 'win' && outcome === 'win';
}

/**
 * Stars of a first win by the rules (singlePlay.ts `starsForWin`): every earlier try of a mission never
 * won was a miss. After a win the server knows which tries missed; the app leaves it to the server.
 */
export function predictStars(record: { stars: number; tries: number } | null): number | null {
  if (record === null || record.stars > 0) return null;
  return starsForWin(record.tries);
}

/** The prisoners each side took over the game's moves, from the setup: [player, opponent]. */
export function killedStones(game: SingleGamePlay, moves: readonly string[]): [number, number] {
  let position: Position = game.start;
  for (const text of moves) {
    const vertex = parseVertex(position.size, text);
    if (!vertex.ok) break;
    const next = play(position, vertex.value);
    if (!next.ok) break;
    position = next.position;
  }
  const { black, white } = position.captures;
  return game.playerColor === 1 ? [black, white] : [white, black];
}

/** Capture games: the stones still to capture after the game; null for other missions. */
export function remainingStones(game: SingleGamePlay, killed: readonly [number, number]): number | null {
  return game.mode === 'capture' ? Math.max(0, game.captureTarget - killed[0]) : null;
}

/** The mission to offer next: the one after, when the group has it and the server opened it. */
export function nextMissionIndex(
  missionIndex: number,
  missionCount: number | null,
  lastOpen: number,
): number | null {
  const next = missionIndex + 1;
  if (missionCount !== null && next >= missionCount) return null;
  return lastOpen >= next ? next : null;
}

/** Where a win's result write stands, as far as opening missions goes. */
export type NoteAnswer =
  { state: 'pending' } | { state: 'applied'; lastjkno: number } | { state: 'rejected' };

/**
 * The group's last open mission with this tab's wins counted: a confirmed one by the server's lastjkno, a
 * pending one by the rules (a win of the open mission opens the next, singlePlay.ts `lastOpenAfterWin`), a
 * refused one not at all; never past the group's mission count.
 */
export function lastOpenWithNotes(
  serverLast: number,
  notes: readonly { key: string; missionIndex: number }[],
  answerOf: (key: string) => NoteAnswer,
  missionCount: number | null,
): number {
  let last = Math.max(0, serverLast);
  for (const note of notes) {
    const answer = answerOf(note.key);
    if (answer.state === 'applied') last = Math.max(last, answer.lastjkno);
    else if (answer.state === 'pending' && note.missionIndex === last) last += 1;
  }
  return missionCount === null ? last : Math.min(last, Math.max(0, missionCount));
}

/** A mission's state from the group's last open mission (R3.15's lastjkno). */
export function missionStateAt(missionIndex: number, lastOpen: number): 'cleared' | 'open' | 'locked' {
  if (missionIndex < lastOpen) return 'cleared';
  return missionIndex <= Math.max(0, lastOpen) ? 'open' : 'locked';
}
