// Friend lists end to end (R2.19; issue 4), in Chromium against the built app and the real server: two
// students on two devices; one asks the other by username, the other accepts, and each then sees the other
// as a friend who is online (presence over the realtime socket, answered for friends only). Issue 22: a
// request, an accept and a removal reach the other list while it stays open (pushed over the socket), and
// signing out from the list asks the server for nothing it would refuse.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { openRequests, reach, register, requestsAnswered, settled, signIn } from './support/app';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const mina = { username: 'friend_mina', password: 'Go-stones-42', email: 'mina@example.com' };
const jun = { username: 'friend_jun', password: 'Go-stones-42', email: 'jun@example.com' };

async function device(user: typeof mina, beforeSignIn?: () => void): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await register(page, server.url, user);
  beforeSignIn?.();
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

describe('friend list kept open on both devices (issue 22 item 8)', () => {
  const ana = { username: 'friend_ana', password: 'Go-stones-42', email: 'ana@example.com' };
  const bo = { username: 'friend_bo', password: 'Go-stones-42', email: 'bo@example.com' };

  it('shows a request, an accept and a removal on the other device without reopening the list', async () => {
    const anaPage = await device(ana);
    const boPage = await device(bo);

    await anaPage.getByLabel('Username').fill(bo.username);
    await anaPage.getByRole('button', { name: 'Send a friend request' }).click();
    await expect
      .poll(() => boPage.locator(`[data-incoming="${ana.username}"]`).count(), { timeout: 10_000 })
      .toBe(1);

    await boPage.getByRole('button', { name: `Accept ${ana.username}` }).click();
    await expect
      .poll(() => anaPage.locator(`[data-friend="${bo.username}"]`).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await anaPage.locator(`[data-outgoing="${bo.username}"]`).count()).toBe(0);

    await anaPage.getByRole('button', { name: `Remove ${bo.username}` }).click();
    await expect
      .poll(() => boPage.locator(`[data-friend="${ana.username}"]`).count(), { timeout: 10_000 })
      .toBe(0);
  });

  it('signs out from the list without a refused call', async () => {
    const page = await device({ username: 'friend_cy', password: 'Go-stones-42', email: 'cy@example.com' });
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(new URL(response.url()).pathname);
    });
    const open = openRequests(page);
    await page.locator('header').getByRole('button', { name: 'Sign out' }).click();
    await settled(page, '/auth/sign-in');
    // A screen still asking after the sign-out asks as the session goes: by the time the sign-in screen
    // is up, every such call has been sent. Each has its answer once nothing is open any more.
    await requestsAnswered(page, open);
    expect(refused).toEqual([]);
  });
});

describe('friend chat (issues 17 and 18)', () => {
  const ari = { username: 'chat_ari', password: 'Go-stones-42', email: 'ari@example.com' };
  const ben = { username: 'chat_ben', password: 'Go-stones-42', email: 'ben@example.com' };

  /** Ben owns the smile emoticons (set 1) for a week, as a purchase leaves them. */
  function seedSmile(): void {
    const db = new SQLite(path.join(server.dataDir, 'hoshi.sqlite'));
    try {
      db.pragma('busy_timeout = 5000');
      const { userno } = db.prepare('select userno from users where username = ?').get(ben.username) as {
        userno: number;
      };
      db.prepare(
        `insert into user_items (userno, kind, ref_id, stime_us, use_day) values (?, 'emoticon', 1, ?, 7)`,
      ).run(userno, Date.now() * 1000);
    } finally {
      db.close();
    }
  }

  it('sends a fixed phrase and an owned emoticon to a friend, who sees them arrive', async () => {
    const ariPage = await device(ari);
    const benPage = await device(ben, seedSmile);
    await ariPage.getByLabel('Username').fill(ben.username);
    await ariPage.getByRole('button', { name: 'Send a friend request' }).click();
    await expect
      .poll(() => benPage.locator(`[data-incoming="${ari.username}"]`).count(), { timeout: 15_000 })
      .toBe(1);
    await benPage.getByRole('button', { name: `Accept ${ari.username}` }).click();
    await expect
      .poll(() => ariPage.locator(`[data-friend="${ben.username}"]`).count(), { timeout: 15_000 })
      .toBe(1);

    // Ben opens the chat: the phrases, and the emoticons he owns.
    const chatWithAri = benPage.getByRole('button', { name: `Chat with ${ari.username}` });
    await expect.poll(() => chatWithAri.isEnabled(), { timeout: 15_000 }).toBe(true);
    await chatWithAri.click();
    const dialog = benPage.getByRole('dialog', { name: `Chat with ${ari.username}` });
    await dialog.getByRole('button', { name: 'Good game!' }).click();
    await dialog.getByRole('button', { name: 'Send the smile emoticon' }).click();
    // Each line shows once the server has delivered it (it echoes to the sender).
    await expect.poll(() => dialog.locator('[data-chat-from="me"]').count(), { timeout: 10_000 }).toBe(2);

    // Ari, with the list open, is told two new lines arrived, and reads them.
    const unread = ariPage.getByRole('button', { name: `Chat with ${ben.username} (2 new)` });
    await expect.poll(() => unread.count(), { timeout: 10_000 }).toBe(1);
    await unread.click();
    const lines = ariPage.getByRole('dialog', { name: `Chat with ${ben.username}` }).getByRole('log');
    await expect.poll(() => lines.locator('[data-chat-from="friend"]').count()).toBe(2);
    expect(await lines.getByText('Good game!').count()).toBe(1);
    expect(await lines.locator('[data-emoticon-line="1"]').count()).toBe(1);
    // Ari owns no emoticons: only the phrases are offered.
    expect(await ariPage.getByRole('button', { name: 'Send the smile emoticon' }).count()).toBe(0);
  });
});
