// Sign-out clearing (R4.37, R4.38; DESIGN.md): every personal atom back to its start, local storage
// emptied except the device settings (language, region, sound), session storage emptied.
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../src/io/storage/webStorage';
import { clearPersonalState, keptLocalKeys, resetPersonalAtoms } from '../../../src/state/clearing';
import { localSettingsAtom } from '../../../src/state/localSettings';
import { bundleAtom, loadSequenceAtom, serverClockAtom } from '../../../src/state/session';
import { localStorageAtom, sessionStorageAtom } from '../../../src/state/storages';
import { addStudyMissionAtom, studyContentAtom, studySelectionAtom } from '../../../src/state/studySession';
import { sampleDedata } from './fixtures';

function signedInStore() {
  const store = createStore();
  const local = memoryStorage({
    lang: 'ko',
    locale: 'ko-KR',
    country_region: 'KR',
    voice_onoff: '0',
    'voice.onoff': '1',
    CoordView: '0',
    heart_flag: '1',
    'hoshi.session': '{"userno":7}',
  });
  const session = memoryStorage({ sno: '3', jkno: '2' });
  store.set(localStorageAtom, local);
  store.set(sessionStorageAtom, session);
  store.set(bundleAtom, { userno: 7, dedata: sampleDedata(7), offline: false });
  store.set(serverClockAtom, { serverAtSyncMs: 1, monotonicAtSyncMs: 0, offsetMs: 1 });
  store.set(addStudyMissionAtom, { categoryId: 3, groupId: 0, missionIndex: 2, data: null });
  return { store, local, session };
}

describe('clearing on sign-out', () => {
  it('keeps only the device settings in local storage and empties session storage', () => {
    const { store, local, session } = signedInStore();
    clearPersonalState(store);
    expect(local.keys().sort()).toEqual(['country_region', 'lang', 'locale', 'voice.onoff', 'voice_onoff']);
    expect(session.keys()).toEqual([]);
    // The five device settings and the kiosk's class and device id (issue 19).
    expect(keptLocalKeys()).toHaveLength(7);
  });

  it('keeps the class a kiosk tablet is set to, and nothing of the student who used it (issue 19)', () => {
    const { store, local } = signedInStore();
    local.setItem('kiosk_class', 'kioskkey-abcdefgh');
    local.setItem('kiosk_device', 'device-12345678');
    clearPersonalState(store);
    expect(local.getItem('kiosk_class')).toBe('kioskkey-abcdefgh');
    expect(local.getItem('kiosk_device')).toBe('device-12345678');
    expect(local.keys()).not.toContain('sno');
  });

  it('resets every personal atom; the settings atom re-reads storage', () => {
    const { store } = signedInStore();
    clearPersonalState(store);
    expect(store.get(bundleAtom)).toBeNull();
    expect(store.get(loadSequenceAtom)).toBeNull();
    expect(store.get(serverClockAtom)).toBeNull();
    expect(store.get(studyContentAtom).missions).toEqual([]);
    expect(store.get(studySelectionAtom).categoryId).toBe(0);
    expect(store.get(localSettingsAtom)).toMatchObject({
      language: 'ko',
      showCoordinates: true,
      skipHeartConfirm: false,
    });
  });

  it('can reset memory alone (another tab already cleared, or holds the next user)', () => {
    const { store, local } = signedInStore();
    resetPersonalAtoms(store);
    expect(store.get(bundleAtom)).toBeNull();
    expect(local.getItem('hoshi.session')).not.toBeNull();
  });
});
