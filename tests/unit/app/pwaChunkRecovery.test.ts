// A screen's code that fails to load after a deploy recovers with exactly one reload (issue 7): a marker in
// sessionStorage stops a second reload within ten minutes, so a broken chunk shows the error screen
// instead of reloading in a loop, and a later deploy can still recover.
import { describe, expect, it } from 'vitest';
import {
  chunkReloadKey,
  chunkReloadWindowMs,
  claimChunkReload,
  installChunkRecovery,
  isChunkLoadError,
} from '../../../src/app/pwa/chunkRecovery';
import { memoryStorage } from '../../../src/io/storage/webStorage';

describe('isChunkLoadError', () => {
  it.each([
    ['Failed to fetch dynamically imported module: https://h.test/assets/StudyScreens-abc.js', true],
    ['error loading dynamically imported module: https://h.test/assets/x.js', true],
    ['Importing a module script failed.', true],
    ['Unable to preload CSS for https://h.test/assets/study-abc.css', true],
    ['Cannot read properties of undefined', false],
    ['', false],
  ])('%s → %s', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });

  it('is false for what is not an error', () => {
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({ message: 'Failed to fetch dynamically imported module' })).toBe(false);
  });
});

describe('claimChunkReload', () => {
  const t0 = 1_700_000_000_000;
  it.each([
    ['no marker', null, t0, true],
    ['a reload a minute ago', String(t0 - 60_000), t0, false],
    ['a reload just inside the window', String(t0 - chunkReloadWindowMs + 1), t0, false],
    ['a reload longer ago than the window', String(t0 - chunkReloadWindowMs), t0, true],
    ['a marker from the future (clock changed)', String(t0 + 60_000), t0, true],
    ['an unreadable marker', 'garbage', t0, true],
  ])('%s → %s', (_name, marker, now, expected) => {
    const storage = memoryStorage();
    if (marker !== null) storage.setItem(chunkReloadKey, marker);
    expect(claimChunkReload(storage, now)).toBe(expected);
    if (expected) expect(storage.getItem(chunkReloadKey)).toBe(String(now));
  });
});

describe('installChunkRecovery', () => {
  function preloadError(message: string): Event {
    return Object.assign(new Event('vite:preloadError', { cancelable: true }), {
      payload: new TypeError(message),
    });
  }

  it('reloads once for a missing chunk, never twice in a row', () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    let reloads = 0;
    let now = 1_000_000;
    installChunkRecovery({
      target: target as unknown as Window,
      storage,
      reload: () => (reloads += 1),
      now: () => now,
      online: () => true,
    });
    target.dispatchEvent(preloadError('Failed to fetch dynamically imported module: /assets/A.js'));
    expect(reloads).toBe(1);
    // After the reload the same (or another) chunk fails again: no second reload, the error screen shows.
    now += 2_000;
    target.dispatchEvent(preloadError('Failed to fetch dynamically imported module: /assets/A.js'));
    target.dispatchEvent(preloadError('Failed to fetch dynamically imported module: /assets/B.js'));
    expect(reloads).toBe(1);
    // A deploy later in the day recovers again.
    now += chunkReloadWindowMs;
    target.dispatchEvent(preloadError('Failed to fetch dynamically imported module: /assets/C.js'));
    expect(reloads).toBe(2);
  });

  it('leaves other errors to the error screen', () => {
    const target = new EventTarget();
    let reloads = 0;
    installChunkRecovery({
      target: target as unknown as Window,
      storage: memoryStorage(),
      reload: () => (reloads += 1),
      now: () => 0,
      online: () => true,
    });
    target.dispatchEvent(preloadError('Unexpected token <'));
    expect(reloads).toBe(0);
  });

  it("never reloads offline: the reload would end on the browser's offline page instead of the app", () => {
    const target = new EventTarget();
    const storage = memoryStorage();
    let reloads = 0;
    let online = false;
    installChunkRecovery({
      target: target as unknown as Window,
      storage,
      reload: () => (reloads += 1),
      now: () => 0,
      online: () => online,
    });
    target.dispatchEvent(preloadError('Failed to fetch dynamically imported module: /assets/A.js'));
    expect(reloads).toBe(0);
    // Back online, the same error may reload (the offline one did not use up the window).
    online = true;
    target.dispatchEvent(preloadError('Failed to fetch dynamically imported module: /assets/A.js'));
    expect(reloads).toBe(1);
  });
});
