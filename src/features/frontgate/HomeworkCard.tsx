// A student's homework, first on the front gate (issue 19): what their teacher gave, how far they are
// (counted by the server from their results), when it is due, and one button to where it is played. The
// last answer is kept per user, so it shows offline too (marked as such), and the student's solves still
// waiting in the outbox count at once.
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { homeworkDoneWithWaiting, isHomeworkPending, type WaitingResult } from '../../domain/rules/homework';
import { currentLocale } from '../../i18n';
import { homeworkMineEndpoint, type ResponseOf } from '../../protocol';
import { undeliveredWritesAtom, writeAnswersAtom } from '../../state/outbox';
import { dan9SelectionAtom } from '../../state/dan9Session';
import { singleSelectionAtom } from '../../state/singleSession';
import { studyNotesAtom } from '../../state/studyNotes';
import { studySelectionAtom, studyWorkAtom } from '../../state/studySession';
import { buttonClass, Card, Icon, ProgressRing } from '../../ui';
import { homeworkText } from '../academy/homeworkText';
import { formatCount, formatDateTime } from '../common/format';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { waitingResults } from './homeworkWaiting';

type Homework = ResponseOf<typeof homeworkMineEndpoint>['homework'][number];

/** Pending work first (by due time), then what is finished. */
export function homeworkOrder(list: readonly Homework[]): Homework[] {
  return [...list].sort(
    (a, b) =>
      Number(isHomeworkPending(b.status)) - Number(isHomeworkPending(a.status)) ||
      a.dueAt - b.dueAt ||
      a.homeworkId - b.homeworkId,
  );
}

function PlayLink({ hw }: { hw: Homework }) {
  const { t } = useTranslation();
  const selectStudy = useSetAtom(studySelectionAtom);
  const setStudyWork = useSetAtom(studyWorkAtom);
  const selectSingle = useSetAtom(singleSelectionAtom);
  const selectDan9 = useSetAtom(dan9SelectionAtom);
  const className = buttonClass(isHomeworkPending(hw.status) ? 'primary' : 'secondary', 'md');
  const label = (
    <>
      <Icon name="play" size={18} />
      {t('academy.homework.play')}
    </>
  );
  if (hw.kind === 'study')
    return (
      <Link
        to="/study/group"
        className={className}
        data-homework={hw.homeworkId}
        onClick={() => {
          selectStudy({
            categoryId: hw.sno,
            groupId: hw.gno,
            missionIndex: 0,
            tryIndex: -1,
            inTryRun: false,
            inRankView: false,
          });
          setStudyWork((work) => ({ ...work, lectureShown: false }));
        }}
      >
        {label}
      </Link>
    );
  // A ninth-dan homework names a step's part: open its missions.
  if (hw.kind === 'dan9')
    return (
      <Link
        to="/dan9/mission"
        className={className}
        data-homework={hw.homeworkId}
        onClick={() =>
          selectDan9({
            categoryId: hw.sno,
            groupId: hw.gno,
            missionIndex: -1,
            tryIndex: -1,
            inTryRun: false,
            inRankView: false,
          })
        }
      >
        {label}
      </Link>
    );
  if (hw.kind === 'single')
    return (
      <Link
        to="/single/group"
        className={className}
        data-homework={hw.homeworkId}
        onClick={() =>
          selectSingle({ categoryId: hw.sno, groupId: hw.gno, missionIndex: -1, singleType: hw.sno })
        }
      >
        {label}
      </Link>
    );
  // The rest open where that work is played: the study levels, the single-play
  // types (AI battles among them), live play, or the pattern trainer.
  const to =
    hw.kind === 'puzzles'
      ? '/study'
      : hw.kind === 'aiBattle'
        ? '/single'
        : hw.kind === 'live'
          ? '/multi/list'
          : '/bpower/field';
  return (
    <Link to={to} className={className} data-homework={hw.homeworkId}>
      {label}
    </Link>
  );
}

/**
 * The homework as the student should see it now: the server's count plus their solves still waiting in
 * the outbox (homeworkDoneWithWaiting), and done once that reaches the target.
 */
export function withWaiting(list: readonly Homework[], waiting: readonly WaitingResult[], nowMs: number) {
  return list.map((hw): Homework => {
    const done = homeworkDoneWithWaiting(hw, waiting);
    if (done === hw.done) return hw;
    const reached = done >= hw.target;
    const status = reached ? (nowMs <= hw.dueAt ? 'done' : 'late') : hw.status;
    return { ...hw, done, status };
  });
}

export function HomeworkCard() {
  const { t, i18n } = useTranslation();
  const body = useUserBody();
  const data = useEndpointData(homeworkMineEndpoint, body);
  const writes = useAtomValue(undeliveredWritesAtom);
  const notes = useAtomValue(studyNotesAtom);
  const answers = useAtomValue(writeAnswersAtom);
  // A write delivered meanwhile leaves the waiting list: ask the server again for its count then.
  const { refresh } = data;
  const delivered = answers.size;
  useEffect(() => {
    if (delivered > 0) refresh();
  }, [delivered, refresh]);
  const waiting = useMemo(
    () => waitingResults(writes, new Set(notes.filter((n) => n.nextMission !== undefined).map((n) => n.key))),
    [writes, notes],
  );
  if (data.status !== 'ready' || data.value.homework.length === 0) return null;
  const locale = currentLocale(i18n);
  const list = homeworkOrder(withWaiting(data.value.homework, waiting, Date.now()));
  return (
    <Card title={t('academy.homework.title')} tone="highlight" className="homework-card">
      {data.offline ? <p className="homework-offline">{t('academy.homework.offline')}</p> : null}
      <ul className="homework-list">
        {list.map((hw) => {
          const name = homeworkText(t, hw, locale);
          return (
            <li key={hw.homeworkId} className="homework-item" data-status={hw.status}>
              <ProgressRing
                value={hw.done / hw.target}
                size={48}
                label={name}
                valueText={t('academy.homework.progress', {
                  done: formatCount(hw.done),
                  target: formatCount(hw.target),
                })}
              >
                {formatCount(hw.done)}
              </ProgressRing>
              <div className="homework-words">
                <p className="homework-name">{name}</p>
                <p className="homework-due">
                  {t(`academy.homework.status.${hw.status}`)} ·{' '}
                  {t('academy.homework.due', { when: formatDateTime(hw.dueAt, locale) })}
                </p>
              </div>
              <PlayLink hw={hw} />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
