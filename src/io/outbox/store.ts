// The outbox's IndexedDB database: queued writes in order, replay grants per user, rejections to show once,
// and the time of the last sync. Kept apart from the per-user caches so sign-out can clear those and keep
// this (DESIGN.md: nothing a student did is lost).
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedWrite, Rejection, ReplayGrant } from './types';

interface OutboxSchema extends DBSchema {
  writes: { key: number; value: QueuedWrite; indexes: { byUser: number } };
  grants: { key: number; value: ReplayGrant };
  rejections: { key: number; value: Rejection; indexes: { byUser: number } };
  meta: { key: string; value: { key: string; value: number } };
}

export type OutboxDb = IDBPDatabase<OutboxSchema>;

export const outboxDbName = 'hoshi-outbox';

export function openOutboxDb(name = outboxDbName): Promise<OutboxDb> {
  return openDB<OutboxSchema>(name, 1, {
    upgrade(db) {
      const writes = db.createObjectStore('writes', { keyPath: 'id', autoIncrement: true });
      writes.createIndex('byUser', 'userno');
      db.createObjectStore('grants', { keyPath: 'userno' });
      const rejections = db.createObjectStore('rejections', { keyPath: 'id', autoIncrement: true });
      rejections.createIndex('byUser', 'userno');
      db.createObjectStore('meta', { keyPath: 'key' });
    },
  });
}
