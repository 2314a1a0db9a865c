// The user's bundle and cached data in IndexedDB (fake-indexeddb): keyed by user, checked on the way out,
// and cleared on sign-out except the kept stores (R4.37; DESIGN.md: the outbox survives).
import { afterEach, describe, expect, it } from 'vitest';
import { clearPersonalStores, openHoshiDb, type HoshiDb } from '../../../src/io/db/database';
import { loadBundle, loadUserData, saveBundle, saveUserData } from '../../../src/io/db/userStores';
import { sampleDedata } from '../state/fixtures';

let db: HoshiDb | null = null;
let counter = 0;

async function freshDb(): Promise<HoshiDb> {
  counter += 1;
  db = await openHoshiDb(`hoshi-test-${counter}`);
  return db;
}

afterEach(() => {
  db?.close();
  db = null;
});

describe('user stores', () => {
  it('keeps a bundle per user', async () => {
    const store = await freshDb();
    await saveBundle(store, 7, sampleDedata(7), 1500, 1000);
    await saveBundle(store, 8, sampleDedata(8), 0, 1000);
    expect((await loadBundle(store, 7))?.dedata.userLogin.userno).toBe(7);
    expect((await loadBundle(store, 7))?.serverOffsetMs).toBe(1500);
    expect(await loadBundle(store, 9)).toBeNull();
  });

  it('ignores a bundle that no longer fits the schema or names another user', async () => {
    const store = await freshDb();
    await store.put('bundles', { userno: 7, dedata: sampleDedata(8), savedAtMs: 0, serverOffsetMs: 0 });
    expect(await loadBundle(store, 7)).toBeNull();
    const broken = { ...sampleDedata(7), appini: {} } as unknown as ReturnType<typeof sampleDedata>;
    await store.put('bundles', { userno: 7, dedata: broken, savedAtMs: 0, serverOffsetMs: 0 });
    expect(await loadBundle(store, 7)).toBeNull();
  });

  it('keeps named data per user and clears it all on sign-out', async () => {
    const store = await freshDb();
    await saveUserData(store, 7, '/api/study/info', { a: 1 });
    await saveBundle(store, 7, sampleDedata(7), 0);
    expect(await loadUserData(store, 7, '/api/study/info')).toEqual({ a: 1 });
    expect(await loadUserData(store, 8, '/api/study/info')).toBeUndefined();
    await clearPersonalStores(store);
    expect(await store.count('bundles')).toBe(0);
    expect(await store.count('userData')).toBe(0);
  });

  it('works without IndexedDB (null database)', async () => {
    await saveBundle(null, 7, sampleDedata(7), 0);
    expect(await loadBundle(null, 7)).toBeNull();
    await expect(clearPersonalStores(null)).resolves.toBeUndefined();
  });
});
