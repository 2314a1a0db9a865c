// A student's homework, first on the front gate (issue 19): what their teacher gave, how far they are
// (counted by the server from their results), when it is due, and one button to where it is played. The
// last answer is kept per user, so it shows offline too (marked as such).
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { isHomeworkPending } from '../../domain/rules/homework';
import { currentLocale } from '../../i18n';
import { homeworkMineEndpoint, type ResponseOf } from '../../protocol';
import { singleSelectionAtom } from '../../state/singleSession';
import { studySelectionAtom, studyWorkAtom } from '../../state/studySession';
import { buttonClass, Card, Icon, ProgressRing } from '../../ui';
import { formatCount, formatDateTime } from '../common/format';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';

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
  return (
    <Link to="/bpower/field" className={className} data-homework={hw.homeworkId}>
      {label}
    </Link>
  );
}

export function HomeworkCard() {
  const { t, i18n } = useTranslation();
  const body = useUserBody();
  const data = useEndpointData(homeworkMineEndpoint, body);
  if (data.status !== 'ready' || data.value.homework.length === 0) return null;
  const locale = currentLocale(i18n);
  const list = homeworkOrder(data.value.homework);
  return (
    <Card title={t('academy.homework.title')} tone="highlight" className="homework-card">
      {data.offline ? <p className="homework-offline">{t('academy.homework.offline')}</p> : null}
      <ul className="homework-list">
        {list.map((hw) => {
          const name =
            hw.kind === 'trainer'
              ? t('academy.homework.trainer', { count: hw.target })
              : t('academy.homework.group', {
                  title: hw.title?.[locale] ?? '',
                  count: hw.target,
                });
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
