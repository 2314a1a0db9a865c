// Local settings (R3.37) mirrored in localStorage under the spec's keys, with the rules engine's defaults.
import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { localSettingDefaults } from '../../../src/domain/rules/localSettings';
import { memoryStorage } from '../../../src/io/storage/webStorage';
import { localSettingsAtom, reloadLocalSettingsAtom } from '../../../src/state/localSettings';
import { localStorageAtom } from '../../../src/state/storages';

function storeWith(initial: Record<string, string> = {}) {
  const store = createStore();
  const storage = memoryStorage(initial);
  store.set(localStorageAtom, storage);
  return { store, storage };
}

describe('local settings', () => {
  it('start from the defaults (region KR, R9.26)', () => {
    const { store } = storeWith();
    expect(store.get(localSettingsAtom)).toEqual(localSettingDefaults);
    expect(store.get(localSettingsAtom).region).toBe('KR');
  });

  it('read what is stored under the spec keys', () => {
    const { store } = storeWith({ lang: 'zh', locale: 'zh-CN', CoordView: '0', PopupPosFlag: '1' });
    expect(store.get(localSettingsAtom)).toMatchObject({
      language: 'zh',
      locale: 'zh-CN',
      showCoordinates: false,
      popupPosition: 1,
    });
  });

  it('write changes under the spec keys and read them back after a reload', () => {
    const { store, storage } = storeWith();
    store.set(localSettingsAtom, { showCoordinates: false, language: 'ko', locale: 'ko-KR' });
    expect(storage.getItem('CoordView')).toBe('0');
    expect(storage.getItem('lang')).toBe('ko');
    store.set(reloadLocalSettingsAtom);
    expect(store.get(localSettingsAtom)).toMatchObject({ showCoordinates: false, language: 'ko' });
    store.set(localSettingsAtom, { language: null });
    expect(storage.getItem('lang')).toBeNull();
  });
});
