// Balances on screen follow the server at once (issue 22 item 7), in Chromium against the built app and
// the real server on the fixture packs: claiming today's reward in the statistics panel raises the hearts
// and gold of the wallet on the same page, and a purchase in the shop lowers its gold, without leaving it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PRACTICE_POINTS } from '../../src/domain/rules/studyPoints';
import { dailyTargets } from '../../src/domain/rules/statistics';
import { register, signIn } from './support/app';
import { seedFirstSolves } from './support/db';
import { closeSuite, openSuite, type BrowserSuite } from './support/suite';
import { fixturePacks } from './support/study';

let suite: BrowserSuite;
let page: Page;
const user = { username: 'wallet_student1', password: 'Go-stones-42', email: 'wallet1@example.com' };

beforeAll(async () => {
  suite = await openSuite({ CONTENT_DIR: fixturePacks });
  page = suite.page;
});

afterAll(async () => {
  expect(await closeSuite(suite)).toBe(0);
});

const tile = (name: string) => page.locator('.ui-counter', { hasText: name }).locator('.ui-counter-value');

describe('balances on screen', () => {
  it('shows the daily reward in the wallet of the same page at once', async () => {
    await register(page, suite.server.url, user);
    await signIn(page, user);
    // Enough first solves today for every daily target (seeded: the fixture packs hold too few missions);
    // the reward is gold and a heart.
    const solves = Math.max(dailyTargets.solved, Math.ceil(dailyTargets.points / PRACTICE_POINTS));
    const userno = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('hoshi.session') ?? '{}') as { userno: number }).userno,
    );
    seedFirstSolves(suite.server.dataDir, userno, solves, Date.now());
    await page.locator('main a.ui-tile', { hasText: 'Points and statistics' }).click();
    const claim = page.getByRole('button', { name: "Claim today's reward" });
    await expect.poll(() => claim.count(), { timeout: 15_000 }).toBe(1);
    expect(await tile('Gold').textContent()).toBe('100');
    expect(await tile('Hearts').textContent()).toBe('5 of 5');
    await claim.click();
    await expect.poll(() => tile('Gold').textContent(), { timeout: 15_000 }).toBe('120');
    expect(await tile('Hearts').textContent()).toBe('6 of 5');
  });

  it('shows a purchase in the wallet at once', async () => {
    await page.getByRole('link', { name: 'Close' }).click();
    await page.locator('main a.ui-tile', { hasText: 'Shop' }).click();
    await page.getByRole('button', { name: 'Buy Smiling stones' }).click();
    await page.getByRole('button', { name: 'Yes, buy' }).click();
    await expect.poll(() => tile('Gold').textContent(), { timeout: 15_000 }).toBe('90');
  });
});
