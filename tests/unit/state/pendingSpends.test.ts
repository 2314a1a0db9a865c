// Which queued writes spend hearts or dice (issue 7), read from the endpoint they call.
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { pendingWritesAtom, recordWriteAnswerAtom } from '../../../src/state/outbox';
import { pendingSpendOf, pendingSpendsAtom } from '../../../src/state/pendingSpends';
import type { QueuedWrite } from '../../../src/io/outbox/types';

const write = (path: string, body: unknown = {}, idempotencyKey = 'k'): QueuedWrite => ({
  userno: 7,
  path,
  body,
  idempotencyKey,
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
});

describe('pendingSpendOf', () => {
  it.each([
    ['/api/quest/total/start', { sno: 1 }, { kind: 'tryStart', idempotencyKey: 'k' }],
    ['/api/dan9/total/start', { sno: 1 }, { kind: 'tryStart', idempotencyKey: 'k' }],
    ['/api/single/challenge/req', { sno: 2, gno: 5, jkno: 1 }, { kind: 'singleChallenge', sno: 2, gno: 5 }],
    ['/api/single/dice/challenge', { sno: 6, gno: 1 }, { kind: 'diceChallenge' }],
    // A challenge without its group spends nothing the screens can price (the server refuses it anyway).
    ['/api/single/challenge/req', { sno: '2' }, null],
    ['/api/study/work/result', { sno: 1 }, null],
    ['/api/tryquest/reward', { tindex: 1 }, null],
  ])('%s %j', (path, body, expected) => {
    expect(pendingSpendOf(write(path, body))).toEqual(expected);
  });
});

describe('pendingSpendsAtom', () => {
  it('lists the spends of the queued writes, oldest first, and skips the rest', () => {
    const store = createStore();
    store.set(pendingWritesAtom, [
      write('/api/single/dice/challenge', { sno: 6, gno: 1 }, 'd'),
      write('/api/study/work/result', {}, 'r'),
      write('/api/quest/total/start', { sno: 1 }, 's'),
    ]);
    expect(store.get(pendingSpendsAtom)).toEqual([
      { kind: 'diceChallenge' },
      { kind: 'tryStart', idempotencyKey: 's' },
    ]);
  });

  it('drops a write the server has answered before the outbox is read again (no spend counted twice)', () => {
    const store = createStore();
    store.set(pendingWritesAtom, [
      write('/api/single/dice/challenge', { sno: 6, gno: 1 }, 'd'),
      write('/api/quest/total/start', { sno: 1 }, 's'),
    ]);
    store.set(recordWriteAnswerAtom, { key: 'd', answer: { kind: 'applied', answer: { errorcode: 0 } } });
    expect(store.get(pendingSpendsAtom)).toEqual([{ kind: 'tryStart', idempotencyKey: 's' }]);
  });
});
