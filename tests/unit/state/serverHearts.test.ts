// The shown hearts follow a delivered write's answer (issue 7; R4.23, R7.29, R7.41).
import { describe, expect, it } from 'vitest';
import { heartsFromAnswer, withServerHearts } from '../../../src/state/serverHearts';
import type { UserBundle } from '../../../src/state/session';
import { sampleDedata } from './fixtures';

describe('heartsFromAnswer', () => {
  it.each([
    ['a try start', { errorcode: 0, heartCnt: 3, singleTime: 1_000 }, { heartCount: 3, singleTime: 1_000 }],
    ['a single challenge', { errorcode: 0, singleAliveCnt: 2, stime: 5 }, { heartCount: 2, singleTime: 5 }],
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
