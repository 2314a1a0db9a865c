// Rewards end to end (issue 16) in Chromium against the built app and the real server on its demo content:
// a student whose progress meets try-quest tiers 1 and 2 (seeded in the server's database) claims both
// tiers and prints both certificates (the print dialog is asked for and the printed page holds the
// certificate alone); then the demo pack's weekly challenge shows on the front gate with its bar, and a
// claim made offline waits in the outbox and pays once when the network returns.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goHome, register, settled, signIn } from './support/app';
import { openServerDb, seedFirstSolves, seedTryQuestTiers, type ServerDb } from './support/db';
import { drained, readOutbox } from './support/outbox';
import { pdfText } from './support/pdfText';
import type { RunningServer } from './support/server';
import { closeSuite, openSuite } from './support/suite';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let db: ServerDb;
let userno = 0;

const user = { username: 'reward_student1', password: 'Go-stones-42', email: 'reward1@example.com' };

beforeAll(async () => {
  ({ server, browser, context, page } = await openSuite());
  db = openServerDb(server.dataDir);
});

afterAll(async () => {
  await context?.setOffline(false);
  await db?.close();
  const code = await closeSuite({ server, browser, context });
  expect(code).toBe(0);
});

/** Counts the app's calls of window.print instead of opening the browser's dialog. */
async function stubPrint(): Promise<void> {
  await page.evaluate(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });
}
const printCalls = () => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);

async function claimAndPrint(tier: number): Promise<void> {
  const tiers = page.getByRole('list', { name: 'Tiers' });
  await tiers.getByRole('button', { name: new RegExp(`^Tier ${tier} `) }).click();
  expect(await page.locator('.quest-detail').getAttribute('data-tier')).toBe(String(tier));
  expect(await page.locator('.quest-state').textContent()).toBe('Every target is met: claim the reward.');
  await page.getByRole('button', { name: 'Claim reward' }).click();
  await expect
    .poll(() => page.locator('.quest-claim-status').textContent(), { timeout: 15_000 })
    .toContain(`Tier ${tier} reward received:`);
  const print = page.getByRole('button', { name: `Print the tier ${tier} certificate` });
  await expect.poll(() => print.count(), { timeout: 15_000 }).toBe(1);
  const before = await printCalls();
  await print.click();
  const sheet = page.getByRole('dialog', { name: 'Certificate of achievement' });
  await expect.poll(() => sheet.count()).toBe(1);
  await expect.poll(() => printCalls()).toBe(before + 1);
  expect(await sheet.textContent()).toContain(user.username);
  expect(await sheet.textContent()).toContain(`has finished try-quest tier ${tier}`);
  // What the printer gets: the certificate, and nothing of the screen around it.
  const printed = pdfText(await page.pdf({ format: 'A4' }));
  expect(printed.pages).toBe(1);
  for (const words of ['Certificate of achievement', user.username, `try-quest tier ${tier}`])
    expect(printed.text).toContain(words);
  for (const words of ['Claim reward', 'Close the certificate', 'Tiers'])
    expect(printed.text).not.toContain(words);
  await page.getByRole('button', { name: 'Close the certificate' }).click();
  await expect.poll(() => sheet.count()).toBe(0);
}

describe('try-quest certificates', () => {
  it('claims tiers 1 and 2 and prints both certificates', async () => {
    await register(page, server.url, user);
    userno = await db.userno(user.username);
    seedTryQuestTiers(server.dataDir, userno, [1, 2]);
    await signIn(page, user);
    await stubPrint();
    await page.locator('main a.ui-tile', { hasText: 'Try-quest' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?panel=quest');
    const tiers = page.getByRole('list', { name: 'Tiers' });
    await expect.poll(() => tiers.getByRole('button').count(), { timeout: 15_000 }).toBe(10);
    expect(await tiers.getByRole('button', { name: /^Tier 1 / }).textContent()).toContain('Ready to claim');
    expect(await tiers.getByRole('button', { name: /^Tier 2 / }).textContent()).toContain('Ready to claim');

    await claimAndPrint(1);
    await claimAndPrint(2);
    expect(await page.locator('.certificate-list li').count()).toBe(2);

    // The server paid each tier once (10 and 20 gems, a heart slot for tier 2) and recorded both prints.
    const state = await db.state(userno);
    expect(state.ledger.filter((l) => l.reason.startsWith('tryquest_tier_'))).toEqual([
      { currency: 'gem', delta: 10, balanceAfter: 10, reason: 'tryquest_tier_1' },
      { currency: 'gem', delta: 20, balanceAfter: 30, reason: 'tryquest_tier_2' },
      { currency: 'heart_slot', delta: 1, balanceAfter: 1, reason: 'tryquest_tier_2' },
    ]);
    await expect.poll(async () => (await db.state(userno)).keysByPath['/api/kcert/print']).toBe(2);
  });
});

describe('events with a goal', () => {
  it("shows this week's challenge with its bar, dates and reward", async () => {
    await page.getByRole('link', { name: 'Close' }).click();
    await goHome(page);
    const card = page.locator('.event-card', { hasText: "This week's challenge" });
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    const bar = card.getByRole('progressbar', { name: 'Solve 30 puzzles' });
    expect(await bar.getAttribute('aria-valuetext')).toBe('0 of 30 solved');
    expect(await card.locator('.event-dates').textContent()).toMatch(/^This week: .+ – .+$/);
    expect(await card.textContent()).toContain('Reward: 20 gems');
    expect(await card.getByRole('button', { name: 'Get my reward' }).count()).toBe(0);
  });

  it('claims the reward offline; it is paid once when the network returns', async () => {
    seedFirstSolves(server.dataDir, userno, 30, Date.now());
    await page.reload();
    await settled(page, '/');
    const card = page.locator('.event-card', { hasText: "This week's challenge" });
    const bar = card.getByRole('progressbar', { name: 'Solve 30 puzzles' });
    await expect.poll(() => bar.getAttribute('aria-valuetext'), { timeout: 15_000 }).toBe('30 of 30 solved');

    await context.setOffline(true);
    await card.getByRole('button', { name: 'Get my reward' }).click();
    await expect
      .poll(() => card.getByRole('status').textContent())
      .toBe('Sending… your reward arrives as soon as you are online.');
    await expect
      .poll(async () => (await readOutbox(page)).writes.map((w) => w.path))
      .toContain('/api/event/reward');
    const eventLines = async () => (await db.state(userno)).ledger.filter((l) => l.reason === 'event_2');
    expect(await eventLines()).toEqual([]);

    await context.setOffline(false);
    await drained(page);
    await expect
      .poll(() => card.getByRole('status').textContent(), { timeout: 15_000 })
      .toBe('Reward received!');
    expect(await eventLines()).toEqual([{ currency: 'gem', delta: 20, balanceAfter: 50, reason: 'event_2' }]);
    expect((await db.state(userno)).keysByPath['/api/event/reward']).toBe(1);

    // After a reload the server says it was received: no button, the same single payment.
    await page.reload();
    await settled(page, '/');
    await expect
      .poll(() => card.getByRole('status').textContent(), { timeout: 15_000 })
      .toBe('Reward received!');
    expect(await card.getByRole('button', { name: 'Get my reward' }).count()).toBe(0);
    expect(await eventLines()).toHaveLength(1);
  });
});
