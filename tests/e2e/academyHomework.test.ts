// Homework done offline, in Chromium against the built app and the real server (issue 19): a teacher whose
// app speaks Chinese creates a class and gives one mission of a study group; a student signs in on a class
// tablet in Korean by scanning their card (the card's address) and their PIN, sees the homework first on the
// front gate, loses the network, solves the mission (the device marks it solved and keeps the answer in the
// outbox, and the front gate's homework already counts it), and when the network returns the outbox
// delivers it and the teacher's class page, reloaded, shows the homework done for that student.
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kioskCardUrl } from '../../src/features/academy/LoginCards';
import { heading, register, settled } from './support/app';
import { launchChromium } from './support/browser';
import { openServerDb, type ServerDb } from './support/db';
import { drained, readOutbox } from './support/outbox';
import { startServer, type RunningServer } from './support/server';
import { controlledByWorker } from './support/suite';
import { fixtureGroup, fixturePacks, moveFor } from './support/study';

const teacher = { username: 'teacher_wang', password: 'Go-stones-81', email: 'wang@example.com' };
/** The one mission given: Mission 2 of the fixture group (Mission 1 opens with a lesson). */
const missionIndex = 1;

let server: RunningServer;
let browser: Browser;
let teacherContext: BrowserContext;
let tablet: BrowserContext;
let teacherPage: Page;
let student: Page;
let db: ServerDb;
let minaCard = { username: '', pin: '' };
let mina = 0;

beforeAll(async () => {
  server = await startServer({ CONTENT_DIR: fixturePacks });
  browser = await launchChromium();
  teacherContext = await browser.newContext({ locale: 'zh-CN' });
  teacherPage = await teacherContext.newPage();
  teacherPage.on('pageerror', (error) => console.error('teacher page error:', error.message));
  tablet = await browser.newContext({ locale: 'ko-KR' });
  student = await tablet.newPage();
  student.on('pageerror', (error) => console.error('student page error:', error.message));
  db = openServerDb(server.dataDir);
});

afterAll(async () => {
  await tablet?.setOffline(false);
  await tablet?.close();
  await teacherContext?.close();
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

function kioskKey(className: string): string {
  const sqlite = new SQLite(path.join(server.dataDir, 'hoshi.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    const row = sqlite.prepare('select kiosk_key from classes where name = ?').get(className) as
      { kiosk_key: string } | undefined;
    if (!row) throw new Error(`no class ${className}`);
    return row.kiosk_key;
  } finally {
    sqlite.close();
  }
}

/** The homework's row for a student on the teacher's class page: [progress, status]. */
async function teacherRow(name: string): Promise<string[]> {
  const row = teacherPage.locator('.homework-given-item tbody tr', { hasText: name }).first();
  if ((await row.count()) === 0) return [];
  return row.locator('td').allTextContents();
}

describe('homework done offline reaches the teacher', () => {
  it('a teacher in Chinese creates a class and gives one study mission', async () => {
    // The account is made on the English screens (the shared helper), then used in Chinese.
    const english = await browser.newContext({ locale: 'en-US' });
    try {
      await register(await english.newPage(), server.url, teacher);
    } finally {
      await english.close();
    }
    makeTeacher(teacher.username);
    const page = teacherPage;
    await page.goto(`${server.url}/auth/sign-in`);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe('登录');
    await page.getByLabel('用户名').fill(teacher.username);
    await page.getByLabel('密码', { exact: true }).fill(teacher.password);
    await page.getByRole('button', { name: '登录' }).click();
    await settled(page, '/');
    await page.getByRole('link', { name: '老师：我的班级' }).click();
    await settled(page, '/teacher');
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe('我的班级');

    await page.getByLabel('班级名称').fill('周三下午');
    await page.getByRole('button', { name: '创建班级' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: '周三下午' }).count(), { timeout: 15_000 })
      .toBe(1);
    await page.getByLabel('学生姓名（每行一个）').fill('Mina\nJoon');
    await page.getByRole('button', { name: '添加并制作登录卡' }).click();
    await expect.poll(() => page.locator('.login-card').count(), { timeout: 15_000 }).toBe(2);
    const dd = page.locator('.login-card').first().locator('dd');
    minaCard = {
      username: (await dd.first().textContent()) ?? '',
      pin: (await dd.nth(1).textContent()) ?? '',
    };
    expect(minaCard.pin).toMatch(/^\d{4}$/);
    mina = await db.userno(minaCard.username);

    // A ninth-dan step in parts offers each part by its number, the first one too (issue 14).
    const choice = (value: string) => page.getByLabel('作业内容').locator(`option[value="${value}"]`);
    expect(await choice('dan9:1:0').textContent()).toBe('第 1 阶 · 第1部分(共2部分)');
    expect(await choice('dan9:1:1').textContent()).toBe('第 1 阶 · 第2部分(共2部分)');
    // The quickest homework to finish: one mission of the fixture study group ("打吃").
    await page.getByLabel('作业内容').selectOption(`study:${fixtureGroup.sno}:${fixtureGroup.gno}`);
    await page.getByLabel('题目数量').fill('1');
    await page.getByRole('button', { name: '布置作业' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: '完成“打吃”中的 1 道题' }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.getByText('2 名学生中 0 名已完成').count()).toBe(1);
    expect(await teacherRow('Mina')).toEqual(['0 / 1', '待完成']);
  });

  it('a student signs in on the Korean class tablet and sees the homework first', async () => {
    // What the login card's QR code opens: the class's kiosk with Mina chosen.
    await student.goto(kioskCardUrl(server.url, kioskKey('周三下午'), mina));
    await expect.poll(() => student.getByLabel('내 PIN (숫자 4개)').count(), { timeout: 15_000 }).toBe(1);
    expect(await student.getByText('Mina, 안녕하세요!').count()).toBe(1);
    await student.getByLabel('내 PIN (숫자 4개)').fill(minaCard.pin);
    await student.getByRole('button', { name: '시작' }).click();
    await settled(student, '/');
    // A class tablet has the app installed: its service worker controls the page before the network goes.
    await controlledByWorker(student);

    // Homework is the first card of the front gate, in Korean, not done yet.
    const firstCard = student.locator('main .ui-card').first();
    await expect.poll(() => firstCard.getAttribute('class'), { timeout: 15_000 }).toContain('homework-card');
    expect(await firstCard.getByRole('heading', { name: '숙제' }).count()).toBe(1);
    const item = firstCard.locator('.homework-item');
    expect(await item.locator('.homework-name').textContent()).toBe('“단수”에서 1문제 풀기');
    expect(await item.getAttribute('data-status')).toBe('open');
    expect(await item.locator('.homework-due').textContent()).toContain('할 일');
    expect(await item.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('1개 중 0개');

    // "하러 가기" opens the group; the mission list is loaded while the network is still there.
    await item.getByRole('link', { name: '하러 가기' }).click();
    await settled(student, '/study/group');
    await student.locator('main a[href="/study/group/mission"]').first().click();
    await settled(student, '/study/group/mission');
    await expect
      .poll(() => student.locator('[data-mission]').count(), { timeout: 15_000 })
      .toBe(fixtureGroup.missions);
    expect(await student.locator(`[data-mission="${missionIndex}"]`).getAttribute('data-state')).toBe('new');
  });

  it('goes offline, solves the mission, and the device counts it', async () => {
    await tablet.setOffline(true);
    await student.getByRole('link', { name: '문제 2 풀기', exact: true }).click();
    await settled(student, '/study/group/mission/field');
    const feedback = student.locator('[data-feedback]').first();
    await expect.poll(() => feedback.getAttribute('data-feedback'), { timeout: 15_000 }).toBe('start');
    await student
      .locator(`[data-vertex="${moveFor(missionIndex, true)}"]`)
      .first()
      .click();
    await expect.poll(() => feedback.getAttribute('data-feedback')).toBe('solved');
    await expect
      .poll(() => student.locator('[data-result="solved"]').getAttribute('data-sync'))
      .toBe('pending');
    await student.getByRole('link', { name: '미션으로 돌아가기' }).click();
    await settled(student, '/study/group/mission');
    // The device counts the solve before the server has heard of it.
    await expect
      .poll(() => student.locator(`[data-mission="${missionIndex}"]`).getAttribute('data-state'))
      .toBe('solved');
    // Offline, the front gate still shows the homework first, marked as last seen, and counts the solve
    // still waiting in the outbox: the child sees "1 of 1", done.
    await student.locator('header a.brand').click();
    await settled(student, '/');
    const card = student.locator('main .ui-card').first();
    await expect
      .poll(() => card.locator('.homework-offline').textContent(), { timeout: 15_000 })
      .toBe('오프라인: 마지막으로 본 내용이에요.');
    expect(await card.locator('.homework-name').textContent()).toBe('“단수”에서 1문제 풀기');
    const offlineItem = card.locator('.homework-item').first();
    await expect
      .poll(() => offlineItem.getByRole('progressbar').getAttribute('aria-valuetext'))
      .toBe('1개 중 1개');
    expect(await offlineItem.getAttribute('data-status')).toBe('done');
    await student.goBack();
    await settled(student, '/study/group/mission');
    await expect
      .poll(() => student.locator(`[data-mission="${missionIndex}"]`).getAttribute('data-state'))
      .toBe('solved');
    const queued = (await readOutbox(student)).writes;
    expect(queued.map((w) => [w.userno, w.path])).toEqual([[mina, '/api/study/work/result']]);
    expect((await db.state(mina)).practice).toEqual([]);
  });

  it('the outbox delivers when the network returns, and the teacher sees the homework done', async () => {
    await tablet.setOffline(false);
    await drained(student);
    const practice = (await db.state(mina)).practice;
    expect(practice).toEqual([
      { sno: fixtureGroup.sno, gno: fixtureGroup.gno, jkno: missionIndex, solved: true, moves: 'C2' },
    ]);

    // Back on the front gate, the student's own homework now reads done.
    await student.locator('header a.brand').click();
    await settled(student, '/');
    const item = student.locator('.homework-card .homework-item').first();
    await expect.poll(() => item.getAttribute('data-status'), { timeout: 15_000 }).toBe('done');
    expect(await item.locator('.homework-due').textContent()).toContain('다 했어요');
    expect(await item.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('1개 중 1개');

    // The teacher's class page, reloaded, shows Mina done and Joon not.
    // A reload starts at the front gate (R2.37); the teacher clicks back to the class.
    await teacherPage.reload();
    await settled(teacherPage, '/');
    await teacherPage.getByRole('link', { name: '老师：我的班级' }).click();
    await settled(teacherPage, '/teacher');
    await teacherPage.getByRole('link', { name: /^周三下午/ }).click();
    await expect
      .poll(() => teacherPage.getByRole('heading', { name: '完成“打吃”中的 1 道题' }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await expect.poll(() => teacherRow('Mina'), { timeout: 15_000 }).toEqual(['1 / 1', '已完成']);
    expect(await teacherRow('Joon')).toEqual(['0 / 1', '待完成']);
    expect(await teacherPage.getByText('2 名学生中 1 名已完成').count()).toBe(1);
  });
});
