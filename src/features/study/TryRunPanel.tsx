// The try field (study/group/mission/tryfield, dan9/mission/tryfield): a timed run over the group's
// missions, one answer each, for one of the group's three try slots. Starting spends the group's hearts
// (R3.07: its seconds and heart cost, 600 s and 1 heart by default) through the outbox; the run keeps
// going offline. At the end the answers go to the server, and the medal the rules engine predicts shows at
// once, then the server's confirmation. The run lives in session state, so a reload resumes it.
import { Link } from '@tanstack/react-router';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dan9TotalStartEndpoint, questTotalStartEndpoint, studyTryResultEndpoint } from '../../protocol';
import { hoshiDb } from '../../io/db/database';
import { usernoAtom } from '../../state/session';
import { addStudyNoteAtom } from '../../state/studyNotes';
import { knownSlotsAtom, saveKnownSlots, slotsKey } from '../../state/studySlots';
import { tryRunAtom, type TryRunRecord } from '../../state/studyTryRun';
import { formatCount, formatDuration } from '../common/format';
import { useSubmitWrite, useWriteStatus, type SubmitWrite } from '../common/outboxWrites';
import { useErrorText } from '../common/useErrorText';
import type { Course } from './course';
import { MedalBadge } from './MedalBadge';
import { MedalRuleNote } from './MedalRuleNote';
import { TrySlots, type GroupSummary } from './MissionList';
import { MissionBoard } from './MissionBoard';
import { localized } from './missionData';
import {
  finishTryRun,
  isTimeUp,
  newTryId,
  predictTryRun,
  recordAnswer,
  remainingMs,
  startTryRun,
  tryResultBody,
} from './tryRun';
import { useLocale } from './useLocale';
import { useMissionList } from './useMissions';
import { useServedOrder } from './useServedOrder';
import { useKnownSlots, useMedalThresholds } from './useStudyContext';
import { useShownHearts } from '../common/useShownBalance';
import { LoadFailed, LoadingNote } from '../common/LoadStatus';
import { OutOfHearts } from '../common/OutOfHearts';
import { Button, Icon, ProgressRing, Stepper } from '../../ui';
import { inServedOrder } from '../../domain/rules/ratedOrder';
import { useVoiceCue } from '../common/useVoiceCue';

/** Ticks while the run is on, so the clock and the time-up check stay current. */
function useNow(active: boolean, tickMs = 500): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [active, tickMs]);
  return active ? now : Date.now();
}

/** Sends a finished run's answers once and records the finish. */
async function sendFinish(
  run: TryRunRecord,
  userno: number,
  submit: SubmitWrite,
  startRefused: boolean,
): Promise<TryRunRecord> {
  // A run the server refused to open (no hearts) has nothing to finish there.
  const key = startRefused ? 'not-sent' : await submit(studyTryResultEndpoint, tryResultBody(run, userno));
  return finishTryRun(run, Date.now(), key ?? 'not-sent');
}

function useStartStatus(course: Course, run: TryRunRecord | null) {
  const study = useWriteStatus(
    questTotalStartEndpoint,
    course.kind === 'study' ? (run?.startKey ?? null) : null,
  );
  const dan9 = useWriteStatus(
    dan9TotalStartEndpoint,
    course.kind === 'dan9' ? (run?.startKey ?? null) : null,
  );
  return course.kind === 'study' ? study : dan9;
}

export function TryRunPanel({
  course,
  categoryId,
  groupId,
  summary,
}: {
  course: Course;
  categoryId: number;
  groupId: number;
  summary: GroupSummary;
}) {
  const [run, setRun] = useAtom(tryRunAtom);
  const mine =
    run !== null && run.kind === course.kind && run.categoryId === categoryId && run.groupId === groupId
      ? run
      : null;
  if (mine === null)
    return <BeforeRun course={course} categoryId={categoryId} groupId={groupId} summary={summary} />;
  if (mine.finishedAtMs === null) return <RunningRun course={course} run={mine} setRun={setRun} />;
  return <RunResult course={course} run={mine} onAgain={() => setRun(null)} />;
}

function BeforeRun({
  course,
  categoryId,
  groupId,
  summary,
}: {
  course: Course;
  categoryId: number;
  groupId: number;
  summary: GroupSummary;
}) {
  const { t } = useTranslation();
  const missions = useMissionList(course.kind, categoryId, groupId);
  const { tryOrder } = useServedOrder(course.kind, categoryId, groupId);
  const hearts = useShownHearts();
  const userno = useAtomValue(usernoAtom);
  const [previous, setRun] = useAtom(tryRunAtom);
  const select = useSetAtom(course.selectionAtom);
  const submit = useSubmitWrite();
  const [busy, setBusy] = useState(false);
  const cue = useVoiceCue();
  const enough = hearts === null || hearts >= summary.heartCost;
  const ready = missions.status === 'ready' && missions.missions.length > 0;

  const start = async () => {
    if (userno === null || !ready || busy) return;
    setBusy(true);
    try {
      // A run left unfinished elsewhere is finished first, so its answers are not lost.
      if (previous && previous.finishedAtMs === null) await sendFinish(previous, userno, submit, false);
      const tryId = newTryId();
      const startKey =
        course.kind === 'dan9'
          ? await submit(dan9TotalStartEndpoint, { userno, sno: categoryId, gno: groupId, tryId })
          : await submit(questTotalStartEndpoint, {
              userno,
              sno: categoryId,
              gno: groupId,
              tryId,
              kind: 'study',
            });
      if (startKey === null) return;
      setRun(
        startTryRun({
          kind: course.kind,
          tryId,
          categoryId,
          groupId,
          // The order the server last gave (by ratings once the group has enough first tries); each
          // answer is still sent and credited by its mission index, so any order earns the same.
          missionIndexes: inServedOrder(
            missions.missions.map((m) => m.missionIndex),
            tryOrder,
          ),
          durationSeconds: summary.durationSeconds,
          heartCost: summary.heartCost,
          slotsBefore: summary.slots.length > 0 ? summary.slots : slotsFromBest(summary.bestCount),
          nowMs: Date.now(),
          startKey,
        }),
      );
      select({ inTryRun: true, tryIndex: 0 });
      cue('try-start');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <TrySlots summary={summary} />
      <section className="try-start" aria-labelledby="try-start-title">
        <h2 id="try-start-title">{t('tryRun.startTitle')}</h2>
        <p>
          {t('tryRun.rules', {
            count: missions.missions.length,
            time: formatDuration(summary.durationSeconds * 1000),
            hearts: formatCount(summary.heartCost),
          })}
        </p>
        <MedalRuleNote categoryId={categoryId} />
        {hearts !== null ? <p>{t('tryRun.heartsLeft', { count: hearts })}</p> : null}
        {missions.status === 'loading' ? <LoadingNote /> : null}
        {missions.status === 'ready' && missions.missions.length === 0 ? (
          <p className="empty-note">{t('missionList.none')}</p>
        ) : null}
        {missions.status === 'failed' ? (
          <LoadFailed error={missions.error} onRetry={missions.reload} />
        ) : null}
        {!enough ? <p role="alert">{t('tryRun.notEnoughHearts')}</p> : null}
        {!enough ? <OutOfHearts practice={{ to: '/study/group', label: t('hearts.practiseGroup') }} /> : null}
        <Button
          variant="primary"
          disabled={!ready || !enough || busy || userno === null}
          onClick={() => void start()}
        >
          {t('tryRun.start')}
        </Button>
      </section>
    </>
  );
}

function slotsFromBest(best: number | null) {
  return best === null ? [] : [{ slot: 0, correctCount: best }];
}

function RunningRun({
  course,
  run,
  setRun,
}: {
  course: Course;
  run: TryRunRecord;
  setRun: (run: TryRunRecord | null) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const userno = useAtomValue(usernoAtom);
  const select = useSetAtom(course.selectionAtom);
  const submit = useSubmitWrite();
  const startStatus = useStartStatus(course, run);
  const missions = useMissionList(course.kind, run.categoryId, run.groupId);
  const now = useNow(true);
  // The mission on the board: it stays after its answer until the player moves on.
  const [shown, setShown] = useState(run.answers.length);
  const finishing = useRef(false);
  const cue = useVoiceCue();

  const finish = useCallback(() => {
    if (finishing.current || userno === null) return;
    finishing.current = true;
    cue('try-end');
    void sendFinish(run, userno, submit, startStatus.state === 'rejected').then((finished) => {
      setRun(finished);
      select({ inTryRun: false, tryIndex: -1 });
    });
  }, [run, userno, submit, startStatus.state, setRun, select, cue]);

  // The server's length of the run wins once its answer to the start arrives (the ninth-dan steps have no
  // list of settings on the app's side).
  const serverSeconds = startStatus.state === 'applied' ? startStatus.answer.second : null;
  useEffect(() => {
    if (serverSeconds !== null && serverSeconds > 0 && serverSeconds * 1000 !== run.durationMs)
      setRun({ ...run, durationMs: serverSeconds * 1000 });
  }, [serverSeconds, run, setRun]);

  const timeUp = isTimeUp(run, now);
  useEffect(() => {
    if (timeUp || startStatus.state === 'rejected') finish();
  }, [timeUp, startStatus.state, finish]);

  const missionIndex = run.missionIndexes[shown];
  const mission = missions.missions.find((m) => m.missionIndex === missionIndex);
  const answered = run.answers[shown];
  const left = remainingMs(run, now);

  return (
    <section className="try-run" aria-labelledby="try-run-title">
      <h2 id="try-run-title">{t('tryRun.runningTitle')}</h2>
      <div className="try-status">
        <ProgressRing
          tone="time"
          size={76}
          value={run.durationMs > 0 ? left / run.durationMs : 0}
          label={t('tryRun.timeLeftLabel')}
          valueText={formatDuration(left)}
        >
          <Icon name="timer" size={22} />
          {formatDuration(left)}
        </ProgressRing>
        <div className="try-status-words">
          <p className="try-clock" role="timer" aria-live="off" data-remaining-ms={left}>
            {t('tryRun.timeLeft', { time: formatDuration(left) })}
          </p>
          <p className="try-progress">
            {t('tryRun.progress', {
              number: Math.min(shown + 1, run.missionIndexes.length),
              count: run.missionIndexes.length,
              correct: run.answers.filter((a) => a.solved).length,
            })}
          </p>
          <Stepper
            label={t('tryRun.stepsLabel')}
            steps={run.missionIndexes.map((_, index) => {
              const answer = run.answers[index];
              return {
                label: t('tryRun.stepName', { number: index + 1 }),
                state: answer ? (answer.solved ? 'done' : 'failed') : index === shown ? 'current' : 'todo',
              };
            })}
          />
        </div>
      </div>
      {mission && missionIndex !== undefined ? (
        <>
          <h3>{localized(mission.title, locale)}</h3>
          <p className="mission-prompt">{localized(mission.prompt, locale)}</p>
          <MissionBoard
            key={`${run.tryId}-${shown}`}
            problem={mission.problem}
            label={localized(mission.title, locale)}
            allowRetry={false}
            {...(mission.problemId === undefined ? {} : { reportId: mission.problemId })}
            onEnd={(end) => {
              const next = recordAnswer(run, { missionIndex, ...end }, Date.now());
              setRun(next);
              select({ tryIndex: next.answers.length });
            }}
            after={
              answered ? (
                shown >= run.missionIndexes.length - 1 ? (
                  <Button variant="primary" onClick={finish}>
                    {t('tryRun.seeResult')}
                  </Button>
                ) : (
                  <Button variant="primary" onClick={() => setShown(run.answers.length)}>
                    {t('tryRun.nextMission')}
                  </Button>
                )
              ) : null
            }
          />
        </>
      ) : (
        <p role="status" aria-busy={missions.status === 'loading' ? 'true' : undefined}>
          {missions.status === 'loading' ? t('app.loading') : t('tryRun.missionMissing')}
        </p>
      )}
      <p>
        <Button onClick={finish}>{t('tryRun.finishNow')}</Button>
      </p>
    </section>
  );
}

function RunResult({ course, run, onAgain }: { course: Course; run: TryRunRecord; onAgain: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const thresholds = useMedalThresholds();
  const prediction = predictTryRun(run, thresholds);
  const status = useWriteStatus(studyTryResultEndpoint, run.finishKey === 'not-sent' ? null : run.finishKey);
  const startStatus = useStartStatus(course, run);
  const userno = useAtomValue(usernoAtom);
  const slots = useKnownSlots();
  const setSlots = useSetAtom(knownSlotsAtom);
  const addNote = useSetAtom(addStudyNoteAtom);
  const noted = useRef(false);

  // The rules' prediction counts at once on the other screens; the server's slots replace the device's.
  useEffect(() => {
    if (noted.current || !run.finishKey || run.finishKey === 'not-sent') return;
    noted.current = true;
    addNote({
      key: run.finishKey,
      kind: run.kind,
      categoryId: run.categoryId,
      groupId: run.groupId,
      correctCount: prediction.correctCount,
    });
  }, [run, prediction.correctCount, addNote]);
  const confirmedSlots = status.state === 'applied' ? status.answer.slots : null;
  useEffect(() => {
    if (!confirmedSlots || userno === null) return;
    const key = slotsKey(run.kind, run.categoryId, run.groupId);
    const next = confirmedSlots.map((s) => ({ slot: s.slot, correctCount: s.cno }));
    if (JSON.stringify(slots.get(key)) === JSON.stringify(next)) return;
    const all = new Map(slots);
    all.set(key, next);
    setSlots(all);
    void hoshiDb().then((db) => saveKnownSlots(db, userno, all));
  }, [confirmedSlots, userno, run, slots, setSlots]);

  const refused =
    startStatus.state === 'rejected' ? startStatus : status.state === 'rejected' ? status : null;
  return (
    <section className="try-result" aria-labelledby="try-result-title" data-sync={status.state}>
      <h2 id="try-result-title">{t('tryRun.resultTitle')}</h2>
      <p>{t('tryRun.correct', { correct: prediction.correctCount, count: run.missionIndexes.length })}</p>
      <p className="predicted" data-medal-predicted={prediction.medal}>
        {t('tryRun.predicted')} <MedalBadge medal={prediction.medal} plain />
      </p>
      <MedalRuleNote categoryId={run.categoryId} />
      <p>
        {prediction.slot === null ? t('tryRun.noSlot') : t('tryRun.slot', { number: prediction.slot + 1 })}{' '}
        {t('tryRun.points', { points: formatCount(prediction.points) })}
      </p>
      {refused ? (
        <p role="alert">{t('tryRun.refused', { reason: errorText(refused.code, refused.message) })}</p>
      ) : status.state === 'applied' ? (
        <p className="confirmed" data-medal-confirmed={status.answer.medal} role="status">
          {t('tryRun.confirmed', {
            correct: status.answer.cno,
            points: formatCount(status.answer.gained),
          })}{' '}
          <MedalBadge medal={status.answer.medal} />
        </p>
      ) : (
        <p className="sync-note" role="status">
          {t('tryRun.pending')}
        </p>
      )}
      <div className="mission-actions">
        <Button onClick={onAgain}>{t('tryRun.again')}</Button>
        <Link to={course.paths.missions}>{t('field.backToMissions')}</Link>
      </div>
    </section>
  );
}
