// The study screens' context in session state (R2.29): the try run under way mirrored in sessionStorage
// (a reload resumes it; junk reads as none), the ninth-dan screens' own six values beside the study ones
// (R4.01, R4.02 defaults), and sign-out clearing the user's view of the outbox but not the outbox.
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../src/io/storage/webStorage';
import { clearPersonalState } from '../../../src/state/clearing';
import { dan9SelectionAtom, reloadDan9SelectionAtom } from '../../../src/state/dan9Session';
import { pendingWritesAtom, recordWriteAnswerAtom, writeAnswersAtom } from '../../../src/state/outbox';
import { localStorageAtom, sessionStorageAtom } from '../../../src/state/storages';
import { studyNotesAtom } from '../../../src/state/studyNotes';
import { studySelectionAtom } from '../../../src/state/studySession';
import {
  parseTryRun,
  reloadTryRunAtom,
  tryRunAtom,
  tryRunStorageKey,
  type TryRunRecord,
} from '../../../src/state/studyTryRun';

function storeWith(session: Record<string, string> = {}) {
  const store = createStore();
  const storage = memoryStorage(session);
  store.set(sessionStorageAtom, storage);
  store.set(localStorageAtom, memoryStorage());
  return { store, storage };
}

const run: TryRunRecord = {
  kind: 'study',
  tryId: 'run-0001',
  categoryId: 2,
  groupId: 1,
  startedAtMs: 1000,
  durationMs: 600_000,
  heartCost: 1,
  missionIndexes: [0, 1, 2],
  answers: [{ missionIndex: 0, moves: ['D3'], solved: true }],
  slotsBefore: [],
  finishedAtMs: null,
  startKey: 'start-key',
  finishKey: null,
};

describe('try run in session state', () => {
  it('is written to sessionStorage and read back after a reload', () => {
    const { store, storage } = storeWith();
    expect(store.get(tryRunAtom)).toBeNull();
    store.set(tryRunAtom, run);
    expect(parseTryRun(storage.getItem(tryRunStorageKey))).toEqual(run);
    const reloaded = storeWith({ [tryRunStorageKey]: storage.getItem(tryRunStorageKey) ?? '' });
    expect(reloaded.store.get(tryRunAtom)).toEqual(run);
  });

  it('reads junk as no run, and clearing removes it', () => {
    expect(parseTryRun('{')).toBeNull();
    expect(parseTryRun(JSON.stringify({ ...run, kind: 'single' }))).toBeNull();
    expect(parseTryRun(null)).toBeNull();
    const { store, storage } = storeWith();
    store.set(tryRunAtom, run);
    store.set(tryRunAtom, null);
    expect(storage.getItem(tryRunStorageKey)).toBeNull();
    expect(store.get(tryRunAtom)).toBeNull();
  });
});

describe('ninth-dan selection', () => {
  it("defaults like the study values and keeps its own keys (gno: the step's part)", () => {
    const { store, storage } = storeWith({ sno: '2', gno: '1' });
    expect(store.get(dan9SelectionAtom)).toMatchObject({ categoryId: 0, groupId: 0, missionIndex: -1 });
    store.set(dan9SelectionAtom, { categoryId: 3, groupId: 2, missionIndex: 4 });
    expect(storage.getItem('dan9_sno')).toBe('3');
    expect(storage.getItem('dan9_gno')).toBe('2');
    expect(storage.getItem('dan9_jkno')).toBe('4');
    expect(store.get(studySelectionAtom)).toMatchObject({ categoryId: 2, groupId: 1 });
    store.set(reloadDan9SelectionAtom);
    expect(store.get(dan9SelectionAtom)).toMatchObject({ categoryId: 3, groupId: 2, missionIndex: 4 });
  });
});

describe('sign-out', () => {
  it('forgets the run, the ninth-dan place, notes and the outbox view', () => {
    const { store } = storeWith();
    store.set(tryRunAtom, run);
    store.set(dan9SelectionAtom, { categoryId: 3 });
    store.set(studyNotesAtom, [{ key: 'k', kind: 'study', categoryId: 2, groupId: 1, nextMission: 1 }]);
    store.set(recordWriteAnswerAtom, { key: 'k', answer: { kind: 'applied', answer: {} } });
    clearPersonalState(store);
    store.set(reloadTryRunAtom);
    expect(store.get(tryRunAtom)).toBeNull();
    expect(store.get(dan9SelectionAtom).categoryId).toBe(0);
    expect(store.get(studyNotesAtom)).toEqual([]);
    expect(store.get(writeAnswersAtom).size).toBe(0);
    expect(store.get(pendingWritesAtom)).toEqual([]);
  });
});
