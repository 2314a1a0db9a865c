// Friend lists end to end (R2.19; issue 4), in Chromium against the built app and the real server: two
// students on two devices; one asks the other by username, the other accepts, and each then sees the other
// as a friend who is online (presence over the realtime socket, answered for friends only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { reach, register, signIn } from './support/app';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const mina = { username: 'friend_mina', password: 'Go-stones-42', email: 'mina@example.com' };
const jun = { username: 'friend_jun', password: 'Go-stones-42', email: 'jun@example.com' };

async function device(user: typeof mina): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await register(page, server.url, user);
  await signIn(page, user);
  await reach(page, '/multi/friend/list');
  return page;
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

describe('friend list', () => {
  it('asks by username, accepts, and shows each other online', async () => {
    const minaPage = await device(mina);
    const junPage = await device(jun);

    await minaPage.getByLabel('Username').fill('nobody_here');
    await minaPage.getByRole('button', { name: 'Send a friend request' }).click();
    await expect.poll(() => minaPage.locator('[aria-invalid="true"]').count(), { timeout: 10_000 }).toBe(1);

    await minaPage.getByLabel('Username').fill('friend_jun');
    await minaPage.getByRole('button', { name: 'Send a friend request' }).click();
    await expect
      .poll(() => minaPage.getByText('Request sent to friend_jun.').count(), { timeout: 10_000 })
      .toBe(1);
    await expect
      .poll(() => minaPage.locator('[data-outgoing="friend_jun"]').count(), { timeout: 10_000 })
      .toBe(1);

    // A reload starts at the front gate (R2.37): walk back to the list.
    await reach(junPage, '/multi/friend/list');
    await expect
      .poll(() => junPage.locator('[data-incoming="friend_mina"]').count(), { timeout: 15_000 })
      .toBe(1);
    await junPage.getByRole('button', { name: 'Accept friend_mina' }).click();
    await expect
      .poll(() => junPage.locator('[data-friend="friend_mina"]').getAttribute('data-presence'), {
        timeout: 15_000,
      })
      .toBe('online');

    await reach(minaPage, '/multi/friend/list');
    await expect
      .poll(() => minaPage.locator('[data-friend="friend_jun"]').getAttribute('data-presence'), {
        timeout: 15_000,
      })
      .toBe('online');
  });
});
