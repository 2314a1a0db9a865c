// The Content-Security-Policy the built app really runs under (issue 12 item 4), in Chromium with a real
// profile (service worker, web manifest) against the built app on the real server (fixture packs). Every
// `securitypolicyviolation` event of the pages and every console message about the policy is collected
// while a student goes through the sign-in page, registration, the front gate, a study board, the friends
// list (realtime socket) and single play against the AI in its Web Worker. None may appear. A last case
// proves the collector hears a violation when one happens.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchProfile } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { copyFixturePacks } from './support/suite';
import { reach, register, settled, signIn } from './support/app';

const user = { username: 'csp_student1', password: 'Go-stones-42', email: 'csp1@example.com' };

let contentDir: string;
let server: RunningServer;
let profile: { context: BrowserContext; close: () => Promise<void> };
let page: Page;
const violations: string[] = [];
/** Frames received per websocket URL the page opened. */
const websocketFrames = new Map<string, number>();

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/** What the page's own listener heard (it records from the first script on, before the app runs). */
const heardInPage = () => page.evaluate(() => window.cspViolations ?? []);

beforeAll(async () => {
  contentDir = copyFixturePacks('hoshi-e2e-csp-');
  server = await startServer({ CONTENT_DIR: contentDir });
  profile = await launchProfile({ locale: 'en-US' });
  await profile.context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile})`,
      );
    });
  });
  page = await profile.context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  page.on('websocket', (socket) => {
    websocketFrames.set(socket.url(), 0);
    socket.on('framereceived', () =>
      websocketFrames.set(socket.url(), (websocketFrames.get(socket.url()) ?? 0) + 1),
    );
  });
  // Chromium reports every refused load or inline block on the console, workers' included.
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
});

afterAll(async () => {
  await profile?.close();
  const code = await server?.stop();
  fs.rmSync(contentDir, { recursive: true, force: true });
  expect(code).toBe(0);
});

describe('the built app under its Content-Security-Policy', () => {
  it('is served with the policy, its inlined stylesheet allowed by hash', async () => {
    const response = await page.goto(`${server.url}/auth/sign-in`);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    await settled(page, '/auth/sign-in');
    // The inlined entry stylesheet applied: the page is styled before any stylesheet file loads.
    expect(await page.evaluate(() => document.querySelectorAll('link[rel="stylesheet"]').length)).toBe(0);
    expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    expect(await heardInPage()).toEqual([]);
  });

  it('registers, signs in and opens the front gate, a study board and the friends list', async () => {
    await register(page, server.url, user);
    await signIn(page, user);
    expect(await heardInPage()).toEqual([]);
    await reach(page, '/study');
    await page.getByRole('link', { name: 'Open Elementary' }).click();
    await settled(page, '/study/group');
    await page.getByRole('link', { name: 'Open group 1', exact: true }).click();
    await settled(page, '/study/group/mission');
    await page.getByRole('link', { name: 'Play Mission 1', exact: true }).click();
    await settled(page, '/study/group/mission/field');
    await expect.poll(() => page.locator('[data-vertex]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await heardInPage()).toEqual([]);
    await reach(page, '/multi/friend/list');
    // The realtime socket (ws: on our own origin) opened and the server spoke on it.
    const realtimeFrames = () =>
      [...websocketFrames].filter(([url]) => url.includes('/socket.io/')).reduce((sum, [, n]) => sum + n, 0);
    await expect.poll(realtimeFrames, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await heardInPage()).toEqual([]);
  });

  it('plays single play against the AI in its Web Worker', async () => {
    await reach(page, '/single');
    await page.getByRole('link', { name: 'Open Small-board battles' }).click();
    await settled(page, '/single/group');
    await page.getByRole('link', { name: 'Open Group 1', exact: true }).click();
    await settled(page, '/single/group/mission');
    await page.getByRole('link', { name: 'Play Mission 1', exact: true }).click();
    await settled(page, '/single/group/mission/field');
    await page.getByRole('button', { name: 'Go to the mission' }).click();
    const start = page.getByRole('button', { name: /^Start the challenge/ });
    await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true);
    await start.click();
    const phase = () => page.locator('[data-phase]').getAttribute('data-phase');
    await expect.poll(phase, { timeout: 20_000 }).toBe('player');
    // One move on an empty point: the AI answers from its worker (a refused worker leaves the game failed).
    const emptyPoints = () =>
      page
        .locator('[data-vertex]')
        .evaluateAll((cells) =>
          cells
            .filter((c) => c.getAttribute('aria-label')?.includes(', empty'))
            .map((c) => c.getAttribute('data-vertex') ?? ''),
        );
    const before = await emptyPoints();
    await page
      .locator(`[data-vertex="${before[0] ?? ''}"]`)
      .first()
      .click();
    await expect
      .poll(
        async () =>
          (await phase()) === 'over' ||
          ((await phase()) === 'player' && (await emptyPoints()).length <= before.length - 2),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    expect(await heardInPage()).toEqual([]);
  });

  it('heard no violation anywhere, pages and workers alike', () => {
    expect(violations).toEqual([]);
  });

  it('would have heard one: an inline script injected into the page is refused and reported', async () => {
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.name = "ran"';
      document.head.append(script);
    });
    await expect.poll(heardInPage).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => window.name)).not.toBe('ran');
  });
});
