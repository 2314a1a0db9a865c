// The storages the state mirrors into, as atoms so tests can give a store its own in-memory ones.
import { atom } from 'jotai';
import { local, session, type KeyValueStorage } from '../io/storage/webStorage';

/** localStorage: local settings (R3.37) and the device's keys. */
export const localStorageAtom = atom<KeyValueStorage>(local);
/** sessionStorage: the study values of R4.01. */
export const sessionStorageAtom = atom<KeyValueStorage>(session);
