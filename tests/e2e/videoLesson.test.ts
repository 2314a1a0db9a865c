// In-app video lessons (issue 17, R1.07): in Chromium against the built app and the real server on the
// fixture packs, a student opens the puzzle group's mission list, opens its video lesson and steps through
// it — the board shows the setup with the target marked, then the move with the captured stone gone and
// crossed, then the closing caption — and pressing play at the end replays it by itself. Reduced motion is
// on, so the lesson waits for the student instead of starting alone.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from './support/server';
import { closeSuite, copyFixturePacks, openSuite } from './support/suite';
import { reach, register, settled, signIn } from './support/app';

let contentDir: string;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const user = { username: 'lesson_student1', password: 'Go-stones-42', email: 'lesson1@example.com' };

beforeAll(async () => {
  contentDir = copyFixturePacks('hoshi-e2e-lesson-');
  ({ server, browser, context, page } = await openSuite({ CONTENT_DIR: contentDir }));
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

afterAll(async () => {
  const code = await closeSuite({ server, browser, context });
  fs.rmSync(contentDir, { recursive: true, force: true });
  expect(code).toBe(0);
});

const dialog = () => page.getByRole('dialog');
const caption = () => dialog().locator('[data-lesson-caption]').textContent();
const step = () => dialog().locator('[data-lesson-step]').getAttribute('data-lesson-step');
const point = (vertex: string) =>
  dialog().locator(`[data-vertex="${vertex}"]`).first().getAttribute('aria-label');

describe('video lesson', () => {
  it('opens from the mission list and steps through with captions and markers', async () => {
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

    // The setup: the white stone to capture is marked; nothing plays by itself under reduced motion.
    expect(await caption()).toBe('Watch first, then try it yourself. Black to play');
    expect(await step()).toBe('0');
    expect(await point('C3')).toBe('C3, white, triangle');
    expect(await dialog().getByText('Step 1 of 3').count()).toBe(1);
    await page.waitForTimeout(3500);
    expect(await step()).toBe('0');

    // The move: Black at B3 captures C3 (crossed).
    await dialog().getByRole('button', { name: 'Next' }).click();
    await expect.poll(step).toBe('1');
    expect(await caption()).toContain(
      'Black plays on the triangle. Count the liberties. Stones captured: 1.',
    );
    expect(await point('B3')).toBe('B3, black, triangle, last move');
    expect(await point('C3')).toBe('C3, empty, cross');

    // The end: Next is disabled, the main button replays.
    await dialog().getByRole('button', { name: 'Next' }).click();
    await expect.poll(step).toBe('2');
    expect(await caption()).toBe('That is the answer. Now solve the missions of this group yourself!');
    expect(await dialog().getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await dialog().getByRole('button', { name: 'Back' }).click();
    await expect.poll(step).toBe('1');
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
});
