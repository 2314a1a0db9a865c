// The front gate's first card: the next study mission with one big button straight to its board, and a
// small board drawn beside it. For a student who has not started, the first lesson. What it names is the
// study info the gate holds with this tab's unconfirmed answers laid over it (gateProgress.ts).
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { StudyInfo } from '../../state/session/studyInfo';
import type { StudyNote } from '../../state/studyNotes';
import { studySelectionAtom, studyWorkAtom } from '../../state/studySession';
import { buttonClass, Card, Icon } from '../../ui';
import { formatCount } from '../common/format';
import { useCategoryName } from '../study/useStudyContext';
import { continuePoint } from './gateProgress';

/** A 5×5 corner of a board with a few stones: the card's picture (decoration). */
function BoardThumbnail() {
  const lines = [10, 30, 50, 70, 90];
  return (
    <svg className="continue-board" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      <rect width="100" height="100" rx="10" fill="var(--color-board)" />
      {lines.map((p) => (
        <g key={p} stroke="var(--color-board-line)" strokeWidth="1.6">
          <line x1={p} y1="10" x2={p} y2="90" />
          <line x1="10" y1={p} x2="90" y2={p} />
        </g>
      ))}
      <circle cx="50" cy="50" r="9" fill="var(--color-stone-black)" />
      <circle cx="30" cy="50" r="9" fill="var(--color-stone-white)" stroke="#8f7d66" strokeWidth="1" />
      <circle cx="50" cy="30" r="9" fill="var(--color-stone-white)" stroke="#8f7d66" strokeWidth="1" />
      <circle cx="70" cy="50" r="9" fill="var(--color-stone-white)" stroke="#8f7d66" strokeWidth="1" />
      <circle
        cx="50"
        cy="70"
        r="9"
        fill="none"
        stroke="var(--color-primary)"
        strokeWidth="2.5"
        strokeDasharray="4 3"
      />
    </svg>
  );
}

export function ContinueCard({ info, notes }: { info: StudyInfo | null; notes: readonly StudyNote[] }) {
  const { t } = useTranslation();
  const select = useSetAtom(studySelectionAtom);
  const setWork = useSetAtom(studyWorkAtom);
  const name = useCategoryName();
  const point = continuePoint(info, notes);
  if (!point) return null;
  return (
    <Card
      title={point.started ? t('frontGate.continue.title') : t('frontGate.continue.firstTitle')}
      tone="highlight"
      className="continue-card"
    >
      <div className="continue-body">
        <BoardThumbnail />
        <div className="continue-words">
          <p className="continue-where">
            {t('frontGate.continue.where', {
              category: name(point.categoryId),
              mission: formatCount(point.missionIndex + 1),
            })}
          </p>
          <Link
            to="/study/group/mission/field"
            className={buttonClass('primary', 'lg', true)}
            data-continue="study"
            onClick={() => {
              select({
                categoryId: point.categoryId,
                groupId: point.groupId,
                missionIndex: point.missionIndex,
                tryIndex: -1,
                inTryRun: false,
                inRankView: false,
              });
              setWork((work) => ({ ...work, lectureShown: false }));
            }}
          >
            <Icon name="play" size={22} />
            {point.started ? t('frontGate.continue.button') : t('frontGate.continue.start')}
          </Link>
        </div>
      </div>
    </Card>
  );
}
