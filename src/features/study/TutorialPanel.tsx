// The lesson before a study mission that has one (the 19 study keys, R5.11–R5.16): steps of text and a
// position with the move to find, played on the same board as the missions. Fetched with the spec's retry;
// a mission without a lesson (-2) goes straight to the board. Shown once per visit (lectflag, R3.01), and
// again on request.
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { StudyTutorialAddress } from '../../domain/rules/tutorials';
import { studyTutoInfoEndpoint } from '../../protocol';
import { api } from '../../io/api/appClient';
import { addStudyTutorialAtom } from '../../state/studySession';
import { LessonView, type LessonState } from './LessonView';
import { fetchTutorial, type TutorialFetchResult } from './tutorialFetch';
import { useLessonFetch } from './useLessonFetch';

function lessonState(result: TutorialFetchResult | null): LessonState {
  if (result === null) return { kind: 'loading' };
  switch (result.kind) {
    case 'notFound':
      return { kind: 'none' };
    case 'failed':
      return result;
    case 'ready': {
      const { title, steps } = result.tutorial;
      // A study lesson has one title for all its steps.
      return { kind: 'ready', steps: steps.map((step, key) => ({ key, title, ...step })) };
    }
  }
}

function useTutorial(address: StudyTutorialAddress): LessonState {
  const addTutorial = useSetAtom(addStudyTutorialAtom);
  const result = useLessonFetch(address, fetchTutorial, async (body) => {
    const answer = await api.call(studyTutoInfoEndpoint, body);
    if (answer.ok)
      addTutorial({
        categoryId: body.sno,
        groupId: body.gno,
        missionIndex: body.jkno,
        data: answer.value.data,
      });
    return answer;
  });
  return lessonState(result);
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
  return (
    <LessonView
      state={useTutorial(address)}
      messages="tutorial"
      doneLabel={t('tutorial.start')}
      onDone={onDone}
      headingId="tutorial-title"
      className="tutorial"
    />
  );
}
