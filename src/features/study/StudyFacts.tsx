// What the study screens show of the study info: the categories with their group counts, the work in
// progress, the group's try settings (R3.07: 600 s and 1 heart when the server has no entry) and the
// correct answers of the current group.
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { TRIES_PER_MISSION } from '../../domain/rules/constants';
import { findOrCreateStudyWork, studyGroupTrySettings } from '../../domain/rules/studySession';
import { studySelectionAtom } from '../../state/studySession';
import { FactList } from '../common/FactList';
import { formatCount, formatDuration } from '../common/format';
import type { StudyInfo } from './useStudyInfo';

export function StudyCategories({ info }: { info: StudyInfo }) {
  const { t } = useTranslation();
  return (
    <>
      <FactList
        label={t('study.progress')}
        facts={[
          { label: t('study.categories'), value: formatCount(info.study_count_info2.length) },
          { label: t('study.groupsInProgress'), value: formatCount(info.user_study_work.length) },
          { label: t('study.tryRuns'), value: formatCount(info.user_study_try.length) },
        ]}
      />
      {info.study_count_info2.length === 0 ? (
        <p>{t('study.noCategories')}</p>
      ) : (
        <ul className="plain-list">
          {info.study_count_info2.map((c) => (
            <li key={c.sno}>{t('study.categoryGroups', { category: c.sno, count: c.gcnt })}</li>
          ))}
        </ul>
      )}
    </>
  );
}

export function StudyGroupFacts({ info }: { info: StudyInfo }) {
  const { t } = useTranslation();
  const selection = useAtomValue(studySelectionAtom);
  const settings = studyGroupTrySettings(info.study_group_second2, selection.categoryId, selection.groupId);
  const { work } = findOrCreateStudyWork(info.user_study_work, selection.categoryId, selection.groupId);
  const correct = info.study_try2_info.find(
    (e) => e.sno === selection.categoryId && e.gno === selection.groupId,
  );
  return (
    <FactList
      label={t('study.groupFacts')}
      facts={[
        { label: t('study.tryLength'), value: formatDuration(settings.durationSeconds * 1000) },
        { label: t('study.heartCost'), value: formatCount(settings.heartCost) },
        { label: t('study.triesPerMission'), value: formatCount(TRIES_PER_MISSION) },
        { label: t('study.currentMission'), value: work.jkno + 1 },
        { label: t('study.bestCorrect'), value: formatCount(correct?.cno ?? 0) },
      ]}
    />
  );
}
