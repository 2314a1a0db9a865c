// A single group's in-app video lesson (issue 17): a button opens a dialog that replays the lesson on a
// board, move by move, with markers, arrows and a caption per step in the student's language. Play, pause, back,
// next and start again; playing waits long enough to read each caption. With the lecture voice setting on
// (voice.onoff) each caption is read aloud where the browser has a voice for the language, and playing
// waits for the words to end. With reduced motion it does not start by itself and nothing fades. The
// lesson came with the mission (it plays offline).
import { useEffect, useMemo, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Board } from '../../board';
import type { Lesson } from '../../domain/content/lesson';
import { PASS } from '../../domain/go/coords';
import { Button, Dialog } from '../../ui';
import { useBoardStrings } from '../common/usePlayPreferences';
import { stopSpeaking } from '../sound/speech';
import { useVoice } from '../sound/useVoice';
import type { LocalizedText } from '../study/missionData';
import { localized } from '../study/missionData';
import { useLocale } from '../study/useLocale';
import {
  arrowsOf,
  frameOf,
  initialPlayer,
  lessonRegion,
  markersOf,
  playerReducer,
  stepDelayMs,
} from './lessonPlayer';

export interface VideoLessonPlay {
  title: LocalizedText;
  lesson: Lesson;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function LessonPlayer({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const strings = useBoardStrings();
  const [state, dispatch] = useReducer(playerReducer, lesson.frames.length, (count) =>
    initialPlayer(count, { reducedMotion: prefersReducedMotion() }),
  );
  const frame = frameOf(lesson, state);
  const caption = localized(frame.caption, locale);
  const markers = useMemo(() => markersOf(frame), [frame]);
  const arrows = useMemo(() => arrowsOf(frame), [frame]);
  // A local lesson on a big board is drawn cropped to its part, one region for all its steps (issue 14).
  const region = useMemo(() => lessonRegion(lesson), [lesson]);
  const { narrate } = useVoice();
  // The step whose caption is being read aloud, and whether the words have ended.
  const [speech, setSpeech] = useState<{ step: number; ended: boolean } | null>(null);
  useEffect(() => {
    const step = state.step;
    const spoken = narrate(caption, () =>
      setSpeech((s) => (s && s.step === step ? { step, ended: true } : s)),
    );
    setSpeech(spoken ? { step, ended: false } : null);
  }, [state.step, caption, narrate]);
  useEffect(() => () => stopSpeaking(), []);
  useEffect(() => {
    if (!state.playing) return undefined;
    const read = speech !== null && speech.step === state.step;
    // While the caption is read, wait for its end (at most 20 s, should the end never be told).
    const delay = read ? (speech.ended ? 700 : 20_000) : stepDelayMs(caption);
    const timer = window.setTimeout(() => dispatch({ kind: 'tick' }), delay);
    return () => window.clearTimeout(timer);
  }, [state.playing, state.step, caption, speech]);
  const last = state.count - 1;
  const lastMove = frame.move && frame.move.vertex !== PASS ? frame.move.vertex : null;
  return (
    <div className="lesson-player" data-lesson-step={state.step} data-lesson-playing={state.playing}>
      <div className="lesson-board">
        <Board
          size={lesson.size}
          signMap={frame.signs}
          markers={markers}
          arrows={arrows}
          lastMove={lastMove}
          strings={strings}
          label={t('single.videoLesson.board')}
          view={region}
          disabled
        />
      </div>
      <p className="lesson-progress">
        {t('single.videoLesson.step', { step: state.step + 1, count: state.count })}
      </p>
      <p className="lesson-caption" key={state.step} aria-live="polite" data-lesson-caption>
        {caption}
      </p>
      <div className="lesson-controls" role="group" aria-label={t('single.videoLesson.controls')}>
        <Button variant="quiet" onClick={() => dispatch({ kind: 'previous' })} disabled={state.step === 0}>
          {t('single.videoLesson.previous')}
        </Button>
        <Button
          variant="primary"
          icon={state.playing ? undefined : 'play'}
          onClick={() => dispatch({ kind: 'toggle' })}
          data-lesson-toggle
        >
          {state.playing
            ? t('single.videoLesson.pause')
            : state.step >= last
              ? t('single.videoLesson.again')
              : t('single.videoLesson.play')}
        </Button>
        <Button onClick={() => dispatch({ kind: 'next' })} disabled={state.step >= last} data-lesson-next>
          {t('single.videoLesson.next')}
        </Button>
      </div>
    </div>
  );
}

export function VideoLesson({ lesson }: { lesson: VideoLessonPlay | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  if (!lesson) return null;
  const title = localized(lesson.title, locale);
  return (
    <section className="single-video-lesson" aria-label={t('single.videoLesson.section')}>
      <Button icon="play" onClick={() => setOpen(true)} data-video-lesson="open">
        {t('single.videoLesson.open')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        closeLabel={t('single.videoLesson.close')}
      >
        {open ? <LessonPlayer lesson={lesson.lesson} /> : null}
      </Dialog>
    </section>
  );
}
