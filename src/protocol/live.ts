// Live games between people over the realtime socket (issue 18): seeks, challenges, moves, the end of the
// game, chat and spectators. Client → server events carry a zod-checked payload; the server answers a
// refusal on `live:refused` (never a disconnect), and everything about a game goes to its room, so players
// and spectators on any server process see the same moves in the same order. HTTP: the SGF of a game and
// the lobby (who seeks, which games run).
import * as z from 'zod/mini';
import { endpoint, ok, userno } from './define';
import { apiErrors } from './errors';
import { liveEvents } from './socketEvents';

const int = z.int();
const nonneg = int.check(z.nonnegative());
const gameId = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,40}$/));
export const liveSizes = [9, 13, 19] as const;
const size = z.union([z.literal(9), z.literal(13), z.literal(19)]);
const control = z.enum(['blitz', 'rapid', 'live']);

export { liveEvents };

export const seekRequest = z.object({ size, control });
export const challengeRequest = z.object({
  to: int.check(z.positive()),
  size,
  control,
  /** Absent: the table's suggestion. */
  handicap: z.optional(int.check(z.minimum(0), z.maximum(9))),
  komi: z.optional(z.number().check(z.minimum(-50), z.maximum(50))),
  /** Unrated, with undo, between friends. */
  teaching: z.optional(z.boolean()),
});
export const challengeAnswer = z.object({ id: gameId, accept: z.boolean() });
export const gameRef = z.object({ gameId });
/** A move names the move number it is (0-based): a replayed or stale move is refused, never played twice. */
export const moveRequest = z.object({
  gameId,
  moveNo: nonneg.check(z.maximum(2000)),
  /** Vertex index y * size + x; -1 passes. */
  vertex: int.check(z.minimum(-1), z.maximum(19 * 19 - 1)),
});
export type MoveRequest = z.infer<typeof moveRequest>;
export const undoAnswerRequest = z.object({ gameId, accept: z.boolean() });
export const markRequest = z.object({ gameId, vertex: int.check(z.minimum(0), z.maximum(19 * 19 - 1)) });
export const agreeRequest = z.object({ gameId, version: nonneg });
export const chatLinePayload = z.union([
  z.object({ kind: z.literal('phrase'), phrase: z.string().check(z.maxLength(32)) }),
  z.object({ kind: z.literal('emoticon'), emoticon: nonneg }),
  z.object({ kind: z.literal('text'), text: z.string().check(z.maxLength(1000)) }),
]);
export const liveChatRequest = z.object({ gameId, line: chatLinePayload });
export const reportRequest = z.object({ gameId, note: z.optional(z.string().check(z.maxLength(500))) });
export const blockRequest = z.object({ userno: int.check(z.positive()) });

export interface LivePlayerView {
  /** 0 for the bot. */
  userno: number;
  name: string;
  step: number;
  bot: boolean;
  connected: boolean;
}

export interface LiveClockView {
  mainMs: number;
  periods: number;
  periodLeftMs: number;
}

export type LivePhase = 'playing' | 'scoring' | 'ended';

export interface LiveResultView {
  winner: 1 | -1 | 0;
  /** 'resign' | 'time' | 'score' | 'abort' | 'abandon' */
  reason: string;
  /** SGF RE: B+R, W+3.5, B+T, Void. */
  text: string;
  blackScore?: number;
  whiteScore?: number;
  /** Rank point change per colour, 0 when unrated. */
  blackPoints: number;
  whitePoints: number;
  blackStepAfter: number;
  whiteStepAfter: number;
}

export interface LiveStateView {
  gameId: string;
  size: number;
  komi: number;
  handicap: number;
  rated: boolean;
  teaching: boolean;
  control: string;
  black: LivePlayerView;
  white: LivePlayerView;
  /** Setup stones (handicap) as vertices. */
  setup: number[];
  moves: Array<{ color: 1 | -1; vertex: number }>;
  phase: LivePhase;
  toMove: 1 | -1;
  clocks: { black: LiveClockView; white: LiveClockView; running: 1 | -1 | 0 };
  /** The server's time when the state was sent (the client corrects its clock display to it). */
  serverTime: number;
  marking: { dead: number[]; version: number; blackAgreed: boolean; whiteAgreed: boolean } | null;
  undoAskedBy: 1 | -1 | 0;
  result: LiveResultView | null;
  spectators: number;
  /** Your colour in this game, 0 for a spectator. */
  you: 1 | -1 | 0;
  /** Sent to a player only: whether they may type free text (else fixed phrases and emoticons). */
  freeText?: boolean;
}

export interface LiveMovedView {
  gameId: string;
  moveNo: number;
  color: 1 | -1;
  vertex: number;
  captured: number[];
  clocks: LiveStateView['clocks'];
  serverTime: number;
}

export const liveSgfEndpoint = endpoint({
  path: '/api/live/sgf',
  summary: 'The SGF record of a live game (players, levels, date, time control, komi, result, moves).',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), gameId }),
  response: () => ok({ sgf: z.string(), name: z.string() }),
  requirements: ['R2.18'],
  errors: [apiErrors.invalidRequest],
});

const lobbySeek = z.object({
  userno: int,
  username: z.string(),
  astep: int,
  rpoint: nonneg,
  size: int,
  control: z.string(),
});
const lobbyGame = z.object({
  gameId: z.string(),
  size: int,
  black: z.object({ username: z.string(), astep: int, bot: z.boolean() }),
  white: z.object({ username: z.string(), astep: int, bot: z.boolean() }),
  moves: nonneg,
});

export const liveLobbyEndpoint = endpoint({
  path: '/api/live/lobby',
  summary: 'Who is seeking a game now (level, board, time control) and the games running to watch.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({
      seeks: z.array(lobbySeek),
      games: z.array(lobbyGame),
      /** Your own games still running (to go back to). */
      mine: z.array(z.string()),
      /** Your step, and your friends' (a link each way) with theirs: a challenge's suggestion follows them. */
      astep: int,
      friends: z.array(z.object({ userno: int, username: z.string(), astep: int })),
    }),
  requirements: ['R2.18'],
  errors: [],
});

export const liveHistoryEndpoint = endpoint({
  path: '/api/live/history',
  summary: "The user's last finished live games with their results.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({
      games: z.array(
        z.object({
          gameId: z.string(),
          size: int,
          black: z.string(),
          white: z.string(),
          result: z.string(),
          endedAt: nonneg,
        }),
      ),
    }),
  requirements: ['R2.18'],
  errors: [],
});

export const liveEndpoints = [liveSgfEndpoint, liveLobbyEndpoint, liveHistoryEndpoint] as const;
