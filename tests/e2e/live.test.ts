// Live games end to end (issue 18), in two Chromium contexts against the built app and the real server:
// two students sign up; one looks for a game, the other finds them in the list and challenges them, the
// first accepts; each move clicked on one board appears on the other; one resigns and both see the result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { reach, register, signIn } from './support/app';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const sora = { username: 'live_sora', password: 'Go-stones-42', email: 'sora@example.com' };
const haru = { username: 'live_haru', password: 'Go-stones-42', email: 'haru@example.com' };

async function device(user: typeof sora): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await register(page, server.url, user);
  await signIn(page, user);
  await reach(page, '/multi/list');
  return page;
}

/** The stone a board shows at a vertex ("D4, black" → black), or '' when the point is empty. */
async function stoneAt(page: Page, vertex: string): Promise<string> {
  const label = (await page.locator(`[data-vertex="${vertex}"]`).getAttribute('aria-label')) ?? '';
  return /black/i.test(label) ? 'black' : /white/i.test(label) ? 'white' : '';
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchChromium();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

describe('live game between two students', () => {
  it('seeks, challenges, accepts, plays moves seen on both boards, resigns and shows the result', async () => {
    const soraPage = await device(sora);
    const haruPage = await device(haru);

    // Sora looks for a 9×9 game.
    await soraPage.getByRole('button', { name: '9×9' }).click();
    await soraPage.getByRole('button', { name: 'Find an opponent' }).click();
    await expect
      .poll(() => soraPage.getByText('Looking for an opponent of your level…').count(), { timeout: 10_000 })
      .toBe(1);

    // Haru sees Sora in the list of players looking for a game and challenges them.
    const challenge = haruPage.getByRole('button', { name: `Challenge ${sora.username}` });
    await expect.poll(() => challenge.count(), { timeout: 20_000 }).toBe(1);
    await challenge.click();

    // Sora accepts: both boards open.
    const accept = soraPage.getByRole('button', { name: 'Accept' });
    await expect.poll(() => accept.count(), { timeout: 10_000 }).toBe(1);
    await accept.click();
    for (const page of [soraPage, haruPage])
      await expect
        .poll(() => page.getByRole('grid', { name: 'Live game board' }).count(), { timeout: 10_000 })
        .toBe(1);

    // Between equals the challenger takes Black.
    await expect.poll(() => haruPage.getByText(`${haru.username} to play`).count()).toBe(1);
    await haruPage.locator('[data-vertex="E5"]').click();
    await expect.poll(() => stoneAt(soraPage, 'E5'), { timeout: 10_000 }).toBe('black');
    await expect.poll(() => stoneAt(haruPage, 'E5'), { timeout: 10_000 }).toBe('black');

    await expect
      .poll(() => soraPage.getByText(`${sora.username} to play`).count(), { timeout: 10_000 })
      .toBe(1);
    await soraPage.locator('[data-vertex="C3"]').click();
    await expect.poll(() => stoneAt(haruPage, 'C3'), { timeout: 10_000 }).toBe('white');
    await expect.poll(() => stoneAt(soraPage, 'C3'), { timeout: 10_000 }).toBe('white');

    // Not Sora's turn now: their board refuses a click (nothing appears on either board).
    await soraPage.locator('[data-vertex="G7"]').click({ force: true });
    await haruPage.locator('[data-vertex="G3"]').click();
    await expect.poll(() => stoneAt(soraPage, 'G3'), { timeout: 10_000 }).toBe('black');
    expect(await stoneAt(haruPage, 'G7')).toBe('');

    // Sora resigns: both see Haru's win.
    await soraPage.getByRole('button', { name: 'Resign' }).click();
    for (const page of [soraPage, haruPage]) {
      const result = page.locator('[data-result]');
      await expect.poll(() => result.count(), { timeout: 10_000 }).toBe(1);
      expect(await result.textContent()).toContain(`${haru.username} won`);
      expect(await result.getAttribute('data-result')).toBe('B+R');
    }
  });
});
