// Sign-out and failed refresh (R4.37, R4.38, R8.09): every atom back to its start, local storage emptied
// except the device settings (DESIGN.md), session storage emptied. IndexedDB and the session record are
// cleared by the app's sign-out (src/app/session), which calls this.
import type { createStore } from 'jotai';
import { clearExcept } from '../io/storage/webStorage';
import { deviceSettingKeys, reloadLocalSettingsAtom } from './localSettings';
import { bundleAtom, loadSequenceAtom, serverClockAtom } from './session';
import { kioskStorageKeys } from './kiosk';
import { localStorageAtom, sessionStorageAtom } from './storages';
import { initialStudyWork, reloadStudySelectionAtom, studyContentAtom, studyWorkAtom } from './studySession';
import { initialStudyContentState } from '../domain/rules/studySession';
import { reloadDan9SelectionAtom } from './dan9Session';
import { lastSyncAtAtom, pendingWritesAtom, writeAnswersAtom } from './outbox';
import { studyNotesAtom } from './studyNotes';
import { knownSlotsAtom, knownSlotsUserAtom } from './studySlots';
import { reloadTryRunAtom } from './studyTryRun';

type Store = ReturnType<typeof createStore>;

/** Keys of localStorage that survive clearing: the device settings (and the class a kiosk tablet is set to). */
export function keptLocalKeys(): readonly string[] {
  return [...deviceSettingKeys, kioskStorageKeys.classKey, kioskStorageKeys.device];
}

/** Every personal atom back to its start; storage is left alone. */
export function resetPersonalAtoms(store: Store): void {
  store.set(bundleAtom, null);
  store.set(loadSequenceAtom, null);
  store.set(serverClockAtom, null);
  store.set(studyContentAtom, initialStudyContentState());
  store.set(studyWorkAtom, initialStudyWork);
  store.set(reloadStudySelectionAtom);
  store.set(reloadDan9SelectionAtom);
  store.set(reloadTryRunAtom);
  store.set(knownSlotsAtom, new Map());
  store.set(knownSlotsUserAtom, null);
  store.set(studyNotesAtom, []);
  // The outbox itself is kept (DESIGN.md); only this user's view of it goes.
  store.set(pendingWritesAtom, []);
  store.set(writeAnswersAtom, new Map());
  store.set(lastSyncAtAtom, null);
  store.set(reloadLocalSettingsAtom);
}

/** R4.37: storage emptied except the device settings, then every atom reset. */
export function clearPersonalState(store: Store): void {
  clearExcept(store.get(localStorageAtom), keptLocalKeys());
  clearExcept(store.get(sessionStorageAtom), []);
  resetPersonalAtoms(store);
}
