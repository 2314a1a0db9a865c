// The study info lists of spec §3 (R3.03–R3.07) for the front gate and the study screens: one copy, the one
// the sign-in's load sequence brought (restored from IndexedDB after a reload), shown at once, and asked
// again from the server each time one of these screens opens and when this tab's study results have all
// reached the server (src/state/session/studyInfo.ts). A screen with the copy never shows a loading
// note while it asks; offline it keeps the copy, marked as such.
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { studyTryResultEndpoint, studyWorkResultEndpoint } from '../../protocol';
import type { ApiFailure } from '../../io/api/result';
import { undeliveredWritesAtom } from '../../state/outbox';
import { bundleAtom, loadSequenceAtom, usernoAtom } from '../../state/session';
import { defaultSessionDeps } from '../../state/session/deps';
import { refreshStudyInfo, type StudyInfo } from '../../state/session/studyInfo';
import type { EndpointData } from '../common/useEndpointData';

export type { StudyInfo };

type Asked =
  { state: 'asking' } | { state: 'fresh'; info: StudyInfo } | { state: 'failed'; failure: ApiFailure };

/** The writes whose results /api/study/info reports: practice answers and try runs. */
const studyWritePaths: ReadonlySet<string> = new Set([
  studyWorkResultEndpoint.path,
  studyTryResultEndpoint.path,
]);

export function useStudyInfo(): EndpointData<StudyInfo> & { reload: () => void; refresh: () => void } {
  const userno = useAtomValue(usernoAtom);
  const kept = useAtomValue(loadSequenceAtom)?.studyInfo ?? null;
  const restoredOffline = useAtomValue(bundleAtom)?.offline ?? false;
  const [attempt, setAttempt] = useState(0);
  const [asked, setAsked] = useState<Asked>({ state: 'asking' });

  useEffect(() => {
    if (userno === null) return;
    let live = true;
    // The last outcome stands while asking again (an offline note does not blink off and on).
    void refreshStudyInfo(defaultSessionDeps, userno).then((result) => {
      if (!live) return;
      if (result.kind === 'fresh') setAsked({ state: 'fresh', info: result.info });
      else if (result.kind === 'failed') setAsked({ state: 'failed', failure: result.failure });
    });
    return () => {
      live = false;
    };
  }, [userno, attempt]);

  // When the last of this tab's study results waiting in the outbox reaches the server, its figures are in
  // the server's study info: ask again (once for a whole drain, not once per write).
  const waiting = useAtomValue(undeliveredWritesAtom).filter((w) => studyWritePaths.has(w.path)).length;
  const waitingBefore = useRef(waiting);
  useEffect(() => {
    if (waitingBefore.current > 0 && waiting === 0) setAttempt((n) => n + 1);
    waitingBefore.current = waiting;
  }, [waiting]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  /** Asks again after a failure the screen shows (its "Try again"): loading until the answer. */
  const reload = useCallback(() => {
    setAsked({ state: 'asking' });
    setAttempt((n) => n + 1);
  }, []);
  const value = kept ?? (asked.state === 'fresh' ? asked.info : null);
  if (value !== null) {
    // Offline: the last answer failed for want of a network, or, while asking, the session itself was
    // restored without one (so the note does not appear a moment later).
    const offline =
      asked.state === 'failed' ? asked.failure.unreachable : asked.state === 'asking' && restoredOffline;
    return { status: 'ready', value, offline, error: null, reload, refresh };
  }
  if (asked.state === 'failed')
    return { status: 'failed', value: null, offline: false, error: asked.failure, reload, refresh };
  return { status: 'loading', value: null, offline: false, error: null, reload, refresh };
}
