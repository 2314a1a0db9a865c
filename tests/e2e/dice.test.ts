// Dice missions end to end (issue 17; R2.13–R2.15, R7.25), in Chromium against the built app and the real
// server on the fixture packs: starting a dice mission spends a die and the server rolls; the app shows
// the roll (the die lands on the face the server stored) and what it decided, and only then opens the
// board: the puzzle with the time its roll allows, the capture game on the board size its roll picked
// from the group's dice table (tests/fixtures/packs/single.json).
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { diceRowFor, diceTotal, parseRoll, type DiceRow } from '../../src/domain/rules/dice';
import type { RunningServer } from './support/server';
import { closeSuite, copyFixturePacks, openSuite } from './support/suite';
import { reach, register, settled, signIn } from './support/app';

let contentDir: string;
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const user = { username: 'dice_student1', password: 'Go-stones-42', email: 'dice1@example.com' };

/** The fixture's dice table of group 1. */
function diceTable(): DiceRow[] {
  const pack = JSON.parse(fs.readFileSync(path.join(contentDir, 'single.json'), 'utf8')) as {
    categories: { sno: number; groups: { gno: number; dice?: DiceRow[] }[] }[];
  };
  return pack.categories.find((c) => c.sno === 6)?.groups.find((g) => g.gno === 1)?.dice ?? [];
}

/** The rolls the server stored for the user, oldest first. */
function storedRolls(): number[][] {
  const db = new SQLite(path.join(server.dataDir, 'hoshi.sqlite'), { readonly: true, fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const rows = db
      .prepare(
        `select c.dice from single_challenges c join users u on u.userno = c.userno
         where u.username = ? order by c.started_at, c.rowid`,
      )
      .all(user.username) as { dice: string | null }[];
    return rows.map((r) => parseRoll(r.dice) ?? []);
  } finally {
    db.close();
  }
}

const startButton = () => page.getByRole('button', { name: /^Start the challenge/ });
const landed = () => page.locator('[data-roll="landed"]');

beforeAll(async () => {
  contentDir = copyFixturePacks('hoshi-e2e-dice-');
  ({ server, browser, context, page } = await openSuite({ CONTENT_DIR: contentDir }));
});

afterAll(async () => {
  const code = await closeSuite({ server, browser, context });
  fs.rmSync(contentDir, { recursive: true, force: true });
  expect(code).toBe(0);
});

describe('dice missions', () => {
  it('rolls when a dice puzzle starts, shows the roll, then opens the board with the time it allows', async () => {
    await register(page, server.url, user);
    await signIn(page, user);
    await reach(page, '/dice/group');
    await page.getByRole('link', { name: 'Open Group 1', exact: true }).click();
    await settled(page, '/dice/group/mission');
    await page.getByRole('link', { name: 'Play Mission 1', exact: true }).click();
    await settled(page, '/dice/group/mission/field');
    await expect.poll(() => startButton().isEnabled(), { timeout: 15_000 }).toBe(true);
    // Before the start the screen says what the roll will decide, not the pack's numbers.
    expect(
      await page.getByText('Starting rolls the die: its number decides how much time you have.').count(),
    ).toBe(1);
    await startButton().click();

    await expect.poll(() => landed().count(), { timeout: 15_000 }).toBe(1);
    const [roll] = storedRolls();
    expect(roll).toHaveLength(1);
    const face = roll?.[0] ?? 0;
    expect(await page.locator('.die').getAttribute('data-face')).toBe(String(face));
    expect(await landed().textContent()).toBe(`The die shows ${face}.`);
    const seconds = diceRowFor(diceTable(), face)?.seconds ?? 0;
    const opening = Date.now();
    await page.getByRole('button', { name: 'Open the board' }).click();
    const clock = page.getByRole('timer');
    await expect.poll(() => clock.count()).toBe(1);
    const left = Number(await clock.getAttribute('data-left'));
    // The clock started when the board opened: it has counted down no more than the time since the click
    // (measured, not assumed: a loaded machine may take seconds to get here).
    const elapsed = (Date.now() - opening) / 1000;
    expect(left).toBeLessThanOrEqual(seconds);
    expect(left).toBeGreaterThanOrEqual(Math.floor(seconds - elapsed));
    await page.locator('[data-vertex="D3"]').first().click();
    await expect
      .poll(() => page.locator('[data-feedback]').first().getAttribute('data-feedback'))
      .toBe('solved');
    await expect
      .poll(() => page.locator('[data-sync="applied"]').getAttribute('data-credited'), { timeout: 15_000 })
      .toBe('true');
  });

  it('the roll decides the capture game’s board', async () => {
    await page.getByRole('button', { name: 'Next mission' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Mission 2' }).count()).toBe(1);
    expect(
      await page
        .getByText(
          "Starting rolls the die: its number decides the board, the stones to capture and the AI's strength.",
        )
        .count(),
    ).toBe(1);
    await expect.poll(() => startButton().isEnabled(), { timeout: 15_000 }).toBe(true);
    await startButton().click();
    await expect.poll(() => landed().count(), { timeout: 15_000 }).toBe(1);
    const roll = storedRolls()[1] ?? [];
    const row = diceRowFor(diceTable(), diceTotal(roll));
    const size = row?.size ?? 0;
    expect(size).toBeGreaterThanOrEqual(5);
    // What the roll decided is listed before the board opens.
    expect(await page.locator('.dice-roll').textContent()).toContain(`${size}×${size}`);
    await page.getByRole('button', { name: 'Open the board' }).click();
    await expect.poll(() => page.locator('[data-vertex]').count(), { timeout: 20_000 }).toBe(size * size);
  });

  it('a reload keeps the roll and the board it made', async () => {
    const before = storedRolls();
    const size = diceRowFor(diceTable(), diceTotal(before[1] ?? []))?.size ?? 0;
    await page.reload();
    // The app opens at its front gate after a reload; the student goes back to the mission they rolled for
    // (by name: the list's first field link is mission 1's, or the screen's own link while the list loads).
    await reach(page, '/dice/group/mission');
    await page.getByRole('link', { name: 'Play Mission 2', exact: true }).click();
    await settled(page, '/dice/group/mission/field');
    await expect.poll(() => page.locator('[data-vertex]').count(), { timeout: 20_000 }).toBe(size * size);
    expect(storedRolls()).toEqual(before);
  });
});
