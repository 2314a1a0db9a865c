// The mission field (study/group/mission/field, dan9/mission/field, and the test field): the lesson first
// when the mission has one, then the problem on the board with its prompt, hint and retry. Each finished
// attempt goes to the server through the outbox (/api/study/work/result, the moves re-checked there); the
// screen says at once what the rules say and then what the server confirmed. "Next" moves the session's
// mission on (R2.29).
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRACTICE_POINTS } from '../../domain/rules/studyPoints';
import { furthestReached, nextInOrder } from '../../domain/rules/ratedOrder';
import { hasStudyTutorial } from '../../domain/rules/tutorials';
import { monotonicNow, serverNowMs } from '../../io/clock/serverClock';
import { studyWorkResultEndpoint } from '../../protocol';
import { serverClockAtom, usernoAtom } from '../../state/session';
import { addStudyNoteAtom } from '../../state/studyNotes';
import { studyWorkAtom } from '../../state/studySession';
import { formatCount } from '../common/format';
import { useSubmitWrite, useWriteStatus } from '../common/outboxWrites';
import { useErrorText } from '../common/useErrorText';
import type { Course } from './course';
import { MissionBoard, type MissionEnd } from './MissionBoard';
import { kyuText } from '../common/kyuText';
import { MissionFieldFrame, MissionNotReady } from './MissionFieldFrame';
import { localized } from './missionData';
import { TutorialPanel } from './TutorialPanel';
import { useLocale } from './useLocale';
import { useMission } from './useMissions';
import { useServedOrder } from './useServedOrder';
import { Button } from '../../ui';

function ResultNote({ solved, writeKey }: { solved: boolean; writeKey: string | null }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const status = useWriteStatus(studyWorkResultEndpoint, writeKey);
  // The server re-checks the moves; when its verdict differs from the board's, the screen says so and
  // shows the server's (what counts for points and statistics), never the board's alone.
  const differs = status.state === 'applied' && status.answer.solved !== solved;
  const local = solved ? t('field.solved', { points: formatCount(PRACTICE_POINTS) }) : t('field.failed');
  const server = (() => {
    switch (status.state) {
      case 'none':
        return null;
      case 'pending':
        return t('field.pending');
      case 'applied':
        if (differs && !status.answer.solved) return t('field.serverNotSolved');
        return status.answer.solved
          ? t('field.confirmedSolved', {
              gained: formatCount(status.answer.gained),
              total: formatCount(status.answer.spoint),
            })
          : t('field.confirmedFailed');
      case 'rejected':
        return t('field.rejected', { reason: errorText(status.code, status.message) });
    }
  })();
  const serverClass = !differs
    ? 'sync-note'
    : status.state === 'applied' && status.answer.solved
      ? 'form-success'
      : 'form-error';
  return (
    <div
      className="result-note"
      data-result={solved ? 'solved' : 'failed'}
      data-sync={status.state}
      data-verdict={differs ? 'differs' : 'agrees'}
    >
      {differs ? null : <p>{local}</p>}
      {server ? <p className={serverClass}>{server}</p> : null}
    </div>
  );
}

export function MissionField({ course }: { course: Course }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [selection, select] = useAtom(course.selectionAtom);
  const [work, setWork] = useAtom(studyWorkAtom);
  const userno = useAtomValue(usernoAtom);
  const clock = useAtomValue(serverClockAtom);
  const addNote = useSetAtom(addStudyNoteAtom);
  const submit = useSubmitWrite();
  const address = {
    categoryId: selection.categoryId,
    groupId: selection.groupId,
    missionIndex: Math.max(0, selection.missionIndex),
  };
  const mission = useMission(course.kind, address);
  const { order } = useServedOrder(course.kind, address.categoryId, address.groupId);
  const [result, setResult] = useState<{ solved: boolean; key: string | null } | null>(null);
  const lessonDue = course.kind === 'study' && hasStudyTutorial(address) && !work.lectureShown;
  const endLesson = useCallback(() => setWork((w) => ({ ...w, lectureShown: true })), [setWork]);

  if (lessonDue) return <TutorialPanel address={address} onDone={endLesson} />;

  if (mission.status !== 'ready')
    return (
      <MissionNotReady
        mission={mission}
        notFoundText={t('field.notFound')}
        backLabel={t('field.backToMissions')}
        backTo={course.paths.missions}
      />
    );

  const data = mission.mission;
  const title = localized(data.title, locale);
  // The mission on the board, as loaded: what a result is sent for (never a selection that moved on).
  const shown = { categoryId: data.categoryId, groupId: data.groupId, missionIndex: data.missionIndex };
  const onEnd = (end: MissionEnd) => {
    setResult({ solved: end.solved, key: null });
    setWork((w) => ({ ...w, movesPlayed: end.moves.length, result: end.solved ? 1 : 0 }));
    if (userno === null) return;
    const playedAt = clock ? serverNowMs(clock, monotonicNow()) : Date.now();
    void submit(studyWorkResultEndpoint, {
      userno,
      sno: shown.categoryId,
      gno: shown.groupId,
      jkno: shown.missionIndex,
      moves: end.moves,
      kind: course.kind,
    }).then((key) => {
      setResult({ solved: end.solved, key });
      if (!key) return;
      // Solved or not, the answer makes the group the one worked on last (the front gate's Continue card).
      addNote({
        key,
        kind: course.kind,
        categoryId: shown.categoryId,
        groupId: shown.groupId,
        playedAt,
        ...(end.solved ? { nextMission: shown.missionIndex + 1 } : {}),
        ...(order && order.length > 0
          ? { reached: furthestReached(order, null, shown.missionIndex, end.solved) }
          : {}),
      });
    });
  };
  const next = () => {
    setResult(null);
    setWork((w) => ({ ...w, lectureShown: false }));
    // The group's serving order (issue 14): pack order until its problems are rated, then the easiest
    // first. Only what comes next changes; the mission keeps its index, and progress with it.
    select({ missionIndex: nextInOrder(order ?? [], shown.missionIndex), tryIndex: -1, inTryRun: false });
  };

  return (
    <MissionFieldFrame
      missionIndex={shown.missionIndex}
      toPlay={data.problem.player === 1 ? 'black' : 'white'}
      title={title}
      prompt={localized(data.prompt, locale)}
      {...(data.kyu === undefined ? {} : { level: kyuText(t, data.kyu) })}
    >
      <MissionBoard
        key={`${course.kind}-${shown.categoryId}-${shown.groupId}-${shown.missionIndex}`}
        problem={data.problem}
        label={title}
        hintText={localized(data.hint, locale)}
        onEnd={onEnd}
        {...(data.problemId === undefined ? {} : { reportId: data.problemId })}
        after={
          <>
            <div className="mission-actions">
              <Button variant="primary" size="lg" icon="arrow-right" onClick={next}>
                {t('field.next')}
              </Button>
              {course.kind === 'study' && hasStudyTutorial(address) ? (
                <Button onClick={() => setWork((w) => ({ ...w, lectureShown: false }))}>
                  {t('field.lesson')}
                </Button>
              ) : null}
            </div>
            {result ? <ResultNote solved={result.solved} writeKey={result.key} /> : null}
          </>
        }
      />
    </MissionFieldFrame>
  );
}
