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
}

export interface ContentPacksTable {
  name: string;
  version: string;
  /** The pack as JSON text; checked by src/domain/content before it is stored. */
  body: string;
  loaded_at: number;
}

export interface Database {
  users: UsersTable;
  content_packs: ContentPacksTable;
}
