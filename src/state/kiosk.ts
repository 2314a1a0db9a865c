// The kiosk of a shared tablet (issue 19): which class the tablet is set to (the class's kiosk key) and a
// random id of the device (PIN guesses are limited per device). Both are device settings: they survive a
// student's sign-out, which clears everything personal.
import type { KeyValueStorage } from '../io/storage/webStorage';

export const kioskStorageKeys = { classKey: 'kiosk_class', device: 'kiosk_device' } as const;

export function readKioskClass(storage: KeyValueStorage): string | null {
  const key = storage.getItem(kioskStorageKeys.classKey);
  return key && /^[A-Za-z0-9_-]{8,64}$/.test(key) ? key : null;
}

export function writeKioskClass(storage: KeyValueStorage, kioskKey: string | null): void {
  if (kioskKey === null) storage.removeItem(kioskStorageKeys.classKey);
  else storage.setItem(kioskStorageKeys.classKey, kioskKey);
}

export function kioskDeviceId(storage: KeyValueStorage, randomId: () => string): string {
  const known = storage.getItem(kioskStorageKeys.device);
  if (known && /^[A-Za-z0-9_-]{8,64}$/.test(known)) return known;
  const id = randomId();
  storage.setItem(kioskStorageKeys.device, id);
  return id;
}
