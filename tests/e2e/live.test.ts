// Live games end to end (issue 18), in two Chromium contexts against the built app and the real server:
// two students sign up; one looks for a game, the other finds them in the list and challenges them, the
// first accepts; each move clicked on one board appears on the other; one resigns and both see the result.
// Friends challenge each other from the friend list with the board, time and handicap suggested from their
// levels, and may make it an unrated teaching game; a declined challenge is told to its challenger.
// The finished game is reviewed by the AI in the browser (issue 20): marked mistakes, the better move
// tried against the AI from that position, and the same review in Korean.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import korean from '../../locales/ko-KR/translation.json';
import { launchChromium } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { goHome, reach, register, signIn } from './support/app';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

const sora = { username: 'live_sora', password: 'Go-stones-42', email: 'sora@example.com' };
const haru = { username: 'live_haru', password: 'Go-stones-42', email: 'haru@example.com' };

async function device(user: typeof sora, path = '/multi/list'): Promise<Page> {
  const context = await browser.newContext({ locale: 'en-US' });
  contexts.push(context);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await register(page, server.url, user);
  await signIn(page, user);
  await reach(page, path);
  return page;
}

/** The stone a board shows at a vertex ("D4, black" → black), or '' when the point is empty. */
async function stoneAt(page: Page, vertex: string): Promise<string> {
  const label = (await page.locator(`[data-vertex="${vertex}"]`).getAttribute('aria-label')) ?? '';
  return /black/i.test(label) ? 'black' : /white/i.test(label) ? 'white' : '';
}

/** `mover` plays `vertex` when it is their turn; the other board shows the stone. */
async function play(mover: Page, name: string, watcher: Page, vertex: string, color: string): Promise<void> {
  await expect.poll(() => mover.getByText(`${name} to play`).count(), { timeout: 10_000 }).toBe(1);
  await mover.locator(`[data-vertex="${vertex}"]`).click();
  await expect.poll(() => stoneAt(watcher, vertex), { timeout: 10_000 }).toBe(color);
}

/** Whether the server has stored that `blocker` blocks `blocked` (read beside the running server). */
function blockStored(blocker: string, blocked: string): boolean {
  const db = new SQLite(path.join(server.dataDir, 'hoshi.sqlite'), { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const row = db
      .prepare(
        `select count(*) as n from live_blocks b
         join users a on a.userno = b.userno join users o on o.userno = b.blocked
         where a.username = ? and o.username = ?`,
      )
      .get(blocker, blocked) as { n: number };
    return row.n > 0;
  } finally {
    db.close();
  }
}

/** REVIEW_SHOTS=DIR: screenshots of the game and its review at a phone and a tablet size, to look at. */
async function shoot(page: Page, tag: string): Promise<void> {
  const shots = process.env.REVIEW_SHOTS;
  if (!shots) return;
  for (const size of [
    { width: 390, height: 844 },
    { width: 820, height: 1180 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(shots, `live-review-${tag}-${size.width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
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

    // Chat for children: fixed phrases only (no free-text box), a report and a block.
    await haruPage.getByRole('button', { name: 'Good luck!' }).click();
    await expect
      .poll(() => soraPage.locator('.live-chat li').filter({ hasText: 'Good luck!' }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    expect(await soraPage.getByLabel('Your message').count()).toBe(0);
    await soraPage.getByRole('button', { name: 'Tell a grown-up about this game' }).click();
    await expect
      .poll(() => soraPage.getByText('Thank you. A grown-up will look at this game and its chat.').count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await soraPage.getByRole('button', { name: `Block ${haru.username}` }).click();
    expect(
      await soraPage
        .getByRole('status')
        .filter({ hasText: `${haru.username} is blocked` })
        .count(),
    ).toBe(1);
    // The block goes over Sora's socket and Haru's line over Haru's: Haru speaks once the server has it.
    await expect.poll(() => blockStored(sora.username, haru.username)).toBe(true);
    await haruPage.getByRole('button', { name: 'Nice move!' }).click();
    await expect
      .poll(() => haruPage.locator('.live-chat li').filter({ hasText: 'Nice move!' }).count(), {
        timeout: 10_000,
      })
      .toBe(1);
    await shoot(haruPage, 'game');

    // A few more moves, with a big mistake for the review to find: White leaves E6 in atari and plays
    // in the corner, and Black captures it.
    await play(soraPage, sora.username, haruPage, 'E6', 'white');
    await play(haruPage, haru.username, soraPage, 'D6', 'black');
    // Haru's line would have reached Sora before Haru's later move (one socket keeps its order): with
    // D6 on Sora's board, the line has been left out, not held up.
    expect(await soraPage.locator('.live-chat li').filter({ hasText: 'Nice move!' }).count()).toBe(0);
    await play(soraPage, sora.username, haruPage, 'J9', 'white');
    await play(haruPage, haru.username, soraPage, 'F6', 'black');
    await play(soraPage, sora.username, haruPage, 'A1', 'white');
    await play(haruPage, haru.username, soraPage, 'E7', 'black');
    await expect.poll(() => stoneAt(soraPage, 'E6'), { timeout: 10_000 }).toBe('');

    // Sora resigns: both see Haru's win.
    await soraPage.getByRole('button', { name: 'Resign' }).click();
    for (const page of [soraPage, haruPage]) {
      const result = page.locator('[data-result]');
      await expect.poll(() => result.count(), { timeout: 10_000 }).toBe(1);
      expect(await result.textContent()).toContain(`${haru.username} won`);
      expect(await result.getAttribute('data-result')).toBe('B+R');
    }

    // The finished game replays on the board: from the empty board, move by move, to the end.
    await haruPage.getByRole('button', { name: 'Start' }).click();
    expect(await haruPage.getByText('Move 0 of 9').count()).toBe(1);
    expect(await stoneAt(haruPage, 'E5')).toBe('');
    await haruPage.getByRole('button', { name: 'Next move' }).click();
    expect(await stoneAt(haruPage, 'E5')).toBe('black');
    expect(await stoneAt(haruPage, 'C3')).toBe('');
    await haruPage.getByRole('button', { name: 'End' }).click();
    expect(await stoneAt(haruPage, 'G3')).toBe('black');
    // Back in the list, the game is among Sora's finished games and opens again to be replayed.
    await soraPage.getByRole('button', { name: 'Back to the list' }).click();
    const replay = soraPage.getByRole('button', { name: 'Replay' });
    await expect.poll(() => replay.count(), { timeout: 10_000 }).toBe(1);
    await replay.click();
    await expect.poll(() => soraPage.getByText('Move 9 of 9').count(), { timeout: 10_000 }).toBe(1);
    await soraPage.getByRole('button', { name: 'Back one move' }).click();
    expect(await stoneAt(soraPage, 'E7')).toBe('');
    expect(await stoneAt(soraPage, 'E6')).toBe('white');

    // Issue 20: Haru reviews the game in the browser's AI worker: the mistakes are marked.
    await haruPage.getByRole('button', { name: 'Review the game' }).click();
    const review = haruPage.locator('[data-review]');
    await expect.poll(() => review.getAttribute('data-review'), { timeout: 60_000 }).toBe('done');
    const count = Number(await review.getAttribute('data-mistakes'));
    expect(count).toBeGreaterThan(0);
    expect(await haruPage.getByText(`Mistake 1 of ${count}`).count()).toBe(1);
    // The players are named (a game between people has no "AI" side).
    const played = new RegExp(
      `^Move \\d+: (Black \\(you\\)|White \\(${sora.username}\\)) (played [A-HJ][1-9]|passed)\\.`,
    );
    expect(await haruPage.getByText(played).count()).toBe(1);
    expect(await haruPage.getByRole('img', { name: /Black's winning chances, move by move/ }).count()).toBe(
      1,
    );
    await shoot(haruPage, 'en');
    // The better move is tried against the AI: the board is the position before the mistake with the
    // better move played, and the game goes on.
    const tryButton = haruPage.getByRole('button', { name: 'Try the better move' });
    if ((await tryButton.count()) > 0) {
      await tryButton.click();
      await expect.poll(() => haruPage.getByRole('heading', { name: 'Try the better move' }).count()).toBe(1);
      const tryPhase = () => haruPage.locator('[data-phase]').getAttribute('data-phase');
      await expect.poll(tryPhase, { timeout: 30_000 }).toMatch(/^(player|over)$/);
      await shoot(haruPage, 'try');
      await haruPage.getByRole('button', { name: 'Back to the review' }).click();
      await expect.poll(() => review.getAttribute('data-review'), { timeout: 10_000 }).toBe('done');
    }
    await haruPage.getByRole('button', { name: 'Back to the game' }).first().click();
    await expect.poll(() => haruPage.locator('[data-result]').count(), { timeout: 10_000 }).toBe(1);

    // The same review in Korean, after a language switch in the front gate's menu (kept on the device).
    await goHome(haruPage);
    await haruPage.locator('main [data-gate-menu]').click();
    await haruPage.locator('main dialog select').first().selectOption('ko-KR');
    await expect.poll(() => haruPage.getAttribute('html', 'lang')).toBe('ko-KR');
    await haruPage.keyboard.press('Escape');
    await expect.poll(() => haruPage.locator('main dialog[open]').count()).toBe(0);
    await reach(haruPage, '/multi/list');
    const replayKo = haruPage.getByRole('button', { name: korean.live.replay.open });
    await expect.poll(() => replayKo.count(), { timeout: 10_000 }).toBe(1);
    await replayKo.click();
    await haruPage.getByRole('button', { name: korean.live.review }).click();
    await expect.poll(() => review.getAttribute('data-review'), { timeout: 60_000 }).toBe('done');
    expect(Number(await review.getAttribute('data-mistakes'))).toBe(count);
    expect(await haruPage.getByText(korean.review.legend).count()).toBe(1);
    await shoot(haruPage, 'ko');
    // The game, its replay and two reviews in the browser's worker take longer than the default minute.
  }, 240_000);
});

describe('challenging a friend from the friend list', () => {
  const ami = { username: 'live_ami', password: 'Go-stones-42', email: 'ami@example.com' };
  const ren = { username: 'live_ren', password: 'Go-stones-42', email: 'ren@example.com' };

  it('suggests the game from the levels, is declined, then plays an accepted teaching game', async () => {
    const amiPage = await device(ami, '/multi/friend/list');
    const renPage = await device(ren, '/multi/friend/list');
    await amiPage.getByLabel('Username').fill(ren.username);
    await amiPage.getByRole('button', { name: 'Send a friend request' }).click();
    const accept = renPage.getByRole('button', { name: `Accept ${ami.username}` });
    await expect.poll(() => accept.count(), { timeout: 15_000 }).toBe(1);
    await accept.click();

    const challenge = amiPage.getByRole('button', { name: `Challenge ${ren.username}` });
    await expect.poll(() => challenge.isEnabled(), { timeout: 30_000 }).toBe(true);
    await challenge.click();
    // Two 30 kyu beginners: 9×9, the quick clock, an even game with the challenger as Black.
    const dialog = amiPage.getByRole('dialog');
    await expect.poll(() => dialog.getByText(`${ren.username} is 30 kyu; you are 30 kyu.`).count()).toBe(1);
    expect(await dialog.getByRole('button', { name: '9×9' }).getAttribute('aria-pressed')).toBe('true');
    expect(
      await dialog.getByRole('button', { name: 'Quick (3 min + 5 s a move)' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await dialog.getByText('An even game, komi 7.5. You play Black.').count()).toBe(1);
    // Changing the board changes the clock with it.
    await dialog.getByRole('button', { name: '13×13' }).click();
    expect(
      await dialog.getByRole('button', { name: 'Normal (10 min + 3×30 s)' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await dialog.getByRole('button', { name: 'Send the challenge' }).click();
    await expect
      .poll(() => amiPage.getByText(`Challenge sent to ${ren.username}…`).count(), { timeout: 10_000 })
      .toBe(1);

    // Ren says no: Ami is told.
    const decline = renPage.getByRole('button', { name: 'Decline' });
    await expect.poll(() => decline.count(), { timeout: 10_000 }).toBe(1);
    await decline.click();
    await expect
      .poll(() => amiPage.getByText(`${ren.username} cannot play now. Try again later!`).count(), {
        timeout: 10_000,
      })
      .toBe(1);

    // Again, as a teaching game: accepted, both boards open on 13×13, unrated.
    await challenge.click();
    await amiPage.getByRole('dialog').getByRole('button', { name: '13×13' }).click();
    await amiPage
      .getByRole('dialog')
      .getByRole('button', { name: /Friendly game/ })
      .click();
    await amiPage.getByRole('button', { name: 'Send the challenge' }).click();
    const yes = renPage.getByRole('button', { name: 'Accept', exact: true });
    await expect.poll(() => yes.count(), { timeout: 10_000 }).toBe(1);
    await yes.click();
    for (const page of [amiPage, renPage]) {
      await expect
        .poll(() => page.getByRole('grid', { name: 'Live game board' }).count(), { timeout: 10_000 })
        .toBe(1);
      expect(await page.getByText('teaching game (unrated)').count()).toBe(1);
      expect(await page.locator('.live-facts').textContent()).toContain('13×13, komi 7.5');
    }
    await amiPage.locator('[data-vertex="K10"]').click();
    await expect.poll(() => stoneAt(renPage, 'K10'), { timeout: 10_000 }).toBe('black');
    // A teaching game lets the mover ask to take the move back. The button follows the server's
    // copy of the game, which can reach Ami after it reaches Ren, so wait for it too.
    await expect
      .poll(() => amiPage.getByRole('button', { name: 'Ask to take back' }).count(), { timeout: 10_000 })
      .toBe(1);
  });
});
