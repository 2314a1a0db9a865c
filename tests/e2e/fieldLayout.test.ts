// The mission field on the screens children use (issue 22 items 4 and 5), in Chromium against the built
// app and the real server on the fixture packs: when a mission opens, its prompt and the whole board are
// on screen without scrolling on landscape tablets (1024×768, 1180×820), a portrait tablet (820×1180) and
// a phone (390×844); and on the phone the answer to a move ("Right!", "Wrong") shows where the eye is,
// on screen next to the board, in a live region screen readers announce.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { layoutSettled, register, settled, signIn } from './support/app';
import { fixturePacks, moveFor, openMissionList } from './support/study';

let server: RunningServer;
let browser: Browser;
const user = { username: 'layout_student1', password: 'Go-stones-42', email: 'layout1@example.com' };

beforeAll(async () => {
  server = await startServer({ CONTENT_DIR: fixturePacks });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

let registered = false;

/** A new device of the given size, signed in, on mission 2's field (it opens without a lesson). */
async function openMission(width: number, height: number): Promise<Page> {
  if (!registered) {
    const first = await browser.newContext({ locale: 'en-US' });
    await register(await first.newPage(), server.url, user);
    await first.close();
    registered = true;
  }
  const context = await browser.newContext({ locale: 'en-US', viewport: { width, height } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(`${server.url}/auth/sign-in`);
  await settled(page, '/auth/sign-in');
  await signIn(page, user);
  await openMissionList(page);
  await page.getByRole('link', { name: 'Play Mission 2', exact: true }).click();
  await settled(page, '/study/group/mission/field');
  await expect
    .poll(() => page.locator('[data-feedback]').getAttribute('data-feedback'), { timeout: 15_000 })
    .toBe('start');
  await layoutSettled(page);
  return page;
}

/** The element's box as the screen shows it now (no scrolling), and the screen's size. */
async function box(page: Page, selector: string) {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return {
        top: Math.round(rect.top),
        bottom: Math.round(rect.bottom),
        height: window.innerHeight,
        scrolled: window.scrollY,
      };
    });
}

describe('the mission field', () => {
  it.each([
    [1024, 768],
    [1180, 820],
    [820, 1180],
    [390, 844],
  ])('shows the prompt and the whole board at %i×%i without scrolling', async (width, height) => {
    const page = await openMission(width, height);
    const prompt = await box(page, '.mission-prompt');
    const board = await box(page, 'svg.go-board');
    expect(board.scrolled).toBe(0);
    expect(prompt.top).toBeGreaterThanOrEqual(0);
    expect(prompt.bottom).toBeLessThanOrEqual(height);
    expect(board.top).toBeGreaterThanOrEqual(0);
    expect(board.bottom).toBeLessThanOrEqual(height);
    await page.context().close();
  });

  it.each([
    [1024, 768],
    [820, 1180],
  ])('shows a single-play puzzle whole at %i×%i once its challenge starts', async (width, height) => {
    const page = await openMission(width, height);
    await page.locator('header a.brand').click();
    await settled(page, '/');
    await page.locator('main a[href="/single"]').first().click();
    await settled(page, '/single');
    await page.getByRole('link', { name: 'Open Puzzle' }).click();
    await settled(page, '/single/group');
    await page.getByRole('link', { name: 'Open Group 1', exact: true }).click();
    await settled(page, '/single/group/mission');
    await page.getByRole('link', { name: 'Play Mission 1', exact: true }).click();
    await settled(page, '/single/group/mission/field');
    await page.getByRole('button', { name: 'Skip the lesson' }).click();
    await page.getByRole('button', { name: /^Start the challenge/ }).click();
    await expect
      .poll(() => page.locator('[data-feedback]').getAttribute('data-feedback'), { timeout: 15_000 })
      .toBe('start');
    await page.evaluate(() => window.scrollTo(0, 0));
    await layoutSettled(page);
    const prompt = await box(page, '.mission-prompt');
    const board = await box(page, 'svg.go-board');
    expect(prompt.top).toBeGreaterThanOrEqual(0);
    expect(board.bottom).toBeLessThanOrEqual(height);
    await page.context().close();
  });

  it('shows the answer to a move on a phone screen, in a live region', async () => {
    const page = await openMission(390, 844);
    await page
      .locator(`[data-vertex="${moveFor(1, false)}"]`)
      .first()
      .click();
    const feedback = page.locator('[data-feedback]');
    await expect.poll(() => feedback.getAttribute('data-feedback')).toBe('wrong');
    await layoutSettled(page);
    const shown = await box(page, '[data-feedback]');
    expect(shown.scrolled).toBe(0);
    expect(shown.top).toBeGreaterThanOrEqual(0);
    expect(shown.bottom).toBeLessThanOrEqual(844);
    expect(await feedback.getAttribute('role')).toBe('status');
    await page.context().close();
  });
});
