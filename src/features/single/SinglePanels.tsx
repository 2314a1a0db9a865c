// The single home's categories (the single types the outline publishes, R9.14) and a category's groups,
// each with the user's progress (UserGroupSingleInfo, R3.15: missions cleared and stars) and, for groups,
// what a challenge costs (hearts, or one die for dice, R9.06, R7.25). Choosing moves the session's place
// (R3.13). The progress lines keep their space while they load, so nothing jumps.
import './single.css';
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isSingleType, singleTypeName } from '../../domain/rules/singleTypes';
import { diceAliveCountEndpoint } from '../../protocol';
import { serverDiceAtom } from '../../state/singleSession';
import { formatCount } from '../common/format';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { localized } from '../study/missionData';
import { useLocale } from '../study/useLocale';
import {
  clearedCount,
  groupProgressOf,
  maxStars,
  modeCategories,
  pickCategory,
  type CourseCategory,
  type SingleCourse,
} from './singleCourse';
import { DICE_COST, singlePaths, type SingleMode } from './singleMode';
import { useGroupInfos } from './useSingleData';
import { useMovePlace, useSinglePlace } from './useSinglePlace';
import { useShownDice, useShownHearts, type CostOf } from '../common/useShownBalance';
import { buttonClass, Icon, Path, PathStep, pathNodeClass, ProgressRing, type PathNodeState } from '../../ui';

/** A group's heart cost from the outline (R9.06: 1 when the outline lacks the group). */
export function costFromCourse(course: SingleCourse | null): CostOf {
  return (categoryId, groupId) =>
    course?.categories.find((c) => c.sno === categoryId)?.groups.find((g) => g.gno === groupId)?.heart ?? 1;
}

function CategoryProgress({ category }: { category: CourseCategory }) {
  const { t } = useTranslation();
  const infos = useGroupInfos(category.sno);
  const missions = category.groups.reduce((sum, g) => sum + g.missions, 0);
  const list = infos.value?.UserGroupSingleInfo ?? [];
  const cleared = category.groups.reduce(
    (sum, g) => sum + clearedCount(groupProgressOf(list, g.gno), g.missions),
    0,
  );
  const stars = category.groups.reduce((sum, g) => sum + groupProgressOf(list, g.gno).starsum, 0);
  return (
    <p className="single-progress" aria-busy={infos.status === 'loading' ? 'true' : undefined}>
      {infos.status === 'ready'
        ? t('single.progress', {
            cleared: formatCount(cleared),
            missions: formatCount(missions),
            stars: formatCount(stars),
            maxStars: formatCount(maxStars(missions)),
          })
        : infos.status === 'loading'
          ? t('app.loading')
          : t('single.progressUnknown')}
    </p>
  );
}

export function CategoryList({ course }: { course: SingleCourse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const move = useMovePlace('single');
  const categories = modeCategories(course, 'single');
  if (categories.length === 0) return <p className="empty-note">{t('single.noCategories')}</p>;
  return (
    <ul className="card-list" aria-label={t('single.categoriesTitle')}>
      {categories.map((category) => {
        const title = localized(category.title, locale);
        return (
          <li key={category.sno} className="card" data-category={category.sno}>
            <h2>{title}</h2>
            {isSingleType(category.sno) ? (
              <p className="single-kind">{t(`single.typeAbout.${singleTypeName(category.sno)}`)}</p>
            ) : null}
            <p>{t('single.groupCount', { count: category.groups.length })}</p>
            <CategoryProgress category={category} />
            <Link
              to="/single/group"
              className={buttonClass('secondary')}
              onClick={() => move({ categoryId: category.sno, groupId: -1, missionIndex: -1 })}
            >
              {t('single.openCategory', { category: title })}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A category's groups as a path (issue 13): each group a numbered node (the one the student is in is
 * current, a fully cleared one done), its title, its cleared missions as a ring, its stars and its cost.
 */
function GroupCards({ mode, category }: { mode: SingleMode; category: CourseCategory }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const move = useMovePlace(mode);
  const place = useSinglePlace(mode);
  const infos = useGroupInfos(category.sno);
  const list = infos.value?.UserGroupSingleInfo ?? [];
  const loading = infos.status === 'loading';
  if (category.groups.length === 0) return <p className="empty-note">{t('single.noGroups')}</p>;
  return (
    <>
      {infos.offline ? <p className="offline-note">{t('screen.offlineCopy')}</p> : null}
      <Path label={t('single.pathLabel', { category: localized(category.title, locale) })}>
        {category.groups.map((group) => {
          const progress = groupProgressOf(list, group.gno);
          const name = t('single.groupName', { number: group.gno });
          const title = localized(group.title, locale);
          const cleared = clearedCount(progress, group.missions);
          const state: PathNodeState =
            group.gno === place.groupId
              ? 'current'
              : !loading && group.missions > 0 && cleared >= group.missions
                ? 'done'
                : 'open';
          const clearedText = t('single.ofCount', {
            value: formatCount(cleared),
            count: formatCount(group.missions),
          });
          const starsText = t('single.ofCount', {
            value: formatCount(progress.starsum),
            count: formatCount(maxStars(group.missions)),
          });
          return (
            <PathStep
              key={group.gno}
              state={state}
              data={{ 'data-group': group.gno, 'data-state': state }}
              node={
                <Link
                  to={singlePaths[mode].mission}
                  className={pathNodeClass(state)}
                  aria-label={t('single.openGroupNamed', { name })}
                  aria-current={state === 'current' ? 'step' : undefined}
                  onClick={() => move({ categoryId: category.sno, groupId: group.gno, missionIndex: -1 })}
                >
                  {formatCount(group.gno)}
                </Link>
              }
            >
              <h3 className="single-path-title">
                <span className="group-title">{title || name}</span>
              </h3>
              <span className="single-path-facts">
                <span className="single-path-fact">
                  <ProgressRing
                    value={loading || group.missions === 0 ? 0 : cleared / group.missions}
                    size={32}
                    label={t('single.cleared')}
                    valueText={loading ? t('app.loading') : clearedText}
                  />
                  <span aria-hidden="true">{loading ? '…' : clearedText}</span>
                </span>
                <span className="single-path-fact">
                  <Icon name="star" size={20} label={t('single.stars')} />
                  <span>{loading ? '…' : starsText}</span>
                </span>
                <span className="single-path-fact">
                  <Icon
                    name={mode === 'dice' ? 'die' : 'heart'}
                    size={20}
                    label={mode === 'dice' ? t('dice.cost') : t('single.heartCost')}
                  />
                  <span>{formatCount(mode === 'dice' ? DICE_COST : group.heart)}</span>
                </span>
              </span>
            </PathStep>
          );
        })}
      </Path>
    </>
  );
}

export function GroupList({ mode, course }: { mode: SingleMode; course: SingleCourse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const place = useSinglePlace(mode);
  const category = pickCategory(modeCategories(course, mode), place.categoryId);
  if (!category) return <p className="empty-note">{t('single.noGroups')}</p>;
  return (
    <section aria-labelledby="groups-title">
      <h2 id="groups-title">{localized(category.title, locale)}</h2>
      <GroupCards key={category.sno} mode={mode} category={category} />
    </section>
  );
}

export function HeartBalance({ course }: { course: SingleCourse | null }) {
  const { t } = useTranslation();
  const hearts = useShownHearts(costFromCourse(course));
  return (
    <p className="single-balance" data-hearts={hearts ?? ''}>
      {hearts === null ? '\u00a0' : t('single.heartsLeft', { count: formatCount(hearts) })}
    </p>
  );
}

/** The dice the user has: the server's count is asked for when the screen opens (R7.36). */
export function DiceBalance() {
  const { t } = useTranslation();
  const answer = useEndpointData(diceAliveCountEndpoint, useUserBody());
  const setServerDice = useSetAtom(serverDiceAtom);
  const userno = useUserBody().userno;
  const fresh = answer.status === 'ready' && !answer.offline ? answer.value : null;
  useEffect(() => {
    if (fresh === null || userno === undefined) return;
    setServerDice({
      userno,
      count: fresh.DiceCount,
      anchorUs: fresh.DiceTime,
      serverTimeUs: fresh.serverTime,
    });
  }, [fresh, userno, setServerDice]);
  const dice = useShownDice();
  return (
    <p className="single-balance" data-dice={dice ?? ''}>
      {dice === null ? '\u00a0' : t('dice.left', { count: formatCount(dice) })}
    </p>
  );
}
