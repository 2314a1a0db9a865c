// Study session state (R4.01–R4.04, R3.01, R3.02): the six study values live in sessionStorage under the
// spec's names with the spec's defaults; the in-memory study state starts with tab counts 1,2,3,1 (R9.05),
// clearing empties the current info and the mission list, and entries are added once per address.
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../src/io/storage/webStorage';
import { sessionStorageAtom } from '../../../src/state/storages';
import {
  addStudyMissionAtom,
  addStudyTutorialAtom,
  clearStudyAtom,
  reloadStudySelectionAtom,
  studyContentAtom,
  studySelectionAtom,
} from '../../../src/state/studySession';

function storeWith(initial: Record<string, string> = {}) {
  const store = createStore();
  const storage = memoryStorage(initial);
  store.set(sessionStorageAtom, storage);
  return { store, storage };
}

describe('study selection in sessionStorage', () => {
  it('defaults when absent: sno 0, gno 0, jkno -1, tno -1, flags false (R4.02)', () => {
    const { store } = storeWith();
    expect(store.get(studySelectionAtom)).toEqual({
      categoryId: 0,
      groupId: 0,
      missionIndex: -1,
      tryIndex: -1,
      inTryRun: false,
      inRankView: false,
    });
  });

  it('reads the stored values under the spec names (R4.01)', () => {
    const { store } = storeWith({
      sno: '2',
      gno: '5',
      jkno: '3',
      tno: '1',
      study_tflag: 'true',
      study_rank_flag: '0',
    });
    expect(store.get(studySelectionAtom)).toMatchObject({
      categoryId: 2,
      groupId: 5,
      missionIndex: 3,
      inTryRun: true,
    });
  });

  it('writes every value back and survives a reload of the atom', () => {
    const { store, storage } = storeWith();
    store.set(studySelectionAtom, { categoryId: 4, missionIndex: 2 });
    expect(storage.getItem('sno')).toBe('4');
    expect(storage.getItem('jkno')).toBe('2');
    expect(storage.getItem('tno')).toBe('-1');
    store.set(reloadStudySelectionAtom);
    expect(store.get(studySelectionAtom)).toMatchObject({ categoryId: 4, missionIndex: 2, tryIndex: -1 });
  });
});

describe('study content in memory', () => {
  it('starts with the default tab counts 1,2,3,1 (R9.05) and empty lists', () => {
    const { store } = storeWith();
    const content = store.get(studyContentAtom);
    expect(content.tabCounts).toEqual([1, 2, 3, 1]);
    expect(content.tabIndex).toEqual([0, 0, 0, 0]);
    expect(content.missions).toEqual([]);
  });

  it('adds a mission or tutorial only once per (sno, gno, jkno) (R4.04)', () => {
    const { store } = storeWith();
    const entry = { categoryId: 1, groupId: 2, missionIndex: 3, data: 'first' };
    store.set(addStudyMissionAtom, entry);
    store.set(addStudyMissionAtom, { ...entry, data: 'second' });
    store.set(addStudyTutorialAtom, entry);
    store.set(addStudyTutorialAtom, entry);
    expect(store.get(studyContentAtom).missions).toEqual([entry]);
    expect(store.get(studyContentAtom).tutorials).toEqual([entry]);
  });

  it('clearing empties the current info and the mission list only (R4.03)', () => {
    const { store } = storeWith();
    store.set(studyContentAtom, { ...store.get(studyContentAtom), currentInfo: { x: 1 } });
    store.set(addStudyMissionAtom, { categoryId: 1, groupId: 1, missionIndex: 1, data: null });
    store.set(addStudyTutorialAtom, { categoryId: 1, groupId: 1, missionIndex: 1, data: null });
    store.set(clearStudyAtom);
    const content = store.get(studyContentAtom);
    expect(content.currentInfo).toBeNull();
    expect(content.missions).toEqual([]);
    expect(content.tutorials).toHaveLength(1);
  });
});
