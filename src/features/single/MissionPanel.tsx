// A group's missions (single/group/mission, dice/group/mission): each with its title, whether it is
// cleared, open or locked, its stars and tries (/api/single/user/info, R7.17), and a way onto the board for
// the ones that are not locked; and the chosen mission's details: its prompt, what kind of game it is, its
// videos (R7.27) and its lesson when it has one (R5.13).
import type { TFunction } from 'i18next';
import './single.css';
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_STARS } from '../../domain/rules/singlePlay';
import { apiErrors } from '../../protocol';
import { changeSingleContentAtom, singleWorkAtom } from '../../state/singleSession';
import { aiLevelText } from '../common/aiLevelText';
import { FactList } from '../common/FactList';
import { formatCount } from '../common/format';
import { useErrorText } from '../common/useErrorText';
import { localized } from '../study/missionData';
import { useLocale } from '../study/useLocale';
import {
  missionProgress,
  modeCategories,
  pickCategory,
  pickGroup,
  shownMissionIndex,
  type CourseCategory,
  type CourseGroup,
  type GroupMissions,
  type SingleCourse,
} from './singleCourse';
import type { SingleMissionPlay } from './singleMissionData';
import { singlePaths, type SingleMode, type SinglePlace } from './singleMode';
import { missionStateAt } from './challenge';
import { singleTutorialSeqs } from './singleTutorial';
import { useLastOpen } from './useLastOpen';
import { SingleTutorialPanel } from './SingleTutorialPanel';
import { useGroupMissionData, useGroupMissions } from './useSingleData';
import { useMovePlace, useSinglePlace } from './useSinglePlace';
import { VideoLesson } from './VideoLesson';
import { VideoLinks } from './VideoLinks';
import { LoadFailed, LoadingNote } from '../common/LoadStatus';
import { Button, Icon, Path, PathStep, pathNodeClass, StarRow, type PathNodeState } from '../../ui';

export function Stars({ count }: { count: number }) {
  const { t } = useTranslation();
  const shown = Math.max(0, Math.min(MAX_STARS, count));
  return (
    <span className="stars" data-stars={shown}>
      <StarRow
        earned={shown}
        max={MAX_STARS}
        label={t('single.starsOf', { count: shown, max: MAX_STARS })}
        size={20}
      />
    </span>
  );
}

/** "Puzzle · Atari" (or "Puzzle · Group 1" without a title): where the screen is. */
export function GroupHeading({ category, group }: { category: CourseCategory; group: CourseGroup }) {
  const { t } = useTranslation();
  const locale = useLocale();
  // The group by its title where it has one (issue 13: no "Group 1" beside a title).
  const title = localized(group.title, locale);
  return (
    <p className="screen-where">
      {title
        ? t('single.whereTitled', { category: localized(category.title, locale), title })
        : t('single.where', {
            category: localized(category.title, locale),
            group: t('single.groupName', { number: group.gno }),
            title: '',
          }).trim()}
    </p>
  );
}

/** The category and group of the place, or null when the outline has none. */
export function resolveGroup(course: SingleCourse, mode: SingleMode, place: SinglePlace) {
  const category = pickCategory(modeCategories(course, mode), place.categoryId);
  const group = category ? pickGroup(category.groups, place.groupId) : null;
  return category && group ? { category, group } : null;
}

export function gameFacts(mission: SingleMissionPlay, t: TFunction) {
  const game = mission.game;
  if (!game) return [];
  return [
    { label: t('single.facts.board'), value: t('single.facts.boardSize', { size: game.size }) },
    { label: t('single.facts.level'), value: aiLevelText(t, game.level) },
    game.mode === 'capture'
      ? { label: t('single.facts.goal'), value: t('single.facts.captureGoal', { count: game.captureTarget }) }
      : {
          label: t('single.facts.goal'),
          value: t('single.facts.gameGoal', { komi: formatCount(game.komi) }),
        },
    {
      label: t('single.facts.color'),
      value: game.playerColor === 1 ? t('mission.colorName.black') : t('mission.colorName.white'),
    },
  ];
}

function MissionDetail({
  mode,
  mission,
  address,
}: {
  mode: SingleMode;
  mission: SingleMissionPlay | null;
  address: SinglePlace;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [lessonOpen, setLessonOpen] = useState(false);
  const hasLesson = singleTutorialSeqs(address).length > 0;
  useEffect(() => setLessonOpen(false), [address.categoryId, address.groupId, address.missionIndex]);
  return (
    <section className="single-detail" aria-labelledby="detail-title" data-detail={address.missionIndex}>
      <h2 id="detail-title">
        {mission
          ? localized(mission.title, locale)
          : t('single.missionName', { number: address.missionIndex + 1 })}
      </h2>
      <p className="mission-prompt">{mission ? localized(mission.prompt, locale) : '\u00a0'}</p>
      {mission ? (
        <>
          <p className="single-kind">{t(`single.kind.${mission.kind}`)}</p>
          {mission.game ? <FactList facts={gameFacts(mission, t)} /> : null}
          <VideoLesson lesson={mission.lesson} />
          <VideoLinks address={address} count={mission.videos} />
        </>
      ) : null}
      {hasLesson ? (
        lessonOpen ? (
          <SingleTutorialPanel
            address={address}
            onDone={() => setLessonOpen(false)}
            doneLabel={t('single.lesson.close')}
          />
        ) : (
          <p>
            <Button onClick={() => setLessonOpen(true)}>{t('single.lesson.open')}</Button>
          </p>
        )
      ) : null}
      <p className="single-mode-note">{mode === 'dice' ? t('dice.costNote') : t('single.costNote')}</p>
    </section>
  );
}

function MissionRows({
  mode,
  category,
  group,
  info,
  selected,
}: {
  mode: SingleMode;
  category: CourseCategory;
  group: CourseGroup;
  info: GroupMissions;
  selected: number;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const locale = useLocale();
  const move = useMovePlace(mode);
  const setWork = useSetAtom(singleWorkAtom);
  const change = useSetAtom(changeSingleContentAtom);
  const count = Math.max(group.missions, info.UserSingleMissionInfo.length);
  const data = useGroupMissionData(category.sno, group.gno, count);
  const lastOpen = useLastOpen(category.sno, group.gno, info.lastjkno, count);
  useEffect(() => {
    change({
      kind: 'view',
      items: info.UserSingleMissionInfo.map((m) => ({ sno: info.sno, gno: info.gno, ...m })),
    });
  }, [info, change]);
  const address = { categoryId: category.sno, groupId: group.gno, missionIndex: selected };
  return (
    <>
      <section aria-labelledby="missions-title">
        <h2 id="missions-title">{t('single.missionsTitle')}</h2>
        <Path label={t('single.missionsTitle')}>
          {Array.from({ length: count }, (_, jkno) => {
            const progress = missionProgress(info, jkno);
            const state = missionStateAt(jkno, lastOpen);
            const mission = data.missions.get(jkno);
            const title = mission
              ? localized(mission.title, locale)
              : t('single.missionName', { number: jkno + 1 });
            const choose = () => move({ categoryId: category.sno, groupId: group.gno, missionIndex: jkno });
            const step: PathNodeState =
              state === 'locked'
                ? 'locked'
                : jkno === selected
                  ? 'current'
                  : state === 'cleared'
                    ? 'done'
                    : 'open';
            return (
              <PathStep
                key={jkno}
                state={step}
                data={{ 'data-mission': jkno, 'data-state': state }}
                node={
                  state === 'locked' ? (
                    <span className={pathNodeClass('locked')}>
                      <Icon name="lock" size={24} />
                    </span>
                  ) : (
                    <Link
                      to={singlePaths[mode].field}
                      className={pathNodeClass(step)}
                      aria-label={t('single.playNamed', { title })}
                      onClick={() => {
                        choose();
                        setWork((w) => ({ ...w, lectureShown: false }));
                      }}
                    >
                      {formatCount(jkno + 1)}
                    </Link>
                  )
                }
              >
                <Button
                  variant="choice"
                  className="single-choose"
                  aria-pressed={jkno === selected}
                  onClick={choose}
                >
                  <span className="mission-name">{title}</span>
                </Button>
                <span className="single-mission-facts">
                  <span className={`single-state single-state-${state}`}>{t(`single.state.${state}`)}</span>
                  <Stars count={progress?.stars ?? 0} />
                  <span className="single-tries">
                    {t('single.tries', { count: formatCount(progress?.tries ?? 0) })}
                  </span>
                </span>
              </PathStep>
            );
          })}
        </Path>
        {data.loading ? <LoadingNote /> : null}
        {data.error ? <p role="alert">{errorText(data.error.code, data.error.message)}</p> : null}
      </section>
      <MissionDetail mode={mode} mission={data.missions.get(selected) ?? null} address={address} />
    </>
  );
}

export function MissionPanel({ mode, course }: { mode: SingleMode; course: SingleCourse }) {
  const { t } = useTranslation();
  const place = useSinglePlace(mode);
  const resolved = resolveGroup(course, mode, place);
  if (!resolved) return <p className="empty-note">{t('single.noGroups')}</p>;
  return <GroupMissionsOf key={`${resolved.category.sno}-${resolved.group.gno}`} mode={mode} {...resolved} />;
}

function GroupMissionsOf({
  mode,
  category,
  group,
}: {
  mode: SingleMode;
  category: CourseCategory;
  group: CourseGroup;
}) {
  const { t } = useTranslation();
  const place = useSinglePlace(mode);
  const info = useGroupMissions(category.sno, group.gno);
  const heading = <GroupHeading category={category} group={group} />;
  if (info.status === 'loading') {
    return (
      <>
        {heading}
        <LoadingNote />
      </>
    );
  }
  if (info.status === 'failed') {
    if (info.error.code === apiErrors.contentNotFound)
      return (
        <>
          {heading}
          <p className="empty-note">{t('single.noMissions')}</p>
        </>
      );
    return (
      <>
        {heading}
        <LoadFailed error={info.error} onRetry={info.reload} />
      </>
    );
  }
  const count = Math.max(group.missions, info.value.UserSingleMissionInfo.length);
  if (count === 0)
    return (
      <>
        {heading}
        <p className="empty-note">{t('single.noMissions')}</p>
      </>
    );
  const selected = shownMissionIndex(place.missionIndex, info.value.lastjkno, count);
  return (
    <>
      {heading}
      {info.offline ? <p className="offline-note">{t('screen.offlineCopy')}</p> : null}
      <MissionRows mode={mode} category={category} group={group} info={info.value} selected={selected} />
    </>
  );
}
