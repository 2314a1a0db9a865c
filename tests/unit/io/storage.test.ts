// Storage edges: the session record shared by tabs (unreadable values count as no session), the XSRF
// cookie reader (R7.64), Web Storage that never throws, and clearing with kept keys (R4.37).
import { describe, expect, it } from 'vitest';
import {
  createSessionRecordStore,
  parseSessionRecord,
  sessionRecordKey,
} from '../../../src/io/auth/sessionRecord';
import { readCookie } from '../../../src/io/auth/xsrf';
import { clearExcept, memoryStorage, safeStorage } from '../../../src/io/storage/webStorage';

describe('session record', () => {
  it('round-trips and updates only the access token', () => {
    const storage = memoryStorage();
    const store = createSessionRecordStore(storage);
    expect(store.read()).toBeNull();
    store.write({
      userno: 3,
      data: 'blob',
      accessToken: 'A',
      accessExpiresAtMs: 10,
      proof: 'P',
      signOut: 'S',
    });
    expect(store.updateAccessToken('B', 20)).toEqual({
      userno: 3,
      data: 'blob',
      accessToken: 'B',
      accessExpiresAtMs: 20,
      proof: 'P',
      signOut: 'S',
    });
    expect(store.read()?.accessToken).toBe('B');
    store.clear();
    expect(storage.getItem(sessionRecordKey)).toBeNull();
    expect(store.updateAccessToken('C', null)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['no user', JSON.stringify({ data: 'x', accessToken: null, accessExpiresAtMs: null })],
    ['user 0', JSON.stringify({ userno: 0, data: 'x', accessToken: null, accessExpiresAtMs: null })],
    ['empty blob', JSON.stringify({ userno: 1, data: '', accessToken: null, accessExpiresAtMs: null })],
    // A record from before session proofs: its cookies cannot be refreshed, so it counts as no session.
    ['no proof', JSON.stringify({ userno: 1, data: 'x', accessToken: null, accessExpiresAtMs: null })],
  ])('reads %s as no session', (_name, raw) => {
    expect(parseSessionRecord(raw)).toBeNull();
  });
});

describe('cookies', () => {
  it('finds the XSRF-TOKEN among others and decodes it', () => {
    expect(readCookie('a=1; XSRF-TOKEN=ab%2Bc; b=2', 'XSRF-TOKEN')).toBe('ab+c');
    expect(readCookie('XSRF-TOKENX=1', 'XSRF-TOKEN')).toBeNull();
    expect(readCookie('', 'XSRF-TOKEN')).toBeNull();
  });
});

describe('web storage', () => {
  it('never throws when the browser refuses storage', () => {
    const refusing = safeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    refusing.setItem('a', '1');
    expect(refusing.getItem('a')).toBeNull();
    expect(refusing.keys()).toEqual([]);
    expect(() => refusing.removeItem('a')).not.toThrow();
  });

  it('clears everything but the kept keys', () => {
    const storage = memoryStorage({ lang: 'ko', secret: 'x', 'hoshi.session': '{}' });
    expect(clearExcept(storage, ['lang']).sort()).toEqual(['hoshi.session', 'secret']);
    expect(storage.keys()).toEqual(['lang']);
  });
});
