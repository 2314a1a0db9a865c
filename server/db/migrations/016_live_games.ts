// Live games between people (issue 18): each player's multiplayer step and rank points, every game with its
// players, rules, clock and result, its moves with the clocks after each (so a restarted server resumes a
// running game from them), its chat, the players' blocks and reports for review. `owner` and `owner_seen`
// name the server process that runs a game and when it last said so (docs/architecture.md, live games).
import type { Kysely } from 'kysely';
import { autoIdColumn } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('live_profiles')
    .addColumn('userno', 'integer', (c) => c.primaryKey().references('users.userno').onDelete('cascade'))
    .addColumn('astep', 'integer', (c) => c.notNull())
    .addColumn('rpoint', 'integer', (c) => c.notNull())
    .addColumn('free_chat', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('games', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // Players seeking a game now, shared by every server process (a pair is claimed by deleting both rows).
  await db.schema
    .createTable('live_seeks')
    .addColumn('userno', 'integer', (c) => c.primaryKey().references('users.userno').onDelete('cascade'))
    .addColumn('username', 'varchar(40)', (c) => c.notNull())
    .addColumn('astep', 'integer', (c) => c.notNull())
    .addColumn('rpoint', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('control', 'varchar(16)', (c) => c.notNull())
    .addColumn('since_ms', 'bigint', (c) => c.notNull())
    .addColumn('owner', 'varchar(64)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('live_games')
    .addColumn('id', 'varchar(40)', (c) => c.primaryKey())
    // A null player is the server's bot (its level in *_bot).
    .addColumn('black', 'integer', (c) => c.references('users.userno').onDelete('set null'))
    .addColumn('white', 'integer', (c) => c.references('users.userno').onDelete('set null'))
    .addColumn('black_bot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('white_bot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('black_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('white_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('black_step', 'integer', (c) => c.notNull())
    .addColumn('white_step', 'integer', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('komi', 'real', (c) => c.notNull())
    .addColumn('handicap', 'integer', (c) => c.notNull())
    .addColumn('control', 'varchar(16)', (c) => c.notNull())
    .addColumn('rated', 'integer', (c) => c.notNull())
    .addColumn('teaching', 'integer', (c) => c.notNull())
    // 'playing' | 'scoring' | 'ended'
    .addColumn('phase', 'varchar(16)', (c) => c.notNull())
    .addColumn('winner', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('result', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('black_score', 'real')
    .addColumn('white_score', 'real')
    .addColumn('dead', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('black_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('white_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('black_step_after', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('white_step_after', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('owner', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('owner_seen', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('live_games_phase').on('live_games').columns(['phase', 'owner']).execute();
  await db.schema.createIndex('live_games_black').on('live_games').columns(['black', 'ended_at']).execute();
  await db.schema.createIndex('live_games_white').on('live_games').columns(['white', 'ended_at']).execute();

  await db.schema
    .createTable('live_moves')
    .addColumn('game_id', 'varchar(40)', (c) => c.notNull().references('live_games.id').onDelete('cascade'))
    .addColumn('move_no', 'integer', (c) => c.notNull())
    .addColumn('color', 'integer', (c) => c.notNull())
    .addColumn('vertex', 'integer', (c) => c.notNull())
    .addColumn('at_ms', 'bigint', (c) => c.notNull())
    .addColumn('black_ms', 'bigint', (c) => c.notNull())
    .addColumn('black_periods', 'integer', (c) => c.notNull())
    .addColumn('white_ms', 'bigint', (c) => c.notNull())
    .addColumn('white_periods', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_moves_pk', ['game_id', 'move_no'])
    .execute();

  await db.schema
    .createTable('live_chat')
    .addColumn('id', 'integer', autoIdColumn(db))
    .addColumn('game_id', 'varchar(40)', (c) => c.notNull().references('live_games.id').onDelete('cascade'))
    .addColumn('from_userno', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('at_ms', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('live_chat_game').on('live_chat').columns(['game_id', 'id']).execute();

  await db.schema
    .createTable('live_blocks')
    .addColumn('userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('blocked', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('live_blocks_pk', ['userno', 'blocked'])
    .execute();

  await db.schema
    .createTable('live_reports')
    .addColumn('id', 'integer', autoIdColumn(db))
    .addColumn('reporter', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('reported', 'integer', (c) => c.notNull())
    .addColumn('game_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    // The game's SGF and chat as they stood, so the review sees what was reported even if rows go.
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'live_reports',
    'live_blocks',
    'live_chat',
    'live_moves',
    'live_games',
    'live_seeks',
    'live_profiles',
  ])
    await db.schema.dropTable(table).execute();
}
