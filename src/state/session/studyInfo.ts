// The study info (R3.03–R3.07) asked again after sign-in. The login load sequence brings it once and keeps
// it in loadSequenceAtom and, per user, in IndexedDB (a reload restores that copy); the front gate and the
// study screens read that one copy. Without asking again it would stay as the sign-in found it: a student
// who solved missions would see the front gate point where they were when they signed in. So the screens
// that show it ask again when they open and the answer replaces the copy, in memory and on the device.
import { studyInfoEndpoint } from '../../protocol';
import type { ApiFailure } from '../../io/api/result';
import { saveUserData } from '../../io/db/userStores';
import { loadSequenceAtom, usernoAtom, type LoadSequenceData } from '../session';
import type { AppStore } from '../appStore';
import type { SessionDeps } from './deps';
import { loadSequenceDataName } from './restore';

export type StudyInfo = LoadSequenceData['studyInfo'];

export type StudyInfoRefresh =
  | { kind: 'fresh'; info: StudyInfo }
  /** The answer came for a user who is no longer the signed-in one, or after a newer answer: dropped. */
  | { kind: 'superseded' }
  | { kind: 'failed'; failure: ApiFailure };

/** Per store: how many refreshes were asked, and the number of the last one kept. */
const asked = new WeakMap<AppStore, { asked: number; kept: number }>();

export async function refreshStudyInfo(deps: SessionDeps, userno: number): Promise<StudyInfoRefresh> {
  const counter = asked.get(deps.store) ?? { asked: 0, kept: 0 };
  asked.set(deps.store, counter);
  const number = ++counter.asked;
  const answer = await deps.api.call(studyInfoEndpoint, { userno });
  if (!answer.ok) return { kind: 'failed', failure: answer };
  const { errorcode: _ignored, ...info } = answer.value;
  // Another user signed in meanwhile (kiosk tablets), or a later question was answered first.
  if (deps.store.get(usernoAtom) !== userno || number < counter.kept) return { kind: 'superseded' };
  counter.kept = number;
  const loaded = deps.store.get(loadSequenceAtom);
  if (loaded && JSON.stringify(loaded.studyInfo) !== JSON.stringify(info)) {
    const next: LoadSequenceData = { ...loaded, studyInfo: info };
    deps.store.set(loadSequenceAtom, next);
    await saveUserData(await deps.db(), userno, loadSequenceDataName, next, deps.now()).catch(
      (error: unknown) => console.warn('could not keep the study info offline', error),
    );
  }
  return { kind: 'fresh', info };
}
