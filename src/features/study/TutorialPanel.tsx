// The lesson before a study mission that has one (the 19 study keys, R5.11–R5.16): steps of text and a
// position with the move to find, played on the same board as the missions. Fetched with the spec's retry;
// a mission without a lesson (-2) goes straight to the board. Shown once per visit (lectflag, R3.01), and
// again on request.
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudyTutorialAddress } from '../../domain/rules/tutorials';
import { studyTutoInfoEndpoint } from '../../protocol';
import { api } from '../../io/api/appClient';
import { addStudyTutorialAtom } from '../../state/studySession';
import { useErrorText } from '../common/useErrorText';
import { MissionBoard } from './MissionBoard';
import { localized } from './missionData';
import { fetchTutorial, type TutorialFetchResult } from './tutorialFetch';
import { useLocale } from './useLocale';

function useTutorial(address: StudyTutorialAddress): TutorialFetchResult | null {
  const [result, setResult] = useState<TutorialFetchResult | null>(null);
  const addTutorial = useSetAtom(addStudyTutorialAtom);
  const { categoryId, groupId, missionIndex } = address;
  useEffect(() => {
    const controller = new AbortController();
    setResult(null);
    void fetchTutorial(
      { categoryId, groupId, missionIndex },
      {
        request: async (body) => {
          const answer = await api.call(studyTutoInfoEndpoint, body);
          if (answer.ok) addTutorial({ categoryId, groupId, missionIndex, data: answer.value.data });
          return answer;
        },
        sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        signal: controller.signal,
      },
    ).then((fetched) => {
      if (!controller.signal.aborted) setResult(fetched);
    });
    return () => controller.abort();
  }, [categoryId, groupId, missionIndex, addTutorial]);
  return result;
}

export function TutorialPanel({
  address,
  onDone,
}: {
  address: StudyTutorialAddress;
  /** The lesson ended, was skipped, or there is none. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const result = useTutorial(address);
  const [step, setStep] = useState(0);
  const [stepDone, setStepDone] = useState(false);

  useEffect(() => {
    if (result?.kind === 'notFound') onDone();
  }, [result, onDone]);

  if (result === null) {
    return (
      <p role="status" aria-busy="true">
        {t('tutorial.loading')}
      </p>
    );
  }
  if (result.kind === 'notFound') return null;
  if (result.kind === 'failed') {
    return (
      <div role="alert" className="tutorial-failed">
        <p>{t('tutorial.failed', { reason: errorText(result.code, result.message) })}</p>
        <button type="button" onClick={onDone}>
          {t('tutorial.start')}
        </button>
      </div>
    );
  }
  const { tutorial } = result;
  const current = tutorial.steps[step];
  if (!current) return null;
  const last = step === tutorial.steps.length - 1;
  const title = tutorial.title ? localized(tutorial.title, locale) : t('tutorial.title');
  return (
    <section className="tutorial" aria-labelledby="tutorial-title">
      <h2 id="tutorial-title">{title}</h2>
      <p className="tutorial-step">
        {t('tutorial.step', { number: step + 1, count: tutorial.steps.length })}
      </p>
      <p className="tutorial-text">{localized(current.text, locale)}</p>
      <MissionBoard
        key={step}
        problem={current.problem}
        label={t('tutorial.boardLabel', { number: step + 1 })}
        voice={false}
        onEnd={(end) => setStepDone(end.solved)}
        after={
          stepDone ? (
            <button
              type="button"
              className="primary"
              onClick={() => {
                setStepDone(false);
                if (last) onDone();
                else setStep(step + 1);
              }}
            >
              {last ? t('tutorial.start') : t('tutorial.next')}
            </button>
          ) : null
        }
      />
      <p>
        <button type="button" onClick={onDone}>
          {t('tutorial.skip')}
        </button>
      </p>
    </section>
  );
}
