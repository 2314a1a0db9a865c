// The guard's offline exception (DESIGN.md): when the network is unreachable, not refused, the session is
// restored from its persisted mirror instead of sending the user to sign-in, and section screens show the
// last data saved on the device. Needs the service worker, hence a real profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchProfile } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { heading, reach, settled, signIn } from './support/app';

let server: RunningServer;
let profile: { context: BrowserContext; close: () => Promise<void> };
let page: Page;

beforeAll(async () => {
  server = await startServer();
  profile = await launchProfile({ locale: 'en-US' });
  page = await profile.context.newPage();
});

afterAll(async () => {
  await profile?.close();
  const code = await server?.stop();
  expect(code).toBe(0);
});

describe('offline', () => {
  it('restores the session from its mirror and shows saved data when the network is gone', async () => {
    await page.goto(server.url);
    await settled(page, '/auth/sign-in');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await signIn(page, { username: 'demo', password: 'hoshi-demo-1' });
    await reach(page, '/study');
    await reach(page, '/dan9');
    await page.locator('header a.brand').click();
    await settled(page, '/');

    await profile.context.setOffline(true);
    try {
      await page.reload();
      await settled(page, '/');
      expect(await heading(page)).toBe('Front gate');
      await expect.poll(() => page.getByText('Offline: showing saved data').count()).toBe(1);
      expect(await page.getByRole('region', { name: 'Your hearts and coins' }).innerText()).toContain(
        'Hearts',
      );
      await reach(page, '/study');
      // The screen renders its saved data after reading IndexedDB: wait for it rather than race it (a busy
      // machine took over the poll's default 5 s).
      await expect
        .poll(() => page.getByText('Offline: this is the last data saved on this device.').count(), {
          timeout: 15_000,
        })
        .toBe(1);
      expect(await page.locator('.load-failed').count()).toBe(0);
    } finally {
      await profile.context.setOffline(false);
    }
  });
});
