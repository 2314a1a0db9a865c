// POST metadata kept for offline (issue 7): network first, IndexedDB when the network fails or is slow,
// keyed by content (not by user), failures never stored.
import { describe, expect, it } from 'vitest';
import { answerMetadata, metadataKey, openMetadataDb } from '../../../sw/metadataCache';

let n = 0;
const request = (body: object, path = '/api/study/mission/info') =>
  new Request(`https://hoshi.test${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
const json = (value: object, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

describe('metadataKey', () => {
  it.each([
    [{ userno: 7, sno: 2, gno: 1, jkno: 0 }, '/api/study/mission/info?sno=2&gno=1&jkno=0'],
    [{ jkno: 0, gno: 1, sno: 2, userno: 8 }, '/api/study/mission/info?sno=2&gno=1&jkno=0'],
    [{ sno: 1, gno: 0, jkno: 3, kind: 'dan9' }, '/api/study/mission/info?kind=dan9&sno=1&gno=0&jkno=3'],
  ])('keys %j by content only', (body, key) => {
    expect(metadataKey('/api/study/mission/info', body)).toBe(key);
  });
});

describe('answerMetadata', () => {
  it('stores a success and serves it when the network is down', async () => {
    const db = await openMetadataDb(`meta-${++n}`);
    const body = { sno: 2, gno: 1, jkno: 0 };
    const online = await answerMetadata(request(body), {
      db,
      fetch: () => Promise.resolve(json({ errorcode: 0, data: 'm1' })),
      now: () => 1,
    });
    expect(await online.json()).toEqual({ errorcode: 0, data: 'm1' });
    const offline = await answerMetadata(request({ ...body, userno: 99 }), {
      db,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      now: () => 2,
    });
    expect(offline.headers.get('x-hoshi-cache')).toBe('offline');
    expect(await offline.json()).toEqual({ errorcode: 0, data: 'm1' });
  });

  it('falls back to the stored answer when the network is too slow', async () => {
    const db = await openMetadataDb(`meta-${++n}`);
    await answerMetadata(request({ sno: 1, gno: 1, jkno: 1 }), {
      db,
      fetch: () => Promise.resolve(json({ errorcode: 0, data: 'old' })),
      now: () => 1,
    });
    const slow = () =>
      new Promise<Response>((resolve) => setTimeout(() => resolve(json({ errorcode: 0, data: 'new' })), 200));
    const answer = await answerMetadata(request({ sno: 1, gno: 1, jkno: 1 }), {
      db,
      fetch: slow,
      now: () => 2,
      timeoutMs: 20,
    });
    expect(await answer.json()).toEqual({ errorcode: 0, data: 'old' });
  });

  it('passes failures through and never stores them', async () => {
    const db = await openMetadataDb(`meta-${++n}`);
    const refused = await answerMetadata(request({ sno: 9, gno: 9, jkno: 9 }), {
      db,
      fetch: () => Promise.resolve(json({ errorcode: -2 })),
      now: () => 1,
    });
    expect(await refused.json()).toEqual({ errorcode: -2 });
    const unauthorized = await answerMetadata(request({ sno: 9, gno: 9, jkno: 8 }), {
      db,
      fetch: () => Promise.resolve(json({ errorcode: -4010 }, 401)),
      now: () => 1,
    });
    expect(unauthorized.status).toBe(401);
    await expect(
      answerMetadata(request({ sno: 9, gno: 9, jkno: 9 }), {
        db,
        fetch: () => Promise.reject(new TypeError('Failed to fetch')),
        now: () => 2,
      }),
    ).rejects.toThrow();
  });
});
