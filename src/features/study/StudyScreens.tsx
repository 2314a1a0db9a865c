// The study screens of spec §2 (R2.03–R2.08, R2.25): home, group, mission, field, try field, rank view,
// and the test field that reuses the study field. Each shows what /api/study/info says for it and where
// the session state points (R2.29); moving in sets the study values of R4.01.
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { findOrCreateStudyWork } from '../../domain/rules/studySession';
import { studySelectionAtom } from '../../state/studySession';
import { Loaded, SectionScreen } from '../common/SectionScreen';
import { SelectionFacts } from '../common/SelectionFacts';
import { StudyCategories, StudyGroupFacts } from './StudyFacts';
import { useStudyInfo } from './useStudyInfo';

export function StudyHome() {
  const { t } = useTranslation();
  const data = useStudyInfo();
  const select = useSetAtom(studySelectionAtom);
  return (
    <SectionScreen
      title={t('study.home.title')}
      section={t('section.study')}
      intro={t('study.home.intro')}
      back={{ to: '/', label: t('screen.backToFrontGate') }}
      links={[
        { to: '/study/group', label: t('study.links.group'), onClick: () => select({ inRankView: false }) },
        {
          to: '/study/rank/field',
          label: t('study.links.rank'),
          onClick: () => select({ inRankView: true }),
        },
        { to: '/field', label: t('study.links.testField') },
      ]}
    >
      <Loaded data={data}>{(info) => <StudyCategories info={info} />}</Loaded>
    </SectionScreen>
  );
}

export function StudyGroup() {
  const { t } = useTranslation();
  const data = useStudyInfo();
  const selection = useAtomValue(studySelectionAtom);
  const select = useSetAtom(studySelectionAtom);
  const openMission = () => {
    const works = data.value?.user_study_work ?? [];
    const { work } = findOrCreateStudyWork(works, selection.categoryId, selection.groupId);
    select({ missionIndex: work.jkno, tryIndex: -1, inTryRun: false });
  };
  return (
    <SectionScreen
      title={t('study.group.title')}
      section={t('section.study')}
      back={{ to: '/study', label: t('study.links.back') }}
      links={[{ to: '/study/group/mission', label: t('study.links.mission'), onClick: openMission }]}
    >
      <SelectionFacts />
      <Loaded data={data}>{(info) => <StudyGroupFacts info={info} />}</Loaded>
    </SectionScreen>
  );
}

export function StudyMission() {
  const { t } = useTranslation();
  const data = useStudyInfo();
  const select = useSetAtom(studySelectionAtom);
  return (
    <SectionScreen
      title={t('study.mission.title')}
      section={t('section.study')}
      back={{ to: '/study/group', label: t('study.links.backToGroup') }}
      links={[
        {
          to: '/study/group/mission/field',
          label: t('study.links.field'),
          onClick: () => select({ inTryRun: false, tryIndex: -1 }),
        },
        {
          to: '/study/group/mission/tryfield',
          label: t('study.links.tryField'),
          onClick: () => select({ inTryRun: true, tryIndex: 0 }),
        },
      ]}
    >
      <SelectionFacts />
      <Loaded data={data}>{(info) => <StudyGroupFacts info={info} />}</Loaded>
    </SectionScreen>
  );
}

function FieldScreen({
  title,
  back,
}: {
  title: string;
  back: { to: '/study/group/mission' | '/study'; label: string };
}) {
  const { t } = useTranslation();
  const data = useStudyInfo();
  return (
    <SectionScreen title={title} section={t('section.study')} intro={t('study.field.intro')} back={back}>
      <SelectionFacts />
      <Loaded data={data}>{(info) => <StudyGroupFacts info={info} />}</Loaded>
    </SectionScreen>
  );
}

export function StudyField() {
  const { t } = useTranslation();
  return (
    <FieldScreen
      title={t('study.field.title')}
      back={{ to: '/study/group/mission', label: t('study.links.backToMission') }}
    />
  );
}

/** R2.25: the test field reuses the study field screen. */
export function TestField() {
  const { t } = useTranslation();
  return (
    <FieldScreen title={t('study.testField.title')} back={{ to: '/study', label: t('study.links.back') }} />
  );
}

export function StudyTryField() {
  const { t } = useTranslation();
  const data = useStudyInfo();
  return (
    <SectionScreen
      title={t('study.tryField.title')}
      section={t('section.study')}
      intro={t('study.tryField.intro')}
      back={{ to: '/study/group/mission', label: t('study.links.backToMission') }}
    >
      <SelectionFacts />
      <Loaded data={data}>{(info) => <StudyGroupFacts info={info} />}</Loaded>
    </SectionScreen>
  );
}

export function StudyRankField() {
  const { t } = useTranslation();
  const data = useStudyInfo();
  return (
    <SectionScreen
      title={t('study.rank.title')}
      section={t('section.study')}
      intro={t('study.rank.intro')}
      back={{ to: '/study', label: t('study.links.back') }}
    >
      <Loaded data={data}>{(info) => <StudyCategories info={info} />}</Loaded>
    </SectionScreen>
  );
}
