// The hub panels end to end (R1.11, R1.13, R4.17, R7.52, R7.58), in Chromium against the built app and the
// real server on its demo content: a new user opens the try-quest panel from the front gate and sees the
// ten tiers opened on tier 1 with nothing to claim yet, then the shop, where the starting wallet (100 gold,
// no gems) closes every Buy button with its reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from './support/server';
import { closeSuite, openSuite } from './support/suite';
import { register, signIn } from './support/app';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const user = { username: 'quest_student1', password: 'Go-stones-42', email: 'quest1@example.com' };

beforeAll(async () => {
  ({ server, browser, context, page } = await openSuite());
});

afterAll(async () => {
  const code = await closeSuite({ server, browser, context });
  expect(code).toBe(0);
});

describe('hub panels', () => {
  it('opens the try-quest panel on tier 1 with every tier in progress', async () => {
    await register(page, server.url, user);
    await signIn(page, user);
    await page.locator('main a.ui-tile', { hasText: 'Try-quest' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?panel=quest');
    const tiers = page.getByRole('list', { name: 'Tiers' });
    await expect.poll(() => tiers.getByRole('button').count(), { timeout: 15_000 }).toBe(10);
    expect(await tiers.getByRole('button', { pressed: true }).textContent()).toContain('Tier 1');
    expect(await page.getByRole('button', { name: 'Claim reward' }).count()).toBe(0);
    await expect.poll(() => page.locator('.quest-target [role=progressbar]').count()).toBeGreaterThan(0);
    // Issue 16: targets in the student's words, each with a link to where it is played.
    expect(await page.getByText('Solve 50 puzzles').count()).toBe(1);
    // Issue 13: the study group by its title, once the course has loaded.
    await expect.poll(() => page.getByText('Gold medal in Elementary · Snapbacks').count()).toBe(1);
    await expect
      .poll(() => page.getByText("No certificates yet: claim a tier's reward to earn one.").count())
      .toBe(1);
  });

  it('opens the shop with Buy closed when the wallet is short', async () => {
    await page.getByRole('link', { name: 'Close' }).click();
    await page.locator('main a.ui-tile', { hasText: 'Shop' }).click();
    await expect
      .poll(() => page.getByText('You have 100 gold and 0 gems.').count(), { timeout: 15_000 })
      .toBe(1);
    const smile = page.getByRole('button', { name: 'Buy Smiling stone emoticons' });
    expect(await smile.isDisabled()).toBe(true);
    const reason = await smile.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${reason ?? ''}"]`).textContent()).toBe('You need 100 more gold.');
    expect(await page.getByRole('button', { name: 'Buy Membership, 30 days' }).isDisabled()).toBe(true);
  });

  it('opens the puzzles from a try-quest target (issue 16)', async () => {
    await page.getByRole('link', { name: 'Close' }).click();
    await page.locator('main a.ui-tile', { hasText: 'Try-quest' }).click();
    await page.getByRole('link', { name: 'Play Puzzles', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/single/group');
    await expect
      .poll(() => page.locator('main [data-group]').count(), { timeout: 15_000 })
      .toBeGreaterThan(10);
  });
});
