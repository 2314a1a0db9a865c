// A group's missions (study/group/mission, dan9/mission): each with its title and a way onto the board,
// the current one marked and each one's state (solved, tried) as the server recorded it; the group's three try slots (R1.04, R9.01) with their correct counts and the
// medal they give (R4.05–R4.07); and what a try run costs and lasts.
import './study.css';
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { trySlotIndices } from '../../domain/rules/constants';
import { medalFromCorrectCount, type Medal } from '../../domain/rules/medal';
import type { TrySlot } from '../../domain/rules/studyPoints';
import { studyGroupProgressEndpoint } from '../../protocol';
import { studyWorkAtom } from '../../state/studySession';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { formatCount, formatDuration } from '../common/format';
import type { Course } from './course';
import { MedalBadge } from './MedalBadge';
import { localized } from './missionData';
import type { MissionListState } from './useMissions';
import { useMedalThresholds, useStudyNotes } from './useStudyContext';
import { useLocale } from './useLocale';
import { LoadFailed, LoadingNote } from '../common/LoadStatus';
import { Icon, MedalBadge as MedalArt, StoneGrid, stoneClass } from '../../ui';

export interface GroupSummary {
  currentMission: number | null;
  medal: Medal;
  /** The slots known on this device; empty when none. */
  slots: readonly TrySlot[];
  bestCount: number | null;
  durationSeconds: number;
  heartCost: number;
}

export function TrySlots({ summary }: { summary: GroupSummary }) {
  const { t } = useTranslation();
  const thresholds = useMedalThresholds();
  return (
    <section aria-labelledby="try-slots-title" className="try-slots">
      <h2 id="try-slots-title">{t('tryRun.slotsTitle')}</h2>
      <MedalBadge medal={summary.medal} />
      <ol className="slot-list">
        {trySlotIndices.map((slot) => {
          const known = summary.slots.find((s) => s.slot === slot);
          const level = known ? medalFromCorrectCount(known.correctCount, thresholds) : 'none';
          return (
            <li key={slot} data-slot={slot} data-slot-medal={level}>
              <MedalArt tier={level} size={44} />
              <span className="slot-words">
                <span>
                  {known
                    ? t('tryRun.slotFilled', { number: slot + 1, count: known.correctCount })
                    : t('tryRun.slotEmpty', { number: slot + 1 })}
                </span>
                {level === 'none' ? null : (
                  <span className="slot-level">
                    {t('tryRun.slotMedalLevel', { medal: t(`medal.${level}`) })}
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
      {summary.slots.length === 0 && summary.bestCount !== null ? (
        <p>{t('tryRun.bestCount', { count: summary.bestCount })}</p>
      ) : null}
      <ul className="try-facts">
        <li>
          <Icon name="timer" size={22} className="fact-time" />
          <span>
            {t('study.tryLength')} <strong>{formatDuration(summary.durationSeconds * 1000)}</strong>
          </span>
        </li>
        <li>
          <Icon name="heart" size={22} className="fact-heart" />
          <span>
            {t('study.heartCost')} <strong>{formatCount(summary.heartCost)}</strong>
          </span>
        </li>
      </ul>
    </section>
  );
}

export type MissionMark = 'solved' | 'tried' | 'new';

/** What the stones mean, drawn with the same stones (a text equivalent for the board's colours). */
function StoneLegend() {
  const { t } = useTranslation();
  const marks = ['solved', 'tried', 'new'] as const;
  return (
    <ul className="stone-legend" aria-label={t('missionList.legend.title')}>
      {marks.map((mark) => (
        <li key={mark}>
          <span className={`legend-stone legend-stone-${mark}`} aria-hidden="true" />
          {t(`missionList.legend.${mark}`)}
        </li>
      ))}
      <li>
        <span className="legend-stone legend-stone-current" aria-hidden="true" />
        {t('missionList.legend.current')}
      </li>
    </ul>
  );
}

/**
 * Each mission's state in the group: solved or tried as the server recorded it (/api/study/group/progress,
 * kept offline like every screen's data), with this tab's own solves not yet confirmed laid over it.
 */
function useMissionMarks(
  course: Course,
  categoryId: number,
  groupId: number,
): (index: number) => MissionMark {
  const progress = useEndpointData(studyGroupProgressEndpoint, {
    ...useUserBody(),
    sno: categoryId,
    gno: groupId,
    kind: course.kind,
  });
  const notes = useStudyNotes();
  const solved = new Set(progress.value?.solved ?? []);
  for (const note of notes) {
    if (note.kind === course.kind && note.categoryId === categoryId && note.groupId === groupId) {
      if (note.nextMission !== undefined) solved.add(note.nextMission - 1);
    }
  }
  const tried = new Set(progress.value?.tried ?? []);
  return (index) => (solved.has(index) ? 'solved' : tried.has(index) ? 'tried' : 'new');
}

/**
 * Offline, a group this device never kept (not opened, not downloaded) has nothing to play: no mission
 * and the network unreachable, not refused.
 */
export function notKeptOffline(list: MissionListState): boolean {
  return list.status === 'failed' && list.error.unreachable && list.missions.length === 0;
}

/** Offline and the group not kept: what would work (nothing here) and how to make it work (download). */
export function NotKeptOffline({ home, section }: { home: '/study' | '/dan9'; section: string }) {
  const { t } = useTranslation();
  return (
    <div className="offline-note" role="status" data-not-kept="true">
      <p>{t('missionList.notKept')}</p>
      <p>
        {t('missionList.howToKeep', { section })}{' '}
        <Link to={home}>{t('missionList.toDownload', { section })}</Link>
      </p>
    </div>
  );
}

export function MissionList({
  course,
  categoryId,
  groupId,
  currentMission,
  list,
}: {
  course: Course;
  categoryId: number;
  groupId: number;
  currentMission: number | null;
  /** The group's missions (useMissionList), loaded by the screen, which also decides its links by them. */
  list: MissionListState & { reload: () => void };
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const select = useSetAtom(course.selectionAtom);
  const setWork = useSetAtom(studyWorkAtom);
  const markOf = useMissionMarks(course, categoryId, groupId);
  return (
    <section aria-labelledby="missions-title">
      <h2 id="missions-title">{t('missionList.title')}</h2>
      {list.missions.length > 0 ? (
        <>
          <StoneGrid label={t('missionList.stonesLabel')} count={list.missions.length}>
            {list.missions.map((mission) => {
              const current = mission.missionIndex === currentMission;
              const mark = markOf(mission.missionIndex);
              const title = localized(mission.title, locale);
              return (
                <li
                  key={mission.missionIndex}
                  className={current ? 'mission-item current' : 'mission-item'}
                  data-mission={mission.missionIndex}
                  data-state={mark}
                >
                  <Link
                    to={course.paths.field}
                    className={stoneClass(mark, current)}
                    aria-label={t('missionList.playNamed', { title })}
                    aria-current={current ? 'step' : undefined}
                    title={title}
                    onClick={() => {
                      select({ missionIndex: mission.missionIndex, tryIndex: -1, inTryRun: false });
                      setWork((work) => ({ ...work, lectureShown: false }));
                    }}
                  >
                    {formatCount(mission.missionIndex + 1)}
                    {mark === 'solved' ? <Icon name="check" size={18} /> : null}
                  </Link>
                  {mark === 'new' ? null : (
                    <span className={`mission-mark mission-mark-${mark} ui-visually-hidden`}>
                      {t(`missionList.mark.${mark}`)}
                    </span>
                  )}
                  {current ? (
                    <span className="mission-current ui-visually-hidden">{t('missionList.current')}</span>
                  ) : null}
                </li>
              );
            })}
          </StoneGrid>
          <StoneLegend />
        </>
      ) : null}
      {list.status === 'loading' ? <LoadingNote /> : null}
      {list.status === 'ready' && list.missions.length === 0 ? (
        <p className="empty-note">{t('missionList.none')}</p>
      ) : null}
      {notKeptOffline(list) ? (
        <NotKeptOffline home={course.paths.home} section={t(`section.${course.kind}`)} />
      ) : list.status === 'failed' ? (
        <LoadFailed error={list.error} onRetry={list.reload} />
      ) : null}
    </section>
  );
}
