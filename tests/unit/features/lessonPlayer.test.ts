// The video lesson player's logic (issue 17): play, pause, step, the end of a lesson, reduced motion, and
// how long a step stays; and the part of a big board a local lesson is drawn on (issue 14).
import { describe, expect, it } from 'vitest';
import type { BoardRegion } from '../../../src/board';
import { readLesson } from '../../../src/domain/content/lesson';
import {
  arrowsOf,
  initialPlayer,
  lessonRegion,
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

describe('the region a lesson is drawn on (issue 14)', () => {
  const caption = 'C[en-US: a\nko-KR: 가\nzh-CN: 甲]';
  const region = (sgf: string): string => {
    const lesson = readLesson(sgf);
    if (!lesson.ok) throw new Error(`bad test lesson: ${lesson.error.code}`);
    const r: BoardRegion = lessonRegion(lesson.value);
    const size = lesson.value.size;
    const point = (x: number, y: number) => `${'ABCDEFGHJKLMNOPQRST'[x] ?? '?'}${size - y}`;
    return `${point(r.x0, r.y0)}-${point(r.x1, r.y1)}`;
  };

  it.each<{ proves: string; sgf: string; region: string }>([
    {
      // A ladder's start in the bottom-left corner of 13×13 (SGF rows count from the top).
      proves: 'a local lesson on 13×13: its corner, around the stones of every step',
      sgf: `(;GM[1]FF[4]SZ[13]AB[bk][cj]AW[ck]PL[B]${caption};B[dk]${caption};W[cl]${caption})`,
      region: 'A7-G1',
    },
    {
      proves: 'a later step’s new example, a marker and an arrow widen the one region',
      sgf:
        `(;GM[1]FF[4]SZ[13]AB[bk][cj]AW[ck]PL[B]${caption};B[dk]${caption}` +
        `;AE[bk][cj][ck][dk]AB[ei]AW[fi]CR[gh]AR[ei:gj]${caption})`,
      region: 'A8-J1',
    },
    {
      proves: 'a whole-board opening stays whole',
      sgf: `(;GM[1]FF[4]SZ[13]PL[B]${caption};B[jd]${caption};W[dj]${caption};B[jj]${caption};W[dd]${caption})`,
      region: 'A13-N1',
    },
    {
      proves: 'a 9×9 lesson is whole',
      sgf: `(;GM[1]FF[4]SZ[9]AB[aa]PL[B]${caption};B[ba]${caption})`,
      region: 'A9-J1',
    },
  ])('$proves', ({ sgf, region: expected }) => {
    expect(region(sgf)).toBe(expected);
  });
});
