// Academies in Chromium against the built app and the real server (issue 19): a teacher made with the admin
// command creates a class of five, prints their login cards (one A4 page, five cards), sets the tablet to
// the class, and a student signs in on the kiosk by name and PIN; "Done" leaves nothing of them behind.
// A member outside the membership's hours still opens the study board.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import SQLite from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keptLocalKeys } from '../../src/state/clearing';
import { heading, reach, register, settled, signIn } from './support/app';
import { launchChromium } from './support/browser';
import { openServerDb, type ServerDb } from './support/db';
import { startServer, type RunningServer } from './support/server';
import { fixturePacks } from './support/study';

const run = promisify(execFile);
const root = path.resolve(__dirname, '../..');
const teacher = { username: 'teacher_kim', password: 'Go-stones-77', email: 'kim@example.com' };
const member = { username: 'member_lee', password: 'Go-stones-78', email: 'lee@example.com' };
const names = ['Mina', 'Joon', 'Sora', 'Hana', 'Tae'];

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let db: ServerDb;

function countPdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

beforeAll(async () => {
  server = await startServer({ CONTENT_DIR: fixturePacks });
  browser = await launchChromium();
  context = await browser.newContext({ locale: 'en-US' });
  page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  db = openServerDb(server.dataDir);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await db?.close();
  const code = await server?.stop();
  expect(code).toBe(0);
});

describe('a teacher runs a class on a shared tablet', () => {
  let cards: { name: string; pin: string }[] = [];

  it('becomes a teacher with the admin command', async () => {
    await register(page, server.url, teacher);
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'server/db/adminCli.ts', 'teacher', teacher.username],
      {
        cwd: root,
        env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent' },
        timeout: 60_000,
      },
    );
    expect(stdout).toContain('is now a teacher');
    await signIn(page, teacher);
    await page.getByRole('link', { name: 'Teacher: my classes' }).click();
    await settled(page, '/teacher');
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe('My classes');
  });

  it('creates a class of five and prints their login cards on one A4 page', async () => {
    await page.getByLabel('Class name').fill('Monday 3pm');
    await page.getByRole('button', { name: 'Create class' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Monday 3pm' }).count(), { timeout: 15_000 })
      .toBe(1);
    await page.getByLabel("Students' names, one per line").fill(names.join('\n'));
    await page.getByRole('button', { name: 'Add and make login cards' }).click();
    const card = page.locator('.login-card');
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(5);
    // Each card has a QR code opening the kiosk for that student.
    await expect
      .poll(() => page.locator('.login-card svg[role="img"] path').count(), { timeout: 15_000 })
      .toBe(5);
    cards = await card.evaluateAll((nodes) =>
      nodes.map((node) => ({
        name: node.querySelector('h3')?.textContent ?? '',
        pin: node.querySelectorAll('dd')[1]?.textContent ?? '',
      })),
    );
    expect(cards.map((c) => c.name)).toEqual(names);
    for (const c of cards) expect(c.pin).toMatch(/^\d{4}$/);
    const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true });
    expect(countPdfPages(pdf)).toBe(1);
  });

  it('sets the tablet to the class; a student signs in by name and PIN; Done leaves nothing behind', async () => {
    await page.getByRole('button', { name: 'Use this device for the class' }).click();
    await settled(page, '/auth/kiosk');
    expect(await heading(page)).toBe('Monday 3pm');
    const sora = cards.find((c) => c.name === 'Sora');
    await page.getByRole('button', { name: 'Sora', exact: true }).click();
    await page.getByLabel('Your PIN (4 digits)').fill(sora?.pin ?? '');
    await page.getByRole('button', { name: 'Start' }).click();
    await settled(page, '/');
    const soraNo = await db.userno((await page.locator('.header-user').textContent()) ?? '');
    expect(await db.liveSessions(soraNo)).toBe(1);
    await page.getByRole('button', { name: 'Done' }).click();
    await settled(page, '/auth/kiosk');
    expect(await heading(page)).toBe('Monday 3pm');
    const left = await page.evaluate(() => Object.keys(localStorage));
    // Only the device's settings stay (language, sound, the kiosk's class): nothing of the student.
    expect(left.filter((key) => !keptLocalKeys().includes(key))).toEqual([]);
    expect(left).toContain('kiosk_class');
    await expect.poll(() => db.liveSessions(soraNo)).toBe(0);
  });
});

describe('membership helps, never blocks', () => {
  it('a member outside the membership hours still opens the study board', async () => {
    const fresh = await browser.newContext({ locale: 'en-US' });
    const memberPage = await fresh.newPage();
    try {
      await register(memberPage, server.url, member);
      const userno = await db.userno(member.username);
      const sqlite = new SQLite(path.join(server.dataDir, 'hoshi.sqlite'), { fileMustExist: true });
      try {
        sqlite.pragma('busy_timeout = 5000');
        // A valid membership with no allowed weekday: always outside its days (status 0).
        sqlite
          .prepare(
            'insert into memberships (userno, stime_us, term_day, type, week_day) values (?, ?, 30, 1, 0)',
          )
          .run(userno, (Date.now() - 86_400_000) * 1000);
      } finally {
        sqlite.close();
      }
      await signIn(memberPage, member);
      await reach(memberPage, '/study/group/mission/field');
      expect(new URL(memberPage.url()).pathname).toBe('/study/group/mission/field');
    } finally {
      await fresh.close();
    }
  });
});
