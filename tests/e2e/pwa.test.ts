// The installable, updatable, downloadable app (issue 7), in Chromium with a real profile against the built
// app on the real server (default packs):
// - Chromium's installability check finds nothing missing, and the install button appears when the browser
//   offers installing (the offer is simulated: headless Chromium never shows its dialog).
// - "Download for offline" shows the size beforehand and a progress bar, then a mission never opened
//   before opens with the network off (and did not before the download); a download that does not fit
//   says storage is full.
// - A new version waits while a try run is under way and is applied after it: one reload, new files.
//   How a new version is published without building twice: the server serves a copy of dist/, and the
//   test changes a precached file (robots.txt) and its revision in that copy's sw.js, as a deploy would.
//   The browser's update check then finds a new worker script; it installs, precaches the new file and
//   waits. The old worker keeps serving the old file until the new one takes over, so the file's content
//   tells which version is in charge.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchProfile } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { controlledByWorker } from './support/suite';
import { reach, register, settled, signIn } from './support/app';
import { parseStudyTutorialKey, studyTutorialKeys } from '../../src/domain/rules/tutorials';

/**
 * What the study download keeps, counted from the shipped pack (not from the screen): every mission of
 * every group, and each study lesson whose group the pack has. Content changes move it; the test follows.
 */
function studyDownloadItems(): number {
  const packFile = path.resolve(import.meta.dirname, '../../server/content/packs/study.json');
  const pack = JSON.parse(fs.readFileSync(packFile, 'utf8')) as {
    categories: { sno: number; groups: { gno: number; missions: unknown[] }[] }[];
  };
  const groups = new Set(pack.categories.flatMap((c) => c.groups.map((g) => `${c.sno}-${g.gno}`)));
  const missions = pack.categories.flatMap((c) => c.groups).reduce((n, g) => n + g.missions.length, 0);
  const lessons = studyTutorialKeys.filter((key) => {
    const address = parseStudyTutorialKey(key);
    return address.ok && groups.has(`${address.value.categoryId}-${address.value.groupId}`);
  }).length;
  return missions + lessons;
}

const dist = path.resolve(__dirname, '../../dist');
const user = { username: 'pwa_student1', password: 'Go-stones-42', email: 'pwa1@example.com' };

let appDir: string;
let server: RunningServer;
let profile: { context: BrowserContext; close: () => Promise<void> };
let page: Page;

beforeAll(async () => {
  appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoshi-e2e-app-'));
  fs.cpSync(dist, appDir, { recursive: true });
  server = await startServer({ STATIC_DIR: appDir });
  profile = await launchProfile({ locale: 'en-US' });
  page = await profile.context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
});

afterAll(async () => {
  await profile?.close();
  const code = await server?.stop();
  fs.rmSync(appDir, { recursive: true, force: true });
  expect(code).toBe(0);
});

/** The page's text of a file, as the service worker in charge serves it. */
const served = (file: string) =>
  page.evaluate(async (url) => (await fetch(url, { cache: 'no-store' })).text(), file);

const waitingWorker = () =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null);

/**
 * Asks the browser for an update and waits until the new worker has installed (it then waits for the
 * page's go-ahead). Follows the worker's own state changes, so a slow install on a loaded machine only
 * takes longer (the browser fetches the script, starts it and precaches what changed); a failed install
 * says so at once.
 */
async function installUpdate(): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration) throw new Error('no service worker registration');
    await registration.update();
    const worker = registration.installing ?? registration.waiting;
    if (!worker) throw new Error('the update check found no new worker');
    await new Promise<void>((resolve, reject) => {
      const look = () => {
        if (worker.state === 'installed') resolve();
        else if (worker.state === 'redundant') reject(new Error('the new worker failed to install'));
      };
      worker.addEventListener('statechange', look);
      look();
    });
  });
}

describe('install', () => {
  it('passes Chromium’s installability check', async () => {
    await page.goto(server.url);
    await settled(page, '/auth/sign-in');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await profile.context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.errors).toEqual([]);
    await cdp.detach();
  });

  it('shows the install button when the browser offers installing, and prompts on click', async () => {
    await register(page, server.url, user);
    await signIn(page, user);
    const button = page.getByRole('button', { name: 'Install Hoshi' });
    // On a small phone the button arrives after the first paint: the header must stay one row (no page
    // jump, a layout shift of 0.31 before) and nothing may scroll sideways.
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 740 });
    const header = page.locator('header.app-header');
    const headerHeight = async () => (await header.boundingBox())?.height ?? 0;
    const before = await headerHeight();
    // Chromium may make its own offer once it deems the app installable; this one answers the test.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          (window as unknown as { prompted: number }).prompted = 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    await expect.poll(() => button.count()).toBe(1);
    // One row of 48 px controls (two rows would be over 100 px).
    expect(before).toBeLessThan(80);
    expect(await headerHeight()).toBe(before);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
    if (viewport) await page.setViewportSize(viewport);
    await button.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted))
      .toBe(1);
    await expect.poll(() => button.count()).toBe(0);
  });
});

describe('download for offline', () => {
  const panel = () => page.locator('[data-offline-section="study"]');

  it('does not have a group never opened before while offline', async () => {
    await reach(page, '/study');
    // The screen's data is kept on the device once shown (the categories and the course outline).
    await expect.poll(() => page.getByRole('tab', { name: 'Introductory' }).count()).toBe(1);
    await expect.poll(() => panel().getByRole('button', { name: 'Download' }).isEnabled()).toBe(true);
    // The worker took this page on its first visit (clientsClaim): it answers and stores mission calls.
    await controlledByWorker(page);
    await profile.context.setOffline(true);
    try {
      await openGroup('Expert (ranked)', 6);
      // Issue 22: it says the group is not kept and how to keep it, instead of a failure to retry.
      await expect
        .poll(() => page.locator('main [data-not-kept="true"]').count(), { timeout: 20_000 })
        .toBe(1);
      expect(await page.locator('main .load-failed').count()).toBe(0);
    } finally {
      await profile.context.setOffline(false);
    }
  });

  it('shows the size beforehand, then a progress bar to the end', async () => {
    const items = studyDownloadItems();
    // The app writes counts as numbers are written in the language ("1,089").
    const shown = items.toLocaleString('en-US');
    await reach(page, '/study');
    await expect
      .poll(() => panel().allTextContents())
      .toEqual([
        expect.stringMatching(
          new RegExp(
            `Keeps ${shown} missions and lessons on this device: about [\\d.,]+ [KM]B\\. Free space: `,
          ),
        ),
      ]);
    // Every value the bar takes, as it takes it.
    await page.evaluate(() => {
      const seen: { value: number; max: number; label: string | null }[] = [];
      (window as unknown as { progressSeen: typeof seen }).progressSeen = seen;
      const root = document.querySelector('[data-offline-section="study"]');
      if (!root) throw new Error('no download panel');
      const record = () => {
        const bar = root.querySelector('progress');
        if (bar) seen.push({ value: bar.value, max: bar.max, label: bar.getAttribute('aria-valuetext') });
      };
      new MutationObserver(record).observe(root, { subtree: true, childList: true, attributes: true });
    });
    await panel().getByRole('button', { name: 'Download' }).click();
    await expect
      .poll(() => panel().getAttribute('data-download-state'), { timeout: 60_000 })
      .toBe('complete');
    expect(await panel().getByRole('status').allTextContents()).toEqual([
      `Done: ${shown} items open offline now.`,
    ]);
    const seen = await page.evaluate(
      () =>
        (window as unknown as { progressSeen: { value: number; max: number; label: string }[] }).progressSeen,
    );
    expect(seen.length).toBeGreaterThan(2);
    expect(seen.every((s) => s.max === items)).toBe(true);
    expect(seen.some((s) => s.value > 0 && s.value < items)).toBe(true);
    expect(seen.at(-1)?.value).toBe(items);
    expect(seen.some((s) => new RegExp(`^Downloaded [\\d,]+ of ${shown}$`).test(s.label))).toBe(true);
    // Recorded for this content version; whether the browser keeps the data for good is said either way.
    await expect
      .poll(() => panel().locator('[data-downloaded]').allTextContents())
      .toEqual([expect.stringMatching(new RegExp(`^Ready offline: ${shown} items`))]);
    expect(['true', 'false']).toContain(
      await panel().locator('[data-persisted]').getAttribute('data-persisted'),
    );
  }, 120_000);

  it('opens a mission never opened before with the network off', async () => {
    await profile.context.setOffline(true);
    try {
      await openGroup('Expert (ranked)', 6);
      await expect.poll(() => page.locator('[data-mission]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await page.locator('main .load-failed').count()).toBe(0);
      await page.locator('main a[href="/study/group/mission/field"]').first().click();
      await settled(page, '/study/group/mission/field');
      await expect.poll(() => page.locator('[data-vertex]').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await page.locator('main .load-failed').count()).toBe(0);
    } finally {
      await profile.context.setOffline(false);
    }
  });

  it('says storage is full when the section does not fit, before fetching anything', async () => {
    await reach(page, '/dan9');
    const dan9 = page.locator('[data-offline-section="dan9"]');
    await expect.poll(() => dan9.getByRole('button', { name: 'Download' }).isEnabled()).toBe(true);
    // A nearly full device, as the browser reports it (Chromium's quota override does not reach
    // navigator.storage.estimate here; the QuotaExceededError path is covered by the unit tests).
    await page.evaluate(() => {
      const full = { usage: 50_000_000, quota: 50_010_000 };
      Object.defineProperty(navigator.storage, 'estimate', { value: () => Promise.resolve(full) });
    });
    await dan9.getByRole('button', { name: 'Download' }).click();
    await expect
      .poll(() => dan9.getByRole('alert').allTextContents())
      .toEqual(['Not enough storage on this device. Free some space and try again.']);
    expect(await dan9.getAttribute('data-download-state')).toBe('failed');
    expect(await dan9.locator('progress').count()).toBe(0);
  });
});

/** From the study home: a category's tab, its groups, then the group's missions. */
async function openGroup(category: string, group: number): Promise<void> {
  await reach(page, '/study');
  await page.getByRole('tab', { name: category }).click();
  await page.getByRole('link', { name: `Open ${category}` }).click();
  await settled(page, '/study/group');
  await page.getByRole('link', { name: `Open group ${group}`, exact: true }).click();
  await settled(page, '/study/group/mission');
}

describe('update', () => {
  const updateButton = () => page.getByRole('button', { name: 'Update' });

  it('waits while a try run is under way and is applied after it, with one reload', async () => {
    const robots = path.join(appDir, 'robots.txt');
    const before = fs.readFileSync(robots, 'utf8');
    expect(await served('/robots.txt')).toBe(before);

    await openGroup('Introductory', 1);
    await page.locator('main a[href="/study/group/mission/tryfield"]').first().click();
    await settled(page, '/study/group/mission/tryfield');
    const start = page.getByRole('button', { name: 'Start the try run' });
    await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true);
    await start.click();
    await expect.poll(() => page.locator('[role="timer"]').count()).toBe(1);
    // Off the mission screen, the run still under way.
    await page.locator('header a.brand').click();
    await settled(page, '/');

    // A deploy: a precached file changes, and with it its revision in the worker's precache list.
    const worker = path.join(appDir, 'sw.js');
    const script = fs.readFileSync(worker, 'utf8');
    const entry = /\{"revision":"([0-9a-f]+)","url":"robots\.txt"\}/.exec(script);
    if (!entry) throw new Error('robots.txt is not in the precache list');
    fs.writeFileSync(robots, `${before}# version 2\n`);
    fs.writeFileSync(worker, script.replace(entry[0], '{"revision":"version-2","url":"robots.txt"}'));
    await installUpdate();
    expect(await waitingWorker()).toBe(true);

    // Waiting: the old version still in charge, and no prompt while the run is under way. The page has
    // heard of the new version and holds it (rather than not having heard of it yet).
    expect(await served('/robots.txt')).toBe(before);
    await expect.poll(() => page.locator('[data-update-held="waiting"]').count()).toBe(1);
    expect(await updateButton().count()).toBe(0);

    // Back to the run and end it: on the try field (a mission screen) still no prompt.
    await page.locator('main a[href="/study"]').first().click();
    await settled(page, '/study');
    await page.getByRole('link', { name: 'Open Introductory' }).click();
    await settled(page, '/study/group');
    await page.getByRole('link', { name: 'Open group 1', exact: true }).click();
    await settled(page, '/study/group/mission');
    await page.locator('main a[href="/study/group/mission/tryfield"]').first().click();
    await settled(page, '/study/group/mission/tryfield');
    await page.getByRole('button', { name: 'End the try run now' }).click();
    await expect.poll(() => page.locator('[data-medal-predicted]').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('[data-update-held="waiting"]').count()).toBe(1);
    expect(await updateButton().count()).toBe(0);

    // Off the field: the prompt, and on "Update" one reload into the new version.
    await page.getByRole('link', { name: 'Back to the mission', exact: true }).click();
    await settled(page, '/study/group/mission');
    await expect.poll(() => updateButton().count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByText('A new version is ready').count()).toBe(1);
    let loads = 0;
    page.on('load', () => (loads += 1));
    // The page's load event, not a moment: the new worker activates and takes the page first.
    await Promise.all([page.waitForEvent('load', { timeout: 0 }), updateButton().click()]);
    // A reload starts at the front gate (R2.37), under the new version, with nothing left to update to.
    await settled(page, '/');
    expect(await served('/robots.txt')).toBe(`${before}# version 2\n`);
    expect(await waitingWorker()).toBe(false);
    // One reload: the old page is gone, and the new one has a worker in charge and none waiting, so
    // nothing is left that could reload it again.
    expect(loads).toBe(1);
    expect(await page.locator('[data-update], [data-update-held]').count()).toBe(0);
    expect(await updateButton().count()).toBe(0);
    // The install, the activation and the reload each wait for a worker on a machine that may be busy.
  }, 120_000);
});
