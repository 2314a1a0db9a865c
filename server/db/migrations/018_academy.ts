// Academies (issue 19): classes led by a teacher, their students (a display name and a short PIN for the
// kiosk, no e-mail or phone), a class code existing accounts join with, a kiosk key a shared tablet is set
// to, and the class settings (hearts in class hours, chat free text, trainer, live play, locked).
import type { Kysely } from 'kysely';
import { autoIdColumn } from './dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('classes')
    .addColumn('class_id', 'integer', autoIdColumn(db))
    .addColumn('teacher_userno', 'integer', (c) => c.notNull().references('users.userno').onDelete('cascade'))
    .addColumn('name', 'varchar(64)', (c) => c.notNull())
    .addColumn('join_code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('kiosk_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('hearts_in_hours', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('chat_free_text', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('trainer_on', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('live_on', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('locked', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('archived_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('classes_teacher').on('classes').columns(['teacher_userno']).execute();

  // A student belongs to at most one class at a time.
  await db.schema
    .createTable('class_students')
    .addColumn('userno', 'integer', (c) => c.primaryKey().references('users.userno').onDelete('cascade'))
    .addColumn('class_id', 'integer', (c) => c.notNull().references('classes.class_id').onDelete('cascade'))
    .addColumn('display_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('pin_hash', 'varchar(255)', (c) => c.notNull().defaultTo(''))
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('class_students_class').on('class_students').columns(['class_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('class_students').execute();
  await db.schema.dropTable('classes').execute();
}
