// The lesson of a single mission that has one (the 14 single keys, R5.13, R5.14): its steps of text, each
// with a position to solve on the same board as the missions when it has one. Fetched with the spec's
// retry; a mission whose steps the server does not have (-2) goes straight on. Each step joins the
// session's tutorial items once (R3.14).
import { useSetAtom } from 'jotai';
import { singleTutoInfoEndpoint } from '../../protocol';
import { api } from '../../io/api/appClient';
import { changeSingleContentAtom } from '../../state/singleSession';
import { LessonView, type LessonState } from '../study/LessonView';
import { useLessonFetch } from '../study/useLessonFetch';
import { fetchSingleTutorial, type SingleTutorialResult } from './singleTutorial';
import type { SinglePlace } from './singleMode';

function lessonState(result: SingleTutorialResult | null): LessonState {
  if (result === null) return { kind: 'loading' };
  if (result.kind !== 'ready') return result;
  return { kind: 'ready', steps: result.steps.map((step) => ({ key: step.seq, ...step })) };
}

function useSingleTutorial(address: SinglePlace): LessonState {
  const change = useSetAtom(changeSingleContentAtom);
  const result = useLessonFetch(address, fetchSingleTutorial, async (body) => {
    const answer = await api.call(singleTutoInfoEndpoint, body);
    if (answer.ok) change({ kind: 'tutorial', item: { ...body, data: answer.value.data } });
    return answer;
  });
  return lessonState(result);
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
  return (
    <LessonView
      state={useSingleTutorial(address)}
      messages="single.lesson"
      doneLabel={doneLabel}
      onDone={onDone}
      headingId="lesson-title"
      className="tutorial single-lesson"
      loadingClassName="single-lesson-loading"
      stepData={(step) => ({ 'data-lesson-step': step.key })}
    />
  );
}
