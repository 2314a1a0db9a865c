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

export interface Database {
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
  single_progress: SingleProgressTable;
}
