// Walking skeleton end to end: the built app on the real server, in Chromium. A signed-out visitor of the
// front gate goes to sign-in (R2.34), shown in the language the browser asks for (R7.08, R1.03); an unknown
// path shows the not-found page (R2.28); and the app is installable (manifest + service worker). A new
// student's Continue card opens the first lesson; once a group is worked on, that group (R3.03, R3.04):
// back at the front gate straight after playing, and after a reload, not only at the next sign-in.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { goHome, heading, reach, register, settled, signIn } from './support/app';
import { launchChromium, launchProfile } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/** The shipped study pack's group count (the ring counts every group of the real course). */
const studyGroups = (
  JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../server/content/packs/study.json'), 'utf8')) as {
    categories: { groups: unknown[] }[];
  }
).categories.reduce((sum, c) => sum + c.groups.length, 0);

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  expect(code).toBe(0);
});

describe('front gate', () => {
  it.each([
    ['en-US', 'Sign in', 'en-US'],
    ['ko-KR', '로그인', 'ko-KR'],
    ['zh-CN', '登录', 'zh-CN'],
  ])('sends a signed-out %s browser to sign-in, greeting it with "%s"', async (locale, heading, htmlLang) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    await page.goto(server.url);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/auth/sign-in');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
    expect(await page.getAttribute('html', 'lang')).toBe(htmlLang);
    await context.close();
  });

  it('switches language at once and remembers it', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByLabel('Language').selectOption('ko-KR');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('로그인');
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('로그인');
    await context.close();
  });

  it('shows the not-found page for an unknown path', async () => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/no/such/screen`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    await page.getByRole('link', { name: 'Back to the front gate' }).click();
    // Signed out, the front gate sends the visitor on to sign-in (R2.34).
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Sign in');
    await context.close();
  });

  it('is installable: a complete manifest, an active service worker, no installability error', async () => {
    const profile = await launchProfile({ locale: 'en-US' });
    const context = profile.context;
    const page = await context.newPage();
    await page.goto(server.url);
    const manifestHref = await page.getAttribute('link[rel="manifest"]', 'href');
    expect(manifestHref).toBeTruthy();
    const manifest = (await (
      await page.request.get(new URL(manifestHref ?? '', server.url).toString())
    ).json()) as {
      name: string;
      short_name: string;
      display: string;
      theme_color: string;
      background_color: string;
      icons: { sizes: string; purpose?: string }[];
      screenshots: { src: string; sizes: string; form_factor?: string }[];
    };
    expect(manifest.display).toBe('standalone');
    expect(manifest.name).toMatch(/^Hoshi/);
    expect(manifest.short_name).toBe('Hoshi');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.filter((i) => i.purpose === 'maskable').length).toBeGreaterThan(0);
    // Screenshots for the richer install dialog: one for phones, one for desktops, each the size it says.
    expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of manifest.screenshots) {
      const png = await (await page.request.get(new URL(shot.src, server.url).toString())).body();
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(shot.sizes);
    }
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${server.url}/`);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
    await profile.close();
  });

  it("points a new student's Continue card at the first lesson, then at the group worked on (R3.03, R3.04)", async () => {
    const user = { username: 'gate_newcomer', password: 'Go-stones-42', email: 'newcomer@example.com' };
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await register(page, server.url, user);
    await signIn(page, user);
    // The server lists every group, each at stime 0 for a new student: none of them is "started".
    await expect
      .poll(() => cardText(page))
      .toEqual({
        title: 'Your first lesson',
        where: 'Introductory · mission 1',
        button: 'Start',
      });
    expect(await studyRing(page)).toBe(`0 of ${studyGroups} groups started`);
    await page.locator('[data-continue="study"]').click();
    await settled(page, '/study/group/mission/field');
    expect(await studyPlace(page)).toEqual({ sno: '1', gno: '1', jkno: '0' });

    // The first lesson through the screens: its lesson skipped, missions 1 and 2 solved; back at the front
    // gate the card goes on at mission 3 of that lesson, and the study tile counts the group as started.
    await page.getByRole('button', { name: 'Skip the lesson' }).click();
    await solve(page, 'G4');
    await page.getByRole('button', { name: 'Next mission' }).click();
    await expect.poll(() => page.locator('.mission-field').getAttribute('data-mission')).toBe('1');
    await solve(page, 'G5');
    await goHome(page);
    const goingOn = { title: 'Keep going', where: 'Introductory · mission 3', button: 'Continue' };
    await expect.poll(() => cardText(page)).toEqual(goingOn);
    expect(await studyRing(page)).toBe(`1 of ${studyGroups} groups started`);
    // The study path says the same: one group started, two of its missions done.
    await reach(page, '/study');
    await expect.poll(() => fact(page, 'Groups started')).toBe('1');
    await goHome(page);
    // A reload restores the kept study info, which the gate asked again and the server's answer replaced.
    await page.reload();
    await settled(page, '/');
    await expect.poll(() => cardText(page)).toEqual(goingOn);
    expect(await studyRing(page)).toBe(`1 of ${studyGroups} groups started`);
    await page.locator('[data-continue="study"]').click();
    await settled(page, '/study/group/mission/field');
    expect(await studyPlace(page)).toEqual({ sno: '1', gno: '1', jkno: '2' });
    // Offline, mission 3 solved waits in the outbox: the card goes on from it all the same.
    await boardReady(page);
    await context.setOffline(true);
    await solve(page, 'F4', 'pending');
    await goHome(page);
    await expect.poll(() => cardText(page)).toEqual({ ...goingOn, where: 'Introductory · mission 4' });
    await context.setOffline(false);

    // A practice answer in Elementary group 3 (a wrong one is enough: it records the work, R3.04); the
    // next sign-in's study info carries it, and the card goes on there.
    await practiceAnswer(user, { sno: 2, gno: 3, jkno: 0, moves: ['A1'] });
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe('Sign in');
    await signIn(page, user);
    await expect
      .poll(() => cardText(page))
      .toEqual({
        title: 'Keep going',
        where: 'Elementary · mission 1',
        button: 'Continue',
      });
    await page.locator('[data-continue="study"]').click();
    await settled(page, '/study/group/mission/field');
    expect(await studyPlace(page)).toEqual({ sno: '2', gno: '3', jkno: '0' });
    await context.close();
  });
});

/** The Continue card's title, place line and button, as shown. */
async function cardText(page: Page): Promise<{ title: string; where: string; button: string }> {
  const card = page.locator('.continue-card');
  const text = async (selector: string) =>
    ((await card.locator(selector).first().textContent()) ?? '').trim();
  return {
    title: await text('h2'),
    where: await text('.continue-where'),
    button: await text('[data-continue]'),
  };
}

/** The front gate's study tile: its progress ring's words. */
async function studyRing(page: Page): Promise<string | null> {
  return page.getByRole('progressbar', { name: 'Study progress' }).getAttribute('aria-valuetext');
}

/** A fact of the study screen's category (a label and its value). */
async function fact(page: Page, label: string): Promise<string> {
  const row = page.locator('.fact', { has: page.locator('dt', { hasText: label }) });
  return ((await row.locator('dd').textContent()) ?? '').trim();
}

/** Waits until the mission's board is up, waiting for the first move. */
async function boardReady(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('[data-feedback]').first().getAttribute('data-feedback'), { timeout: 15_000 })
    .toBe('start');
}

/** Plays the right first move of the mission shown; waits until its result is `sync` (applied: on the server). */
async function solve(page: Page, move: string, sync: 'applied' | 'pending' = 'applied'): Promise<void> {
  const feedback = page.locator('[data-feedback]').first();
  await boardReady(page);
  await page.locator(`[data-vertex="${move}"]`).first().click();
  await expect.poll(() => feedback.getAttribute('data-feedback')).toBe('solved');
  await expect
    .poll(() => page.locator('[data-result="solved"]').getAttribute('data-sync'), { timeout: 15_000 })
    .toBe(sync);
}

/** The study place the app keeps in the session (R3.01): category, group and mission. */
async function studyPlace(
  page: Page,
): Promise<{ sno: string | null; gno: string | null; jkno: string | null }> {
  return page.evaluate(() => ({
    sno: sessionStorage.getItem('sno'),
    gno: sessionStorage.getItem('gno'),
    jkno: sessionStorage.getItem('jkno'),
  }));
}

/** A practice answer sent straight to the server, as the study board sends it, under a session of its own. */
async function practiceAnswer(
  user: { username: string; password: string },
  answer: { sno: number; gno: number; jkno: number; moves: string[] },
): Promise<void> {
  const post = async (path: string, body: object, headers: Record<string, string> = {}) => {
    const res = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return (await res.json()) as { errorcode: number; accessToken?: string };
  };
  const login = await post('/api/login', { username: user.username, passwd: user.password });
  expect(login.errorcode).toBe(0);
  const result = await post('/api/study/work/result', answer, {
    authorization: `Bearer ${login.accessToken ?? ''}`,
    'idempotency-key': 'gate-practice-0001',
  });
  expect(result.errorcode).toBe(0);
}
