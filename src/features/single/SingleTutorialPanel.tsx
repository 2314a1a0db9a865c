// The lesson of a single mission that has one (the 14 single keys, R5.13, R5.14): its steps of text, each
// with a position to solve on the same board as the missions when it has one. Fetched with the spec's
// retry; a mission whose steps the server does not have (-2) goes straight on. Each step joins the
// session's tutorial items once (R3.14).
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { singleTutoInfoEndpoint } from '../../protocol';
import { api } from '../../io/api/appClient';
import { changeSingleContentAtom } from '../../state/singleSession';
import { useErrorText } from '../common/useErrorText';
import { MissionBoard } from '../study/MissionBoard';
import { localized } from '../study/missionData';
import { useLocale } from '../study/useLocale';
import { fetchSingleTutorial, type SingleTutorialResult } from './singleTutorial';
import type { SinglePlace } from './singleMode';

function useSingleTutorial(address: SinglePlace): SingleTutorialResult | null {
  const [result, setResult] = useState<SingleTutorialResult | null>(null);
  const change = useSetAtom(changeSingleContentAtom);
  const { categoryId, groupId, missionIndex } = address;
  useEffect(() => {
    const controller = new AbortController();
    setResult(null);
    void fetchSingleTutorial(
      { categoryId, groupId, missionIndex },
      {
        request: async (body) => {
          const answer = await api.call(singleTutoInfoEndpoint, body);
          if (answer.ok) change({ kind: 'tutorial', item: { ...body, data: answer.value.data } });
          return answer;
        },
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        signal: controller.signal,
      },
    ).then((fetched) => {
      if (!controller.signal.aborted) setResult(fetched);
    });
    return () => controller.abort();
  }, [categoryId, groupId, missionIndex, change]);
  return result;
}

export function SingleTutorialPanel({
  address,
  onDone,
  doneLabel,
}: {
  address: SinglePlace;
  /** The lesson ended, was skipped, or there is none. */
  onDone: () => void;
  /** The last step's button ("Start the mission", "Close the lesson"). */
  doneLabel: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const result = useSingleTutorial(address);
  const [index, setIndex] = useState(0);
  const [stepDone, setStepDone] = useState(false);

  useEffect(() => {
    if (result?.kind === 'none') onDone();
  }, [result, onDone]);

  if (result === null) {
    return (
      <p className="single-lesson-loading" role="status" aria-busy="true">
        {t('single.lesson.loading')}
      </p>
    );
  }
  if (result.kind === 'none') return null;
  if (result.kind === 'failed') {
    return (
      <div role="alert" className="tutorial-failed">
        <p>{t('single.lesson.failed', { reason: errorText(result.code, result.message) })}</p>
        <button type="button" onClick={onDone}>
          {doneLabel}
        </button>
      </div>
    );
  }
  const step = result.steps[index];
  if (!step) return null;
  const last = index === result.steps.length - 1;
  const title = step.title ? localized(step.title, locale) : t('single.lesson.title');
  const next = () => {
    setStepDone(false);
    if (last) onDone();
    else setIndex(index + 1);
  };
  const nextButton = (
    <button type="button" className="primary" onClick={next}>
      {last ? doneLabel : t('single.lesson.next')}
    </button>
  );
  return (
    <section className="tutorial single-lesson" aria-labelledby="lesson-title" data-lesson-step={step.seq}>
      <h2 id="lesson-title">{title}</h2>
      <p className="tutorial-step">
        {t('single.lesson.step', { number: index + 1, count: result.steps.length })}
      </p>
      <p className="tutorial-text">{localized(step.text, locale)}</p>
      {step.problem ? (
        <MissionBoard
          key={step.seq}
          problem={step.problem}
          label={t('single.lesson.boardLabel', { number: index + 1 })}
          voice={false}
          onEnd={(end) => setStepDone(end.solved)}
          after={stepDone ? nextButton : null}
        />
      ) : (
        <p>{nextButton}</p>
      )}
      <p>
        <button type="button" onClick={onDone}>
          {t('single.lesson.skip')}
        </button>
      </p>
    </section>
  );
}
