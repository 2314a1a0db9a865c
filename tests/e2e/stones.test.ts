// A bought stone set is drawn on the boards (issue 17), in Chromium against the built app and the real
// server on the fixture packs: a student with seeded gems buys the fixture's panda set (stone-shell,
// refId 1) in the shop, and the study board then draws panda stones; Settings lists the set and picking
// the classic set again changes the board back.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reach, register, settled, signIn } from './support/app';
import { closeSuite, openSuite, type BrowserSuite } from './support/suite';
import { fixturePacks } from './support/study';

let suite: BrowserSuite;
const user = { username: 'stones_student1', password: 'Go-stones-42', email: 'stones1@example.com' };

beforeAll(async () => {
  suite = await openSuite({ CONTENT_DIR: fixturePacks });
});

afterAll(async () => {
  expect(await closeSuite(suite)).toBe(0);
});

/** Gems for the student, booked in the ledger like any grant. */
function seedGems(dataDir: string, username: string, gems: number): void {
  const db = new SQLite(path.join(dataDir, 'hoshi.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    const { userno } = db.prepare('select userno from users where username = ?').get(username) as {
      userno: number;
    };
    db.prepare('update balances set gem = gem + ? where userno = ?').run(gems, userno);
    const { gem } = db.prepare('select gem from balances where userno = ?').get(userno) as { gem: number };
    db.prepare(
      `insert into ledger (userno, currency, delta, balance_after, reason, created_at)
       values (?, 'gem', ?, ?, 'test_grant', ?)`,
    ).run(userno, gems, gem, Date.now());
  } finally {
    db.close();
  }
}

const boardSkin = () => suite.page.locator('svg.go-board').first().getAttribute('data-skin');

async function openStudyBoard(): Promise<void> {
  const { page } = suite;
  await reach(page, '/study');
  await page.getByRole('link', { name: 'Open Elementary' }).click();
  await settled(page, '/study/group');
  await page.getByRole('link', { name: 'Open group 1', exact: true }).click();
  await settled(page, '/study/group/mission');
  await page.getByRole('link', { name: 'Play Mission 1', exact: true }).click();
  await settled(page, '/study/group/mission/field');
  await expect.poll(() => page.locator('svg.go-board').count(), { timeout: 15_000 }).toBeGreaterThan(0);
}

describe('stone sets', () => {
  it('draws the classic set before anything is bought', async () => {
    const { page, server } = suite;
    await register(page, server.url, user);
    await signIn(page, user);
    await openStudyBoard();
    expect(await boardSkin()).toBe('classic');
  });

  it('buys the panda set with seeded gems; the study board draws pandas', async () => {
    const { page, server } = suite;
    seedGems(server.dataDir, user.username, 50);
    await page.locator('header a.brand').click();
    await page.locator('main a.ui-tile', { hasText: 'Shop' }).click();
    const item = page.locator('[data-item="stone-shell"]');
    await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(1);
    // The shop says what a stone set does and that it is for good.
    expect(await item.locator('.shop-use').textContent()).toBe(
      'Changes the stones on every board you play; pick your set in Settings. Yours for good.',
    );
    await page.getByRole('button', { name: 'Buy Panda stones' }).click();
    await page.getByRole('button', { name: 'Yes, buy' }).click();
    // The server's answer, not the queued purchase ("saved on this device; waiting for the server"): the
    // set is chosen for the boards when the answer reaches the open shop.
    await expect
      .poll(() => page.locator('.shop-result').textContent(), { timeout: 15_000 })
      .toMatch(/^Bought Panda stones\./);
    await page.getByRole('link', { name: 'Close' }).click();
    await openStudyBoard();
    await expect.poll(boardSkin).toBe('panda');
    // Each stone carries the set's picture.
    const stones = await page.locator('svg.go-board [data-stone]').count();
    expect(stones).toBeGreaterThan(0);
    expect(await page.locator('svg.go-board use').count()).toBe(stones);
  });

  it('draws a set bought offline once the purchase is delivered, with the shop long closed', async () => {
    const { page, server } = suite;
    seedGems(server.dataDir, user.username, 50);
    await page.locator('header a.brand').click();
    await page.locator('main a.ui-tile', { hasText: 'Shop' }).click();
    const item = page.locator('[data-item="stone-sweets"]');
    await expect.poll(() => item.count(), { timeout: 15_000 }).toBe(1);
    await page.context().setOffline(true);
    await page.getByRole('button', { name: 'Buy Sweets stones' }).click();
    await page.getByRole('button', { name: 'Yes, buy' }).click();
    await expect
      .poll(() => page.locator('.shop-result').textContent(), { timeout: 15_000 })
      .toMatch(/^Sweets stones: saved on this device/);
    // The student leaves the shop while the purchase waits; the board still has the set it had.
    await page.getByRole('link', { name: 'Close' }).click();
    await openStudyBoard();
    expect(await boardSkin()).toBe('panda');
    // Back online, the queued purchase goes out and its answer changes the board that is open.
    await page.context().setOffline(false);
    await expect.poll(boardSkin, { timeout: 15_000 }).toBe('sweets');
  });

  it('keeps the set after signing in again (the login lists it)', async () => {
    const { page } = suite;
    await page.reload();
    await openStudyBoard();
    await expect.poll(boardSkin, { timeout: 15_000 }).toBe('sweets');
  });
});
