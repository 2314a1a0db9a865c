// Row types of the database, as Kysely sees them. Wire names of the spec stay here and in src/protocol.
import type { ColumnType, Generated } from 'kysely';

export interface UsersTable {
  userno: Generated<number>;
  username: string;
  passwd_hash: string;
  email: string;
  phoneno: string;
  country: string;
  lang: string;
  grade: number;
  teacher_flag: number;
  admin_flag: number;
  use_stop_flag: number;
  created_at: ColumnType<number, number, never>;
  /** configBit (R4.32): 1 = sound on (the default). */
  config_bit: Generated<number>;
  cflag: Generated<number>;
}

export interface ContentPacksTable {
  name: string;
  version: string;
  /** The pack as JSON text; checked by src/domain/content before it is stored. */
  body: string;
  loaded_at: number;
}

export interface ServerKeysTable {
  name: string;
  value: string;
  created_at: number;
}

export interface RefreshTokensTable {
  /** SHA-256 of the opaque token; the token itself is never stored. */
  token_hash: string;
  family_id: string;
  userno: number;
  created_at: number;
  expires_at: number;
  rotated_at: number | null;
  revoked_at: number | null;
}

export interface LoginThrottleTable {
  /** `ip:<address>` or `user:<lower-case username>`. */
  key: string;
  failures: number;
  locked_until: number;
  updated_at: number;
}

export interface PasswordResetsTable {
  token_hash: string;
  userno: number;
  expires_at: number;
  used_at: number | null;
}

export interface BalancesTable {
  userno: number;
  heart_count: number;
  /** The heart recharge anchor (the spec's singleTime, kept in ms here and sent in µs). */
  heart_anchor_ms: number;
  heart_add_slots: number;
  heart_delta: number;
  gold: number;
  gold_delta: number;
  gem: number;
  gem_delta: number;
  dice_count: number;
  dice_anchor_ms: number;
  /** Optimistic concurrency: every update bumps it and is guarded by the value it read. */
  version: number;
}

export interface LedgerTable {
  id: Generated<number>;
  userno: number;
  currency: 'heart' | 'gold' | 'gem' | 'dice' | 'heart_slot';
  delta: number;
  balance_after: number;
  reason: string;
  created_at: number;
}

export interface IdempotencyKeysTable {
  userno: number;
  idem_key: string;
  path: string;
  body_hash: string;
  /** The first answer, replayed as is. */
  response: string;
  created_at: number;
}

export interface MembershipsTable {
  userno: number;
  stime_us: number;
  term_day: number;
  type: number;
  week_day: number;
}

/** 'study' or 'dan9': the ninth-dan ladder keeps its progress in the same tables. */
export type StudyKind = 'study' | 'dan9';

export interface StudyWorkTable {
  userno: number;
  kind: StudyKind;
  sno: number;
  gno: number;
  /** The next mission to work on (user_study_work.jkno). */
  jkno: number;
  stime_us: number;
}

export interface StudyTryRunsTable {
  userno: number;
  try_id: string;
  kind: StudyKind;
  sno: number;
  gno: number;
  started_at: number;
  finished_at: number | null;
  cno: number | null;
}

export interface StudyTrySlotsTable {
  userno: number;
  kind: StudyKind;
  sno: number;
  gno: number;
  slot: number;
  cno: number;
  created_at: number;
}

export interface StudyResultsTable {
  id: Generated<number>;
  userno: number;
  kind: StudyKind;
  sno: number;
  gno: number;
  jkno: number;
  try_id: string | null;
  solved: number;
  moves: string;
  created_at: number;
}

/** The first practice solve of a mission, the one that paid (docs/rules.md "Practice pays once"). */
export interface StudyPracticeSolvesTable {
  userno: number;
  kind: StudyKind;
  sno: number;
  gno: number;
  jkno: number;
  result_id: number;
  solved_at: number;
}

export interface StudyTotalsTable {
  userno: number;
  kind: StudyKind;
  sno: number;
  try_count: number;
  spoint: number;
}

/** Single-play progress per group (R3.15, R3.20). */
export interface SingleProgressTable {
  userno: number;
  sno: number;
  gno: number;
  lastjkno: number;
  starsum: number;
  updated_at: number;
}

/** A single-play challenge (007): what it cost and whether its result came in. */
export interface SingleChallengesTable {
  userno: number;
  challenge_id: string;
  sno: number;
  gno: number;
  jkno: number;
  paid_with: 'heart' | 'dice';
  cost: number;
  started_at: number;
  finished_at: number | null;
  credited: number | null;
  /** The dice roll of a dice challenge (013): "3", or "2,5" for two dice added; null otherwise. */
  dice: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A single-play result with the moves the server replayed (007). */
export interface SingleResultsTable {
  id: Generated<number>;
  userno: number;
  challenge_id: string;
  sno: number;
  gno: number;
  jkno: number;
  verdict: string;
  credited: number;
  stars: number;
  moves: string;
  created_at: number;
}

/** Free position checks used per academy day (007, R7.22). */
export interface SingleChecksTable {
  userno: number;
  day: string;
  used: number;
}

/** A friend request from one user to another; a link each way is a friendship. */
export interface FriendLinksTable {
  from_userno: number;
  to_userno: number;
  created_at: number;
}

/** The pattern trainer's step per user (008); a user without a row has the default step 40. */
export interface TrainerStepsTable {
  userno: number;
  bstep: number;
  btype: number;
  updated_at: number;
}

/** A trainer drill as served, and once answered its result: the step history (012). */
export interface TrainerDrillsTable {
  drill_id: string;
  userno: number;
  step: number;
  lesson: Generated<number>;
  positions: string;
  served_at: number;
  answered_at: number | null;
  answers: string | null;
  right_count: number | null;
  step_before: number | null;
  step_after: number | null;
  btype_after: number | null;
  move: string | null;
}

/** A received try-quest tier (R3.32 receipt, 008). */
export interface TryQuestReceiptsTable {
  userno: number;
  tindex: number;
  received_at: number;
}

/** Rank reward counters BLevel → BCount (R3.34, 008). */
export interface RankRewardsTable {
  userno: number;
  blevel: number;
  bcount: number;
}

/** A certificate (R3.33, 008): issued at the claim (µs), first printed at ptime_us (0 = not yet). */
export interface KcertsTable {
  userno: number;
  tqindex: number;
  stime_us: number;
  ptime_us: number;
}

/** Reprints of a certificate (R3.33 reprint list, 008). */
export interface KcertPrintsTable {
  id: Generated<number>;
  userno: number;
  tqindex: number;
  ptime_us: number;
}

/** An owned store item (emo_info, R3.20; 008): emoticons for use_day days from stime_us, stones for good (0). */
export interface UserItemsTable {
  userno: number;
  kind: 'emoticon' | 'stone';
  ref_id: number;
  stime_us: number;
  use_day: number;
}

/** Every store purchase, beside its ledger line (008). */
export interface StorePurchasesTable {
  id: Generated<number>;
  userno: number;
  item_id: string;
  currency: 'gold' | 'gem';
  price: number;
  created_at: number;
}

/** The statistics PIN (MyStatPassWord, R3.35; 008), hashed. */
export interface StatPinsTable {
  userno: number;
  pin_hash: string;
  updated_at: number;
}

/** Days signed off with the statistics PIN (R7.56, 008); sdate is YYYYMMDD on the academy's calendar. */
export interface StatChecksTable {
  userno: number;
  sdate: number;
  checked_at: number;
}

/** Daily rewards claimed (R7.57, 008), one per academy day. */
/** Paid event rewards (015, issue 16): one per user, event and window (window_start in ms). */
export interface EventClaimsTable {
  userno: number;
  eid: number;
  window_start: number;
  gem: number;
  gold: number;
  created_at: number;
}

export interface StatRewardsTable {
  userno: number;
  sdate: number;
  gold: number;
  heart: number;
  created_at: number;
}

/** Classes of an academy (018, issue 19); archived_at 0 = active. Flags are 0/1. */
export interface ClassesTable {
  class_id: Generated<number>;
  teacher_userno: number;
  name: string;
  join_code: string;
  kiosk_key: string;
  hearts_in_hours: ColumnType<number, number | undefined, number>;
  chat_free_text: ColumnType<number, number | undefined, number>;
  trainer_on: ColumnType<number, number | undefined, number>;
  live_on: ColumnType<number, number | undefined, number>;
  locked: ColumnType<number, number | undefined, number>;
  /** The class sees its ranking, names and points only (020). */
  ranking_on: ColumnType<number, number | undefined, number>;
  archived_at: ColumnType<number, number | undefined, number>;
  created_at: number;
}

/** A student's place in a class (018): one class at a time, the teacher's name for them, their PIN. */
export interface ClassStudentsTable {
  userno: number;
  class_id: number;
  display_name: string;
  pin_hash: ColumnType<string, string | undefined, string>;
  joined_at: number;
}

/** Homework given to a class (019, issue 19); kind one of homeworkKinds (domain/rules/homework.ts), sno/gno 0 where unused. */
export interface HomeworkTable {
  homework_id: Generated<number>;
  class_id: number;
  teacher_userno: number;
  kind: string;
  sno: number;
  gno: number;
  target: number;
  due_at: number;
  created_at: number;
}

/** Problem reports (014, issue 14). */
export interface ProblemReportsTable {
  report_id: Generated<number>;
  userno: number;
  problem_id: string;
  kind: string;
  note: string;
  /** The moves played, GTP vertices separated by spaces. */
  moves: string;
  created_at: number;
}

/** Ratings from play (017, issue 14): Glicko-2 per problem and per student. */
export interface ProblemRatingsTable {
  problem_id: string;
  rating: number;
  rd: number;
  vol: number;
  /** First tries counted (one per student). */
  attempts: number;
  /** Of those, the ones solved. */
  solved_first: number;
  updated_at: number;
}

export interface StudentRatingsTable {
  userno: number;
  rating: number;
  rd: number;
  vol: number;
  updated_at: number;
}

/** Which (student, problem) first tries already counted; the primary key is the once-only guard. */
export interface ProblemFirstTriesTable {
  userno: number;
  problem_id: string;
  solved: number;
  created_at: number;
}

/** Live games (016, issue 18). */
export interface LiveProfilesTable {
  userno: number;
  astep: number;
  rpoint: number;
  free_chat: Generated<number>;
  games: Generated<number>;
  updated_at: number;
}

export interface LiveSeeksTable {
  userno: number;
  username: string;
  astep: number;
  rpoint: number;
  size: number;
  control: string;
  since_ms: number;
  owner: string;
}

export interface LiveGamesTable {
  id: string;
  black: number | null;
  white: number | null;
  black_bot: Generated<number>;
  white_bot: Generated<number>;
  black_name: string;
  white_name: string;
  black_step: number;
  white_step: number;
  size: number;
  komi: number;
  handicap: number;
  control: string;
  rated: number;
  teaching: number;
  phase: string;
  winner: Generated<number>;
  reason: Generated<string>;
  result: Generated<string>;
  black_score: number | null;
  white_score: number | null;
  dead: Generated<string>;
  black_points: Generated<number>;
  white_points: Generated<number>;
  black_step_after: Generated<number>;
  white_step_after: Generated<number>;
  started_at: number;
  ended_at: Generated<number>;
  owner: Generated<string>;
  owner_seen: Generated<number>;
}

export interface LiveMovesTable {
  game_id: string;
  move_no: number;
  color: number;
  vertex: number;
  at_ms: number;
  black_ms: number;
  black_periods: number;
  white_ms: number;
  white_periods: number;
}

export interface LiveChatTable {
  id: Generated<number>;
  game_id: string;
  from_userno: number;
  kind: string;
  body: string;
  at_ms: number;
}

export interface LiveBlocksTable {
  userno: number;
  blocked: number;
  created_at: number;
}

export interface LiveReportsTable {
  id: Generated<number>;
  reporter: number;
  reported: number;
  game_id: string;
  note: string;
  snapshot: string;
  created_at: number;
}

export interface Database {
  classes: ClassesTable;
  class_students: ClassStudentsTable;
  homework: HomeworkTable;
  problem_reports: ProblemReportsTable;
  problem_ratings: ProblemRatingsTable;
  student_ratings: StudentRatingsTable;
  problem_first_tries: ProblemFirstTriesTable;
  live_profiles: LiveProfilesTable;
  live_seeks: LiveSeeksTable;
  live_games: LiveGamesTable;
  live_moves: LiveMovesTable;
  live_chat: LiveChatTable;
  live_blocks: LiveBlocksTable;
  live_reports: LiveReportsTable;
  users: UsersTable;
  content_packs: ContentPacksTable;
  server_keys: ServerKeysTable;
  refresh_tokens: RefreshTokensTable;
  login_throttle: LoginThrottleTable;
  password_resets: PasswordResetsTable;
  balances: BalancesTable;
  ledger: LedgerTable;
  idempotency_keys: IdempotencyKeysTable;
  memberships: MembershipsTable;
  study_work: StudyWorkTable;
  study_try_runs: StudyTryRunsTable;
  study_try_slots: StudyTrySlotsTable;
  study_results: StudyResultsTable;
  study_totals: StudyTotalsTable;
  study_practice_solves: StudyPracticeSolvesTable;
  single_progress: SingleProgressTable;
  friend_links: FriendLinksTable;
  single_challenges: SingleChallengesTable;
  single_results: SingleResultsTable;
  single_checks: SingleChecksTable;
  trainer_steps: TrainerStepsTable;
  trainer_drills: TrainerDrillsTable;
  tryquest_receipts: TryQuestReceiptsTable;
  rank_rewards: RankRewardsTable;
  kcerts: KcertsTable;
  kcert_prints: KcertPrintsTable;
  user_items: UserItemsTable;
  store_purchases: StorePurchasesTable;
  stat_pins: StatPinsTable;
  stat_checks: StatChecksTable;
  stat_rewards: StatRewardsTable;
  event_claims: EventClaimsTable;
}
