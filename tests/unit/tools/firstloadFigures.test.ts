import { describe, expect, it } from 'vitest';
import {
  longTaskFigures,
  medianOf,
  moduleOfSource,
  selfTimeByEvent,
  topLevelTasks,
  type TraceEvent,
} from '../../../tools/bench/firstloadFigures';

const origin = 'http://127.0.0.1:4000';
const thread = (pid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid: pid,
  args: { name },
});
const task = (pid: number, ts: number, dur: number, tdur = dur): TraceEvent => ({
  name: 'ThreadControllerImpl::RunTask',
  ph: 'X',
  ts,
  dur,
  tdur,
  pid,
  tid: pid,
});
const request = (pid: number, url: string): TraceEvent => ({
  name: 'ResourceSendRequest',
  ph: 'I',
  ts: 0,
  pid,
  tid: pid,
  args: { data: { url } },
});

describe('topLevelTasks', () => {
  it("reads the page's renderer, not the browser's own pages, and counts a nested task once", () => {
    const events = [
      thread(1, 'CrRendererMain'),
      thread(2, 'CrRendererMain'),
      request(1, `${origin}/assets/app.js`),
      request(2, 'chrome://resources/js/cr.js'),
      // The browser's UI renderer is busier, but it is not the page.
      task(2, 0, 900_000),
      task(1, 1_000, 80_000, 30_000),
      task(1, 2_000, 10_000), // inside the first
      task(1, 100_000, 20_000),
    ];
    const { mainThread, durationsMs, cpuMs } = topLevelTasks(events, origin);
    expect(mainThread).toBe('1:1');
    expect(durationsMs).toEqual([80, 20]);
    expect(cpuMs).toEqual([30, 20]);
  });

  it('finds nothing when no renderer loaded the origin', () => {
    expect(topLevelTasks([thread(2, 'CrRendererMain'), task(2, 0, 1000)], origin).durationsMs).toEqual([]);
  });
});

describe('longTaskFigures', () => {
  it('counts tasks over 50 ms and their time beyond 50 ms', () => {
    expect(longTaskFigures([10, 50, 51, 250])).toEqual({ longTasks: 2, longestMs: 250, blockingMs: 201 });
    expect(longTaskFigures([])).toEqual({ longTasks: 0, longestMs: 0, blockingMs: 0 });
  });
});

describe('medianOf', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 2.5],
    [[7], 7],
  ])('%j → %d', (values, median) => expect(medianOf(values)).toBe(median));
  it('is NaN for no values', () => expect(medianOf([])).toBeNaN());
});

describe('moduleOfSource', () => {
  it.each([
    ['../../node_modules/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    ['../../node_modules/@tanstack/router-core/dist/esm/router.js', '@tanstack/router-core'],
    ['../../node_modules/.pnpm/zod@4/node_modules/zod/v4/core/core.js', 'zod'],
    ['../../src/app/routes.tsx', 'src/app/routes.tsx'],
    ['../../locales/en-US/translation.json', 'locales/en-US/translation.json'],
  ])('%s → %s', (source, name) => expect(moduleOfSource(source)).toBe(name));
});

describe('selfTimeByEvent', () => {
  it('takes the events inside an event off its time, on the one thread asked for', () => {
    const span = (name: string, ts: number, dur: number, tid = 1): TraceEvent => ({
      name,
      ph: 'X',
      ts,
      dur,
      pid: 1,
      tid,
    });
    const times = selfTimeByEvent(
      [
        span('RunTask', 0, 100_000),
        span('v8.evaluateModule', 10_000, 60_000),
        span('v8.compile', 20_000, 10_000),
        span('Layout', 80_000, 15_000),
        span('Layout', 0, 500_000, 2),
      ],
      '1:1',
    );
    expect(Object.fromEntries(times)).toEqual({
      RunTask: 25,
      'v8.evaluateModule': 50,
      'v8.compile': 10,
      Layout: 15,
    });
  });
});
