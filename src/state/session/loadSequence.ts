// The login load sequence (R4.34, R4.35, R5.03): user info, events, pattern trainer, multiplayer steps and
// study info, in that order. Any failure, or a stop flag on the account, ends the sign-in. What it brings
// is kept in the store and, per user, in IndexedDB.
import {
  apiErrors,
  bpowerInfoEndpoint,
  eventViewEndpoint,
  multiStepInfoEndpoint,
  studyInfoEndpoint,
  userinfoEndpoint,
} from '../../protocol';
import { errorCodes, loginBlockKey } from '../../domain/rules/errors';
import { genericFailureCode } from '../../io/api/result';
import { saveUserData } from '../../io/db/userStores';
import { loadSequenceAtom, type LoadSequenceData } from '../session';
import type { SessionDeps } from './deps';
import { loadSequenceDataName } from './restore';

export type LoadSequenceResult =
  { ok: true; data: LoadSequenceData } | { ok: false; code: number; message: string | null };

function strip<T extends { errorcode: 0 }>(value: T): Omit<T, 'errorcode'> {
  const { errorcode: _ignored, ...rest } = value;
  return rest;
}

export async function runLoadSequence(deps: SessionDeps, userno: number): Promise<LoadSequenceResult> {
  const body = { userno };
  const userinfo = await deps.api.call(userinfoEndpoint, body);
  if (!userinfo.ok) {
    // R8.04: a user-info failure without a code of its own is -4003.
    const code = userinfo.code === genericFailureCode ? errorCodes.startupFailure : userinfo.code;
    return { ok: false, code, message: userinfo.message };
  }
  const blocked = loginBlockKey(userinfo.value.userinfo.useStopFlag);
  if (blocked) return { ok: false, code: apiErrors.accountStopped, message: blocked };

  const events = await deps.api.call(eventViewEndpoint, body);
  if (!events.ok) return { ok: false, code: events.code, message: events.message };
  const bpower = await deps.api.call(bpowerInfoEndpoint, body);
  if (!bpower.ok) return { ok: false, code: bpower.code, message: bpower.message };
  const multiStep = await deps.api.call(multiStepInfoEndpoint, body);
  if (!multiStep.ok) return { ok: false, code: multiStep.code, message: multiStep.message };
  const studyInfo = await deps.api.call(studyInfoEndpoint, body);
  if (!studyInfo.ok) return { ok: false, code: studyInfo.code, message: studyInfo.message };

  const data: LoadSequenceData = {
    userinfo: userinfo.value.userinfo,
    events: events.value.events,
    bpower: strip(bpower.value),
    multiStep: strip(multiStep.value),
    studyInfo: strip(studyInfo.value),
  };
  deps.store.set(loadSequenceAtom, data);
  await saveUserData(await deps.db(), userno, loadSequenceDataName, data, deps.now()).catch(
    (error: unknown) => console.warn('could not keep the load sequence offline', error),
  );
  return { ok: true, data };
}
