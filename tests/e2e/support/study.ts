// A student's study actions through the real screens, on the fixture packs (tests/fixtures/packs): open a
// group's missions, answer one mission right or wrong, and run a try run over the group. Each action starts
// and ends on the group's mission list, so tests can chain them in any order, online or not.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { reach, settled } from './app';

export const fixturePacks = path.resolve(__dirname, '../../fixtures/packs');

/** Elementary group 1 of the fixture packs: three missions (the first opens with a lesson), one heart per try run. */
export const fixtureGroup = { sno: 2, gno: 1, missions: 3, heartCost: 1 } as const;

/** The right and a wrong first move of each mission of the group, by mission index. */
export const fixtureMoves = [
  { right: 'D3', wrong: 'E3' },
  { right: 'C2', wrong: 'D2' },
  { right: 'C1', wrong: 'D1' },
] as const;

export function moveFor(missionIndex: number, right: boolean): string {
  const moves = fixtureMoves[missionIndex];
  if (!moves) throw new Error(`no fixture mission ${missionIndex}`);
  return right ? moves.right : moves.wrong;
}

const feedback = (page: Page) => page.locator('[data-feedback]').first();
const missionList = '/study/group/mission';

/** From anywhere under the main layout to the group's mission list, with every mission listed. */
export async function openMissionList(page: Page): Promise<void> {
  await reach(page, '/study');
  await page.getByRole('link', { name: 'Open Elementary' }).click();
  await settled(page, '/study/group');
  await page.getByRole('link', { name: 'Open group 1', exact: true }).click();
  await settled(page, missionList);
  await expect
    .poll(() => page.locator('[data-mission]').count(), { timeout: 15_000 })
    .toBe(fixtureGroup.missions);
  // The whole list, not the missions and a failure to learn where the group ends.
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
  expect(await page.locator('.load-failed').count()).toBe(0);
}

/** From the mission list: plays one move on a mission without a lesson and goes back to the list. */
export async function answerMission(page: Page, missionIndex: number, right: boolean): Promise<void> {
  if (missionIndex === 0) throw new Error('mission 1 opens with a lesson; answer missions 2 and 3');
  await page.getByRole('link', { name: `Play Mission ${missionIndex + 1}`, exact: true }).click();
  await settled(page, '/study/group/mission/field');
  await expect.poll(() => feedback(page).getAttribute('data-feedback'), { timeout: 15_000 }).toBe('start');
  await page
    .locator(`[data-vertex="${moveFor(missionIndex, right)}"]`)
    .first()
    .click();
  await expect.poll(() => feedback(page).getAttribute('data-feedback')).toBe(right ? 'solved' : 'wrong');
  // The attempt is queued (or already answered) before the student leaves.
  await expect
    .poll(() => page.locator(`[data-result="${right ? 'solved' : 'failed'}"]`).getAttribute('data-sync'))
    .not.toBe('none');
  await page.getByRole('link', { name: 'Back to the mission' }).click();
  await settled(page, missionList);
}

/**
 * From the mission list: starts a try run over the group and answers the first `answers.length` missions
 * (true = right), ending it early with "End the try run now" when that is fewer than all, then back to the
 * list. Answers false without starting when the start button stays disabled (not enough hearts).
 */
export async function runTry(page: Page, answers: readonly boolean[]): Promise<boolean> {
  await page.locator(`main a[href="${missionList}/tryfield"]`).first().click();
  await settled(page, `${missionList}/tryfield`);
  // The last run's result shows until the student asks for another run.
  const again = page.getByRole('button', { name: 'Start another try run' });
  const start = page.getByRole('button', { name: 'Start the try run' });
  await expect.poll(async () => (await again.count()) + (await start.count()), { timeout: 15_000 }).toBe(1);
  if ((await again.count()) > 0) await again.click();
  await expect.poll(() => start.count(), { timeout: 15_000 }).toBe(1);
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
  if (!(await start.isEnabled())) {
    await page.locator(`main a[href="${missionList}"]`).first().click();
    await settled(page, missionList);
    return false;
  }
  await start.click();
  await expect.poll(() => page.locator('[role="timer"]').count()).toBe(1);
  for (const [missionIndex, right] of answers.entries()) {
    await expect
      .poll(() => page.getByRole('heading', { name: `Mission ${missionIndex + 1}` }).count())
      .toBe(1);
    await page
      .locator(`[data-vertex="${moveFor(missionIndex, right)}"]`)
      .first()
      .click();
    await expect.poll(() => feedback(page).getAttribute('data-feedback')).toBe(right ? 'solved' : 'wrong');
    if (missionIndex < fixtureGroup.missions - 1)
      await page.getByRole('button', { name: 'Next mission' }).click();
  }
  const finish =
    answers.length === fixtureGroup.missions
      ? page.getByRole('button', { name: 'See the result' })
      : page.getByRole('button', { name: 'End the try run now' });
  await finish.click();
  // As long as the waits above: on a loaded machine the result took more than the default 5 s once.
  await expect.poll(() => page.locator('.try-result').count(), { timeout: 15_000 }).toBe(1);
  await page.locator(`main a[href="${missionList}"]`).first().click();
  await settled(page, missionList);
  return true;
}
