// The class view and a student's printable report in Chromium against the built app and the real server
// (issue 19): a teacher gives homework, reads the class's progress (solved, accuracy, homework, grade,
// medals, tier, trend), opens a student's page and prints a student's report: one A4 page whose text says
// what the screen says, in English and then in Korean.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heading, register, settled, signIn } from './support/app';
import { launchChromium } from './support/browser';
import { openServerDb, seedFirstSolves, seedMissWithFirstTries, type ServerDb } from './support/db';
import { pdfText } from './support/pdfText';
import { startServer, type RunningServer } from './support/server';
import { fixturePacks } from './support/study';

const teacher = { username: 'teacher_park', password: 'Go-stones-79', email: 'park@example.com' };

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let db: ServerDb;

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

function makeTeacher(username: string) {
  const sqlite = new SQLite(path.join(server.dataDir, 'hoshi.sqlite'), { fileMustExist: true });
  try {
    sqlite.pragma('busy_timeout = 5000');
    sqlite.prepare('update users set teacher_flag = 1 where username = ?').run(username);
  } finally {
    sqlite.close();
  }
}

describe('class progress and a printable report', () => {
  it('shows each student’s period in the class view, with homework given', async () => {
    await register(page, server.url, teacher);
    makeTeacher(teacher.username);
    await signIn(page, teacher);
    await page.getByRole('link', { name: 'Teacher: my classes' }).click();
    await settled(page, '/teacher');
    await page.getByLabel('Class name').fill('Friday 4pm');
    await page.getByRole('button', { name: 'Create class' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Friday 4pm' }).count(), { timeout: 15_000 })
      .toBe(1);
    await page.getByLabel("Students' names, one per line").fill('Mina\nJoon');
    await page.getByRole('button', { name: 'Add and make login cards' }).click();
    await expect.poll(() => page.locator('.login-card').count(), { timeout: 15_000 }).toBe(2);
    const minaUsername =
      (await page.locator('.login-card').first().locator('dd').first().textContent()) ?? '';
    const mina = await db.userno(minaUsername);
    seedFirstSolves(server.dataDir, mina, 3, Date.now());

    // Homework: ten trainer drills, due in a week (the form's first choice).
    await page.getByRole('button', { name: 'Give homework' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: '10 pattern trainer drills' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);

    // The period buttons ask again: Mina's three solves show, Joon has none.
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    const row = page.locator(`.progress-table tr[data-student="${mina}"]`);
    await expect.poll(() => row.locator('td').first().textContent(), { timeout: 15_000 }).toBe('3');
    expect(await row.locator('td').nth(1).textContent()).toBe('100%');
    expect(await row.locator('td').nth(3).textContent()).toBe('Not started');
    // Sorting by solved, most first, puts Mina on top.
    await page.getByRole('button', { name: 'Sort by Solved' }).click();
    expect(await page.locator('.progress-table tbody tr').first().getAttribute('data-student')).toBe(
      String(mina),
    );
    expect(await page.locator('.progress-table th[aria-sort="descending"]').count()).toBe(1);
    // The figures the class view added: grade, medals, try-quest tier, and the trend as an image whose
    // name says the numbers.
    expect(await row.locator('td').nth(5).textContent()).toBe('Free');
    expect(await row.locator('td').nth(6).textContent()).toBe('Gold 0 · Silver 0 · Bronze 0');
    expect(await row.locator('td').nth(7).textContent()).toBe('None yet');
    expect(await row.getByRole('img').getAttribute('aria-label')).toBe(
      'Over 7 days: 3 problems solved; best day 3.',
    );
    expect(await row.locator('td').nth(9).textContent()).toBe('Nothing missed');

    // Mina's own page: the same figures and a chart with a table of its numbers for screen readers.
    await row.getByRole('link', { name: 'Details for Mina' }).click();
    await settled(page, '/teacher/student');
    // The URL changes before the class view's heading is replaced.
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe('Mina');
    await expect
      .poll(() => page.getByRole('button', { name: 'Last 7 days' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => page.locator('figure.stats-chart').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.locator('figure.stats-chart tbody tr').count()).toBe(7);
    expect(await page.locator('figure.stats-chart tbody tr').last().textContent()).toContain('3 problems');
    await page.goBack();
    await settled(page, '/teacher');
    await page.getByRole('button', { name: 'Sort by Solved' }).click();
    await expect
      .poll(() => page.locator('.progress-table tbody tr').first().getAttribute('data-student'))
      .toBe(String(mina));
  });

  it('prints Mina’s report on one A4 page in English, then in Korean', async () => {
    await page.locator('.progress-table tbody tr').first().getByRole('link', { name: 'Report' }).click();
    await settled(page, '/teacher/report');
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe('Progress report: Mina');
    const english = pdfText(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
    expect(english.pages).toBe(1);
    for (const words of [
      'Progress report: Mina',
      'Class Friday 4pm · teacher teacher_park',
      'Problems solved 3',
      'Correct answers 100%',
      'Homework finished 0 of 1',
      '10 pattern trainer drills',
      'To do',
    ])
      expect(english.text).toContain(words);
    // Nothing of the screen's tools is printed.
    expect(english.text).not.toContain('Print report');

    await page.getByLabel('Language of the report').selectOption('ko-KR');
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe('학습 성적표: Mina');
    const korean = pdfText(await page.pdf({ format: 'A4', preferCSSPageSize: true }));
    expect(korean.pages).toBe(1);
    // Hangul and Latin come from different fonts, so runs split where the screen shows no space.
    const squash = (text: string) => text.replace(/\s+/g, '');
    for (const words of ['학습 성적표: Mina', '푼 문제 3', '정답률 100%', '기력 트레이너 10번 하기', '할 일'])
      expect(squash(korean.text)).toContain(squash(words));
  });
});

describe('first tries over every student (issue 14)', () => {
  it('shows under a missed mission how its first tries went, in the class view and on the student’s page', async () => {
    await page.getByRole('link', { name: 'All classes' }).click();
    await settled(page, '/teacher');
    await page.getByRole('link', { name: /^Friday 4pm/ }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Friday 4pm' }).count(), { timeout: 15_000 })
      .toBe(1);
    const joonRow = () =>
      page.locator('.progress-table tbody tr', { has: page.locator('th', { hasText: 'Joon' }) });
    await expect.poll(() => joonRow().count(), { timeout: 15_000 }).toBe(1);
    const joon = Number(await joonRow().getAttribute('data-student'));
    // Joon missed elementary group 1's first mission; 8 students tried it first, 3 solved it.
    seedMissWithFirstTries(
      server.dataDir,
      joon,
      { sno: 2, gno: 1, jkno: 0, problemId: 'study/cho-g01-m0' },
      { attempts: 8, solved: 3 },
      Date.now(),
    );
    await page.getByRole('button', { name: 'Last 7 days' }).click();
    const rate = () => joonRow().locator('.failing-cell .first-try-rate');
    await expect
      .poll(() => rate().textContent(), { timeout: 15_000 })
      .toBe('First tries, all students: 3 of 8 solved (38%)');
    expect(await joonRow().locator('.failing-cell li').textContent()).toContain('mission 1 (missed 1 time)');

    await joonRow().getByRole('link', { name: 'Details for Joon' }).click();
    await settled(page, '/teacher/student');
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe('Joon');
    await expect
      .poll(() => page.locator('.failing-list .first-try-rate').textContent(), { timeout: 15_000 })
      .toBe('First tries, all students: 3 of 8 solved (38%)');
    // Back to the report the next test starts from.
    await page.goBack();
    await settled(page, '/teacher');
    await page.locator('.progress-table tbody tr').first().getByRole('link', { name: 'Report' }).click();
    await settled(page, '/teacher/report');
  });
});

describe('managing classes', () => {
  it('moves a student to another class and archives a class', async () => {
    // From the report, back to the classes (a reload would start at the front gate).
    await page.getByRole('link', { name: 'All classes' }).click();
    await settled(page, '/teacher');
    await page.getByLabel('Class name').fill('Saturday 10am');
    await page.getByRole('button', { name: 'Create class' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Saturday 10am' }).count(), { timeout: 15_000 })
      .toBe(1);
    await page.getByRole('link', { name: 'All classes' }).click();
    await page.getByRole('link', { name: /^Friday 4pm/ }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Friday 4pm' }).count(), { timeout: 15_000 })
      .toBe(1);
    const joonRow = page.locator('.class-table tr', { hasText: 'Joon' }).first();
    await joonRow.getByLabel('Move to class').selectOption({ label: 'Saturday 10am' });
    await expect
      .poll(() => page.getByText('Joon is now in Saturday 10am.').count(), { timeout: 15_000 })
      .toBe(1);
    await page.getByRole('button', { name: 'Archive class' }).click();
    await expect.poll(() => page.getByText('The class is archived.').count(), { timeout: 15_000 }).toBe(1);
    await page.getByRole('link', { name: 'All classes' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Archived classes' }).count(), { timeout: 15_000 })
      .toBe(1);
    const lists = page.locator('.class-list');
    expect(await lists.first().textContent()).toContain('Saturday 10am · 1 student');
    expect(await lists.nth(1).textContent()).toContain('Friday 4pm · 1 student');
  });
});
