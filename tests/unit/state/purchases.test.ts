// A purchase's item is taken up wherever its answer arrives (issue 17), not only while the shop is open.
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../src/io/storage/webStorage';
import { boughtEmoticonsAtom, emoticonInfoAtom } from '../../../src/state/emoticons';
import { followPurchase } from '../../../src/state/purchases';
import { bundleAtom } from '../../../src/state/session';
import { stoneSkinAtom } from '../../../src/state/stoneSkin';
import { localStorageAtom } from '../../../src/state/storages';
import { sampleDedata } from './fixtures';

function signedIn(userno: number) {
  const store = createStore();
  store.set(localStorageAtom, memoryStorage({}));
  store.set(bundleAtom, { userno, dedata: sampleDedata(userno), offline: false });
  return store;
}

const bought = (kind: string, refId: number) => ({
  errorcode: 0,
  itemId: `${kind}-${refId}`,
  kind,
  gold: 10,
  goldDelta: -90,
  gem: 0,
  GemDelta: 0,
  item: { kind, refId, stime: 1_700_000_000, useday: 30 },
});

describe('followPurchase', () => {
  it('draws a stone set bought while no shop screen was open, on every board', () => {
    const store = signedIn(7);
    expect(store.get(stoneSkinAtom)).toBe('classic');
    followPurchase(store, 7, '/api/store/buy', bought('stone', 1));
    expect(store.get(stoneSkinAtom)).toBe('panda');
  });

  it('makes a bought emoticon usable once, even when the answer comes twice', () => {
    const store = signedIn(7);
    const before = store.get(emoticonInfoAtom).length;
    followPurchase(store, 7, '/api/store/buy', bought('emoticon', 4));
    followPurchase(store, 7, '/api/store/buy', bought('emoticon', 4));
    expect(store.get(boughtEmoticonsAtom)).toEqual([{ eid: 4, stime: 1_700_000_000, useday: 30 }]);
    expect(store.get(emoticonInfoAtom)).toHaveLength(before + 1);
  });

  it.each([
    ['another user’s purchase (a kiosk queue)', 8, '/api/store/buy', bought('stone', 1)],
    ['another endpoint', 7, '/api/study/work/result', bought('stone', 1)],
    ['a membership term (no item)', 7, '/api/store/buy', { ...bought('term', 0), item: null }],
    ['an answer of another shape', 7, '/api/store/buy', { item: { kind: 'stone', refId: 'x' } }],
  ])('changes nothing for %s', (_name, userno, path, answer) => {
    const store = signedIn(7);
    followPurchase(store, userno, path, answer);
    expect(store.get(stoneSkinAtom)).toBe('classic');
    expect(store.get(boughtEmoticonsAtom)).toEqual([]);
  });
});
