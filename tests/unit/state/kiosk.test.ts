// The kiosk's device settings (issue 19): the class key a tablet is set to and its device id.
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../../src/io/storage/webStorage';
import { kioskDeviceId, readKioskClass, writeKioskClass } from '../../../src/state/kiosk';
import { kioskCardUrl } from '../../../src/features/academy/LoginCards';

describe('the kiosk class of a tablet', () => {
  it('keeps a well-formed key, refuses anything else, and can be cleared', () => {
    const storage = memoryStorage();
    expect(readKioskClass(storage)).toBeNull();
    writeKioskClass(storage, 'AbC_def-12345678');
    expect(readKioskClass(storage)).toBe('AbC_def-12345678');
    storage.setItem('kiosk_class', '<script>');
    expect(readKioskClass(storage)).toBeNull();
    writeKioskClass(storage, null);
    expect(storage.keys()).toEqual([]);
  });

  it('makes a device id once and keeps it', () => {
    const storage = memoryStorage();
    let made = 0;
    const id = () => `device-${++made}-abcdefgh`;
    expect(kioskDeviceId(storage, id)).toBe('device-1-abcdefgh');
    expect(kioskDeviceId(storage, id)).toBe('device-1-abcdefgh');
    expect(made).toBe(1);
  });

  it("a login card's QR code opens the kiosk of the class with the student chosen", () => {
    expect(kioskCardUrl('https://hoshi.example', 'key_12345678', 42)).toBe(
      'https://hoshi.example/auth/kiosk?k=key_12345678&s=42',
    );
  });
});
