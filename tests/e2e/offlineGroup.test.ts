// Offline, a group this device never kept (issue 22 item 10), in Chromium against the built app and the
// real server on the fixture packs, under the service worker: the study screens were opened online, but
// group 2 never was and study was not downloaded. Offline, its mission screen offers nothing that cannot
// work (no field, no try run) and says how to make it available: download study while online.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { RunningServer } from './support/server';
import { openProfileSuite, visitUnderWorker, type ProfileSuite } from './support/suite';
import { reach, register, settled, signIn } from './support/app';

const user = { username: 'offline_group1', password: 'Go-stones-42', email: 'offgroup@example.com' };

let server: RunningServer;
let profile: ProfileSuite['profile'];
let page: Page;

beforeAll(async () => {
  ({ server, profile, page } = await openProfileSuite());
});

afterAll(async () => {
  await profile?.context.setOffline(false);
  await profile?.close();
  expect(await server?.stop()).toBe(0);
});

describe('offline, a group never kept', () => {
  it('offers only what works and says how to keep the group', async () => {
    await visitUnderWorker(page, server.url);
    await register(page, server.url, user);
    await signIn(page, user);
    await reach(page, '/study/group');
    // The group list has arrived (and is kept on the device) before the network goes.
    await expect
      .poll(() => page.getByRole('link', { name: 'Open group 2', exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    await page.locator('header a.brand').click();
    await settled(page, '/');

    await profile.context.setOffline(true);
    await reach(page, '/study/group');
    await page.getByRole('link', { name: 'Open group 2', exact: true }).click();
    await settled(page, '/study/group/mission');
    await expect.poll(() => page.locator('[data-not-kept="true"]').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('[data-not-kept="true"]').innerText()).toContain('Download');
    expect(await page.locator('main a[href="/study/group/mission/tryfield"]').count()).toBe(0);
    expect(await page.locator('main a[href="/study/group/mission/field"]').count()).toBe(0);
    expect(await page.locator('.load-failed').count()).toBe(0);
    // The way to keep it: the study screen, where the download is.
    await page.locator('[data-not-kept="true"] a[href="/study"]').click();
    await settled(page, '/study');
    expect(await page.locator('[data-offline-section="study"]').count()).toBe(1);
  });
});
