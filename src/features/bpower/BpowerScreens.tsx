// The pattern trainer's screens of spec §2 (R2.16, R2.17; issue 15): the field (the student's level, a
// drill of ten positions, the score and the step change) and the theory field (the shape lessons on the
// lesson screen, each closed by two or three questions that are recorded like a drill).
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bpowerInfoEndpoint, bpowerTheoryEndpoint, type ResponseOf } from '../../protocol';
import { usernoAtom } from '../../state/session';
import { Link } from '@tanstack/react-router';
import { Button, buttonClass, Card, EmptyState, Icon } from '../../ui';
import { Loaded, SectionScreen } from '../common/SectionScreen';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { useErrorText } from '../common/useErrorText';
import { LessonView, type LessonStep } from '../study/LessonView';
import { localized } from '../study/missionData';
import { useLocale } from '../study/useLocale';
import { DrillRunner } from './DrillRunner';
import { LessonFigure } from './LessonFigure';
import { useLevelName } from './levelName';
import { useDrillSource, type DrillLoad } from './useTrainer';
import './bpower.css';

function TrainerLevel({ reloadKey }: { reloadKey: number }) {
  const { t } = useTranslation();
  const levelName = useLevelName();
  const data = useEndpointData(bpowerInfoEndpoint, useUserBody());
  const { refresh } = data;
  useEffect(() => {
    if (reloadKey > 0) refresh();
  }, [reloadKey, refresh]);
  return (
    <Loaded data={data}>
      {(value) => (
        <p className="bpower-level" data-step={value.BStep}>
          <Icon name="bolt" size={40} className="bpower-level-icon" />
          {t('bpower.yourLevel', { level: levelName(value.BStep) })}
        </p>
      )}
    </Loaded>
  );
}

/** Loads a drill (the kept one, else a new one) and runs it; `lesson` 0 is the ladder. */
function DrillArea({
  lesson,
  startLabel,
  againLabel,
  onCounted,
}: {
  lesson: number;
  startLabel: string;
  againLabel: string;
  onCounted: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const userno = useAtomValue(usernoAtom);
  const source = useDrillSource();
  const [load, setLoad] = useState<DrillLoad | 'idle' | 'loading'>('idle');
  const [run, setRun] = useState(0);
  const start = useCallback(() => {
    setLoad('loading');
    void source.load(lesson).then((l) => {
      setLoad(l);
      setRun((n) => n + 1);
    });
  }, [source, lesson]);
  const finished = useCallback(() => void source.forget(lesson), [source, lesson]);
  const counted = useCallback(() => {
    onCounted();
    if (lesson === 0) void source.prefetch();
  }, [source, lesson, onCounted]);

  if (load === 'idle')
    return (
      <p>
        <Button variant="primary" size="lg" onClick={start}>
          {startLabel}
        </Button>
      </p>
    );
  if (load === 'loading')
    return (
      <p role="status" aria-busy="true">
        {t('app.loading')}
      </p>
    );
  if (load.kind === 'offline')
    return (
      <EmptyState
        icon="board"
        title={t('bpower.offlineTitle')}
        action={<Button onClick={start}>{t('screen.retry')}</Button>}
      >
        {t('bpower.offlineBody')}
      </EmptyState>
    );
  if (load.kind === 'failed' || userno === null)
    return (
      <div role="alert">
        <p>{load.kind === 'failed' ? errorText(load.code, load.message) : ''}</p>
        <Button onClick={start}>{t('screen.retry')}</Button>
      </div>
    );
  return (
    <DrillRunner
      key={`${load.kept.drill.drillId}-${run}`}
      kept={load.kept}
      userno={userno}
      onFinished={finished}
      onCounted={counted}
      onAgain={start}
      againLabel={againLabel}
    />
  );
}

export function BpowerField() {
  const { t } = useTranslation();
  const [counted, setCounted] = useState(0);
  const onCounted = useCallback(() => setCounted((n) => n + 1), []);
  return (
    <SectionScreen
      title={t('bpower.field.title')}
      section={t('section.bpower')}
      intro={t('bpower.field.intro')}
      back={{ to: '/', label: t('screen.backToFrontGate') }}
      links={[{ to: '/bpower/theory/field', label: t('bpower.links.theory') }]}
    >
      <Card as="div" className="bpower-hero">
        <TrainerLevel reloadKey={counted} />
        <p className="bpower-rule">{t('bpower.rule')}</p>
      </Card>
      {/* The drill outside the card, so its board keeps the screen's whole width. */}
      <DrillArea
        lesson={0}
        startLabel={t('bpower.start')}
        againLabel={t('bpower.again')}
        onCounted={onCounted}
      />
    </SectionScreen>
  );
}

type Lesson = ResponseOf<typeof bpowerTheoryEndpoint>['lessons'][number];

function lessonSteps(lesson: Lesson): LessonStep[] {
  return lesson.steps.map((s, i) => ({
    key: i,
    title: lesson.title,
    text: s.text,
    problem: null,
    figure: <LessonFigure size={s.size} board={s.board} marks={s.marks} />,
  }));
}

function TheoryLesson({ lesson, onBack }: { lesson: Lesson; onBack: () => void }) {
  const { t } = useTranslation();
  const [stage, setStage] = useState<'steps' | 'questions'>('steps');
  const noop = useCallback(() => undefined, []);
  if (stage === 'steps')
    return (
      <LessonView
        state={{ kind: 'ready', steps: lessonSteps(lesson) }}
        messages="bpower.lesson"
        doneLabel={t('bpower.lesson.toQuestions', { count: lesson.questions })}
        onDone={() => setStage('questions')}
        headingId="bpower-lesson-title"
        className="bpower-lesson"
        stepData={(step) => ({ 'data-lesson': lesson.lno, 'data-step': step.key })}
      />
    );
  return (
    <>
      <DrillArea
        lesson={lesson.lno}
        startLabel={t('bpower.lesson.startQuestions', { count: lesson.questions })}
        againLabel={t('bpower.lesson.back')}
        onCounted={noop}
      />
      <p>
        <Button onClick={onBack}>{t('bpower.lesson.back')}</Button>
      </p>
    </>
  );
}

export function BpowerTheoryField() {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = useEndpointData(bpowerTheoryEndpoint, useUserBody());
  const [open, setOpen] = useState<number | null>(null);
  return (
    <SectionScreen
      title={t('bpower.theory.title')}
      section={t('section.bpower')}
      intro={t('bpower.theory.intro')}
      back={{ to: '/bpower/field', label: t('bpower.links.back') }}
    >
      <Loaded data={data}>
        {(value) => {
          const lesson = value.lessons.find((l) => l.lno === open);
          if (lesson) return <TheoryLesson key={lesson.lno} lesson={lesson} onBack={() => setOpen(null)} />;
          if (value.lessons.length === 0)
            return (
              <EmptyState
                icon="book"
                title={t('bpower.theory.none')}
                action={
                  <Link to="/bpower/field" className={buttonClass('primary')}>
                    {t('bpower.start')}
                  </Link>
                }
              />
            );
          return (
            <ul className="bpower-lessons">
              {value.lessons.map((l) => (
                <li key={l.lno}>
                  <Card as="div" title={localized(l.title, locale)} level={3} className="bpower-lesson-card">
                    <Icon name="book" size={32} className="bpower-lesson-icon" />
                    <p>{t('bpower.theory.lessonFacts', { count: l.questions })}</p>
                    <Button onClick={() => setOpen(l.lno)}>{t('bpower.theory.open')}</Button>
                  </Card>
                </li>
              ))}
            </ul>
          );
        }}
      </Loaded>
    </SectionScreen>
  );
}
