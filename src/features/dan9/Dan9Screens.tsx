// The ninth-dan challenge screens of spec §2 (R2.20–R2.24): the ladder of steps, a step's missions and try
// slots, the mission field, the try field and the rank view. The same board, missions and try runs as
// study (src/features/study), asked of the server with kind 'dan9'; a step's parts are its groups (gno 0,
// then 1 and 2: thirty problems in try runs of ten, issue 14) and their try runs start with
// /api/dan9/total/start. The screens keep their place in the challenge's own session values (R2.29).
import { Link } from '@tanstack/react-router';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { studyRankInfoEndpoint } from '../../protocol';
import { dan9SelectionAtom } from '../../state/dan9Session';
import { slotsKey } from '../../state/studySlots';
import { studyWorkAtom } from '../../state/studySession';
import { formatCount } from '../common/format';
import { Loaded, SectionScreen } from '../common/SectionScreen';
import { SyncNote } from '../common/SyncNote';
import { OfflineDownload } from '../offline/OfflineDownload';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { dan9Course, dan9Steps } from '../study/course';
import { stepMedal, type Medal } from '../../domain/rules/medal';
import { MedalBadge } from '../study/MedalBadge';
import { groupMedalOf } from '../study/medals';
import { MissionField } from '../study/MissionField';
import { MissionList, notKeptOffline, TrySlots } from '../study/MissionList';
import { useMissionList } from '../study/useMissions';
import { RankPanel } from '../study/RankPanel';
import { TryRunPanel } from '../study/TryRunPanel';
import { useDan9StepSummary } from '../study/useGroupSummary';
import { useCategoryGroups, useCategoryKyu } from '../study/useGroupTitles';
import { kyuText } from '../common/kyuText';
import { useCategoryName, useKnownSlots, useMedalThresholds } from '../study/useStudyContext';
import { Path, PathStep, pathNodeClass, Tabs, type PathNodeState } from '../../ui';

/** The step the screens show: the chosen one, the first before any choice. */
function useStep(): number {
  const selection = useAtomValue(dan9SelectionAtom);
  return selection.categoryId >= 1 ? selection.categoryId : (dan9Steps[0] ?? 1);
}

/** A step's parts (group numbers) from the course outline; the first part alone until it loads. */
function useParts(): (step: number) => readonly number[] {
  const groups = useCategoryGroups('dan9');
  return (step) => {
    const known = groups(step);
    return known && known.length > 0 ? known : [0];
  };
}

/** The part the screens show: the chosen one when the step has it, else the step's first. */
function usePart(step: number): number {
  const selection = useAtomValue(dan9SelectionAtom);
  const parts = useParts()(step);
  return parts.includes(selection.groupId) ? selection.groupId : (parts[0] ?? 0);
}

/** Each part's medal from the try slots this device knows (the best count stands in for old slots). */
function usePartMedals(): (step: number, parts: readonly number[]) => Medal[] {
  const slots = useKnownSlots();
  const thresholds = useMedalThresholds();
  return (step, parts) =>
    parts.map((part) => {
      const known = slots.get(slotsKey('dan9', step, part));
      const best = known && known.length > 0 ? Math.max(...known.map((s) => s.correctCount)) : null;
      return groupMedalOf(step, known, best, thresholds);
    });
}

function Ladder() {
  const { t } = useTranslation();
  const data = useEndpointData(studyRankInfoEndpoint, { ...useUserBody(), kind: 'dan9' });
  const partsOf = useParts();
  const partMedals = usePartMedals();
  const name = useCategoryName('dan9');
  const kyuOf = useCategoryKyu('dan9');
  const [selection, select] = useAtom(dan9SelectionAtom);
  const setWork = useSetAtom(studyWorkAtom);
  return (
    <Loaded data={data}>
      {(info) => (
        <Path label={t('dan9.pathLabel')}>
          {dan9Steps.map((step, position) => {
            const parts = partsOf(step);
            const medals = partMedals(step, parts);
            const tries = info.StudyTotalTryInfo.find((r) => r.sno === step)?.TryCount ?? 0;
            const points = info.StudyTotalTryInfo2.find((r) => r.sno === step)?.spoint ?? 0;
            const medal = stepMedal(medals);
            const kyu = kyuOf(step);
            const state: PathNodeState =
              step === selection.categoryId ? 'current' : medal === 'gold' ? 'done' : 'open';
            return (
              <PathStep
                key={step}
                state={state}
                data={{ 'data-step': step, 'data-state': state }}
                node={
                  <Link
                    to="/dan9/mission"
                    className={pathNodeClass(state)}
                    aria-label={t('dan9.openStepNamed', { step: name(step) })}
                    aria-current={state === 'current' ? 'step' : undefined}
                    onClick={() => {
                      select({
                        categoryId: step,
                        groupId: 0,
                        missionIndex: -1,
                        tryIndex: -1,
                        inTryRun: false,
                      });
                      setWork((w) => ({ ...w, lectureShown: false }));
                    }}
                  >
                    {formatCount(position + 1)}
                  </Link>
                }
              >
                <h2 className="path-title">{name(step)}</h2>
                <span className="path-facts">
                  {kyu === null ? null : <span className="path-level">{kyuText(t, kyu)}</span>}
                  <MedalBadge medal={medal} plain />
                  {parts.length > 1 ? (
                    <span>
                      {t('dan9.partsGold', {
                        gold: formatCount(medals.filter((m) => m === 'gold').length),
                        parts: formatCount(parts.length),
                      })}
                    </span>
                  ) : null}
                  <span>
                    {t('dan9.stepFacts', { tries: formatCount(tries), points: formatCount(points) })}
                  </span>
                </span>
              </PathStep>
            );
          })}
        </Path>
      )}
    </Loaded>
  );
}

export function Dan9Home() {
  const { t } = useTranslation();
  const select = useSetAtom(dan9SelectionAtom);
  const step = useStep();
  return (
    <SectionScreen
      title={t('dan9.home.title')}
      section={t('section.dan9')}
      intro={t('dan9.home.intro')}
      back={{ to: '/', label: t('screen.backToFrontGate') }}
      links={[
        {
          to: '/dan9/mission',
          label: t('dan9.links.mission'),
          onClick: () => select({ categoryId: step, inRankView: false }),
        },
        { to: '/dan9/rank/field', label: t('dan9.links.rank'), onClick: () => select({ inRankView: true }) },
      ]}
    >
      <SyncNote />
      <Ladder />
      <OfflineDownload section="dan9" />
    </SectionScreen>
  );
}

/** "Step 6", or "Step 6 · part 2 of 3" once the step has parts. */
function StepHeading() {
  const { t } = useTranslation();
  const name = useCategoryName('dan9');
  const step = useStep();
  const part = usePart(step);
  const parts = useParts()(step);
  return (
    <p className="screen-where">
      {parts.length > 1
        ? t('dan9.stepPart', {
            step: name(step),
            part: formatCount(parts.indexOf(part) + 1),
            parts: formatCount(parts.length),
          })
        : name(step)}
    </p>
  );
}

export function Dan9Mission() {
  const { t } = useTranslation();
  const step = useStep();
  const part = usePart(step);
  const parts = useParts()(step);
  const selection = useAtomValue(dan9SelectionAtom);
  const select = useSetAtom(dan9SelectionAtom);
  const summary = useDan9StepSummary(step, part);
  const list = useMissionList('dan9', step, part);
  const playable = !notKeptOffline(list);
  const missions = (
    <>
      <MissionList course={dan9Course} categoryId={step} groupId={part} currentMission={null} list={list} />
      {playable ? <TrySlots summary={summary} /> : null}
    </>
  );
  return (
    <SectionScreen
      title={t('dan9.mission.title')}
      section={t('section.dan9')}
      back={{ to: '/dan9', label: t('dan9.links.back') }}
      links={
        playable
          ? [
              {
                to: '/dan9/mission/field',
                label: t('dan9.links.field'),
                onClick: () =>
                  select({
                    categoryId: step,
                    groupId: part,
                    missionIndex: Math.max(0, selection.missionIndex),
                    inTryRun: false,
                  }),
              },
              {
                to: '/dan9/mission/tryfield',
                label: t('dan9.links.tryField'),
                onClick: () => select({ categoryId: step, groupId: part }),
              },
            ]
          : []
      }
    >
      <StepHeading />
      <SyncNote />
      {parts.length > 1 ? (
        <Tabs
          label={t('dan9.partsLabel')}
          tabs={parts.map((p, i) => ({ id: `part-${p}`, label: t('dan9.partName', { number: i + 1 }) }))}
          selected={parts.indexOf(part)}
          onSelect={(i) =>
            select({ groupId: parts[i] ?? 0, missionIndex: -1, tryIndex: -1, inTryRun: false })
          }
        >
          {missions}
        </Tabs>
      ) : (
        missions
      )}
    </SectionScreen>
  );
}

export function Dan9Field() {
  const { t } = useTranslation();
  return (
    <SectionScreen
      title={t('dan9.field.title')}
      section={t('section.dan9')}
      back={{ to: '/dan9/mission', label: t('dan9.links.backToMission') }}
      compact
    >
      <div className="screen-where-row">
        <StepHeading />
        <SyncNote />
      </div>
      <MissionField course={dan9Course} />
    </SectionScreen>
  );
}

export function Dan9TryField() {
  const { t } = useTranslation();
  const step = useStep();
  const part = usePart(step);
  const summary = useDan9StepSummary(step, part);
  return (
    <SectionScreen
      title={t('dan9.tryField.title')}
      section={t('section.dan9')}
      back={{ to: '/dan9/mission', label: t('dan9.links.backToMission') }}
    >
      <StepHeading />
      <SyncNote />
      <TryRunPanel course={dan9Course} categoryId={step} groupId={part} summary={summary} />
    </SectionScreen>
  );
}

export function Dan9RankField() {
  const { t } = useTranslation();
  return (
    <SectionScreen
      title={t('dan9.rank.title')}
      section={t('section.dan9')}
      back={{ to: '/dan9', label: t('dan9.links.back') }}
    >
      <RankPanel kind="dan9" categories={dan9Steps} />
    </SectionScreen>
  );
}
