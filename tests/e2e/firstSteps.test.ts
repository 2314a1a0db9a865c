// A new student's first steps (issue 22), in Chromium against the built app and the real server: a
// registration submitted while the username check is still pending goes through (or says why not), and
// the "account is ready" notice of the sign-in screen is gone once the student has signed in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from './support/server';
import { closeSuite, openSuite } from './support/suite';
import { heading, reach, register, settled, signIn } from './support/app';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const quick = { username: 'quick_student1', password: 'Go-stones-42', email: 'quick1@example.com' };
const ready = 'Your account is ready. Sign in to start.';

beforeAll(async () => {
  ({ server, browser, context, page } = await openSuite());
});

afterAll(async () => {
  expect(await closeSuite({ server, browser, context })).toBe(0);
});

/** Fills the registration with the username typed last and submits at once (the check still pending). */
async function registerQuickly(user: typeof quick): Promise<void> {
  await page.goto(`${server.url}/auth/sign-in`);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Repeat the password').fill(user.password);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Username').fill(user.username);
  await page.getByRole('button', { name: 'Create account' }).click();
}

describe('registration', () => {
  it('goes through when submitted while the username check is pending', async () => {
    await registerQuickly(quick);
    await expect.poll(() => heading(page), { timeout: 15_000 }).toBe('Sign in');
    await expect.poll(() => page.getByText(ready).count()).toBe(1);
  });

  it('says the name is taken when a taken name is submitted before its check answers', async () => {
    await registerQuickly({ ...quick, email: 'other@example.com' });
    await expect.poll(() => page.getByText('This username is taken.').count(), { timeout: 15_000 }).toBe(1);
    expect(await heading(page)).toBe('Create an account');
  });
});

describe('the sign-in notice', () => {
  it('is gone once the student has signed in', async () => {
    const user = { username: 'notice_student1', password: 'Go-stones-42', email: 'notice1@example.com' };
    await register(page, server.url, user);
    expect(await page.getByText(ready).count()).toBe(1);
    await signIn(page, user);
    await settled(page, '/');
    expect(await page.getByText(ready).count()).toBe(0);
  });
});

describe('the study groups', () => {
  it('shows the first category’s groups to a student who has not picked a category', async () => {
    // A new student's study selection names no category yet.
    const user = { username: 'groups_student1', password: 'Go-stones-42', email: 'groups1@example.com' };
    const signOut = page.locator('header').getByRole('button', { name: 'Sign out' });
    if ((await signOut.count()) > 0) await signOut.click();
    await register(page, server.url, user);
    await signIn(page, user);
    await reach(page, '/study');
    await expect.poll(() => page.locator('[role="tab"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Open the group', exact: true }).click();
    await settled(page, '/study/group');
    await expect
      .poll(() => page.getByRole('link', { name: 'Open group 1', exact: true }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.getByText('No groups are published in this category yet.').count()).toBe(0);
  });

  it('goes on with a group that exists when the student has picked none (R2.05)', async () => {
    // Before, the screen's link opened "group 0" of the category: a group that does not exist.
    const goOn = page.getByRole('link', { name: /^Go on: / });
    await expect.poll(() => goOn.count(), { timeout: 15_000 }).toBe(1);
    // The group's title comes with the course outline, a moment after the link.
    await expect.poll(() => goOn.textContent(), { timeout: 15_000 }).not.toMatch(/Group \d+$/);
    const group = ((await goOn.textContent()) ?? '').replace(/^Go on: /, '').trim();
    expect(group).not.toBe('');
    await goOn.click();
    await settled(page, '/study/group/mission');
    await expect
      .poll(() => page.locator('.screen-where').textContent(), { timeout: 15_000 })
      .toContain(group);
    expect(await page.locator('.screen-where').textContent()).not.toMatch(/Group 0\b/);
    await expect
      .poll(() => page.getByRole('link', { name: 'Study the mission', exact: true }).count(), {
        timeout: 15_000,
      })
      .toBe(1);
    await page.getByRole('link', { name: 'Study the mission', exact: true }).click();
    await settled(page, '/study/group/mission/field');
    await expect.poll(() => page.locator('svg.go-board').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await page.getByText('This mission is not published yet.').count()).toBe(0);
  });
});
