// The session flows: restore from the sealed blob (R2.33, R2.34, R7.35) with the offline mirror
// (DESIGN.md), the usage check (R2.35, R2.36), the login load sequence in its order with the stop flag
// (R4.34, R4.35, R5.03), sign-in (R1.17) and sign-out clearing everything but the device settings (R4.37,
// R7.63), and the extra check of field routes (R2.40 decision: membership status).
import { describe, expect, it, vi } from 'vitest';
import {
  bpowerInfoEndpoint,
  deinfoworkEndpoint,
  eventViewEndpoint,
  loginEndpoint,
  logoutEndpoint,
  multiStepInfoEndpoint,
  studyInfoEndpoint,
  usecheckEndpoint,
  userinfoEndpoint,
} from '../../../src/protocol';
import { loadBundle, loadUserData, saveBundle } from '../../../src/io/db/userStores';
import { memoryStorage } from '../../../src/io/storage/webStorage';
import { bundleAtom, loadSequenceAtom, serverClockAtom } from '../../../src/state/session';
import { fieldCheckStatus } from '../../../src/state/session/fieldCheck';
import { runLoadSequence } from '../../../src/state/session/loadSequence';
import { restoreSession } from '../../../src/state/session/restore';
import { signIn } from '../../../src/state/session/signIn';
import { onSignedOut, signOut } from '../../../src/state/session/signOut';
import { runUseCheck } from '../../../src/state/session/useCheck';
import { sampleDedata } from './fixtures';
import { fakeDeps, ok, refused, unreachable } from './sessionFakes';

const record = {
  userno: 7,
  data: 'sealed-7',
  accessToken: 'A',
  accessExpiresAtMs: null,
  proof: 'proof-7',
  signOut: 'family-7.mac',
};
const loadAnswers = {
  [userinfoEndpoint.path]: ok({ userinfo: sampleDedata(7).userinfo }),
  [eventViewEndpoint.path]: ok({ events: [] }),
  [bpowerInfoEndpoint.path]: ok({ BPowerStepList: [], BStep: 40, BType: 0 }),
  [multiStepInfoEndpoint.path]: ok({ MultiStepInfoVector: [], astep: 99, rpoint: 0 }),
  [studyInfoEndpoint.path]: ok({
    study_count_info2: [],
    user_study_work: [],
    user_study_try: [],
    study_try2_info: [],
    study_group_second2: [],
  }),
};

describe('restore (R2.33, R2.34)', () => {
  it('no blob: none, and no call', async () => {
    const { deps, calls } = await fakeDeps({});
    expect(await restoreSession(deps)).toEqual({ kind: 'none' });
    expect(calls).toEqual([]);
  });

  it('sends the blob, keeps the bundle in memory and IndexedDB, and measures the server clock', async () => {
    const { deps, calls, sessions, store, db } = await fakeDeps({
      [deinfoworkEndpoint.path]: ok({ dedata: sampleDedata(7) }),
    });
    sessions.write(record);
    expect(await restoreSession(deps)).toEqual({ kind: 'restored', offline: false });
    expect(calls).toEqual([{ path: deinfoworkEndpoint.path, body: { data: 'sealed-7' } }]);
    expect(store.get(bundleAtom)).toMatchObject({ userno: 7, offline: false });
    expect(store.get(serverClockAtom)?.offsetMs).toBe(1_700_000_000_000 - 1_000_000);
    expect((await loadBundle(db, 7))?.dedata.userinfo.username).toBe('user7');
  });

  it('a refusal is passed on with its code and message', async () => {
    const { deps, sessions } = await fakeDeps({ [deinfoworkEndpoint.path]: refused(-1002, 'err_use_stop') });
    sessions.write(record);
    expect(await restoreSession(deps)).toEqual({ kind: 'refused', code: -1002, message: 'err_use_stop' });
  });

  it('a bundle of another user is refused', async () => {
    const { deps, sessions } = await fakeDeps({ [deinfoworkEndpoint.path]: ok({ dedata: sampleDedata(8) }) });
    sessions.write(record);
    expect((await restoreSession(deps)).kind).toBe('refused');
  });

  it('offline: the persisted mirror of this user stands in (DESIGN.md)', async () => {
    const { deps, sessions, store, db } = await fakeDeps({ [deinfoworkEndpoint.path]: unreachable() });
    sessions.write(record);
    await saveBundle(db, 7, sampleDedata(7), 2_000);
    expect(await restoreSession(deps)).toEqual({ kind: 'restored', offline: true });
    expect(store.get(bundleAtom)).toMatchObject({ userno: 7, offline: true });
    expect(store.get(serverClockAtom)?.offsetMs).toBe(2_000);
  });

  it('offline without a mirror of this user: unreachable', async () => {
    const { deps, sessions, db } = await fakeDeps({ [deinfoworkEndpoint.path]: unreachable() });
    sessions.write(record);
    await saveBundle(db, 8, sampleDedata(8), 0);
    expect(await restoreSession(deps)).toEqual({ kind: 'unreachable' });
  });
});

describe('usage check (R2.35, R2.36)', () => {
  it.each([
    [ok({ membershipStatus: -1 }), { kind: 'ok', membershipStatus: -1 }],
    [refused(-1002, 'err_use_stop'), { kind: 'refused', code: -1002, message: 'err_use_stop' }],
    [unreachable(), { kind: 'unreachable' }],
    [refused(-4002), { kind: 'refused', code: -4003, message: null }],
  ] as const)('%#', async (answer, expected) => {
    const { deps, sessions, calls } = await fakeDeps({ [usecheckEndpoint.path]: answer });
    sessions.write(record);
    expect(await runUseCheck(deps)).toEqual(expected);
    expect(calls[0]?.body).toEqual({ userno: 7 });
  });
});

describe('login load sequence (R4.34, R4.35)', () => {
  it('calls user info, events, bpower, multi step info and study info, in that order, and keeps them', async () => {
    const { deps, calls, store, db } = await fakeDeps(loadAnswers);
    const result = await runLoadSequence(deps, 7);
    expect(result.ok).toBe(true);
    expect(calls.map((c) => c.path)).toEqual([
      userinfoEndpoint.path,
      eventViewEndpoint.path,
      bpowerInfoEndpoint.path,
      multiStepInfoEndpoint.path,
      studyInfoEndpoint.path,
    ]);
    expect(calls.every((c) => (c.body as { userno: number }).userno === 7)).toBe(true);
    expect(store.get(loadSequenceAtom)?.multiStep.astep).toBe(99);
    expect(await loadUserData(db, 7, 'loadSequence')).toMatchObject({ bpower: { BStep: 40 } });
  });

  it.each([
    userinfoEndpoint.path,
    eventViewEndpoint.path,
    bpowerInfoEndpoint.path,
    multiStepInfoEndpoint.path,
    studyInfoEndpoint.path,
  ])('stops at the first failure (%s)', async (path) => {
    const { deps, calls } = await fakeDeps({ ...loadAnswers, [path]: refused(-4003) });
    expect(await runLoadSequence(deps, 7)).toEqual({ ok: false, code: -4003, message: null });
    expect(calls.at(-1)?.path).toBe(path);
  });

  it('a user-info failure without its own code is -4003 (R8.04)', async () => {
    const { deps } = await fakeDeps({ ...loadAnswers, [userinfoEndpoint.path]: refused(-4002) });
    expect(await runLoadSequence(deps, 7)).toEqual({ ok: false, code: -4003, message: null });
  });

  it('a stop flag ends it with err_use_stop (R5.03)', async () => {
    const { deps, calls } = await fakeDeps({
      ...loadAnswers,
      [userinfoEndpoint.path]: ok({ userinfo: sampleDedata(7, { useStopFlag: 1 }).userinfo }),
    });
    expect(await runLoadSequence(deps, 7)).toEqual({ ok: false, code: -1002, message: 'err_use_stop' });
    expect(calls).toHaveLength(1);
  });
});

describe('sign-in and sign-out', () => {
  const loginOk = ok({
    userno: 7,
    data: 'sealed-7',
    accessToken: 'A1',
    expiresIn: 900,
    proof: 'P1',
    signOut: 'F1.mac',
  });

  it('signs in: stores the session record and runs the load sequence', async () => {
    const { deps, sessions, calls } = await fakeDeps({ ...loadAnswers, [loginEndpoint.path]: loginOk });
    expect(await signIn(deps, 'kim', 'pw')).toEqual({ ok: true, userno: 7 });
    expect(calls[0]).toEqual({ path: loginEndpoint.path, body: { username: 'kim', passwd: 'pw' } });
    expect(sessions.read()).toEqual({
      userno: 7,
      data: 'sealed-7',
      accessToken: 'A1',
      accessExpiresAtMs: 1_900_000,
      proof: 'P1',
      signOut: 'F1.mac',
    });
  });

  it('a refused login stores nothing', async () => {
    const { deps, sessions } = await fakeDeps({ [loginEndpoint.path]: refused(-1003) });
    expect(await signIn(deps, 'kim', 'bad')).toEqual({ ok: false, code: -1003, message: null });
    expect(sessions.read()).toBeNull();
  });

  it('a failed load sequence logs out again (R4.35, R8.10)', async () => {
    const { deps, sessions, queuedSignOuts } = await fakeDeps({
      ...loadAnswers,
      [loginEndpoint.path]: loginOk,
      [eventViewEndpoint.path]: refused(-4003),
    });
    expect((await signIn(deps, 'kim', 'pw')).ok).toBe(false);
    expect(sessions.read()).toBeNull();
    expect(queuedSignOuts).toEqual([{ userno: 7, signOut: 'F1.mac', sessionStillHeld: false }]);
  });

  it("clears the previous user's leftovers before signing in (kiosk tablets)", async () => {
    const { deps, sessions, store, db } = await fakeDeps({
      ...loadAnswers,
      [loginEndpoint.path]: loginOk,
      [logoutEndpoint.path]: ok({}),
    });
    sessions.write({ ...record, userno: 8 });
    store.set(bundleAtom, { userno: 8, dedata: sampleDedata(8), offline: false });
    await saveBundle(db, 8, sampleDedata(8), 0);
    await signIn(deps, 'kim', 'pw');
    expect(await loadBundle(db, 8)).toBeNull();
    expect(store.get(bundleAtom)).toBeNull();
  });

  it('signs out: forgets the session on the device first, then queues the server’s end; listeners hear it', async () => {
    const local = memoryStorage({ lang: 'zh', locale: 'zh-CN', CoordView: '0' });
    const { deps, sessions, store, db, calls, queuedSignOuts } = await fakeDeps({}, local);
    sessions.write(record);
    store.set(bundleAtom, { userno: 7, dedata: sampleDedata(7), offline: false });
    await saveBundle(db, 7, sampleDedata(7), 0);
    const heard = vi.fn();
    const stop = onSignedOut(heard);
    await Promise.all([signOut(deps, { callServer: true }), signOut(deps, { callServer: true })]);
    stop();
    // Issue 12 #2: the record (token and proof) was gone before the server's end was even queued, so a
    // sign-out without network leaves nothing that opens the session.
    expect(queuedSignOuts).toEqual([{ userno: 7, signOut: 'family-7.mac', sessionStillHeld: false }]);
    expect(calls).toEqual([]);
    expect(sessions.read()).toBeNull();
    expect(local.keys().sort()).toEqual(['lang', 'locale']);
    expect(await db.count('bundles')).toBe(0);
    expect(store.get(bundleAtom)).toBeNull();
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('without an outbox, tells the server directly with the sign-out token', async () => {
    const { deps, sessions, calls } = await fakeDeps({ [logoutEndpoint.path]: ok({}) }, memoryStorage(), {
      outbox: false,
    });
    sessions.write(record);
    await signOut(deps, { callServer: true });
    expect(calls).toEqual([{ path: logoutEndpoint.path, body: { userno: 7, signOut: 'family-7.mac' } }]);
    expect(sessions.read()).toBeNull();
  });

  it('clears locally even when the server cannot be told', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { deps, sessions } = await fakeDeps({ [logoutEndpoint.path]: unreachable() }, memoryStorage(), {
      outbox: false,
    });
    sessions.write(record);
    await signOut(deps, { callServer: true });
    expect(sessions.read()).toBeNull();
  });

  it('does not call the server when it already ended the session', async () => {
    const { deps, sessions, calls, queuedSignOuts } = await fakeDeps({});
    sessions.write(record);
    await signOut(deps, { callServer: false });
    expect(queuedSignOuts).toEqual([]);
    expect(calls).toEqual([]);
    expect(sessions.read()).toBeNull();
  });
});

describe('the extra check of field routes (R2.40 decision: the playing status, issue 19)', () => {
  // 2023-11-14 22:13:20 UTC is 07:13 on Wednesday 15 November in Seoul.
  const wednesdayMorningKst = Date.UTC(2023, 10, 14, 22, 13, 20);
  const membership = (weekDay: number) => ({
    stime: (wednesdayMorningKst - 86_400_000) * 1000,
    termDay: 30,
    type: 1,
    weekDay,
  });

  it.each([
    ['no membership: free play', null, -1],
    ['every day', membership(255), 1],
    // Issue 19: a member outside the membership's hours plays under the free rules, never locked out.
    ['a valid membership outside its hours: free rules, not locked out', membership(8), -1],
  ] as const)('%s', async (_name, value, expected) => {
    const { deps, store } = await fakeDeps({});
    store.set(bundleAtom, { userno: 7, dedata: sampleDedata(7, { membership: value }), offline: false });
    expect(fieldCheckStatus(deps.store, 0, wednesdayMorningKst)).toBe(expected);
  });
});
