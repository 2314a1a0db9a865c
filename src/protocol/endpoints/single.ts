// Single play and dice (spec §7 R7.16–R7.27; issue 4). In single play the category number `sno` is the
// single type of R9.14 (0 AI battle 2, 1 basic, 2 posuk, 3 puzzle, 4 AI battle 1, 5 baduk battle, 6 dice).
// A mission is played inside a challenge (hearts, or a die for dice missions); its result carries the moves
// and the server replays them with src/domain/go before it opens the next mission (docs/content.md).
import * as z from 'zod/mini';
import { endpoint, ok, userno } from '../define';
import { apiErrors } from '../errors';
import { localizedText } from './loadSequence';

const int = z.int();
const nonneg = int.check(z.nonnegative());
/** The single type (R9.14) as a category number. */
const sno = int.check(z.minimum(0), z.maximum(999));
const gno = int.check(z.minimum(0), z.maximum(999));
const jkno = int.check(z.minimum(0), z.maximum(999));
const singleType = int.check(z.minimum(0), z.maximum(6));
const stoneColor = z.enum(['B', 'W']);
/** GTP vertices ("D4") or "pass". */
const vertexOrPass = z.string().check(z.regex(/^([A-HJ-Za-hj-z][1-9][0-9]?|pass)$/));
const vertex = z.string().check(z.regex(/^[A-HJ-Za-hj-z][1-9][0-9]?$/));
/** Chosen by the app (a UUID or similar) so a challenge started offline keeps its id; else the server's. */
const challengeId = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));
const microseconds = nonneg;

/** How a mission is played: a problem (basic, posuk, puzzle, dice), a capture game, or a full game. */
export const singleMissionKinds = ['problem', 'capture', 'game'] as const;

/** The game of a capture or full-game mission: played against the AI from `board` (or an empty board). */
export const singleGameSchema = z.object({
  size: int.check(z.minimum(5), z.maximum(19)),
  /** Setup rows from the top, X black, O white, "." empty; absent = an empty board. */
  board: z.optional(z.array(z.string())),
  /** Who moves first. */
  toMove: stoneColor,
  /** The user's colour; the AI plays the other. */
  player: stoneColor,
  /** The AI level, 1 (weakest) to 10 (src/domain/ai/levels.ts). */
  level: int.check(z.minimum(1), z.maximum(10)),
  /** Points for White; full games are scored by area (Chinese rules). */
  komi: z.number(),
  /** Capture games: the first side to capture this many stones wins. */
  captureTarget: z.optional(int.check(z.positive())),
});
export type SingleGame = z.infer<typeof singleGameSchema>;

/** One mission as /api/single/mission/info answers it and SingleLoadVector lists it. */
export const singleMissionSchema = z.object({
  sno: int,
  gno: int,
  jkno: int,
  kind: z.enum(singleMissionKinds),
  title: localizedText,
  prompt: localizedText,
  hint: localizedText,
  /** kind 'problem': the problem as ProblemJson (src/domain/go/problemJson.ts; parse it with parseProblemJson). */
  problem: z.optional(z.unknown()),
  /** kind 'problem': the problem's stable id ("single/puzzle-g01-m0"), for reports (issue 14). */
  problemId: z.optional(z.string()),
  /** kind 'capture' and 'game'. */
  game: z.optional(singleGameSchema),
  /** How many videos the mission has (R7.27: ano 0..videos-1). */
  videos: nonneg,
  /**
   * The group's in-app video lesson (issue 17): an animated board replay as SGF with captions in three
   * languages in its comments (src/domain/content/lesson.ts). Travels with the mission, so it plays offline.
   */
  lesson: z.optional(z.object({ title: localizedText, sgf: z.string().check(z.maxLength(20000)) })),
});
export type SingleMission = z.infer<typeof singleMissionSchema>;

const userGroupSingleInfo = z.object({ sno: int, gno: int, lastjkno: nonneg, starsum: nonneg });

export const singleCourseEndpoint = endpoint({
  path: '/api/single/course',
  summary:
    'The single-play outline: categories (single types) and their groups with titles, heart costs and mission counts.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({
      version: z.string(),
      categories: z.array(
        z.object({
          sno: int,
          /** The single type's name (singleTypes.ts), e.g. 'puzzle'. */
          key: z.string(),
          title: localizedText,
          groups: z.array(
            z.object({ gno: int, title: localizedText, heart: nonneg, missions: nonneg, kind: z.string() }),
          ),
        }),
      ),
    }),
  requirements: ['R3.25', 'R9.06', 'R9.14'],
  errors: [],
});

export const singleGroupInfoEndpoint = endpoint({
  path: '/api/single/group/info',
  summary:
    "The user's progress in every group of a category: lastjkno (the last open mission; those before it are cleared) and stars.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), sno }),
  response: () => ok({ UserGroupSingleInfo: z.array(userGroupSingleInfo) }),
  requirements: ['R3.15', 'R3.20', 'R7.16'],
  errors: [],
});

export const singleUserInfoEndpoint = endpoint({
  path: '/api/single/user/info',
  summary: "One group's progress with its heart cost and, per mission, stars, tries and whether it is open.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), sno, gno }),
  response: () =>
    ok({
      sno: int,
      gno: int,
      lastjkno: nonneg,
      starsum: nonneg,
      /** The group's heart cost per challenge (R3.25, R9.06); dice groups cost one die instead. */
      heart: nonneg,
      UserSingleMissionInfo: z.array(
        z.object({ jkno: int, stars: nonneg, tries: nonneg, cleared: z.boolean(), open: z.boolean() }),
      ),
    }),
  requirements: ['R3.15', 'R7.17'],
  errors: [apiErrors.contentNotFound],
});

export const singleMissionInfoEndpoint = endpoint({
  path: '/api/single/mission/info',
  summary: 'One mission: texts in three languages and its problem or game; -2 when it does not exist.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ sno, gno, jkno }),
  response: () => ok({ mission: singleMissionSchema }),
  requirements: ['R3.13', 'R7.18'],
  errors: [apiErrors.contentNotFound],
});

const goldAnswer = ok({
  gold: nonneg,
  /** What this call changed (negative: spent). */
  goldDelta: int,
  /** The price paid (singlePlay.ts `singlePrices`). */
  price: nonneg,
});

export const singleTakebackGoldEndpoint = endpoint({
  path: '/api/single/takeback/gold',
  summary: 'Buy one take-back (undo) in a single game: spends its gold price.',
  access: 'user',
  idempotent: true,
  request: () => z.object({ userno: userno() }),
  response: () => goldAnswer,
  requirements: ['R7.19'],
  errors: [apiErrors.notEnoughBalance, apiErrors.idempotencyConflict],
});

export const singleTakebackEduGoldEndpoint = endpoint({
  path: '/api/single/takebackedu/gold',
  summary:
    'Buy one take-back in a learning mission (basic, posuk, puzzle) at the lower price; bkey ("sno_gno_jkno") names the mission for the ledger.',
  access: 'user',
  idempotent: true,
  request: () =>
    z.object({
      userno: userno(),
      bkey: z.optional(z.string().check(z.regex(/^\d{1,3}_\d{1,3}_\d{1,3}$/))),
    }),
  response: () => goldAnswer,
  requirements: ['R7.20'],
  errors: [apiErrors.notEnoughBalance, apiErrors.idempotencyConflict],
});

export const singleReputGoldEndpoint = endpoint({
  path: '/api/single/reput/gold',
  summary:
    'Buy one re-put (start the mission again from its first position) in a single challenge: spends its gold price.',
  access: 'user',
  idempotent: true,
  request: () => z.object({ userno: userno() }),
  response: () => goldAnswer,
  requirements: ['R7.21'],
  errors: [apiErrors.notEnoughBalance, apiErrors.idempotencyConflict],
});

export const singleCheckFreeEndpoint = endpoint({
  path: '/api/single/check/free',
  summary:
    'Use one position check (score estimate): free up to a daily count (academy day), then paid in gold.',
  access: 'user',
  idempotent: true,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({
      /** Whether this check was one of the day's free ones. */
      free: z.boolean(),
      /** Free checks used today, this one included when it was free (free4Day.useCheck4Day). */
      useCheckCount: nonneg,
      freeLimit: nonneg,
      gold: nonneg,
      /** 0 for a free check, minus the price otherwise. */
      goldDelta: int,
    }),
  requirements: ['R3.20', 'R7.22'],
  errors: [apiErrors.notEnoughBalance, apiErrors.idempotencyConflict],
});

export const singleTutoInfoEndpoint = endpoint({
  path: '/api/single/tuto/info',
  summary:
    'One tutorial step of a single key (sno_gno_jkno_seq, R5.13) as a JSON string { key, title, text, problem? }; -2 when none.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ sno, gno, jkno, seq: int.check(z.minimum(0), z.maximum(99)) }),
  response: () => ok({ data: z.string() }),
  requirements: ['R3.14', 'R5.13', 'R5.14', 'R5.16', 'R7.23'],
  errors: [apiErrors.contentNotFound],
});

export const singleChallengeReqEndpoint = endpoint({
  path: '/api/single/challenge/req',
  summary:
    "Start a challenge of an open mission: spends the group's hearts once per challengeId (recharge settled first). A locked mission (jkno > lastjkno) is refused with -4030.",
  access: 'user',
  idempotent: true,
  request: () =>
    z.object({ userno: userno(), sno, gno, jkno, type: singleType, challengeId: z.optional(challengeId) }),
  response: () =>
    ok({
      /** Hearts left. */
      singleAliveCnt: nonneg,
      /** The heart recharge anchor (singleTime), µs. */
      stime: microseconds,
      /** The missions loaded for this challenge (the mission itself). */
      SingleLoadVector: z.array(singleMissionSchema),
      /** Seconds run on the recharge clock since stime (the app shows the next heart from it). */
      spentSecond: nonneg,
      challengeId: z.string(),
      /** The hearts this challenge cost. */
      heart: nonneg,
      serverTime: microseconds,
    }),
  requirements: ['R4.23', 'R4.24', 'R7.24', 'R9.06'],
  errors: [
    apiErrors.contentNotFound,
    apiErrors.forbidden,
    apiErrors.invalidRequest,
    apiErrors.notEnoughBalance,
    apiErrors.idempotencyConflict,
  ],
});

/** A dice challenge's roll: the dice, their total, and the table row the total picked. */
export const diceRollSchema = z.object({
  dice: z.array(int.check(z.minimum(1), z.maximum(6))),
  total: int,
  size: z.optional(int),
  captureTarget: z.optional(int),
  level: z.optional(int),
  handicap: z.optional(int),
  /** Puzzles: the seconds allowed. */
  seconds: z.optional(int),
});
export type DiceRoll = z.infer<typeof diceRollSchema>;

export const singleDiceChallengeEndpoint = endpoint({
  path: '/api/single/dice/challenge',
  summary:
    'Start a dice challenge (category 6): spends one die once per challengeId (recharge settled first) and rolls once; the roll decides the mission.',
  access: 'user',
  idempotent: true,
  request: () =>
    z.object({
      userno: userno(),
      sno,
      gno,
      jkno,
      type: singleType,
      challengeId: z.optional(challengeId),
      /** How many dice to roll: 2 when the device's dice_multi_flag is on (added), else 1. */
      dice: z.optional(int.check(z.minimum(1), z.maximum(2))),
    }),
  response: () =>
    ok({
      /** Dice left. */
      dcount: nonneg,
      /** The dice recharge anchor (DiceTime), µs. */
      stime: microseconds,
      /** The mission as the roll made it (board, target, level, handicap of a capture game). */
      SingleLoadVector: z.array(singleMissionSchema),
      challengeId: z.string(),
      serverTime: microseconds,
      /** The roll made when the challenge started (the same on every replay) and what its total decided. */
      roll: diceRollSchema,
    }),
  requirements: ['R7.25', 'R7.36'],
  errors: [
    apiErrors.contentNotFound,
    apiErrors.forbidden,
    apiErrors.invalidRequest,
    apiErrors.notEnoughBalance,
    apiErrors.idempotencyConflict,
  ],
});

export const singleAdminOpenEndpoint = endpoint({
  path: '/api/single/admin/open',
  summary:
    "Admin open (R4.36): set a group's lastjkno for a user (targetno, default the caller). Admins, and teachers for their own classes' students; others -4030.",
  access: 'user',
  idempotent: true,
  request: () =>
    z.object({ userno: userno(), sno, gno, jkno, targetno: z.optional(int.check(z.positive())) }),
  response: () => ok({ targetno: int, sno: int, gno: int, lastjkno: nonneg, starsum: nonneg }),
  requirements: ['R4.36', 'R6.01', 'R6.08', 'R7.26'],
  errors: [
    apiErrors.contentNotFound,
    apiErrors.forbidden,
    apiErrors.userNotFound,
    apiErrors.idempotencyConflict,
  ],
});

export const singleVideoInfoEndpoint = endpoint({
  path: '/api/single/video/info',
  summary:
    "Video number ano (from 0) of a mission: its code and seconds, and the external site's address; -2 when none.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), ano: int.check(z.minimum(0), z.maximum(99)), sno, gno, jkno }),
  response: () =>
    ok({
      /** How many videos the mission has. */
      count: nonneg,
      VideoCode: z.string(),
      /** Seconds into the video. */
      StartPos: nonneg,
      EndPos: nonneg,
      /** The address to open in a new tab (the pack's template filled in). */
      url: z.string(),
    }),
  requirements: ['R3.14', 'R7.27', 'R7.59'],
  errors: [apiErrors.contentNotFound],
});

/** What the server concluded from the replayed moves (a result is credited only on 'win'). */
export const singleVerdicts = [
  'win',
  'loss',
  'draw',
  /** Problem missions: the moves do not solve the problem. */
  'wrong_answer',
  /** A move is illegal (occupied, suicide, ko, off the board) or not a vertex of the board. */
  'illegal_move',
  /** Capture games: the moves end before either side reached the target (and nobody resigned). */
  'target_not_reached',
  /** Full games: no two final passes and no resignation. */
  'not_finished',
  /** Moves after the game was decided. */
  'moves_after_end',
  /** Dead stones that are not whole chains inside the other side's area, or are pass-alive. */
  'bad_dead_stones',
  /** Games: a win with fewer of the player's own stones than the rules ask (rules/singlePlay.ts). */
  'too_few_moves',
  /** Games: the AI is said to have resigned where its own resignation rule would not. */
  'resignation_refused',
] as const;
export type SingleVerdict = (typeof singleVerdicts)[number];

export const singleResultEndpoint = endpoint({
  path: '/api/single/result',
  summary:
    'Finish a challenge: the moves are replayed with the Go engine; only a verified win with a claimed win opens the next mission and earns stars. A challenge finishes once (-1000 after).',
  access: 'user',
  idempotent: true,
  request: () =>
    z.object({
      userno: userno(),
      challengeId,
      sno,
      gno,
      jkno,
      /**
       * Problems: the player's moves only (the answer tree replies). Games: every move of both sides in
       * order from the mission's setup, "pass" for a pass.
       */
      moves: z.array(vertexOrPass).check(z.maxLength(800)),
      /** Games: who resigned, if anyone did (the AI resigns hopeless games). */
      resign: z.optional(z.enum(['player', 'opponent'])),
      /** Full games: the stones both sides agreed are dead (a vertex marks its chain). */
      dead: z._default(z.array(vertex).check(z.maxLength(400)), []),
      /** What the app says happened. */
      outcome: z.enum(['win', 'loss']),
    }),
  response: () =>
    ok({
      credited: z.boolean(),
      verdict: z.enum(singleVerdicts),
      /** The index in `moves` of the first wrong or illegal move, or -1. */
      at: int,
      /** This mission's best stars (0 before its first win). */
      stars: nonneg,
      lastjkno: nonneg,
      starsum: nonneg,
      /** Full games: the score as SGF writes it ("B+3.5"), else "". */
      score: z.string(),
    }),
  requirements: ['R3.13', 'R3.15', 'R4.36'],
  errors: [apiErrors.contentNotFound, apiErrors.invalidRequest, apiErrors.idempotencyConflict],
});

export const singleEndpoints = [
  singleCourseEndpoint,
  singleGroupInfoEndpoint,
  singleUserInfoEndpoint,
  singleMissionInfoEndpoint,
  singleTakebackGoldEndpoint,
  singleTakebackEduGoldEndpoint,
  singleReputGoldEndpoint,
  singleCheckFreeEndpoint,
  singleTutoInfoEndpoint,
  singleChallengeReqEndpoint,
  singleDiceChallengeEndpoint,
  singleAdminOpenEndpoint,
  singleVideoInfoEndpoint,
  singleResultEndpoint,
] as const;
