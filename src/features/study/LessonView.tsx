// A lesson's screen, shared by study's tutorials (R5.11–R5.16) and single play's lessons (R5.13, R5.14):
// "loading" while it is fetched, the reason and a way on when it could not be, else its steps one at a
// time, each with its text and, when it has one, a position to solve on the missions' board before "next"
// appears. Skipping is always offered. The section says which messages (its own wording in Chinese), what
// the last step's button says, and how its steps are titled.
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompiledProblem } from '../../domain/go/problem';
import { useErrorText } from '../common/useErrorText';
import { MissionBoard } from './MissionBoard';
import { localized, type LocalizedText } from './missionData';
import { useLocale } from './useLocale';
import { Button } from '../../ui';

export interface LessonStep {
  /** Stable per step: the board restarts for each. */
  key: number;
  title: LocalizedText | null;
  text: LocalizedText;
  problem: CompiledProblem | null;
  /** A board to look at (no move to find), shown when the step has no problem (the trainer's theory). */
  figure?: ReactNode;
}

export type LessonState =
  | { kind: 'loading' }
  | { kind: 'none' }
  | { kind: 'failed'; code: number; message: string | null }
  | { kind: 'ready'; steps: readonly LessonStep[] };

/** Message keys under `tutorial` (study), `single.lesson` (single play) or `bpower.lesson` (trainer theory). */
export type LessonMessages = 'tutorial' | 'single.lesson' | 'bpower.lesson';

export function LessonView({
  state,
  messages,
  doneLabel,
  onDone,
  headingId,
  className,
  loadingClassName,
  stepData,
}: {
  state: LessonState;
  messages: LessonMessages;
  /** The last step's button, also shown when the lesson could not be loaded. */
  doneLabel: string;
  /** The lesson ended, was skipped, could not load, or there is none. */
  onDone: () => void;
  headingId: string;
  className: string;
  loadingClassName?: string;
  /** Extra `data-` attributes of the section for the current step (tests find steps by them). */
  stepData?: (step: LessonStep) => Record<`data-${string}`, string | number>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const [index, setIndex] = useState(0);
  const [stepDone, setStepDone] = useState(false);

  useEffect(() => {
    if (state.kind === 'none') onDone();
  }, [state.kind, onDone]);

  if (state.kind === 'loading') {
    return (
      <p className={loadingClassName} role="status" aria-busy="true">
        {t(`${messages}.loading`)}
      </p>
    );
  }
  if (state.kind === 'none') return null;
  if (state.kind === 'failed') {
    return (
      <div role="alert" className="tutorial-failed">
        <p>{t(`${messages}.failed`, { reason: errorText(state.code, state.message) })}</p>
        <Button onClick={onDone}>{doneLabel}</Button>
      </div>
    );
  }
  const step = state.steps[index];
  if (!step) return null;
  const last = index === state.steps.length - 1;
  const next = () => {
    setStepDone(false);
    if (last) onDone();
    else setIndex(index + 1);
  };
  const nextButton = (
    <Button variant="primary" onClick={next}>
      {last ? doneLabel : t(`${messages}.next`)}
    </Button>
  );
  return (
    <section className={className} aria-labelledby={headingId} {...stepData?.(step)}>
      <h2 id={headingId}>{step.title ? localized(step.title, locale) : t(`${messages}.title`)}</h2>
      <p className="tutorial-step">
        {t(`${messages}.step`, { number: index + 1, count: state.steps.length })}
      </p>
      <p className="tutorial-text">{localized(step.text, locale)}</p>
      {step.problem ? (
        <MissionBoard
          key={step.key}
          problem={step.problem}
          label={t(`${messages}.boardLabel`, { number: index + 1 })}
          voice={false}
          onEnd={(end) => setStepDone(end.solved)}
          after={stepDone ? nextButton : null}
        />
      ) : (
        <>
          {step.figure}
          <p>{nextButton}</p>
        </>
      )}
      <p>
        <Button onClick={onDone}>{t(`${messages}.skip`)}</Button>
      </p>
    </section>
  );
}
