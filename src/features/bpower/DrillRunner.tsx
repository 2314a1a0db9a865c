// A drill (issue 15): its positions one at a time, each answered with one tap on the board (or a button:
// keyboard and screen readers), then the reason with the answer's line on the board, or for a wrong tap
// the punishing sequence; at the end the score, and the step change once the server has counted it. The
// answers go through the outbox, so a drill played offline lands once when the network returns. The result
// is sent no sooner than the minimum drill time after the drill arrived (the server refuses sooner). Each
// position is timed (DrillClock): at zero it counts as unanswered (-1) and the board shows the answer.
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Board } from '../../board';
import { minDrillMs } from '../../domain/rules/bpower';
import { bpowerDrillResultEndpoint, type TrainerPositionWire } from '../../protocol';
import { Button, Card, ProgressRing } from '../../ui';
import { useSubmitWrite, useWriteStatus } from '../common/outboxWrites';
import { useBoardStrings } from '../common/usePlayPreferences';
import { useErrorText } from '../common/useErrorText';
import { localized } from '../study/missionData';
import { useLocale } from '../study/useLocale';
import { DrillClock } from './DrillClock';
import { drillRegion, drillViewOf } from './drillBoard';
import { useLevelName } from './levelName';
import type { KeptDrill } from './useTrainer';

const COLUMNS = 'ABCDEFGHJKLMNOPQRST';

function candidateName(t: TFunction, p: TrainerPositionWire, i: number): string {
  const c = p.candidates[i];
  if (!c) return '';
  if (p.kind === 'stronger_group') {
    const x = COLUMNS.indexOf(c.vertex[0] ?? '');
    const y = p.size - Number(c.vertex.slice(1));
    return p.board[y]?.[x] === 'X' ? t('bpower.drill.blackGroup') : t('bpower.drill.whiteGroup');
  }
  return c.label === '' ? c.vertex : t('bpower.drill.candidate', { label: c.label, point: c.vertex });
}

export function DrillRunner({
  kept,
  userno,
  onFinished,
  onCounted,
  onAgain,
  againLabel,
}: {
  kept: KeptDrill;
  userno: number;
  /** The answers were queued (the drill can be forgotten on the device). */
  onFinished: () => void;
  /** The server counted the answers (now, or later when the network returned). */
  onCounted: () => void;
  onAgain: () => void;
  againLabel: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const strings = useBoardStrings();
  const { drill } = kept;
  const [index, setIndex] = useState(0);
  const [shownAt, setShownAt] = useState(() => Date.now());
  const [answers, setAnswers] = useState<number[]>([]);
  const [writeKey, setWriteKey] = useState<string | null>(null);
  const sent = useRef(false);
  const submit = useSubmitWrite();
  const position = drill.positions[index];
  const chosen = answers[index] ?? null;
  // Time up (-1): the board shows the answer's line.
  const view = useMemo(
    () => (position ? drillViewOf(position, chosen === -1 ? position.answer : chosen) : null),
    [position, chosen],
  );
  // A corner or side position of a big board is drawn cropped to its part, as the problems are (issue 14).
  const region = useMemo(() => (position ? drillRegion(position) : undefined), [position]);
  const done = index >= drill.positions.length;
  const right = answers.filter((a, i) => a === drill.positions[i]?.answer).length;
  const feedbackRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (chosen !== null) feedbackRef.current?.focus();
  }, [chosen]);

  // At the end: queue the answers once the minimum time has passed since the drill arrived.
  // Not cancelled when the screen closes: answers given are never lost.
  useEffect(() => {
    if (!done || sent.current) return;
    sent.current = true;
    const wait = Math.max(0, kept.receivedAt + minDrillMs(drill.positions.length) + 500 - Date.now());
    setTimeout(() => {
      void submit(bpowerDrillResultEndpoint, { userno, drillId: drill.drillId, answers }).then((key) => {
        setWriteKey(key);
        onFinished();
      });
    }, wait);
  }, [done, kept.receivedAt, drill, answers, submit, userno, onFinished]);

  if (done)
    return (
      <DrillResult
        right={right}
        total={drill.positions.length}
        writeKey={writeKey}
        onCounted={onCounted}
        onAgain={onAgain}
        againLabel={againLabel}
      />
    );
  if (!position || !view) return null;

  const choose = (i: number) => {
    if (chosen !== null) return;
    setAnswers((a) => {
      const next = [...a];
      next[index] = i;
      return next;
    });
  };
  const isRight = chosen === position.answer;
  const timedOut = chosen === -1;
  return (
    <section
      className="bpower-drill"
      aria-labelledby="drill-title"
      data-position={position.id}
      data-answer={position.answer}
      data-candidates={position.candidates.map((c) => c.vertex).join(' ')}
    >
      <div className="bpower-drill-board">
        <Board
          size={position.size}
          signMap={view.signMap}
          markers={view.markers}
          ghosts={view.ghosts}
          highlights={view.highlights}
          strings={strings}
          label={t('bpower.drill.boardLabel', { number: index + 1 })}
          view={region}
          disabled={chosen !== null}
          onVertexClick={(v) => {
            const i = view.choices.get(v);
            if (i !== undefined) choose(i);
          }}
        />
      </div>
      <div className="bpower-drill-side">
        <div className="bpower-drill-progress">
          <ProgressRing
            value={(index + (chosen === null ? 0 : 1)) / drill.positions.length}
            label={t('bpower.drill.progress')}
            valueText={t('bpower.drill.positionOf', { number: index + 1, count: drill.positions.length })}
          />
          <h2 id="drill-title">
            {t('bpower.drill.positionOf', { number: index + 1, count: drill.positions.length })}
          </h2>
        </div>
        {chosen === null ? <DrillClock key={index} shownAtMs={shownAt} onTimeUp={() => choose(-1)} /> : null}
        <p className="bpower-question">{localized(position.question, locale)}</p>
        {chosen === null ? (
          <div className="bpower-choices" role="group" aria-label={t('bpower.drill.choices')}>
            {position.candidates.map((_, i) => (
              <Button key={i} variant="choice" onClick={() => choose(i)}>
                {candidateName(t, position, i)}
              </Button>
            ))}
          </div>
        ) : (
          <Card tone={isRight ? 'success' : 'warning'}>
            <p ref={feedbackRef} tabIndex={-1} role="status" className="bpower-verdict">
              {isRight
                ? t('bpower.drill.right')
                : timedOut
                  ? t('bpower.drill.timeUp', { answer: candidateName(t, position, position.answer) })
                  : t('bpower.drill.wrong', { answer: candidateName(t, position, position.answer) })}
            </p>
            <p>{localized(position.reason, locale)}</p>
            {position.kind !== 'stronger_group' ? (
              <p className="bpower-line-note">
                {isRight
                  ? t('bpower.drill.lineRight')
                  : timedOut
                    ? t('bpower.drill.lineTimeUp')
                    : t('bpower.drill.lineWrong')}
              </p>
            ) : null}
            <Button
              variant="primary"
              onClick={() => {
                setShownAt(Date.now());
                setIndex(index + 1);
              }}
            >
              {index + 1 === drill.positions.length ? t('bpower.drill.finish') : t('bpower.drill.next')}
            </Button>
          </Card>
        )}
      </div>
    </section>
  );
}

function DrillResult({
  right,
  total,
  writeKey,
  onCounted,
  onAgain,
  againLabel,
}: {
  right: number;
  total: number;
  writeKey: string | null;
  onCounted: () => void;
  onAgain: () => void;
  againLabel: string;
}) {
  const { t } = useTranslation();
  const levelName = useLevelName();
  const errorText = useErrorText();
  const status = useWriteStatus(bpowerDrillResultEndpoint, writeKey);
  const applied = status.state === 'applied';
  const told = useRef(false);
  useEffect(() => {
    if (!applied || told.current) return;
    told.current = true;
    onCounted();
  }, [applied, onCounted]);
  return (
    <Card title={t('bpower.result.title')} className="bpower-result">
      <p className="bpower-score" data-right={right} data-total={total}>
        {t('bpower.result.score', { right, count: total })}
      </p>
      {writeKey === null || status.state === 'none' ? (
        <p role="status" aria-busy="true">
          {t('bpower.result.counting')}
        </p>
      ) : status.state === 'pending' ? (
        <p role="status" className="bpower-pending">
          {t('bpower.result.pending')}
        </p>
      ) : status.state === 'rejected' ? (
        <p role="alert">{errorText(status.code, status.message)}</p>
      ) : (
        <p
          role="status"
          className="bpower-step-change"
          data-move={status.answer.move}
          data-step={status.answer.BStep}
        >
          {t(`bpower.result.move.${status.answer.move}`, {
            before: levelName(status.answer.stepBefore),
            after: levelName(status.answer.BStep),
          })}
        </p>
      )}
      <Button variant="primary" onClick={onAgain}>
        {againLabel}
      </Button>
    </Card>
  );
}
