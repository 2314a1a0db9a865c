// Chaos on classroom Wi-Fi (issue 7), in Chromium against the built app and the real server: 50 actions
// drawn from a seeded generator — answer a mission right or wrong, run a try run, spend or recharge hearts,
// reload, drop or restore the network, sign out and back in — with the server stopped and started again
// (same port, same database) in the middle. At the end the network is up and the outbox drains; the
// server's state must equal what the test's own model of the server computes from the writes in the order
// they were made: every result, try run, slot, point, ledger line and balance, and one idempotency key per
// write. No loss, no duplicate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createRandom } from '../../src/domain/go/random';
import { medalThresholds } from '../../server/content/appConfig';
import {
  groupMedal,
  practicePoints,
  slotForTryRun,
  tryRunPoints,
  type TrySlot,
} from '../../src/domain/rules/studyPoints';
import { openServerDb, type ServerDb, type UserState } from './support/db';
import { drained, putWrites, readOutbox } from './support/outbox';
import type { RunningServer } from './support/server';
import { openProfileSuite, visitUnderWorker, type ProfileSuite } from './support/suite';
import { heading, register, settled, signIn } from './support/app';
import { answerMission, fixtureGroup, moveFor, openMissionList, runTry } from './support/study';

const seed = 99;
const actionCount = 50;
/** The server goes down before this action and comes back before `serverUpAt`. */
const serverDownAt = 22;
const serverUpAt = 30;
const startingHearts = 5;
const student = { username: 'chaos_student', password: 'Go-stones-42', email: 'chaos@example.com' };
const missionList = '/study/group/mission';
const group = { sno: fixtureGroup.sno, gno: fixtureGroup.gno };

const paths = {
  practice: '/api/study/work/result',
  start: '/api/quest/total/start',
  finish: '/api/study/try/result',
  spend: '/api/heart/spent',
  recharge: '/api/heart/add',
} as const;

/** A write the actions queued, in queue order (the order the outbox delivers one user's writes). */
type Write =
  | { kind: 'practice'; missionIndex: number; right: boolean }
  | { kind: 'start' }
  | { kind: 'finish'; answers: boolean[] }
  | { kind: 'spend' }
  | { kind: 'recharge' };

interface Expected {
  hearts: number;
  ledger: UserState['ledger'];
  practice: UserState['practice'];
  tryRuns: Omit<UserState['tryRuns'][number], 'tryId'>[];
  slots: UserState['slots'];
  totals: UserState['totals'];
  keysByPath: Record<string, number>;
  rejections: { path: string; code: number }[];
}

/** The server's rules applied once to each write, in order (server/http/study.ts, economy.ts). */
function expectedState(writes: readonly Write[]): Expected {
  const state: Expected = {
    hearts: startingHearts,
    ledger: [],
    practice: [],
    tryRuns: [],
    slots: [],
    totals: [],
    keysByPath: {},
    rejections: [],
  };
  let slots: TrySlot[] = [];
  let spoint = 0;
  let tryCount = 0;
  let openRun = false;
  // Practice pays a mission's first solve only (docs/rules.md, "Practice pays once").
  const solvedInPractice = new Set<number>();
  for (const write of writes) {
    const path = paths[write.kind];
    state.keysByPath[path] = (state.keysByPath[path] ?? 0) + 1;
    switch (write.kind) {
      case 'practice':
        state.practice.push({
          ...group,
          jkno: write.missionIndex,
          solved: write.right,
          moves: moveFor(write.missionIndex, write.right),
        });
        spoint += practicePoints(write.right, !solvedInPractice.has(write.missionIndex));
        if (write.right) solvedInPractice.add(write.missionIndex);
        break;
      case 'start':
        if (state.hearts < fixtureGroup.heartCost)
          throw new Error('the test never starts a run it cannot pay');
        state.hearts -= fixtureGroup.heartCost;
        state.ledger.push({ currency: 'heart', delta: -1, balanceAfter: state.hearts, reason: 'study_try' });
        state.tryRuns.push({ ...group, finished: false, cno: null, answers: [] });
        tryCount += 1;
        openRun = true;
        break;
      case 'finish': {
        const run = state.tryRuns.at(-1);
        if (!run || !openRun) throw new Error('a finish follows its start');
        const cno = write.answers.filter(Boolean).length;
        const medalBefore = groupMedal(group.sno, slots, medalThresholds);
        const slot = slotForTryRun(slots, cno);
        if (slot !== null)
          slots = [...slots.filter((s) => s.slot !== slot), { slot, correctCount: cno }].sort(
            (a, b) => a.slot - b.slot,
          );
        spoint += tryRunPoints(cno, medalBefore, groupMedal(group.sno, slots, medalThresholds));
        run.finished = true;
        run.cno = cno;
        run.answers = write.answers.map((solved, jkno) => ({ jkno, solved }));
        openRun = false;
        break;
      }
      case 'spend':
        if (state.hearts < 1) {
          state.rejections.push({ path, code: -1004 });
        } else {
          state.hearts -= 1;
          state.ledger.push({
            currency: 'heart',
            delta: -1,
            balanceAfter: state.hearts,
            reason: 'heart_spent',
          });
        }
        break;
      case 'recharge':
        // Less than a recharge interval passes in the test: the call books nothing.
        break;
    }
  }
  state.slots = slots.map((s) => ({ ...group, slot: s.slot, cno: s.correctCount }));
  state.totals = spoint > 0 || tryCount > 0 ? [{ sno: group.sno, tryCount, spoint }] : [];
  return state;
}

/** One scripted step; the server's restart and the network the sign-in needs are steps too. */
type Step =
  | { action: 'answer'; missionIndex: number; right: boolean }
  | { action: 'try'; answers: boolean[] }
  | { action: 'spend' | 'recharge' | 'reload' | 'signOutIn' | 'serverDown' | 'serverUp' }
  | { action: 'network'; online: boolean };

type Drawn = 'right' | 'wrong' | 'try' | 'spend' | 'recharge' | 'reload' | 'network' | 'signOutIn';
const weights: readonly [Drawn, number][] = [
  ['right', 6],
  ['wrong', 5],
  ['try', 7],
  ['spend', 2],
  ['recharge', 2],
  ['reload', 4],
  ['network', 7],
  ['signOutIn', 3],
];

function describeStep(step: Step): string {
  switch (step.action) {
    case 'answer':
      return `${step.right ? 'right' : 'wrong'}${step.missionIndex + 1}`;
    case 'try':
      return `try(${step.answers.map((a) => (a ? 'r' : 'w')).join('')})`;
    case 'network':
      return step.online ? 'on' : 'off';
    default:
      return step.action;
  }
}

/**
 * The script of a seed, and the writes it queues in order. A try run is only started when the student can
 * pay for it (else the draw becomes a heart spend, which the server refuses when no heart is left), and
 * signing in needs the network and the server.
 */
function plan(seed: number): { steps: Step[]; writes: Write[] } {
  const random = createRandom(seed);
  const total = weights.reduce((sum, [, w]) => sum + w, 0);
  const steps: Step[] = [];
  const writes: Write[] = [];
  let online = true;
  let serverUp = true;
  for (let i = 0; i < actionCount; i += 1) {
    if (i === serverDownAt || i === serverUpAt) {
      serverUp = i === serverUpAt;
      steps.push({ action: serverUp ? 'serverUp' : 'serverDown' });
    }
    let n = random.int(total);
    let drawn: Drawn = 'reload';
    for (const [action, w] of weights) {
      if (n < w) {
        drawn = action;
        break;
      }
      n -= w;
    }
    const missionIndex = 1 + random.int(2);
    const answers = Array.from({ length: random.int(fixtureGroup.missions + 1) }, () => random.int(3) > 0);
    if (drawn === 'try' && expectedState(writes).hearts < fixtureGroup.heartCost) drawn = 'spend';
    if (drawn === 'signOutIn' && !serverUp) drawn = 'reload';
    switch (drawn) {
      case 'right':
      case 'wrong':
        steps.push({ action: 'answer', missionIndex, right: drawn === 'right' });
        writes.push({ kind: 'practice', missionIndex, right: drawn === 'right' });
        break;
      case 'try':
        steps.push({ action: 'try', answers });
        writes.push({ kind: 'start' }, { kind: 'finish', answers });
        break;
      case 'spend':
      case 'recharge':
        steps.push({ action: drawn });
        writes.push({ kind: drawn });
        break;
      case 'network':
        online = !online;
        steps.push({ action: 'network', online });
        break;
      case 'signOutIn':
        if (!online) {
          online = true;
          steps.push({ action: 'network', online });
        }
        steps.push({ action: 'signOutIn' });
        break;
      case 'reload':
        steps.push({ action: 'reload' });
        break;
    }
  }
  return { steps, writes };
}

let server: RunningServer;
let profile: ProfileSuite['profile'];
let page: Page;
let db: ServerDb;
let userno: number;
let baseline: UserState;

async function backToMissionList(): Promise<void> {
  await expect.poll(() => heading(page), { timeout: 15_000 }).not.toBe('');
  if (new URL(page.url()).pathname === missionList) await settled(page, missionList);
  else await openMissionList(page);
}

beforeAll(async () => {
  ({ server, profile, page } = await openProfileSuite({ restartable: true }));
});

afterAll(async () => {
  await profile?.close();
  await db?.close();
  const code = await server?.stop();
  expect(code).toBe(0);
});

describe('chaos', () => {
  it('signs in and opens the missions once, under the service worker', async () => {
    await visitUnderWorker(page, server.url);
    await register(page, server.url, student);
    await signIn(page, student);
    await openMissionList(page);
    db = openServerDb(server.dataDir);
    userno = await db.userno(student.username);
    await expect.poll(async () => (await readOutbox(page)).grants).toEqual([userno]);
    baseline = await db.state(userno);
    expect(baseline.balances?.heart).toBe(startingHearts);
  });

  it(`runs ${actionCount} seeded actions with a server restart, then matches the model exactly`, async () => {
    const { steps, writes } = plan(seed);
    const script = steps.map(describeStep).join(' ');
    // The script is long enough to mean something: try runs, a refused spend, the network dropped and
    // restored, sign-outs, and writes queued while the server was down.
    const count = (name: string) => steps.filter((step) => describeStep(step).startsWith(name)).length;
    expect(count('try('), script).toBeGreaterThanOrEqual(3);
    expect(expectedState(writes).rejections.length, script).toBeGreaterThanOrEqual(1);
    expect(count('off'), script).toBeGreaterThanOrEqual(3);
    expect(count('signOutIn'), script).toBeGreaterThanOrEqual(2);
    const down = steps.findIndex((step) => step.action === 'serverDown');
    const up = steps.findIndex((step) => step.action === 'serverUp');
    expect(
      steps.slice(down, up).filter((step) => step.action === 'answer' || step.action === 'try').length,
      script,
    ).toBeGreaterThanOrEqual(2);

    let injected = 0;
    for (const step of steps) {
      switch (step.action) {
        case 'answer':
          await answerMission(page, step.missionIndex, step.right);
          break;
        case 'try':
          // The model says the student can pay: the screen must agree.
          expect(await runTry(page, step.answers), script).toBe(true);
          break;
        case 'spend':
        case 'recharge': {
          injected += 1;
          // No screen spends or recharges hearts by itself yet: the write goes in as a screen queues it.
          await putWrites(page, [
            {
              userno,
              path: paths[step.action],
              body: step.action === 'spend' ? { userno, delta: 1 } : { userno },
              idempotencyKey: `chaos-${seed}-${step.action}-${injected}`,
              createdAt: Date.now(),
              attempts: 0,
              nextAttemptAt: 0,
            },
          ]);
          break;
        }
        case 'reload':
          await page.reload();
          await backToMissionList();
          break;
        case 'network':
          await profile.context.setOffline(!step.online);
          break;
        case 'signOutIn':
          await page.getByRole('button', { name: 'Sign out' }).click();
          await settled(page, '/auth/sign-in');
          await signIn(page, student);
          await openMissionList(page);
          break;
        case 'serverDown':
          expect(await server.down()).toBe(0);
          break;
        case 'serverUp':
          await server.up();
          break;
      }
    }

    // The network comes back for good (the `online` event), and everything waiting goes out.
    await profile.context.setOffline(true);
    await profile.context.setOffline(false);
    await drained(page, 60_000);
    const expected = expectedState(writes);
    const actual = await db.state(userno);
    const message = `seed ${seed}: ${script}`;
    expect(actual.practice, message).toEqual(expected.practice);
    expect(
      actual.tryRuns.map(({ tryId: _id, ...run }) => run),
      message,
    ).toEqual(expected.tryRuns);
    expect(actual.slots, message).toEqual(expected.slots);
    expect(actual.totals, message).toEqual(expected.totals);
    expect(actual.ledger, message).toEqual([...baseline.ledger, ...expected.ledger]);
    expect(actual.balances, message).toEqual({ ...baseline.balances, heart: expected.hearts });
    const keys = { ...baseline.keysByPath };
    for (const [path, n] of Object.entries(expected.keysByPath)) keys[path] = (keys[path] ?? 0) + n;
    expect(actual.keysByPath, message).toEqual(keys);
    const outbox = await readOutbox(page);
    expect(
      outbox.rejections.map(({ path, code }) => ({ path, code })),
      message,
    ).toEqual(expected.rejections);
  }, 240_000);
});
