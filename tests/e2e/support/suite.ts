// The usual end-to-end suite: the real server on the built app (its own data folder; `env` such as
// CONTENT_DIR), Chromium, and one English context and page whose script errors are printed. closeSuite
// takes down whatever opened, even after a failed start, and answers the server's exit code (0 when it
// shut down cleanly: tests assert it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { settled } from './app';
import { launchChromium, launchProfile } from './browser';
import { startServer, type RunningServer } from './server';
import { fixtureGroup, fixturePacks } from './study';

export interface BrowserSuite {
  server: RunningServer;
  browser: Browser;
  context: BrowserContext;
  page: Page;
}

/** `contextOptions`: more for the English context (`serviceWorkers: 'block'` where a test answers calls itself). */
export async function openSuite(
  env: Record<string, string> = {},
  contextOptions: BrowserContextOptions = {},
): Promise<BrowserSuite> {
  const server = await startServer(env);
  const browser = await launchChromium();
  const context = await browser.newContext({ locale: 'en-US', ...contextOptions });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  return { server, browser, context, page };
}

export async function closeSuite(suite: Partial<BrowserSuite>): Promise<number | null | undefined> {
  await suite.context?.close();
  await suite.browser?.close();
  return suite.server?.stop();
}

/** A copy of the fixture packs (tests/fixtures/packs) in a new temporary folder, for CONTENT_DIR. */
export function copyFixturePacks(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const file of fs.readdirSync(fixturePacks)) {
    fs.copyFileSync(path.join(fixturePacks, file), path.join(dir, file));
  }
  return dir;
}

/** The study pack's JSON as the tests that change it see it. */
export interface FixtureStudy {
  categories: { sno: number; groups: { gno: number; missions: Record<string, unknown>[] }[] }[];
}

/**
 * A copy of the fixture packs whose study pack `edit` changes: it gets the fixture's elementary group 1
 * (`fixtureGroup`), to change in place, and the copy's folder (for the other packs).
 */
export function editedFixturePacks(
  prefix: string,
  edit: (group: FixtureStudy['categories'][number]['groups'][number], dir: string) => void,
): string {
  const dir = copyFixturePacks(prefix);
  const file = path.join(dir, 'study.json');
  const study = JSON.parse(fs.readFileSync(file, 'utf8')) as FixtureStudy;
  const group = study.categories
    .find((c) => c.sno === fixtureGroup.sno)
    ?.groups.find((g) => g.gno === fixtureGroup.gno);
  if (!group) throw new Error('fixture pack lacks elementary group 1');
  edit(group, dir);
  fs.writeFileSync(file, JSON.stringify(study));
  return dir;
}

/** A browser profile on disk (what the service worker and storage persistence need) and its page. */
export interface ProfileSuite {
  server: RunningServer;
  profile: { context: BrowserContext; close: () => Promise<void> };
  page: Page;
}

/**
 * The offline suites: the server on the fixture packs and an English profile with one page. `restartable`:
 * the test takes the server down and up again on its port.
 */
export async function openProfileSuite(options: { restartable?: boolean } = {}): Promise<ProfileSuite> {
  const server = await startServer({ CONTENT_DIR: fixturePacks }, options);
  const profile = await launchProfile({ locale: 'en-US' });
  const page = await profile.context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  return { server, profile, page };
}

/**
 * The first visit under the service worker: open the app and wait for the worker. The page that installed
 * it is not its client; after the reload every fetch goes through it (and is kept for offline).
 */
export async function visitUnderWorker(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await settled(page, '/auth/sign-in');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await settled(page, '/auth/sign-in');
}

/**
 * Waits until the service worker controls the page: the first worker claims the pages open when it
 * activates (clientsClaim). Event-driven, so a slow install on a loaded machine only takes longer; the
 * test's own time limit bounds it.
 */
export async function controlledByWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true });
    });
  });
}
