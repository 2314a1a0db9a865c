// Tutorial fetch with the spec's retry (R5.15, R5.16, DESIGN.md): the first request and up to two retries,
// one second apart; errno -2 is "not found" at once; the lesson's steps are parsed with the problem parser.
// The retry loop itself (fetchLessonData) serves study tutorials and single lesson steps alike.
import { describe, expect, it } from 'vitest';
import { apiFailure, apiSuccess, type ApiResult } from '../../../src/io/api/result';
import { fetchLessonData, fetchTutorial } from '../../../src/features/study/tutorialFetch';
import { captureOne } from './problemFixtures';

const address = { categoryId: 2, groupId: 1, missionIndex: 0 };
const lesson = JSON.stringify({
  key: '02-01-00',
  steps: [
    { text: { 'ko-KR': '가', 'en-US': 'Take the last liberty', 'zh-CN': '紧气' }, problem: captureOne },
  ],
});

function server(answers: ApiResult<{ data: string }>[]) {
  const sleeps: number[] = [];
  let calls = 0;
  return {
    deps: {
      request: () =>
        Promise.resolve(answers[Math.min(calls++, answers.length - 1)] as ApiResult<{ data: string }>),
      sleep: (ms: number) => {
        sleeps.push(ms);
        return Promise.resolve();
      },
    },
    sleeps,
    calls: () => calls,
  };
}

const offline = apiFailure(-4002, { unreachable: true });

describe('fetchTutorial', () => {
  it('uses the first answer', async () => {
    const s = server([apiSuccess({ data: lesson })]);
    const result = await fetchTutorial(address, s.deps);
    expect(result.kind).toBe('ready');
    if (result.kind === 'ready') expect(result.tutorial.steps).toHaveLength(1);
    expect(s.calls()).toBe(1);
  });

  it('stops at errno -2 without retrying', async () => {
    const s = server([apiFailure(-2, { status: 200 })]);
    expect(await fetchTutorial(address, s.deps)).toEqual({ kind: 'notFound' });
    expect(s.calls()).toBe(1);
    expect(s.sleeps).toEqual([]);
  });

  it('retries twice, one second apart, then uses a late answer', async () => {
    const s = server([offline, apiFailure(-4002, { status: 500 }), apiSuccess({ data: lesson })]);
    expect((await fetchTutorial(address, s.deps)).kind).toBe('ready');
    expect(s.calls()).toBe(3);
    expect(s.sleeps).toEqual([1000, 1000]);
  });

  it('gives up after three requests', async () => {
    const s = server([offline]);
    expect(await fetchTutorial(address, s.deps)).toMatchObject({ kind: 'failed', code: -4002 });
    expect(s.calls()).toBe(3);
  });

  it('asks nothing for a key outside the fixed format', async () => {
    const s = server([apiSuccess({ data: lesson })]);
    expect(await fetchTutorial({ categoryId: 100, groupId: 1, missionIndex: 0 }, s.deps)).toEqual({
      kind: 'notFound',
    });
    expect(s.calls()).toBe(0);
  });
});

describe('fetchLessonData', () => {
  const read = (data: string) => (data === 'ok' ? data.toUpperCase() : null);

  it('sends the section’s body and reads the answer', async () => {
    const bodies: unknown[] = [];
    const s = server([apiSuccess({ data: 'ok' })]);
    const request = (body: { seq: number }) => {
      bodies.push(body);
      return s.deps.request();
    };
    expect(await fetchLessonData({ seq: 4 }, read, { ...s.deps, request })).toEqual({
      kind: 'ready',
      value: 'OK',
    });
    expect(bodies).toEqual([{ seq: 4 }]);
  });

  it('fails at once on content it cannot read, without retrying', async () => {
    const s = server([apiSuccess({ data: 'garbled' })]);
    expect(await fetchLessonData({}, read, s.deps)).toEqual({ kind: 'failed', code: -4002, message: null });
    expect(s.calls()).toBe(1);
  });

  it('stops retrying once the mission was left (aborted during the pause)', async () => {
    const controller = new AbortController();
    const s = server([offline]);
    const sleep = () => {
      controller.abort();
      return Promise.resolve();
    };
    const result = await fetchLessonData({}, read, { ...s.deps, sleep, signal: controller.signal });
    expect(result).toMatchObject({ kind: 'failed', code: -4002 });
    expect(s.calls()).toBe(1);
  });
});
