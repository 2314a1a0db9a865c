// The pattern trainer in Chromium against the built app and the real server (issue 15; R1.09, R2.16,
// R2.17): from the front gate a new student opens the trainer, answers ten positions by tapping the board
// (eight right), sees the score and the level going up (30 kyu → 29 kyu, on the front gate too); then,
// with the network gone, plays the drill the app kept, whose result waits in the outbox and lands once
// when the network returns; and opens a theory lesson and steps through it to its questions. Each
// position shows its countdown until the tap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openServerDb, type ServerDb } from './support/db';
import { drained, readOutbox } from './support/outbox';
import type { RunningServer } from './support/server';
import { openProfileSuite, visitUnderWorker, type ProfileSuite } from './support/suite';
import { goHome, register, settled, signIn, storedUserData } from './support/app';

const user = { username: 'shape_student', password: 'Go-stones-42', email: 'shape@example.com' };

let server: RunningServer;
let profile: ProfileSuite['profile'];
let page: Page;
let db: ServerDb;
let userno: number;

beforeAll(async () => {
  ({ server, profile, page } = await openProfileSuite());
  db = openServerDb(server.dataDir);
});

afterAll(async () => {
  await profile?.context.setOffline(false);
  await profile?.close();
  await db?.close();
  const code = await server?.stop();
  expect(code).toBe(0);
});

/** Answers the drill's positions by tapping the board: right for the first `right`, wrong after. */
async function playDrill(right: number): Promise<void> {
  for (let i = 0; i < 10; i++) {
    const drill = page.locator('section.bpower-drill');
    await expect.poll(() => drill.getAttribute('data-position'), { timeout: 15_000 }).not.toBeNull();
    // The position's countdown is on screen until the tap.
    await expect.poll(() => page.getByRole('timer').textContent()).toMatch(/^\d+ seconds? left$/);
    const answer = Number(await drill.getAttribute('data-answer'));
    const candidates = ((await drill.getAttribute('data-candidates')) ?? '').split(' ');
    // A corner or side position of a big board is drawn cropped (issue 14): every candidate stays a point
    // of the board, and a cropped board draws only its region's points.
    for (const c of candidates)
      expect(await page.locator(`.bpower-drill-board [data-vertex="${c}"]`).count()).toBeGreaterThan(0);
    const svg = page.locator('.bpower-drill-board svg.go-board');
    const view = await svg.getAttribute('data-view');
    const lines = Number(await svg.getAttribute('aria-rowcount'));
    const points = await page.locator('.bpower-drill-board [data-vertex]').count();
    if (view === null) expect(points).toBe(lines * lines);
    else expect(points).toBeLessThan(lines * lines);
    const tap = i < right ? candidates[answer] : candidates[(answer + 1) % candidates.length];
    await page.locator(`.bpower-drill-board [data-vertex="${tap}"]`).first().click();
    const verdict = page.locator('.bpower-verdict');
    await expect.poll(() => verdict.textContent()).toMatch(i < right ? /^Right!/ : /^Not quite/);
    expect(await page.getByRole('timer').count()).toBe(0);
    await page.getByRole('button', { name: i === 9 ? 'See my score' : 'Next position' }).click();
  }
}

const trainerRows = async () => {
  const { answered, bstep } = await db.trainer(userno);
  return [{ answered, bstep }];
};

describe('the pattern trainer', () => {
  it('opens from the front gate at 30 kyu', async () => {
    await visitUnderWorker(page, server.url);
    await register(page, server.url, user);
    await signIn(page, user);
    userno = await db.userno(user.username);
    await expect
      .poll(() => page.locator('[data-trainer-step]').textContent())
      .toBe('Your pattern level: 30 kyu');
    await page.locator('main a[href="/bpower/field"]').first().click();
    await settled(page, '/bpower/field');
    expect(await page.locator('.bpower-level').textContent()).toBe('Your pattern level: 30 kyu');
  });

  it('answers ten positions by tapping, shows the score and the level going up', async () => {
    await page.getByRole('button', { name: 'Start a drill' }).click();
    await playDrill(8);
    expect(await page.locator('.bpower-score').textContent()).toBe('8 of 10 right');
    await expect
      .poll(() => page.locator('.bpower-step-change').textContent(), { timeout: 30_000 })
      .toBe('Well done! Your level went up: 30 kyu → 29 kyu.');
    expect((await trainerRows())[0]).toEqual({ answered: 1, bstep: 39 });
    await expect.poll(() => page.locator('.bpower-level').textContent()).toBe('Your pattern level: 29 kyu');
  });

  it('plays the kept drill offline; its result lands once when the network returns', async () => {
    // Once the first result was counted the app kept the next drill (served at the new step).
    await expect.poll(async () => (await db.trainer(userno)).served, { timeout: 15_000 }).toBe(2);
    // The server has served it; the network may go once the app has put it in IndexedDB.
    await expect
      .poll(async () => {
        const kept = await storedUserData(page, userno, 'bpower next drill');
        return typeof kept === 'object' && kept !== null && 'drill' in kept;
      })
      .toBe(true);
    await profile.context.setOffline(true);
    await page.getByRole('button', { name: 'Next drill' }).click();
    await playDrill(10);
    expect(await page.locator('.bpower-score').textContent()).toBe('10 of 10 right');
    await expect.poll(() => page.locator('.bpower-pending').count(), { timeout: 30_000 }).toBe(1);
    await expect
      .poll(async () => (await readOutbox(page)).writes.map((w) => w.path))
      .toContain('/api/bpower/drill/result');
    expect((await trainerRows())[0]).toEqual({ answered: 1, bstep: 39 });
    await profile.context.setOffline(false);
    await drained(page);
    await expect
      .poll(() => page.locator('.bpower-step-change').textContent(), { timeout: 30_000 })
      .toBe('Well done! Your level went up: 29 kyu → 28 kyu.');
    expect((await trainerRows())[0]).toEqual({ answered: 2, bstep: 38 });
    await goHome(page);
    await expect
      .poll(() => page.locator('[data-trainer-step]').textContent())
      .toBe('Your pattern level: 28 kyu');
    expect((await trainerRows())[0]).toEqual({ answered: 2, bstep: 38 });
  });

  it('opens a theory lesson and steps through it to its questions', async () => {
    await page.locator('main a[href="/bpower/field"]').first().click();
    await settled(page, '/bpower/field');
    await page.locator('main a[href="/bpower/theory/field"]').first().click();
    await settled(page, '/bpower/theory/field');
    // A shape lesson (the fixture pack's third): its first board crosses the empty triangle's point.
    await expect.poll(() => page.locator('main').textContent()).toContain('The empty triangle');
    await page.getByRole('button', { name: 'Open the lesson' }).nth(2).click();
    await expect.poll(() => page.locator('section.bpower-lesson').getAttribute('data-step')).toBe('0');
    await expect
      .poll(() => page.locator('.bpower-figure [data-vertex="E5"]').getAttribute('aria-label'))
      .toContain('cross');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect
      .poll(() => page.locator('.bpower-figure [data-vertex="D4"]').getAttribute('aria-label'))
      .toContain('triangle');
    await page.getByRole('button', { name: 'Answer 2 questions' }).click();
    await page.getByRole('button', { name: 'Back to the lessons' }).click();
    await page.getByRole('button', { name: 'Open the lesson' }).first().click();
    await expect.poll(() => page.locator('section.bpower-lesson').getAttribute('data-step')).toBe('0');
    expect(await page.locator('.bpower-figure [data-vertex]').count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => page.locator('section.bpower-lesson').getAttribute('data-step')).toBe('1');
    await page.getByRole('button', { name: /^Answer \d questions?$/ }).click();
    await page.getByRole('button', { name: /^Start the/ }).click();
    await expect.poll(() => page.locator('section.bpower-drill').count(), { timeout: 15_000 }).toBe(1);
  });
});
