// Single-play session state (R3.13–R3.16): the place of the single and dice screens persists in
// localStorage under its own keys for its own user (decision, docs/client.md), with defaults when absent
// or unreadable; the challenge in play lives in sessionStorage (junk reads as none, another user's too);
// the lists of R3.14 take an item once per key and are the user's own; the dice the server reported keep
// the newest answer.
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../src/io/storage/webStorage';
import { bundleAtom } from '../../../src/state/session';
import {
  changeSingleContentAtom,
  defaultSingleSelection,
  makeSingleEntries,
  parseGjkno,
  parseSingleChallenge,
  readSingleSelection,
  serverDiceAtom,
  singleChallengeAtom,
  singleChallengeStorageKey,
  singleContentAtom,
  singleNotesAtom,
  singleSelectionAtom,
  type SingleChallenge,
  type SingleSelection,
} from '../../../src/state/singleSession';
import { localStorageAtom, sessionStorageAtom } from '../../../src/state/storages';
import type { SingleMission } from '../../../src/protocol';
import { sampleDedata } from './fixtures';

function storeFor(
  userno: number | null,
  local: Record<string, string> = {},
  session: Record<string, string> = {},
) {
  const store = createStore();
  const localStorage = memoryStorage(local);
  const sessionStorage = memoryStorage(session);
  store.set(localStorageAtom, localStorage);
  store.set(sessionStorageAtom, sessionStorage);
  if (userno !== null) store.set(bundleAtom, { userno, dedata: sampleDedata(userno), offline: false });
  return { store, localStorage, sessionStorage };
}

const place: SingleSelection = {
  categoryId: 3,
  groupId: 1,
  missionIndex: 2,
  singleType: 3,
  dice: { groupId: 4, missionIndex: 0 },
};

describe('single place in localStorage (R3.16)', () => {
  it('defaults when nothing is stored: no category, group or mission chosen', () => {
    const { store } = storeFor(7);
    expect(store.get(singleSelectionAtom)).toEqual(defaultSingleSelection);
    expect(defaultSingleSelection).toEqual({
      categoryId: -1,
      groupId: -1,
      missionIndex: -1,
      singleType: -1,
      dice: { groupId: -1, missionIndex: -1 },
    });
  });

  it('writes every value under its key with its user and reads them back', () => {
    const { store, localStorage } = storeFor(7);
    store.set(singleSelectionAtom, { categoryId: 3, groupId: 1, missionIndex: 2, singleType: 3 });
    store.set(singleSelectionAtom, { dice: { groupId: 4, missionIndex: 0 } });
    expect(Object.fromEntries(localStorage.keys().map((k) => [k, localStorage.getItem(k)]))).toEqual({
      single_userno: '7',
      single_sno: '3',
      single_gno: '1',
      single_jkno: '2',
      single_type: '3',
      single_gjkno: '4_0',
    });
    // A new tab (a new store over the same storage) finds the same place.
    const next = storeFor(
      7,
      Object.fromEntries(localStorage.keys().map((k) => [k, localStorage.getItem(k) ?? ''])),
    );
    expect(next.store.get(singleSelectionAtom)).toEqual(place);
  });

  it('round-trips through its entries', () => {
    const entries = makeSingleEntries(place, 9);
    expect(readSingleSelection((key) => entries[key], 9)).toEqual(place);
  });

  it.each([
    ['another user stored it', { ...makeSingleEntries(place, 8) }, 7, defaultSingleSelection],
    ['nobody is signed in', { ...makeSingleEntries(place, 7) }, null, defaultSingleSelection],
    [
      'values are junk',
      {
        single_userno: '7',
        single_sno: 'x',
        single_gno: '-5',
        single_jkno: '2.5',
        single_type: '',
        single_gjkno: '4-0',
      },
      7,
      defaultSingleSelection,
    ],
  ] as const)('reads the defaults when %s', (_case, stored, userno, expected) => {
    const get = (key: string) => (stored as Record<string, string>)[key] ?? null;
    expect(readSingleSelection(get, userno)).toEqual(expected);
  });

  it.each([
    ['3_2', { groupId: 3, missionIndex: 2 }],
    ['-1_-1', { groupId: -1, missionIndex: -1 }],
    ['3', { groupId: -1, missionIndex: -1 }],
    [null, { groupId: -1, missionIndex: -1 }],
  ] as const)('parses gjkno %s', (raw, expected) => {
    expect(parseGjkno(raw)).toEqual(expected);
  });

  it('a signed-out store reads the defaults, not the last user’s place', () => {
    const { store } = storeFor(7);
    store.set(singleSelectionAtom, { categoryId: 3 });
    store.set(bundleAtom, null);
    expect(store.get(singleSelectionAtom)).toEqual(defaultSingleSelection);
  });
});

const challenge: SingleChallenge = {
  userno: 7,
  mode: 'single',
  challengeId: 'abcdef0123456789',
  categoryId: 3,
  groupId: 1,
  missionIndex: 0,
  cost: 1,
  startKey: 'key-1',
  finish: null,
};

describe('the challenge in play (sessionStorage)', () => {
  it('is kept across a reload and cleared', () => {
    const { store, sessionStorage } = storeFor(7);
    store.set(singleChallengeAtom, challenge);
    const reloaded = storeFor(
      7,
      {},
      { [singleChallengeStorageKey]: sessionStorage.getItem(singleChallengeStorageKey) ?? '' },
    );
    expect(reloaded.store.get(singleChallengeAtom)).toEqual(challenge);
    store.set(singleChallengeAtom, null);
    expect(sessionStorage.getItem(singleChallengeStorageKey)).toBeNull();
  });

  it('is another user’s challenge for nobody else', () => {
    const { store } = storeFor(8, {}, { [singleChallengeStorageKey]: JSON.stringify(challenge) });
    expect(store.get(singleChallengeAtom)).toBeNull();
  });

  it.each([
    ['not JSON', '{'],
    ['missing the start key', JSON.stringify({ ...challenge, startKey: 1 })],
    [
      'an unknown verdict',
      JSON.stringify({ ...challenge, finish: { key: 'k', outcome: 'win', predicted: 'great', stars: 3 } }),
    ],
    ['an unknown mode', JSON.stringify({ ...challenge, mode: 'quest' })],
  ])('reads junk (%s) as none', (_case, raw) => {
    expect(parseSingleChallenge(raw)).toBeNull();
  });

  it('reads a finished challenge', () => {
    const finished = { ...challenge, finish: { key: 'k2', outcome: 'win', predicted: 'win', stars: 3 } };
    expect(parseSingleChallenge(JSON.stringify(finished))).toEqual(finished);
  });
});

const mission = (jkno: number): SingleMission => ({
  sno: 3,
  gno: 1,
  jkno,
  kind: 'problem',
  title: { 'ko-KR': 'a', 'en-US': 'a', 'zh-CN': 'a' },
  prompt: { 'ko-KR': 'a', 'en-US': 'a', 'zh-CN': 'a' },
  hint: { 'ko-KR': 'a', 'en-US': 'a', 'zh-CN': 'a' },
  videos: 0,
});

describe('the lists of R3.14', () => {
  it('take a mission, a tutorial step and a video once per key', () => {
    const { store } = storeFor(7);
    store.set(changeSingleContentAtom, { kind: 'loaded', missions: [mission(0), mission(1), mission(0)] });
    store.set(changeSingleContentAtom, { kind: 'loaded', missions: [mission(1)] });
    const tutorial = { sno: 3, gno: 1, jkno: 0, seq: 1, data: '{}' };
    store.set(changeSingleContentAtom, { kind: 'tutorial', item: tutorial });
    store.set(changeSingleContentAtom, { kind: 'tutorial', item: { ...tutorial, data: 'other' } });
    store.set(changeSingleContentAtom, { kind: 'tutorial', item: { ...tutorial, seq: 2 } });
    const video = { ano: 0, sno: 3, gno: 1, jkno: 0, url: 'https://v/1', count: 2 };
    store.set(changeSingleContentAtom, { kind: 'video', item: video });
    store.set(changeSingleContentAtom, { kind: 'video', item: { ...video, url: 'https://v/x' } });
    store.set(changeSingleContentAtom, { kind: 'video', item: { ...video, ano: 1 } });
    const content = store.get(singleContentAtom);
    expect(content.loaded.map((m) => m.jkno)).toEqual([0, 1]);
    expect(content.tutorials.map((t) => [t.seq, t.data])).toEqual([
      [1, '{}'],
      [2, '{}'],
    ]);
    expect(content.videos.map((v) => [v.ano, v.url])).toEqual([
      [0, 'https://v/1'],
      [1, 'https://v/1'],
    ]);
  });

  it('replace the view, and are the signed-in user’s own', () => {
    const { store } = storeFor(7);
    const item = { sno: 3, gno: 1, jkno: 0, stars: 2, tries: 1, cleared: true, open: true };
    store.set(changeSingleContentAtom, { kind: 'view', items: [item] });
    store.set(changeSingleContentAtom, { kind: 'view', items: [{ ...item, jkno: 1 }] });
    expect(store.get(singleContentAtom).view.map((v) => v.jkno)).toEqual([1]);
    store.set(bundleAtom, { userno: 8, dedata: sampleDedata(8), offline: false });
    expect(store.get(singleContentAtom).view).toEqual([]);
  });
});

describe('server dice and notes', () => {
  it('keep the newest dice answer of the user', () => {
    const { store } = storeFor(7);
    store.set(serverDiceAtom, { userno: 7, count: 4, anchorUs: 10, serverTimeUs: 100 });
    store.set(serverDiceAtom, { userno: 7, count: 5, anchorUs: 5, serverTimeUs: 50 });
    expect(store.get(serverDiceAtom)?.count).toBe(4);
    store.set(serverDiceAtom, { userno: 7, count: 3, anchorUs: 20, serverTimeUs: 200 });
    expect(store.get(serverDiceAtom)?.count).toBe(3);
    store.set(bundleAtom, { userno: 8, dedata: sampleDedata(8), offline: false });
    expect(store.get(serverDiceAtom)).toBeNull();
  });

  it('notes belong to their user', () => {
    const { store } = storeFor(7);
    store.set(singleNotesAtom, { key: 'k', userno: 7, categoryId: 3, groupId: 1, missionIndex: 0 });
    expect(store.get(singleNotesAtom)).toHaveLength(1);
    store.set(bundleAtom, { userno: 8, dedata: sampleDedata(8), offline: false });
    expect(store.get(singleNotesAtom)).toHaveLength(0);
  });
});
