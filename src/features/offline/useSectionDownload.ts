// The state of a section's download for offline use, for its panel: the plan from the course outline,
// what was saved before, free space and persistence, and the download itself (start, progress, cancel,
// outcome). The rules are in downloadManager.ts; this wires them to the app's client and database.
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { singleCourseEndpoint, studyCourseEndpoint } from '../../protocol';
import { api } from '../../io/api/appClient';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { planDownload, type DownloadPlan, type OfflineSection } from './downloadPlan';
import { runDownload, type DownloadOutcome, type DownloadProgress } from './downloadManager';
import { createItemFetcher } from './itemFetcher';
import {
  metadataDb,
  readDownloadRecord,
  saveDownloadRecord,
  watchWorkerStorageFailures,
  type DownloadRecord,
} from './offlineStore';
import { freeBytes, persistedAtom, readPersistence, requestPersistence } from './storage';

export type DownloadState =
  | { kind: 'idle' }
  | { kind: 'running'; progress: DownloadProgress }
  | { kind: 'finished'; outcome: DownloadOutcome };

export interface SectionDownload {
  plan: DownloadPlan | null;
  record: DownloadRecord | null;
  freeBytes: number | null;
  persisted: boolean | null;
  state: DownloadState;
  start(): void;
  cancel(): void;
}

/** Failures found before anything is fetched: no worker to store, no network, not enough space. */
function precheck(plan: DownloadPlan, free: number | null): DownloadOutcome | null {
  const base = { done: 0, total: plan.items.length, code: null } as const;
  if (!navigator.serviceWorker?.controller) return { kind: 'failed', ...base, reason: 'notStored' };
  if (!navigator.onLine) return { kind: 'failed', ...base, reason: 'offline' };
  if (free !== null && free < plan.estimatedBytes) return { kind: 'failed', ...base, reason: 'storageFull' };
  return null;
}

export function useSectionDownload(section: OfflineSection): SectionDownload {
  const store = useStore();
  const user = useUserBody();
  // The section's own outline: study and the ninth-dan ladder share one call, single has its own.
  const outline = useEndpointData(
    section === 'single' ? singleCourseEndpoint : studyCourseEndpoint,
    section === 'single' ? user : { ...user, kind: section },
  );
  const plan = useMemo(
    () => (outline.value ? planDownload(section, outline.value) : null),
    [outline.value, section],
  );
  const [record, setRecord] = useState<DownloadRecord | null>(null);
  const [free, setFree] = useState<number | null>(null);
  const persisted = useAtomValue(persistedAtom);
  const [state, setState] = useState<DownloadState>({ kind: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => {
    let live = true;
    void metadataDb()
      .then((db) => readDownloadRecord(db, section))
      .then(
        (found) => live && setRecord(found),
        () => undefined,
      );
    void freeBytes().then((bytes) => live && setFree(bytes));
    void readPersistence(store);
    return () => {
      live = false;
      running.current?.abort();
    };
  }, [section, store]);

  const start = useCallback(() => {
    if (!plan || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    void (async () => {
      const space = await freeBytes();
      setFree(space);
      const early = precheck(plan, space);
      if (early) {
        setState({ kind: 'finished', outcome: early });
        running.current = null;
        return;
      }
      void requestPersistence(store);
      setState({ kind: 'running', progress: { done: 0, total: plan.items.length } });
      let outcome = await runDownload(plan.items, {
        fetchItem: createItemFetcher({ api, db: metadataDb }),
        onProgress: (progress) => {
          if (!controller.signal.aborted) setState({ kind: 'running', progress });
        },
        signal: controller.signal,
        watchStorageFailures: watchWorkerStorageFailures,
      });
      if (outcome.kind === 'complete') {
        const saved: DownloadRecord = {
          section,
          version: plan.version,
          items: outcome.stored,
          bytes: outcome.bytes,
          savedAt: Date.now(),
        };
        try {
          await saveDownloadRecord(await metadataDb(), saved);
          setRecord(saved);
        } catch (error) {
          const name = error instanceof DOMException ? error.name : '';
          outcome = {
            kind: 'failed',
            done: plan.items.length,
            total: plan.items.length,
            reason: name === 'QuotaExceededError' ? 'storageFull' : 'notStored',
            code: null,
          };
        }
      }
      running.current = null;
      setState({ kind: 'finished', outcome });
      void freeBytes().then(setFree);
    })();
  }, [plan, section, store]);

  const cancel = useCallback(() => running.current?.abort(), []);

  return { plan, record, freeBytes: free, persisted, state, start, cancel };
}
