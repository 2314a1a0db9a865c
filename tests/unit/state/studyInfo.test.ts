// The study info asked again after sign-in (R3.03–R3.07, R4.34): the load sequence's copy, which the front
// gate and the study screens read and a reload restores from IndexedDB, takes the server's new answer, in
// memory and on the device; an unreachable server or a refusal leaves the copy as it was; an answer that
// comes for a user who is no longer signed in, or after a newer one, is dropped.
import { describe, expect, it } from 'vitest';
import { studyInfoEndpoint } from '../../../src/protocol';
import type { ApiResult } from '../../../src/io/api/result';
import { loadUserData, saveUserData } from '../../../src/io/db/userStores';
import { bundleAtom, loadSequenceAtom, type LoadSequenceData } from '../../../src/state/session';
import { refreshStudyInfo, type StudyInfo } from '../../../src/state/session/studyInfo';
import { loadSequenceDataName } from '../../../src/state/session/restore';
import { sampleDedata } from './fixtures';
import { fakeDeps, ok, refused, unreachable } from './sessionFakes';

/** The study info with Introductory group 1 at mission `jkno`, worked on at `stime`. */
const studyInfo = (jkno: number, stime: number): StudyInfo => ({
  study_count_info2: [{ sno: 1, gcnt: 2 }],
  user_study_work: [
    { sno: 1, gno: 1, jkno, stime },
    { sno: 1, gno: 2, jkno: 0, stime: 0 },
  ],
  user_study_try: [],
  study_try2_info: [],
  study_group_second2: [],
  user_study_solved: jkno > 0 ? [{ sno: 1, gno: 1, solved: [...Array(jkno).keys()] }] : [],
});

const signInCopy = studyInfo(0, 0);
const afterTwoSolves = studyInfo(2, 1_700_000_060_000_000);

const loaded = (info: StudyInfo): LoadSequenceData => ({
  userinfo: sampleDedata(7).userinfo,
  events: [],
  bpower: { BPowerStepList: [], BStep: 40, BType: 0 },
  multiStep: { MultiStepInfoVector: [], astep: 99, rpoint: 0 },
  studyInfo: info,
});

/** Signed in as user 7 with the sign-in's copy in memory and on the device. */
async function signedIn(answer: ApiResult<unknown>) {
  const fake = await fakeDeps({ [studyInfoEndpoint.path]: answer });
  fake.store.set(bundleAtom, { userno: 7, dedata: sampleDedata(7), offline: false });
  fake.store.set(loadSequenceAtom, loaded(signInCopy));
  await saveUserData(fake.db, 7, loadSequenceDataName, loaded(signInCopy));
  return fake;
}

describe('refreshStudyInfo', () => {
  it.each<{ proves: string; answer: ApiResult<unknown>; kind: string; kept: StudyInfo }>([
    {
      proves: 'a new answer replaces the sign-in’s copy in memory and on the device',
      answer: ok(afterTwoSolves),
      kind: 'fresh',
      kept: afterTwoSolves,
    },
    {
      proves: 'an unreachable server leaves the copy (offline, the screens keep what is known)',
      answer: unreachable(),
      kind: 'failed',
      kept: signInCopy,
    },
    {
      proves: 'a refusal leaves the copy',
      answer: refused(-4011),
      kind: 'failed',
      kept: signInCopy,
    },
  ])('$proves', async ({ answer, kind, kept }) => {
    const { deps, store, db, calls } = await signedIn(answer);
    const result = await refreshStudyInfo(deps, 7);
    expect(result.kind).toBe(kind);
    expect(calls).toEqual([{ path: studyInfoEndpoint.path, body: { userno: 7 } }]);
    expect(store.get(loadSequenceAtom)?.studyInfo).toEqual(kept);
    expect(await loadUserData(db, 7, loadSequenceDataName)).toEqual(loaded(kept));
    // The rest of the load sequence's copy stays as it was.
    expect(store.get(loadSequenceAtom)?.multiStep.astep).toBe(99);
  });

  it('drops an answer that arrives after another user signed in (kiosk tablets)', async () => {
    const { deps, store, db } = await signedIn(ok(afterTwoSolves));
    const asking = refreshStudyInfo(deps, 7);
    store.set(bundleAtom, { userno: 8, dedata: sampleDedata(8), offline: false });
    store.set(loadSequenceAtom, loaded(signInCopy));
    expect((await asking).kind).toBe('superseded');
    expect(store.get(loadSequenceAtom)?.studyInfo).toEqual(signInCopy);
    expect(await loadUserData(db, 7, loadSequenceDataName)).toEqual(loaded(signInCopy));
  });

  it('keeps the newer of two answers that arrive out of order', async () => {
    const answers: ((value: ApiResult<unknown>) => void)[] = [];
    const { deps, store } = await fakeDeps({});
    store.set(bundleAtom, { userno: 7, dedata: sampleDedata(7), offline: false });
    store.set(loadSequenceAtom, loaded(signInCopy));
    deps.api.call = (() =>
      new Promise<ApiResult<unknown>>((resolve) => answers.push(resolve))) as typeof deps.api.call;
    const first = refreshStudyInfo(deps, 7);
    const second = refreshStudyInfo(deps, 7);
    answers[1]?.(ok(afterTwoSolves));
    expect((await second).kind).toBe('fresh');
    answers[0]?.(ok(studyInfo(1, 1_700_000_000_000_000)));
    expect((await first).kind).toBe('superseded');
    expect(store.get(loadSequenceAtom)?.studyInfo).toEqual(afterTwoSolves);
  });

  it('without a kept load sequence, answers the info and keeps nothing of its own', async () => {
    const { deps, store, db } = await fakeDeps({ [studyInfoEndpoint.path]: ok(afterTwoSolves) });
    store.set(bundleAtom, { userno: 7, dedata: sampleDedata(7), offline: false });
    expect(await refreshStudyInfo(deps, 7)).toEqual({ kind: 'fresh', info: afterTwoSolves });
    expect(store.get(loadSequenceAtom)).toBeNull();
    expect(await loadUserData(db, 7, loadSequenceDataName)).toBeUndefined();
  });
});
