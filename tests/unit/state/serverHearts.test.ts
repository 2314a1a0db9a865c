// The shown hearts follow a delivered write's answer (issue 7; R4.23, R7.29, R7.41).
import { describe, expect, it } from 'vitest';
import {
  coinsFromAnswer,
  heartsFromAnswer,
  withServerCoins,
  withServerHearts,
} from '../../../src/state/serverHearts';
import type { UserBundle } from '../../../src/state/session';
import { sampleDedata } from './fixtures';

describe('heartsFromAnswer', () => {
  it.each([
    ['a try start', { errorcode: 0, heartCnt: 3, singleTime: 1_000 }, { heartCount: 3, singleTime: 1_000 }],
    ['a single challenge', { errorcode: 0, singleAliveCnt: 2, stime: 5 }, { heartCount: 2, singleTime: 5 }],
    [
      'the daily reward',
      { gold: 120, goldDelta: 20, heart: 6, heartDelta: 1, singleTime: 9 },
      { heartCount: 6, singleTime: 9 },
    ],
    ['a heart cost, not a count', { heart: 1, heartCnt: 4, singleTime: 7 }, { heartCount: 4, singleTime: 7 }],
    ['a cost without a count', { heart: 2, singleTime: 7 }, null],
    ['no anchor', { errorcode: 0, heartCnt: 3 }, null],
    ['a negative count', { heartCnt: -1, singleTime: 1 }, null],
    ['a fraction', { heartCnt: 1.5, singleTime: 1 }, null],
    ['not an object', 'heartCnt', null],
    ['null', null, null],
  ])('%s', (_name, answer, expected) => {
    expect(heartsFromAnswer(answer)).toEqual(expected);
  });
});

describe('withServerHearts', () => {
  const bundle: UserBundle = { userno: 7, dedata: sampleDedata(7), offline: false };

  it('replaces the count and the anchor and keeps the rest', () => {
    const next = withServerHearts(bundle, { heartCount: 1, singleTime: 42 });
    expect(next.dedata.userLogin.heartCount).toBe(1);
    expect(next.dedata.userLogin.singleTime).toBe(42);
    expect(next.dedata.userLogin.gold).toBe(bundle.dedata.userLogin.gold);
    expect(next.dedata.userinfo).toBe(bundle.dedata.userinfo);
  });

  it('answers the same bundle when nothing changed (no re-render)', () => {
    const same = {
      heartCount: bundle.dedata.userLogin.heartCount,
      singleTime: bundle.dedata.userLogin.singleTime,
    };
    expect(withServerHearts(bundle, same)).toBe(bundle);
  });
});

// Issue 22 item 7: a reward or a purchase updates every visible balance at once.
describe('coinsFromAnswer', () => {
  it.each([
    ['the daily reward', { gold: 120, goldDelta: 20, heart: 6, heartDelta: 1 }, { gold: 120 }],
    ['a purchase', { itemId: 'x', gold: 70, goldDelta: -30, gem: 2, GemDelta: 0 }, { gold: 70, gem: 2 }],
    ['a try-quest reward', { gem: 15, RecvGem: 10 }, { gem: 15 }],
    // Issue 16: the daily reward's gems and an event's reward carry `gemDelta`.
    ['the daily reward with gems', { gold: 120, goldDelta: 20, gem: 3, gemDelta: 3 }, { gold: 120, gem: 3 }],
    ['an event reward', { eid: 2, gem: 40, gemDelta: 20, gold: 100, goldDelta: 0 }, { gold: 100, gem: 40 }],
    ['a price named gold', { gold: 30, price: 30 }, null],
    ['nothing', { errorcode: 0 }, null],
    ['not an object', 7, null],
  ])('%s', (_name, answer, expected) => {
    expect(coinsFromAnswer(answer)).toEqual(expected);
  });
});

describe('withServerCoins', () => {
  const bundle: UserBundle = { userno: 7, dedata: sampleDedata(7), offline: false };

  it('replaces what the answer names and keeps the rest', () => {
    const next = withServerCoins(bundle, { gold: 321 });
    expect(next.dedata.userLogin.gold).toBe(321);
    expect(next.dedata.userLogin.gem).toBe(bundle.dedata.userLogin.gem);
  });

  it('answers the same bundle when nothing changed', () => {
    expect(withServerCoins(bundle, { gold: bundle.dedata.userLogin.gold })).toBe(bundle);
  });
});
