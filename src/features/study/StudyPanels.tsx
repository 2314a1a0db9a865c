// The study home's categories (a tab per category) and the group screen's groups (paged by the category's
// tab strip, R3.02), each group with its medal from the rules engine and each category with its gold
// crowns (R4.08). Choosing moves the session's study values (R2.29, R4.01).
import './study.css';
import { Link } from '@tanstack/react-router';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { studyContentAtom, studySelectionAtom, studyWorkAtom } from '../../state/studySession';
import { FactList } from '../common/FactList';
import { Path, PathStep, ProgressRing, Tabs, buttonClass, pathNodeClass, type PathNodeState } from '../../ui';
import { formatCount } from '../common/format';
import { MedalBadge } from './MedalBadge';
import {
  groupPages,
  groupToContinue,
  stripOfCategory,
  studyOverview,
  type CategoryOverview,
  type GroupOverview,
} from './studyOverview';
import { useCategoryName, useKnownSlots, useMedalThresholds, useStudyNotes } from './useStudyContext';
import { useCategoryKyu, type GroupOutlineOf } from './useGroupTitles';
import { kyuText } from '../common/kyuText';
import type { StudyInfo } from './useStudyInfo';

/** The categories and groups of the study info; none before it loads. */
export function useOverview(info: StudyInfo | undefined): CategoryOverview[] {
  const slots = useKnownSlots();
  const notes = useStudyNotes();
  const thresholds = useMedalThresholds();
  return info ? studyOverview(info, slots, notes, thresholds) : [];
}

/** The group the group screen goes on with (see `groupToContinue`); null before the study info loads. */
export function useGroupToContinue(info: StudyInfo | undefined): GroupOverview | null {
  const categories = useOverview(info);
  const selection = useAtomValue(studySelectionAtom);
  return groupToContinue(categories, selection);
}

export function StudyCategories({ info }: { info: StudyInfo }) {
  const { t } = useTranslation();
  const categories = useOverview(info);
  const name = useCategoryName();
  const [selection, select] = useAtom(studySelectionAtom);
  const kyuOf = useCategoryKyu('study');
  if (categories.length === 0) return <p className="empty-note">{t('study.noCategories')}</p>;
  const index = Math.max(
    0,
    categories.findIndex((c) => c.categoryId === selection.categoryId),
  );
  const category = categories[index] ?? categories[0];
  if (!category) return null;
  const started = category.groups.filter(
    (g) => g.solvedCount > 0 || g.currentMission > 0 || g.bestCount !== null,
  ).length;
  const kyu = kyuOf(category.categoryId);
  return (
    <Tabs
      label={t('study.categories')}
      tabs={categories.map((c) => ({ id: String(c.categoryId), label: name(c.categoryId) }))}
      selected={index}
      onSelect={(i) => {
        const next = categories[i];
        if (next) select({ categoryId: next.categoryId, inRankView: false });
      }}
    >
      <h2 className="panel-title">{name(category.categoryId)}</h2>
      <FactList
        label={t('study.progress')}
        facts={[
          { label: t('study.groups'), value: formatCount(category.groupCount) },
          { label: t('study.groupsInProgress'), value: formatCount(started) },
          { label: t('study.crowns'), value: formatCount(category.crowns) },
          ...(kyu === null ? [] : [{ label: t('problemLevel.label'), value: kyuText(t, kyu) }]),
        ]}
      />
      <p>
        <Link
          to="/study/group"
          className={buttonClass('secondary')}
          onClick={() => select({ categoryId: category.categoryId, inRankView: false })}
        >
          {t('study.openCategory', { category: name(category.categoryId) })}
        </Link>
      </p>
    </Tabs>
  );
}

/** The groups of the chosen category; `outlineOf` names them (the screen asks for the outline once). */
export function StudyGroups({ info, outlineOf }: { info: StudyInfo; outlineOf: GroupOutlineOf }) {
  const { t } = useTranslation();
  const categories = useOverview(info);
  const name = useCategoryName();
  const [selection, select] = useAtom(studySelectionAtom);
  const [content, setContent] = useAtom(studyContentAtom);
  const setWork = useSetAtom(studyWorkAtom);
  // No category chosen yet (the screen's own link was followed before the study screen loaded): the first
  // one, as the study screen shows it, rather than an empty category.
  const position = Math.max(
    0,
    categories.findIndex((c) => c.categoryId === selection.categoryId),
  );
  const category = categories[position];
  if (!category || category.groups.length === 0) {
    return <p className="empty-note">{t('study.noGroups')}</p>;
  }
  const strip = stripOfCategory(position);
  const pages = groupPages(category.groups, content.tabCounts[strip] ?? 1);
  const page = Math.min(content.tabIndex[strip] ?? 0, pages.length - 1);
  const shown = pages[page] ?? [];
  const list = (
    <Path label={t('study.pathLabel', { category: name(category.categoryId) })}>
      {shown.map((group) => {
        const outline = outlineOf(category.categoryId, group.groupId);
        const state: PathNodeState =
          group.groupId === selection.groupId ? 'current' : group.medal === 'gold' ? 'done' : 'open';
        // Missions solved, not the current mission: in a group served by rating that is where it goes on.
        const done = outline ? Math.min(group.solvedCount, outline.missions) : null;
        return (
          <PathStep
            key={group.groupId}
            state={state}
            data={{ 'data-group': group.groupId, 'data-state': state }}
            node={
              <Link
                to="/study/group/mission"
                className={pathNodeClass(state)}
                aria-label={t('study.openGroupNamed', { number: group.groupId })}
                aria-current={state === 'current' ? 'step' : undefined}
                onClick={() => {
                  select({
                    categoryId: category.categoryId,
                    groupId: group.groupId,
                    missionIndex: group.currentMission,
                    tryIndex: -1,
                    inTryRun: false,
                  });
                  setWork((work) => ({ ...work, lectureShown: false }));
                }}
              >
                {formatCount(group.groupId)}
              </Link>
            }
          >
            <h3 className="path-title">
              <span className="group-title">
                {outline?.title ?? t('study.groupName', { number: group.groupId })}
              </span>
            </h3>
            <span className="path-facts">
              {outline && done !== null ? (
                <span className="path-progress">
                  <ProgressRing
                    value={outline.missions > 0 ? done / outline.missions : 0}
                    size={36}
                    label={t('study.groupProgressLabel')}
                    valueText={t('study.groupProgress', {
                      done: formatCount(done),
                      total: formatCount(outline.missions),
                    })}
                  />
                  <span aria-hidden="true">
                    {t('study.groupProgress', {
                      done: formatCount(done),
                      total: formatCount(outline.missions),
                    })}
                  </span>
                </span>
              ) : null}
              {outline?.kyu === undefined ? null : (
                <span className="path-level">{kyuText(t, outline.kyu)}</span>
              )}
              <MedalBadge medal={group.medal} plain />
            </span>
          </PathStep>
        );
      })}
    </Path>
  );
  return (
    <section aria-labelledby="groups-title">
      <h2 id="groups-title" className="panel-title">
        {name(category.categoryId)}
      </h2>
      <p className="crowns" data-crowns={category.crowns}>
        {t('study.crownCount', { count: category.crowns })}
      </p>
      {pages.length > 1 ? (
        <Tabs
          label={t('study.groupPages')}
          tabs={pages.map((p, i) => ({
            id: String(i),
            label: t('study.groupRange', {
              from: p[0]?.groupId ?? 0,
              to: p[p.length - 1]?.groupId ?? 0,
            }),
          }))}
          selected={page}
          onSelect={(i) =>
            setContent({ ...content, tabIndex: content.tabIndex.map((v, s) => (s === strip ? i : v)) })
          }
        >
          {list}
        </Tabs>
      ) : (
        list
      )}
    </section>
  );
}

/** The selected group's facts on the mission and try screens. */
export function useSelectedGroup(info: StudyInfo) {
  const categories = useOverview(info);
  const selection = useAtomValue(studySelectionAtom);
  const category = categories.find((c) => c.categoryId === selection.categoryId);
  return category?.groups.find((g) => g.groupId === selection.groupId) ?? null;
}
