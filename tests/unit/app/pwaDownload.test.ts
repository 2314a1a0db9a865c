// "Download for offline" (issue 7): the plan a section's course outline gives (every mission, and study's
// lessons) with its size estimate; the download manager's progress, cancel, and stops (no network, storage
// full reported by the service worker or thrown, an answer that was not stored), where nothing already
// stored is lost; the item fetcher over the app's client and the metadata database; sizes for people.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  estimatedBytesPerItem,
  planDownload,
  type CourseOutline,
  type DownloadItem,
} from '../../../src/features/offline/downloadPlan';
import { runDownload, type ItemResult } from '../../../src/features/offline/downloadManager';
import { byteSize } from '../../../src/features/offline/formatBytes';
import { createItemFetcher } from '../../../src/features/offline/itemFetcher';
import { apiFailure, apiSuccess } from '../../../src/io/api/result';
import { metadataKey, openMetadataDb, putAnswer } from '../../../sw/metadataStore';

const outline: CourseOutline = {
  version: '1.0.0',
  categories: [
    {
      sno: 1,
      groups: [
        { gno: 1, missions: 3 },
        { gno: 2, missions: 2 },
      ],
    },
    { sno: 2, groups: [{ gno: 1, missions: 1 }] },
  ],
};

describe('planDownload', () => {
  it('takes every mission of the outline and the lessons of the groups it has (study)', () => {
    const plan = planDownload('study', outline);
    const missions = plan.items.filter((i) => i.kind === 'mission').map((i) => i.body);
    expect(missions).toEqual([
      { sno: 1, gno: 1, jkno: 0, kind: 'study' },
      { sno: 1, gno: 1, jkno: 1, kind: 'study' },
      { sno: 1, gno: 1, jkno: 2, kind: 'study' },
      { sno: 1, gno: 2, jkno: 0, kind: 'study' },
      { sno: 1, gno: 2, jkno: 1, kind: 'study' },
      { sno: 2, gno: 1, jkno: 0, kind: 'study' },
    ]);
    // R5.12's keys 01-01-00, 01-02-00 and 02-01-00 name groups of this outline; the others do not.
    expect(plan.items.filter((i) => i.kind === 'tutorial').map((i) => i.body)).toEqual([
      { sno: 1, gno: 1, jkno: 0 },
      { sno: 1, gno: 2, jkno: 0 },
      { sno: 2, gno: 1, jkno: 0 },
    ]);
    expect(plan).toMatchObject({ section: 'study', version: '1.0.0', missions: 6, tutorials: 3 });
    expect(plan.estimatedBytes).toBe(6 * estimatedBytesPerItem.mission + 3 * estimatedBytesPerItem.tutorial);
  });

  it('takes single missions and the lesson steps of R5.13 whose group the outline has', () => {
    const plan = planDownload('single', {
      version: 's1',
      categories: [
        { sno: 3, groups: [{ gno: 1, missions: 2 }] },
        { sno: 9, groups: [{ gno: 1, missions: 1 }] },
      ],
    });
    expect(plan.items.filter((i) => i.kind === 'singleMission').map((i) => i.body)).toEqual([
      { sno: 3, gno: 1, jkno: 0 },
      { sno: 3, gno: 1, jkno: 1 },
      { sno: 9, gno: 1, jkno: 0 },
    ]);
    // Puzzle (3) has two steps on its first mission (keys 3_1_0_1 and 3_1_0_2); type 9 has none.
    expect(plan.items.filter((i) => i.kind === 'singleTutorial').map((i) => i.body)).toEqual([
      { sno: 3, gno: 1, jkno: 0, seq: 1 },
      { sno: 3, gno: 1, jkno: 0, seq: 2 },
    ]);
    expect(plan.estimatedBytes).toBe(
      3 * estimatedBytesPerItem.singleMission + 2 * estimatedBytesPerItem.singleTutorial,
    );
  });

  it('asks ninth-dan missions with their own kind, and no lessons', () => {
    const plan = planDownload('dan9', {
      version: '2',
      categories: [1, 2].map((sno) => ({ sno, groups: [{ gno: 0, missions: 2 }] })),
    });
    expect(plan.items).toHaveLength(4);
    expect(plan.items.every((i) => i.kind === 'mission' && i.body.kind === 'dan9' && i.body.gno === 0)).toBe(
      true,
    );
    expect(plan.tutorials).toBe(0);
  });
});

const ok = (bytes = 100): ItemResult => ({ kind: 'stored', bytes });

describe('runDownload', () => {
  it('fetches every item and reports progress after each', async () => {
    const seen: number[] = [];
    const progress: string[] = [];
    const outcome = await runDownload([1, 2, 3, 4, 5], {
      fetchItem: (n) => {
        seen.push(n);
        return Promise.resolve(n === 4 ? { kind: 'absent' } : ok(n * 10));
      },
      onProgress: (p) => progress.push(`${p.done}/${p.total}`),
      concurrency: 2,
    });
    expect(outcome).toEqual({ kind: 'complete', stored: 4, absent: 1, bytes: 110 });
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(progress).toEqual(['0/5', '1/5', '2/5', '3/5', '4/5', '5/5']);
  });

  it('stops on cancel: what came before stays, nothing after is fetched', async () => {
    const cancel = new AbortController();
    const fetched: number[] = [];
    const outcome = await runDownload([1, 2, 3, 4, 5, 6], {
      fetchItem: (n) => {
        fetched.push(n);
        if (n === 3) cancel.abort();
        return Promise.resolve(ok());
      },
      signal: cancel.signal,
      concurrency: 1,
    });
    expect(outcome).toEqual({ kind: 'cancelled', done: 2, total: 6 });
    expect(fetched).toEqual([1, 2, 3]);
  });

  it.each<[string, ItemResult, string]>([
    ['no network', { kind: 'failed', reason: 'offline' }, 'offline'],
    ['the server refused', { kind: 'failed', reason: 'server', code: -5000 }, 'server'],
    ['the answer was not stored', { kind: 'failed', reason: 'notStored' }, 'notStored'],
  ])('stops at the first failure (%s) and says why', async (_name, failure, reason) => {
    const fetched: number[] = [];
    const outcome = await runDownload([1, 2, 3, 4], {
      fetchItem: (n) => {
        fetched.push(n);
        return Promise.resolve(n === 2 ? failure : ok());
      },
      concurrency: 1,
    });
    expect(outcome).toMatchObject({ kind: 'failed', done: 1, total: 4, reason });
    expect(fetched).toEqual([1, 2]);
  });

  it('stops with "storage full" when the service worker reports QuotaExceededError', async () => {
    let report: (name: string) => void = () => undefined;
    let unwatched = false;
    const outcome = await runDownload([1, 2, 3, 4], {
      fetchItem: (n) => {
        if (n === 2) report('QuotaExceededError');
        return Promise.resolve(ok());
      },
      watchStorageFailures: (listener) => {
        report = listener;
        return () => (unwatched = true);
      },
      concurrency: 1,
    });
    expect(outcome).toMatchObject({ kind: 'failed', reason: 'storageFull', done: 1 });
    expect(unwatched).toBe(true);
  });

  it('stops with "storage full" when storing throws QuotaExceededError', async () => {
    const outcome = await runDownload([1, 2], {
      fetchItem: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    });
    expect(outcome).toMatchObject({ kind: 'failed', reason: 'storageFull', done: 0 });
  });

  it('finishes at once with nothing to fetch', async () => {
    expect(await runDownload([], { fetchItem: () => Promise.resolve(ok()) })).toEqual({
      kind: 'complete',
      stored: 0,
      absent: 0,
      bytes: 0,
    });
  });
});

describe('createItemFetcher', () => {
  let n = 0;
  const mission: DownloadItem = { kind: 'mission', body: { sno: 2, gno: 1, jkno: 0, kind: 'study' } };
  const lesson: DownloadItem = { kind: 'tutorial', body: { sno: 2, gno: 1, jkno: 0 } };

  it('counts an item only once the service worker stored it', async () => {
    const db = await openMetadataDb(`fetcher-${++n}`);
    const stored = new Set<string>();
    const fetcher = createItemFetcher({
      api: {
        call: (endpoint, body) => {
          // What the service worker does on the way: a success is stored under the content's key.
          const key = metadataKey(endpoint.path, body);
          const answer = stored.has(key) ? apiSuccess({ data: 'x'.repeat(50) }) : apiSuccess({ data: '' });
          return Promise.resolve(answer as never);
        },
      },
      db: () => Promise.resolve(db),
    });
    expect(await fetcher(mission, new AbortController().signal)).toEqual({
      kind: 'failed',
      reason: 'notStored',
    });
    const key = metadataKey('/api/study/mission/info', mission.body);
    stored.add(key);
    await putAnswer(db, { key, body: '{"errorcode":0}', storedAt: 1 });
    // Its size: the answer's JSON text, two bytes a character.
    const size = JSON.stringify({ data: 'x'.repeat(50) }).length * 2;
    expect(await fetcher(mission, new AbortController().signal)).toEqual({ kind: 'stored', bytes: size });
  });

  it.each([
    ['a lesson that does not exist is absent', apiFailure(-2), { kind: 'absent' }],
    ['no network', apiFailure(-4002, { unreachable: true }), { kind: 'failed', reason: 'offline' }],
    ['a refusal', apiFailure(-4030, { status: 200 }), { kind: 'failed', reason: 'server', code: -4030 }],
  ])('%s', async (_name, answer, expected) => {
    const db = await openMetadataDb(`fetcher-${++n}`);
    const fetcher = createItemFetcher({
      api: { call: () => Promise.resolve(answer as never) },
      db: () => Promise.resolve(db),
    });
    expect(await fetcher(lesson, new AbortController().signal)).toEqual(expected);
  });
});

describe('byteSize', () => {
  it.each([
    [0, 'kilobytes', '0'],
    [300, 'kilobytes', '1'],
    [989_000, 'kilobytes', '989'],
    [1_234_567, 'megabytes', '1.2'],
    [12_345_678, 'megabytes', '12'],
    [10_737_000_000, 'gigabytes', '11'],
    [2_500_000_000, 'gigabytes', '2.5'],
  ])('%d bytes → %s %s', (bytes, unit, value) => {
    expect(byteSize(bytes)).toEqual({ unit, value });
  });
});
