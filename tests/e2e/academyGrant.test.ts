// A teacher grants a membership term from a student's page (issue 19) in Chromium against the built app
// and the real server: choose a term, "Grant", confirm, and the page shows the student's new grade. The
// fixture pack's 30-day term gives grade 3 (Standard). REVIEW_SHOTS=DIR also shoots the form and the
// confirmation at a phone and a tablet size, in English and in Korean.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, register, settled, signIn } from './support/app';
import { launchChromium } from './support/browser';
import { openServerDb, type ServerDb } from './support/db';
import { startServer, type RunningServer } from './support/server';
import { fixturePacks } from './support/study';

const teacher = { username: 'teacher_kim', password: 'Go-stones-79', email: 'kim@example.com' };

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let db: ServerDb;

beforeAll(async () => {
  server = await startServer({ CONTENT_DIR: fixturePacks });
  browser = await launchChromium();
  context = await browser.newContext({ locale: 'en-US', viewport: { width: 390, height: 844 } });
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

function sql<T>(work: (sqlite: SQLite.Database) => T): T {
  const sqlite = new SQLite(path.join(server.dataDir, 'hoshi.sqlite'), { fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 5000');
    return work(sqlite);
  } finally {
    sqlite.close();
  }
}

async function shoot(tag: string): Promise<void> {
  const shots = process.env.REVIEW_SHOTS;
  if (!shots) return;
  // Past the dialog's fade-in: every animation of the page has finished.
  await page.evaluate(async () => {
    const ending = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(ending.map((a) => a.finished));
  });
  for (const size of [
    { width: 390, height: 844 },
    { width: 820, height: 1180 },
  ]) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(shots, `grant-${tag}-${size.width}.png`) });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/** From the front gate (or the class page) through the class view to the student's page. */
async function openMina(mina: number): Promise<void> {
  if (new URL(page.url()).pathname !== '/teacher') {
    await page.locator('main a[href="/teacher"]').first().click();
    await settled(page, '/teacher');
    await page.locator('main a[href^="/teacher?class="]').first().click();
  }
  const row = page.locator(`.progress-table tr[data-student="${mina}"]`);
  await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
  await row.locator('a[href^="/teacher/student"]').first().click();
  await settled(page, '/teacher/student');
}

describe('granting a membership term', () => {
  it('grants a term from the student’s page and shows the new grade', async () => {
    await register(page, server.url, teacher);
    sql((s) => s.prepare('update users set teacher_flag = 1 where username = ?').run(teacher.username));
    await signIn(page, teacher);
    await page.getByRole('link', { name: 'Teacher: my classes' }).click();
    await settled(page, '/teacher');
    await page.getByLabel('Class name').fill('Monday 3pm');
    await page.getByRole('button', { name: 'Create class' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Monday 3pm' }).count(), { timeout: 15_000 })
      .toBe(1);
    await page.getByLabel("Students' names, one per line").fill('Mina');
    await page.getByRole('button', { name: 'Add and make login cards' }).click();
    await expect.poll(() => page.locator('.login-card').count(), { timeout: 15_000 }).toBe(1);
    const minaUsername =
      (await page.locator('.login-card').first().locator('dd').first().textContent()) ?? '';
    const mina = await db.userno(minaUsername);

    await openMina(mina);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe('Mina');
    const grade = page.locator('.student-screen dl').first();
    await expect.poll(() => grade.textContent(), { timeout: 15_000 }).toContain('Free');
    const term = page.getByLabel('Membership term');
    await expect.poll(() => term.count(), { timeout: 15_000 }).toBe(1);
    await term.selectOption('term-30');
    await page.getByRole('button', { name: 'Grant', exact: true }).scrollIntoViewIfNeeded();
    await shoot('form-en');
    await page.getByRole('button', { name: 'Grant', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Give this membership?' });
    await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(1);
    expect(await dialog.textContent()).toContain('Mina gets “Membership, 30 days” for free');
    await shoot('confirm-en');
    await dialog.getByRole('button', { name: 'Yes, grant it' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Mina now has' }).textContent(), {
        timeout: 15_000,
      })
      .toBe('Mina now has “Membership, 30 days”. Grade: Standard.');
    await expect.poll(() => grade.textContent(), { timeout: 15_000 }).toContain('Standard');
    expect(
      sql((s) => s.prepare('select grade from users where userno = ?').get(mina) as { grade: number }),
    ).toEqual({ grade: 3 });

    // The same form in Korean.
    await page.evaluate(() => localStorage.setItem('locale', 'ko-KR'));
    await page.reload();
    await expect.poll(() => page.getAttribute('html', 'lang'), { timeout: 15_000 }).toBe('ko-KR');
    await openMina(mina);
    await expect.poll(() => page.getByLabel('회원권', { exact: true }).count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('button', { name: '주기', exact: true }).scrollIntoViewIfNeeded();
    await shoot('form-ko');
    await page.getByRole('button', { name: '주기', exact: true }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: '이 회원권을 줄까요?' }).count(), { timeout: 15_000 })
      .toBe(1);
    await shoot('confirm-ko');
    await page.getByRole('dialog').getByRole('button', { name: '취소' }).first().click();
    await expect.poll(() => page.locator('dialog[open]').count()).toBe(0);
  });
});
