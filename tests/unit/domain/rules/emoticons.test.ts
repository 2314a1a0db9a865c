// Emoticons (R3.20 emo_info; issue 17): the sets, expiry by stime and useday, and what may be sent.
import { describe, expect, it } from 'vitest';
import {
  isEmoticon,
  maySendEmoticon,
  ownedEmoticons,
  type EmoInfo,
} from '../../../../src/domain/rules/emoticons';

const DAY = 86_400_000;
const start = Date.UTC(2026, 10, 1);
const us = (ms: number) => ms * 1000;

describe('emoticons', () => {
  it.each<[number, number, boolean]>([
    [1, 0, true],
    [1, 3, true],
    [1, 4, false],
    [2, 0, true],
    [3, 0, false],
    [1, -1, false],
  ])('set %i picture %i exists: %s', (eid, n, exists) => {
    expect(isEmoticon(eid, n)).toBe(exists);
  });

  // R3.20: from stime for useday days; the end is exclusive.
  it.each<[EmoInfo, number, 'active' | 'expired']>([
    [{ eid: 1, stime: us(start), useday: 7 }, start, 'active'],
    [{ eid: 1, stime: us(start), useday: 7 }, start + 7 * DAY - 1, 'active'],
    [{ eid: 1, stime: us(start), useday: 7 }, start + 7 * DAY, 'expired'],
    [{ eid: 2, stime: us(start), useday: 0 }, start + 900 * DAY, 'active'],
  ])('%j at %i is %s', (info, now, state) => {
    expect(ownedEmoticons([info], now)).toEqual([
      expect.objectContaining({ state, endMs: info.useday ? start + info.useday * DAY : null }),
    ]);
  });

  it('skips sets the app does not know', () => {
    expect(ownedEmoticons([{ eid: 99, stime: us(start), useday: 7 }], start)).toEqual([]);
  });

  it.each<[EmoInfo[], number, number, number, boolean]>([
    [[{ eid: 1, stime: us(start), useday: 7 }], 1, 2, start + DAY, true],
    [[{ eid: 1, stime: us(start), useday: 7 }], 1, 2, start + 8 * DAY, false],
    [[{ eid: 1, stime: us(start), useday: 7 }], 2, 0, start + DAY, false],
    [[{ eid: 1, stime: us(start), useday: 7 }], 1, 9, start + DAY, false],
    [[], 1, 0, start, false],
  ])('owning %j, sending set %i picture %i at %i: %s', (info, eid, n, now, allowed) => {
    expect(maySendEmoticon(info, eid, n, now)).toBe(allowed);
  });
});
