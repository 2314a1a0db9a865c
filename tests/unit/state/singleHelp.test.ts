// Which queued writes are single-field purchases (issue 16), and the free checks a delivered check's answer
// reports (R7.22): only a check's answer (useCheckCount with freeLimit) is read, never another number.
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { pendingWritesAtom, recordWriteAnswerAtom } from '../../../src/state/outbox';
import { checksFromAnswer, helpOfPath, pendingHelpsAtom } from '../../../src/state/singleHelp';

describe('helpOfPath', () => {
  it.each([
    ['/api/single/takeback/gold', 'takeback'],
    ['/api/single/takebackedu/gold', 'takebackEdu'],
    ['/api/single/reput/gold', 'reput'],
    ['/api/single/check/free', 'check'],
    ['/api/single/result', null],
    ['/api/academy/other/buy', null],
  ])('%s', (path, kind) => expect(helpOfPath(path)).toBe(kind));
});

describe('checksFromAnswer', () => {
  it.each([
    [{ errorcode: 0, free: true, useCheckCount: 2, freeLimit: 3, gold: 90, goldDelta: 0 }, 2],
    [{ errorcode: 0, useCheckCount: 2 }, null],
    [{ errorcode: 0, gold: 90, goldDelta: -10, price: 10 }, null],
    [{ useCheckCount: -1, freeLimit: 3 }, null],
    [{ useCheckCount: 1.5, freeLimit: 3 }, null],
    [null, null],
    ['text', null],
  ])('%j', (answer, expected) => expect(checksFromAnswer(answer)).toBe(expected));
});

describe('pendingHelpsAtom', () => {
  const write = (path: string, idempotencyKey: string) => ({
    userno: 7,
    path,
    body: { userno: 7 },
    idempotencyKey,
    createdAt: 0,
    attempts: 0,
    nextAttemptAt: 0,
  });

  it('lists waiting purchases and drops one as soon as its answer (and new gold) has arrived', () => {
    const store = createStore();
    store.set(pendingWritesAtom, [
      write('/api/single/takebackedu/gold', 'a'),
      write('/api/single/result', 'r'),
      write('/api/single/check/free', 'b'),
    ]);
    expect(store.get(pendingHelpsAtom)).toEqual(['takebackEdu', 'check']);
    store.set(recordWriteAnswerAtom, { key: 'a', answer: { kind: 'applied', answer: { gold: 95 } } });
    expect(store.get(pendingHelpsAtom)).toEqual(['check']);
  });
});
