// What every study and ninth-dan screen reads besides its own data: the medal thresholds of the bundle,
// the try slots known on this device, this tab's unconfirmed results (minus refused ones), and the names
// the screens give categories, steps and medals.
import { useAtom, useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Medal, MedalThresholds } from '../../domain/rules/medal';
import { studyCategoryCode } from '../../domain/rules/studyCategories';
import { hoshiDb } from '../../io/db/database';
import { writeAnswersAtom } from '../../state/outbox';
import { usernoAtom } from '../../state/session';
import { studyNotesAtom, type StudyNote } from '../../state/studyNotes';
import { knownSlotsAtom, knownSlotsUserAtom, loadKnownSlots, type KnownSlots } from '../../state/studySlots';
import { useBundle } from '../common/useBundle';
import type { CourseKind } from './course';
import { medalThresholdsOf } from './medals';

const noThresholds: MedalThresholds = { gold: 0, silver: 0, bronze: 0 };

export function useMedalThresholds(): MedalThresholds {
  const bundle = useBundle();
  return useMemo(() => (bundle ? medalThresholdsOf(bundle.dedata.appini) : noThresholds), [bundle]);
}

/** The slots known on this device, read from IndexedDB once per signed-in user. */
export function useKnownSlots(): KnownSlots {
  const userno = useAtomValue(usernoAtom);
  const [slots, setSlots] = useAtom(knownSlotsAtom);
  const [loadedFor, setLoadedFor] = useAtom(knownSlotsUserAtom);
  useEffect(() => {
    if (userno === null || loadedFor === userno) return;
    setLoadedFor(userno);
    void hoshiDb()
      .then((db) => loadKnownSlots(db, userno))
      .then((stored) => setSlots((current) => new Map([...stored, ...current])));
  }, [userno, loadedFor, setLoadedFor, setSlots]);
  return slots;
}

/** This tab's results still counting (a refused write's note is dropped). */
export function useStudyNotes(): readonly StudyNote[] {
  const notes = useAtomValue(studyNotesAtom);
  const answers = useAtomValue(writeAnswersAtom);
  return useMemo(() => notes.filter((n) => answers.get(n.key)?.kind !== 'rejected'), [notes, answers]);
}

/** "Elementary", or "Category 7" for a number the app has no name for; "Step 3" on the ninth-dan ladder. */
export function useCategoryName(kind: CourseKind = 'study'): (categoryId: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (categoryId: number) => {
      if (kind === 'dan9') return t('dan9.stepName', { number: categoryId });
      const code = studyCategoryCode(categoryId);
      return code ? t(`study.category.${code}`) : t('study.categoryNumber', { number: categoryId });
    },
    [kind, t],
  );
}

export function useMedalName(): (medal: Medal) => string {
  const { t } = useTranslation();
  return useCallback((medal: Medal) => t(`medal.${medal}`), [t]);
}
