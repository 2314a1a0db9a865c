// Updates never interrupt a mission (DESIGN.md, issue 7): the update state machine as a table, the prompt's
// gate (busy on a mission screen or while a try run is under way), and the watcher over fake browser
// objects: a waiting worker is offered, "Update" posts SKIP_WAITING, the page reloads exactly once when the
// new worker controls it, and the first install never reloads.
import { describe, expect, it } from 'vitest';
import { isBusy, isMissionScreen, isTryRunActive } from '../../../src/app/pwa/busy';
import {
  shouldOfferUpdate,
  updateStep,
  type UpdateEvent,
  type UpdatePhase,
} from '../../../src/app/pwa/updateFlow';
import { watchUpdates, type WatchedWorker } from '../../../src/app/pwa/updateWatcher';
import type { TryRunRecord } from '../../../src/state/studyTryRun';

describe('updateStep', () => {
  const waiting: UpdateEvent = { type: 'waiting' };
  const accepted = (hasWaiting: boolean): UpdateEvent => ({ type: 'accepted', hasWaiting });
  const changed = (hadController: boolean): UpdateEvent => ({ type: 'controllerChanged', hadController });
  it.each<[string, UpdatePhase, UpdateEvent, UpdatePhase, string]>([
    ['a new worker waits', 'current', waiting, 'waiting', 'none'],
    ['a second notice changes nothing', 'waiting', waiting, 'waiting', 'none'],
    ['accepting activates the waiting worker', 'waiting', accepted(true), 'activating', 'skipWaiting'],
    ['accepting with nothing left to activate reloads', 'waiting', accepted(false), 'reloading', 'reload'],
    ['the new worker controlling reloads once', 'activating', changed(true), 'reloading', 'reload'],
    ['after the reload is asked, nothing more', 'reloading', changed(true), 'reloading', 'none'],
    ['no reload twice, even on another accept', 'reloading', accepted(true), 'reloading', 'none'],
    ['the first install claiming the page is no update', 'current', changed(false), 'current', 'none'],
    ['another tab applied an update: offer a reload', 'current', changed(true), 'reloadNeeded', 'none'],
    ['another tab applied the waiting one', 'waiting', changed(true), 'reloadNeeded', 'none'],
    ['accepting a reload reloads', 'reloadNeeded', accepted(false), 'reloading', 'reload'],
    ['a waiting worker that went away', 'waiting', { type: 'waitingGone' }, 'current', 'none'],
    ['accepting with no update does nothing', 'current', accepted(false), 'current', 'none'],
  ])('%s', (_name, phase, event, next, effect) => {
    expect(updateStep(phase, event)).toEqual({ phase: next, effect });
  });
});

describe('shouldOfferUpdate', () => {
  it.each<[UpdatePhase, boolean, boolean]>([
    ['waiting', false, true],
    ['waiting', true, false],
    ['reloadNeeded', false, true],
    ['reloadNeeded', true, false],
    ['current', false, false],
    ['activating', false, false],
    ['reloading', false, false],
  ])('phase %s, busy %s → %s', (phase, busy, offered) => {
    expect(shouldOfferUpdate(phase, busy)).toBe(offered);
  });
});

const run = (over: Partial<TryRunRecord> = {}): TryRunRecord => ({
  kind: 'study',
  tryId: 'run-1',
  categoryId: 2,
  groupId: 1,
  startedAtMs: 1_000_000,
  durationMs: 600_000,
  heartCost: 1,
  missionIndexes: [0, 1, 2],
  answers: [],
  slotsBefore: [],
  finishedAtMs: null,
  startKey: 'start-1',
  finishKey: null,
  ...over,
});

describe('busy', () => {
  it.each([
    ['/study/group/mission/field', true],
    ['/study/group/mission/tryfield', true],
    ['/dan9/mission/field', true],
    ['/dan9/mission/tryfield', true],
    ['/single/group/mission/field', true],
    ['/dice/group/mission/field', true],
    ['/bpower/field', true],
    ['/field', true],
    ['/study/rank/field', false],
    ['/dan9/rank/field', false],
    ['/', false],
    ['/study', false],
    ['/study/group/mission', false],
  ])('%s is a mission screen: %s', (path, expected) => {
    expect(isMissionScreen(path)).toBe(expected);
  });

  it.each([
    ['no run', null, 1_100_000, false],
    ['a run under way', run(), 1_100_000, true],
    ['a run whose time is up', run(), 1_600_000, false],
    ['a finished run', run({ finishedAtMs: 1_050_000 }), 1_100_000, false],
  ])('%s is active: %s', (_name, record, nowMs, expected) => {
    expect(isTryRunActive(record, nowMs)).toBe(expected);
  });

  it('is busy on a mission screen or during a try run, wherever the player is', () => {
    expect(isBusy({ pathname: '/', run: run(), nowMs: 1_100_000 })).toBe(true);
    expect(isBusy({ pathname: '/study/group/mission/field', run: null, nowMs: 0 })).toBe(true);
    expect(isBusy({ pathname: '/study/group/mission', run: null, nowMs: 0 })).toBe(false);
    expect(isBusy({ pathname: '/', run: run({ finishedAtMs: 1_050_000 }), nowMs: 1_100_000 })).toBe(false);
  });
});

class FakeTarget {
  private readonly listeners = new Map<string, (() => void)[]>();
  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: string): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

class FakeWorker extends FakeTarget implements WatchedWorker {
  state = 'installing';
  messages: unknown[] = [];
  postMessage(message: unknown): void {
    this.messages.push(message);
  }
  become(state: string): void {
    this.state = state;
    this.fire('statechange');
  }
}

function fakeBrowser(options: { controlled: boolean; waiting?: FakeWorker }) {
  const registration = Object.assign(new FakeTarget(), {
    installing: null as FakeWorker | null,
    waiting: options.waiting ?? null,
    updates: 0,
    update() {
      this.updates += 1;
      return Promise.resolve();
    },
  });
  const container = Object.assign(new FakeTarget(), {
    controller: options.controlled ? ({} as object) : null,
  });
  let reloads = 0;
  const phases: UpdatePhase[] = [];
  const watcher = watchUpdates({
    registration,
    container,
    reload: () => (reloads += 1),
    onPhase: (phase) => phases.push(phase),
  });
  /** The browser found a new worker and installed it. */
  const install = () => {
    const worker = new FakeWorker();
    registration.installing = worker;
    registration.fire('updatefound');
    registration.installing = null;
    registration.waiting = worker;
    worker.become('installed');
    return worker;
  };
  /** The waiting worker activated and took the page. */
  const activate = () => {
    registration.waiting = null;
    container.controller = {};
    container.fire('controllerchange');
  };
  return { watcher, registration, container, install, activate, phases, reloads: () => reloads };
}

describe('watchUpdates', () => {
  it('offers a worker found later, activates it on accept and reloads exactly once', async () => {
    const browser = fakeBrowser({ controlled: true });
    expect(browser.watcher.phase()).toBe('current');
    await browser.watcher.check();
    expect(browser.registration.updates).toBe(1);
    const worker = browser.install();
    expect(browser.watcher.phase()).toBe('waiting');
    expect(worker.messages).toEqual([]);
    browser.watcher.accept();
    expect(worker.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(browser.reloads()).toBe(0);
    browser.activate();
    browser.container.fire('controllerchange');
    expect(browser.reloads()).toBe(1);
    expect(browser.phases).toEqual(['waiting', 'activating', 'reloading']);
  });

  it('offers a worker that was already waiting when the page opened', () => {
    const browser = fakeBrowser({ controlled: true, waiting: new FakeWorker() });
    expect(browser.watcher.phase()).toBe('waiting');
  });

  it('never reloads on the first install, when the first worker claims the page', () => {
    const browser = fakeBrowser({ controlled: false });
    const worker = new FakeWorker();
    browser.registration.installing = worker;
    browser.registration.fire('updatefound');
    worker.become('installed');
    worker.become('activated');
    browser.activate();
    expect(browser.watcher.phase()).toBe('current');
    expect(browser.reloads()).toBe(0);
  });

  it('offers a reload when another tab applied the update, and reloads only when accepted', () => {
    const browser = fakeBrowser({ controlled: true });
    browser.install();
    browser.activate();
    expect(browser.watcher.phase()).toBe('reloadNeeded');
    expect(browser.reloads()).toBe(0);
    browser.watcher.accept();
    expect(browser.reloads()).toBe(1);
  });

  it('keeps working when the update check fails (offline)', async () => {
    const browser = fakeBrowser({ controlled: true });
    browser.registration.update = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(browser.watcher.check()).resolves.toBeUndefined();
  });
});
