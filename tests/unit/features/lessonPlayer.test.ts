// The video lesson player's logic (issue 17): play, pause, step, the end of a lesson, reduced motion, and
// how long a step stays.
import { describe, expect, it } from 'vitest';
import {
  arrowsOf,
  initialPlayer,
  markersOf,
  playerReducer,
  stepDelayMs,
  type PlayerAction,
  type PlayerState,
} from '../../../src/features/single/lessonPlayer';

const run = (state: PlayerState, ...actions: PlayerAction['kind'][]) =>
  actions.reduce((s, kind) => playerReducer(s, { kind } as PlayerAction), state);

describe('lesson player', () => {
  it('plays by itself unless motion is reduced', () => {
    expect(initialPlayer(4, { reducedMotion: false })).toEqual({ step: 0, playing: true, count: 4 });
    expect(initialPlayer(4, { reducedMotion: true })).toEqual({ step: 0, playing: false, count: 4 });
  });

  it.each<[string, PlayerState, PlayerAction['kind'][], Pick<PlayerState, 'step' | 'playing'>]>([
    [
      'ticks forward while playing',
      { step: 0, playing: true, count: 4 },
      ['tick', 'tick'],
      { step: 2, playing: true },
    ],
    [
      'stops on the last step',
      { step: 2, playing: true, count: 4 },
      ['tick', 'tick'],
      { step: 3, playing: false },
    ],
    [
      'does not tick when paused',
      { step: 1, playing: false, count: 4 },
      ['tick'],
      { step: 1, playing: false },
    ],
    ['pauses', { step: 1, playing: true, count: 4 }, ['pause', 'tick'], { step: 1, playing: false }],
    ['steps by hand and pauses', { step: 1, playing: true, count: 4 }, ['next'], { step: 2, playing: false }],
    [
      'steps back',
      { step: 2, playing: false, count: 4 },
      ['previous', 'previous', 'previous'],
      { step: 0, playing: false },
    ],
    [
      'stops at the end when stepping',
      { step: 3, playing: false, count: 4 },
      ['next'],
      { step: 3, playing: false },
    ],
    ['toggles', { step: 1, playing: false, count: 4 }, ['toggle'], { step: 1, playing: true }],
    [
      'plays again from the start at the end',
      { step: 3, playing: false, count: 4 },
      ['play'],
      { step: 0, playing: true },
    ],
    ['jumps', { step: 1, playing: true, count: 4 }, ['last'], { step: 3, playing: false }],
    ['goes to the first step', { step: 3, playing: false, count: 4 }, ['first'], { step: 0, playing: false }],
  ])('%s', (_, state, actions, expected) => {
    expect(run(state, ...actions)).toEqual({ ...expected, count: state.count });
  });

  it('waits long enough to read a caption, within 3 to 9 seconds', () => {
    expect(stepDelayMs('')).toBe(3000);
    expect(stepDelayMs('x'.repeat(60))).toBe(5400);
    expect(stepDelayMs('x'.repeat(1000))).toBe(9000);
  });
});

describe('a frame on the board', () => {
  it('gives the board its arrows and markers', () => {
    const frame = {
      signs: [],
      move: null,
      captured: [],
      markers: [{ vertex: 3, kind: 'label' as const, label: 'A' }],
      arrows: [{ from: 2, to: 7 }],
      caption: { 'en-US': '', 'ko-KR': '', 'zh-CN': '' },
    };
    expect(arrowsOf(frame)).toEqual([{ from: 2, to: 7 }]);
    expect(markersOf(frame)).toEqual(new Map([[3, { kind: 'label', label: 'A' }]]));
  });
});
