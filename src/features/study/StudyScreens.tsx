// The study screens of spec §2 (R2.03–R2.08, R2.25): categories, groups, a group's missions and try slots,
// the mission field, the try field, the rank view, and the test field that reuses the study field. Routes
// carry no parameters: every screen reads where it is from the session's study values (R2.29, R4.01), and
// moving in sets them.
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { studySelectionAtom, studyWorkAtom } from '../../state/studySession';
import { Loaded, SectionScreen } from '../common/SectionScreen';
import type { EndpointData } from '../common/useEndpointData';
import { SyncNote } from '../common/SyncNote';
import { OfflineDownload } from '../offline/OfflineDownload';
import { studyCourse } from './course';
import { MissionField } from './MissionField';
import { MissionList, notKeptOffline, TrySlots } from './MissionList';
import { RankPanel } from './RankPanel';
import { StudyCategories, StudyGroups, useGroupToContinue } from './StudyPanels';
import { TryRunPanel } from './TryRunPanel';
import { useStudyGroupSummary } from './useGroupSummary';
import { useMissionList } from './useMissions';
import { useStudyInfo, type StudyInfo } from './useStudyInfo';
import { useCategoryName } from './useStudyContext';
import { useCourseOutline, useGroupTitles } from './useGroupTitles';

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
      <SyncNote />
      <Loaded data={data}>{(info) => <StudyCategories info={info} />}</Loaded>
      <OfflineDownload section="study" />
    </SectionScreen>
  );
}

export function StudyGroup() {
  const { t } = useTranslation();
  const data = useStudyInfo();
  const select = useSetAtom(studySelectionAtom);
  const setWork = useSetAtom(studyWorkAtom);
  const next = useGroupToContinue(data.value ?? undefined);
  // One outline for the link and the list (titles, mission counts, levels).
  const outline = useCourseOutline('study');
  // The link goes on with a group that exists (the chosen one, else the first without gold), named; with
  // no group to open (still loading, or an empty category) there is no link. The groups and the link wait
  // for the outline, which names them.
  const links =
    next && outline.settled
      ? [
          {
            to: '/study/group/mission' as const,
            label: t('study.links.continueGroup', {
              group:
                outline.outlineOf(next.categoryId, next.groupId)?.title ??
                t('study.groupName', { number: next.groupId }),
            }),
            onClick: () => {
              select({
                categoryId: next.categoryId,
                groupId: next.groupId,
                missionIndex: next.currentMission,
                tryIndex: -1,
                inTryRun: false,
              });
              setWork((w) => ({ ...w, lectureShown: false }));
            },
          },
        ]
      : [];
  return (
    <SectionScreen
      title={t('study.group.title')}
      section={t('section.study')}
      back={{ to: '/study', label: t('study.links.back') }}
      links={links}
    >
      <SyncNote />
      <Loaded data={outline.settled ? data : stillLoading(data)}>
        {(info) => <StudyGroups info={info} outlineOf={outline.outlineOf} />}
      </Loaded>
    </SectionScreen>
  );
}

/** `data` shown as still loading (while another answer the screen needs is on its way). */
function stillLoading<T>(data: EndpointData<T> & { reload: () => void }) {
  return { status: 'loading', value: null, offline: false, error: null, reload: data.reload } as const;
}

function GroupHeading() {
  const { t } = useTranslation();
  const selection = useAtomValue(studySelectionAtom);
  const name = useCategoryName();
  // The group by its title where the course gives one (issue 13: no "Group 1" beside a title).
  const title = useGroupTitles('study')(selection.categoryId, selection.groupId);
  return (
    <p className="screen-where">
      {title
        ? t('study.whereTitled', { category: name(selection.categoryId), title })
        : t('study.where', {
            category: name(selection.categoryId),
            group: t('study.groupName', { number: selection.groupId }),
          })}
    </p>
  );
}

function MissionsOfGroup({ info, list }: { info: StudyInfo; list: ReturnType<typeof useMissionList> }) {
  const selection = useAtomValue(studySelectionAtom);
  const summary = useStudyGroupSummary(info, selection.categoryId, selection.groupId);
  return (
    <>
      <MissionList
        course={studyCourse}
        categoryId={selection.categoryId}
        groupId={selection.groupId}
        currentMission={summary.currentMission}
        list={list}
      />
      {notKeptOffline(list) ? null : <TrySlots summary={summary} />}
    </>
  );
}

export function StudyMission() {
  const { t } = useTranslation();
  const data = useStudyInfo();
  const selection = useAtomValue(studySelectionAtom);
  const select = useSetAtom(studySelectionAtom);
  const setWork = useSetAtom(studyWorkAtom);
  const list = useMissionList('study', selection.categoryId, selection.groupId);
  // Offline with the group not kept on this device, neither the field nor a try run could open.
  const playable = !notKeptOffline(list);
  return (
    <SectionScreen
      title={t('study.mission.title')}
      section={t('section.study')}
      back={{ to: '/study/group', label: t('study.links.backToGroup') }}
      links={
        playable
          ? [
              {
                to: '/study/group/mission/field',
                label: t('study.links.field'),
                onClick: () => {
                  select({
                    missionIndex: Math.max(0, selection.missionIndex),
                    inTryRun: false,
                    tryIndex: -1,
                  });
                  setWork((w) => ({ ...w, lectureShown: false }));
                },
              },
              { to: '/study/group/mission/tryfield', label: t('study.links.tryField') },
            ]
          : []
      }
    >
      <GroupHeading />
      <SyncNote />
      <Loaded data={data}>{(info) => <MissionsOfGroup info={info} list={list} />}</Loaded>
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
  return (
    <SectionScreen title={title} section={t('section.study')} back={back} compact>
      <div className="screen-where-row">
        <GroupHeading />
        <SyncNote />
      </div>
      <MissionField course={studyCourse} />
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

function TryRunOfGroup({ info }: { info: StudyInfo }) {
  const selection = useAtomValue(studySelectionAtom);
  const summary = useStudyGroupSummary(info, selection.categoryId, selection.groupId);
  return (
    <TryRunPanel
      course={studyCourse}
      categoryId={selection.categoryId}
      groupId={selection.groupId}
      summary={summary}
    />
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
      <GroupHeading />
      <SyncNote />
      <Loaded data={data}>{(info) => <TryRunOfGroup info={info} />}</Loaded>
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
      <Loaded data={data}>
        {(info) => <RankPanel kind="study" categories={info.study_count_info2.map((c) => c.sno)} />}
      </Loaded>
    </SectionScreen>
  );
}
