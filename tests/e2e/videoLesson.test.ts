// In-app video lessons (issue 17, R1.07): in Chromium against the built app and the real server on the
// fixture packs, a student opens the puzzle group's mission list, opens its video lesson and steps through
// it — the board shows the group's idea with the target marked, then an arrow from the target to the key
// point, then the move with the captured stone gone and crossed, then a second example on a new board, then
// the closing caption — and pressing play at the end replays it by itself. Reduced motion is
// on, so the lesson waits for the student instead of starting alone. Offline, under the service worker, a
// lesson seen once plays the same.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from './support/server';
import { closeSuite, copyFixturePacks, openSuite } from './support/suite';
import { goHome, reach, register, settled, signIn } from './support/app';
import { launchProfile } from './support/browser';

let contentDir: string;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let profile: { context: BrowserContext; close: () => Promise<void> } | undefined;

const user = { username: 'lesson_student1', password: 'Go-stones-42', email: 'lesson1@example.com' };

beforeAll(async () => {
  contentDir = copyFixturePacks('hoshi-e2e-lesson-');
  ({ server, browser, context, page } = await openSuite({ CONTENT_DIR: contentDir }));
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

afterAll(async () => {
  await profile?.context.setOffline(false);
  await profile?.close();
  const code = await closeSuite({ server, browser, context });
  fs.rmSync(contentDir, { recursive: true, force: true });
  expect(code).toBe(0);
});

let on: Page | undefined;
const dialog = () => (on ?? page).getByRole('dialog');
const caption = () => dialog().locator('[data-lesson-caption]').textContent();
const step = () => dialog().locator('[data-lesson-step]').getAttribute('data-lesson-step');
const point = (vertex: string) =>
  dialog().locator(`[data-vertex="${vertex}"]`).first().getAttribute('aria-label');

/** From anywhere: the puzzle category's group 1, its missions listed, and its lesson opened. */
async function openLesson(p: Page): Promise<void> {
  await reach(p, '/single');
  await expect.poll(() => p.locator('[data-category]').count(), { timeout: 15_000 }).toBe(4);
  await p.getByRole('link', { name: 'Open Puzzle' }).click();
  await settled(p, '/single/group');
  await p.getByRole('link', { name: 'Open Group 1', exact: true }).click();
  await settled(p, '/single/group/mission');
  const open = p.getByRole('button', { name: 'Watch the video lesson' });
  await expect.poll(() => open.count(), { timeout: 15_000 }).toBe(1);
  await open.click();
  await expect.poll(() => p.getByRole('dialog').isVisible()).toBe(true);
}

describe('video lesson', () => {
  it('opens from the mission list and steps through with captions and markers', async () => {
    on = page;
    await register(page, server.url, user);
    await signIn(page, user);
    await reach(page, '/single');
    await expect.poll(() => page.locator('[data-category]').count(), { timeout: 15_000 }).toBe(4);
    await page.getByRole('link', { name: 'Open Puzzle' }).click();
    await settled(page, '/single/group');
    await page.getByRole('link', { name: 'Open Group 1', exact: true }).click();
    await settled(page, '/single/group/mission');
    const open = page.getByRole('button', { name: 'Watch the video lesson' });
    await expect.poll(() => open.count(), { timeout: 15_000 }).toBe(1);
    await open.click();
    await expect.poll(() => dialog().isVisible()).toBe(true);
    expect(await dialog().getByRole('heading').first().textContent()).toBe('Video lesson: Atari');

    // The setup: the group's idea, the white stone to capture marked; nothing plays by itself under reduced
    // motion.
    expect(await caption()).toBe('Count the liberties. Watch two examples first, then try it yourself.');
    expect(await step()).toBe('0');
    expect(await point('C3')).toBe('C3, white, triangle');
    expect(await dialog().getByText('Step 1 of 7').count()).toBe(1);
    expect(await dialog().locator('[data-arrow]').count()).toBe(0);
    // The player steps on by itself only while playing (a timer per caption): it has not started.
    expect(await dialog().locator('[data-lesson-playing]').getAttribute('data-lesson-playing')).toBe('false');
    expect(await step()).toBe('0');

    // The question: an arrow (SGF AR) from the marked stone to the key point B3, drawn on the board.
    await dialog().getByRole('button', { name: 'Next' }).click();
    await expect.poll(step).toBe('1');
    expect(await caption()).toBe('Black to play. The arrow points from the marked stones to the key point.');
    const arrow = dialog().locator('[data-arrow]');
    expect(await arrow.count()).toBe(1);
    expect(await arrow.getAttribute('data-arrow')).toBe('C3-B3');
    expect(await arrow.locator('path').count()).toBe(4);
    const box = await arrow.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(10);
    expect(await point('C3')).toBe('C3, white, triangle, arrow from C3 to B3');

    // The move: Black at B3 captures C3 (crossed); the arrow is gone.
    await dialog().getByRole('button', { name: 'Next' }).click();
    await expect.poll(step).toBe('2');
    expect(await caption()).toContain(
      'Black plays on the triangle. Count the liberties. Stones captured: 1.',
    );
    expect(await point('B3')).toBe('B3, black, triangle, last move');
    expect(await point('C3')).toBe('C3, empty, cross');
    expect(await dialog().locator('[data-arrow]').count()).toBe(0);

    // The second example comes on a new board.
    await dialog().getByRole('button', { name: 'Next' }).click();
    await expect.poll(step).toBe('3');
    expect(await caption()).toBe('Another example.');
    expect(await point('B3')).toBe('B3, white');
    expect(await point('C3')).toBe('C3, black, triangle');

    // The end: Next is disabled, the main button replays.
    for (const next of ['4', '5', '6']) {
      await dialog().getByRole('button', { name: 'Next' }).click();
      await expect.poll(step).toBe(next);
    }
    expect(await caption()).toBe('That is the answer. Now solve the missions of this group yourself!');
    expect(await dialog().getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await dialog().getByRole('button', { name: 'Back' }).click();
    await expect.poll(step).toBe('5');
    await dialog().getByRole('button', { name: 'Next' }).click();
    await dialog().getByRole('button', { name: 'Watch again' }).click();
    await expect.poll(step).toBe('0');
    expect(await dialog().locator('[data-lesson-playing]').getAttribute('data-lesson-playing')).toBe('true');
    await expect.poll(step, { timeout: 12_000 }).toBe('1');
    await dialog().getByRole('button', { name: 'Pause' }).click();
    expect(await dialog().locator('[data-lesson-playing]').getAttribute('data-lesson-playing')).toBe('false');

    await dialog().getByRole('button', { name: 'Close the lesson' }).click();
    await expect.poll(() => dialog().count()).toBe(0);
  });

  it('plays offline once the missions were seen: captions, the arrow and the moves', async () => {
    profile = await launchProfile({ locale: 'en-US' });
    const tablet = await profile.context.newPage();
    on = tablet;
    tablet.on('pageerror', (error) => console.error('page error:', error.message));
    await tablet.emulateMedia({ reducedMotion: 'reduce' });
    await tablet.goto(server.url);
    await settled(tablet, '/auth/sign-in');
    await tablet.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // From the next load on the worker sees every fetch (and keeps the missions' answers, lessons included).
    await tablet.reload();
    await settled(tablet, '/auth/sign-in');
    await signIn(tablet, user);
    await openLesson(tablet);
    await dialog().getByRole('button', { name: 'Close the lesson' }).click();
    await goHome(tablet);

    await profile.context.setOffline(true);
    await tablet.reload();
    await settled(tablet, '/');
    await openLesson(tablet);
    expect(await caption()).toBe('Count the liberties. Watch two examples first, then try it yourself.');
    await dialog().getByRole('button', { name: 'Next' }).click();
    await expect.poll(step).toBe('1');
    expect(await dialog().locator('[data-arrow]').getAttribute('data-arrow')).toBe('C3-B3');
    await dialog().getByRole('button', { name: 'Next' }).click();
    await expect.poll(step).toBe('2');
    expect(await point('C3')).toBe('C3, empty, cross');
  });
});
