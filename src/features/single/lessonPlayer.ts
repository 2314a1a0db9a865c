// The video lesson player's state (issue 17), kept pure so it is tested without a browser: which step is
// shown and whether it plays. Playing moves one step each `stepDelayMs` (long enough to read the caption)
// and stops on the last step; stepping by hand pauses. With reduced motion the lesson never starts playing
// by itself (the student steps or presses play) and stones appear without animation (the component).
import type { Lesson, LessonFrame, LessonMarker } from '../../domain/content/lesson';
import type { BoardArrow, BoardRegion, Marker } from '../../board';
import { pickView } from '../../board/crop';
import type { Vertex } from '../../domain/go/coords';

export interface PlayerState {
  readonly step: number;
  readonly playing: boolean;
  /** Steps in the lesson (at least 2). */
  readonly count: number;
}

export type PlayerAction =
  | { kind: 'play' }
  | { kind: 'pause' }
  | { kind: 'toggle' }
  | { kind: 'next' }
  | { kind: 'previous' }
  | { kind: 'first' }
  | { kind: 'last' }
  /** The timer of a playing lesson. */
  | { kind: 'tick' };

export function initialPlayer(count: number, options: { reducedMotion: boolean }): PlayerState {
  return { step: 0, playing: !options.reducedMotion && count > 1, count };
}

const clamp = (state: PlayerState, step: number) => Math.max(0, Math.min(state.count - 1, step));

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  const last = state.count - 1;
  switch (action.kind) {
    case 'play':
      // Playing from the end starts again.
      return { ...state, step: state.step >= last ? 0 : state.step, playing: true };
    case 'pause':
      return { ...state, playing: false };
    case 'toggle':
      return playerReducer(state, { kind: state.playing ? 'pause' : 'play' });
    case 'next':
      return { ...state, step: clamp(state, state.step + 1), playing: false };
    case 'previous':
      return { ...state, step: clamp(state, state.step - 1), playing: false };
    case 'first':
      return { ...state, step: 0, playing: false };
    case 'last':
      return { ...state, step: last, playing: false };
    case 'tick': {
      if (!state.playing) return state;
      const step = clamp(state, state.step + 1);
      return { ...state, step, playing: step < last };
    }
  }
}

/** How long a playing step stays: time to read its caption (about 15 characters a second), 3–9 s. */
export function stepDelayMs(caption: string): number {
  return Math.min(9000, Math.max(3000, 1500 + caption.length * 65));
}

/** The board's markers of a frame; the move just played gets no marker of its own (the board rings it). */
export function markersOf(frame: LessonFrame): Map<Vertex, Marker> {
  const out = new Map<Vertex, Marker>();
  for (const m of frame.markers as readonly LessonMarker[])
    out.set(m.vertex, m.kind === 'label' ? { kind: 'label', label: m.label ?? '' } : { kind: m.kind });
  return out;
}

/** The board's arrows of a frame (SGF AR). */
export function arrowsOf(frame: LessonFrame): BoardArrow[] {
  return frame.arrows.map((a) => ({ from: a.from, to: a.to }));
}

/** The frame a state shows. */
export function frameOf(lesson: Lesson, state: PlayerState): LessonFrame {
  return lesson.frames[Math.max(0, Math.min(lesson.frames.length - 1, state.step))] as LessonFrame;
}

/**
 * The region the lesson is drawn on (issue 14, the problems' crop): around every stone, move, marker and
 * arrow of every step, so the board stays put while it plays and nothing it shows is cut off; the whole
 * board when small or when the lesson spans most of it (a whole-board opening, a long ladder).
 */
export function lessonRegion(lesson: Lesson): BoardRegion {
  const vertices = new Set<Vertex>();
  for (const frame of lesson.frames) {
    frame.signs.forEach((sign, v) => {
      if (sign !== 0) vertices.add(v);
    });
    if (frame.move) vertices.add(frame.move.vertex);
    for (const v of frame.captured) vertices.add(v);
    for (const m of frame.markers) vertices.add(m.vertex);
    for (const a of frame.arrows) {
      vertices.add(a.from);
      vertices.add(a.to);
    }
  }
  return pickView(lesson.size, vertices);
}
