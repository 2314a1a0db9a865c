// Capturing races as topic groups (issue 14): the shapes drawn from parameters (tools/content/races.ts),
// proven by the race reader, their texts in the three languages, and the shipped groups after the others.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chainAt, libertiesAt } from '../../../src/domain/go/chains';
import { createPosition } from '../../../src/domain/go/position';
import { parseProblemJson } from '../../../src/domain/go/problemJson';
import { FastBoard } from '../../../src/domain/go/fastBoard';
import { BLACK, WHITE } from '../../../src/domain/go/stones';
import type { StudyPack } from '../../../src/domain/content/packs';
import { captureReaderFor, racingStones } from '../../../src/domain/content/captureReader';
import { toAscii } from '../../../src/domain/go/ascii';
import { approachRaceTexts } from '../../../tools/content/raceTopics';
import { classifyFirstMoves } from '../../../src/domain/content/firstMoves';
import { strayStones } from '../../../src/domain/content/realism';
import {
  approachLiberties,
  defaultRaceTactics,
  lostWithoutApproach,
  placeRace,
} from '../../../tools/content/races';
import type { RaceMade, RaceShape } from '../../../tools/content/races';
import { solveCapture } from '../../../tools/content/tactics';
import { raceTexts, topicPlan } from '../../../tools/content/topics';
import { studyPlan } from '../../../tools/content/curriculum';

const shape = (r: Partial<RaceShape>): RaceShape => ({
  height: 4,
  shared: 1,
  whiteOutside: 3,
  blackOutside: 3,
  eye: false,
  ...r,
});

describe('capturing-race shapes', () => {
  it('counts the liberties the parameters ask for: outside plus shared, the eye for Black', () => {
    for (const r of [
      shape({}),
      shape({ shared: 2, whiteOutside: 2, blackOutside: 1 }),
      shape({ eye: true, whiteOutside: 3, blackOutside: 1 }),
    ]) {
      const placed = placeRace(13, r, 2);
      expect(placed).not.toBeNull();
      if (placed === null) continue;
      const { size, stones } = placed;
      expect(libertiesAt(size, stones, placed.target)).toHaveLength(r.whiteOutside + r.shared);
      expect(libertiesAt(size, stones, placed.racer)).toHaveLength(
        r.blackOutside + r.shared + (r.eye ? 1 : 0),
      );
      // Nothing else on the board: every stone is a chain of the race or a wall with five liberties or more.
      const race = new Set([...chainAt(size, stones, placed.target), ...chainAt(size, stones, placed.racer)]);
      for (let v = 0; v < size * size; v++) {
        if (stones[v] === 0 || race.has(v)) continue;
        expect(libertiesAt(size, stones, v).length).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('a race Black wins by filling an outside liberty: only those are right, the shared one is wrong', () => {
    // Four liberties each (three outside, one shared), Black to play: any outside liberty of White wins.
    const placed = placeRace(13, shape({}), 2);
    if (placed === null) throw new Error('no shape');
    const position = createPosition({ size: 13, stones: placed.stones, toMove: BLACK });
    const s = solveCapture(position, placed.target, defaultRaceTactics);
    expect('rejected' in s).toBe(false);
    if ('rejected' in s) return;
    const white = new Set(libertiesAt(13, placed.stones, placed.target));
    const black = new Set(libertiesAt(13, placed.stones, placed.racer));
    const outside = [...white].filter((v) => !black.has(v)).sort((a, b) => a - b);
    expect([...s.right].sort((a, b) => a - b)).toEqual(outside);
  });

  it('eye against no eye: the defender can only wait, so the right line shows its best real move, never a pass', () => {
    // White three outside liberties and one shared; Black one outside liberty, the shared one and an eye.
    const placed = placeRace(13, shape({ eye: true, whiteOutside: 3, blackOutside: 1 }), 2);
    if (placed === null) throw new Error('no shape');
    const position = createPosition({ size: 13, stones: placed.stones, toMove: BLACK });
    const s = solveCapture(position, placed.target, defaultRaceTactics);
    if ('rejected' in s) throw new Error(s.rejected);
    expect(s.mainLine.filter((m) => !m.byPlayer).length).toBeGreaterThan(0);
    expect(s.mainLine.every((m) => m.move >= 0)).toBe(true);
  });

  it('a race the player cannot win (White one liberty ahead) is never shipped as won', () => {
    const placed = placeRace(13, shape({ shared: 0, whiteOutside: 4, blackOutside: 3 }), 2);
    if (placed === null) throw new Error('no shape');
    const position = createPosition({ size: 13, stones: placed.stones, toMove: BLACK });
    expect(solveCapture(position, placed.target, defaultRaceTactics)).toEqual({ rejected: 'no_capture' });
  });

  it('reads a target with four liberties as a race and classifies every first move in scope', () => {
    const placed = placeRace(13, shape({}), 2);
    if (placed === null) throw new Error('no shape');
    const board = FastBoard.fromPosition(createPosition({ size: 13, stones: placed.stones, toMove: BLACK }));
    expect(captureReaderFor(board, board.pointOf(placed.target)).race).toBe(true);
  });
});

describe('races with a liberty that needs an approach move (issue 14)', () => {
  // Black: three liberties it shows (the shared one, one outside, the one under the jutting stone);
  // White: four (three outside, the shared one). White cannot fill the one under the jutting stone at once.
  const approachShape = shape({ height: 4, shared: 1, whiteOutside: 3, blackOutside: 1, approach: true });

  it('juts one stone of Black out so the first-line point under it needs White’s approach move', () => {
    const placed = placeRace(19, approachShape, 1);
    if (placed === null) throw new Error('no shape');
    expect(toAscii({ size: 19, stones: placed.stones }).split('\n').slice(0, 6).join('\n')).toBe(
      [
        '. X . O . X . . . O . . . . . . . . .',
        '. X . O O X X O O O . . . . . . . . .',
        '. X . O O X . O . . . . . . . . . . .',
        '. X X O O X O O . . . . . . . . . . .',
        '. . X X X O O O . . . . . . . . . . .',
        '. . . . . . . . . . . . . . . . . . .',
      ].join('\n'),
    );
    const board = FastBoard.fromPosition(createPosition({ size: 19, stones: placed.stones, toMove: BLACK }));
    const racer = board.pointOf(placed.racer);
    expect(libertiesAt(19, placed.stones, placed.racer)).toHaveLength(3);
    expect(libertiesAt(19, placed.stones, placed.target)).toHaveLength(4);
    // The point under the jutting stone (G19 here): White's stone there would be taken at once.
    expect(approachLiberties(board, racer, WHITE).map((p) => board.vertexOf(p))).toEqual([6]);
    expect(approachLiberties(board, board.pointOf(placed.target), BLACK)).toEqual([]);
  });

  it('keeps the race only where the approach move wins it: Black one liberty short on the count, and still wins', () => {
    const placed = placeRace(19, approachShape, 1);
    if (placed === null) throw new Error('no shape');
    const position = createPosition({ size: 19, stones: placed.stones, toMove: BLACK });
    const s = solveCapture(position, placed.target, defaultRaceTactics);
    if ('rejected' in s) throw new Error(s.rejected);
    // Only White's outside liberties win; the shared one and Black's own do not.
    const rows = (vs: readonly number[]) => [...vs].map((v) => [v % 19, Math.floor(v / 19)]).sort();
    expect(rows(s.right)).toEqual([
      [2, 0],
      [2, 1],
      [2, 2],
    ]);
    expect(lostWithoutApproach(approachShape, 19, defaultRaceTactics)).toBe(true);
    // One more outside liberty for Black: the race is won without the approach too, so it teaches nothing.
    expect(lostWithoutApproach({ ...approachShape, blackOutside: 2 }, 19, defaultRaceTactics)).toBe(false);
  });

  it('hints say the liberty counts as two moves for the opponent, in the opponent’s colour, never where to play', () => {
    const made = { race: approachShape, whiteLiberties: 4, blackLiberties: 3 } as unknown as RaceMade;
    const black = approachRaceTexts.hint(BLACK, made, {} as never);
    // The drawn race's own counts first.
    expect(black['en-US']).toMatch(
      /^The marked stones have 4 liberties \(1 shared\); yours seem to have 3\. /,
    );
    expect(black['ko-KR']).toMatch(/^표시된 돌의 활로는 4개\(공배 1개\), 내 돌은 3개로 보입니다\. /);
    expect(black['zh-CN']).toMatch(/^标记的棋子有4口气（公气1口），你的棋子看起来有3口气。/);
    const withEye = approachRaceTexts.hint(
      BLACK,
      { ...made, race: { ...approachShape, eye: true, shared: 0 } } as unknown as RaceMade,
      {} as never,
    );
    expect(withEye['en-US']).toMatch(
      /^The marked stones have 4 liberties; yours seem to have 3, the eye included\. A group with an eye counts the shared liberties as its own\. And one of yours can't be filled at once/,
    );
    expect(black['ko-KR']).toContain('백이 바로 메울 수 없습니다');
    expect(black['en-US']).toContain('a white stone there would be in atari');
    expect(black['zh-CN']).toContain('白棋不能直接紧');
    const white = approachRaceTexts.hint(WHITE, made, {} as never);
    expect(white['en-US']).toContain('Black needs an extra move');
    for (const hint of [black, white])
      for (const locale of ['ko-KR', 'en-US', 'zh-CN'] as const) expect(hint[locale]).not.toMatch(/[A-T]\d/);
    expect(approachRaceTexts.prompt(WHITE, made)['en-US']).toBe(
      'White to play. The marked black stones and your stones are in a capturing race. Capture the marked stones.',
    );
  });
});

describe('race texts', () => {
  it('prompts name the race in Go’s terms and hints say how to count, never where to play', () => {
    const made = (eye: boolean) => ({ race: shape({ eye }) }) as unknown as RaceMade;
    for (const player of [BLACK, WHITE] as const) {
      const prompt = raceTexts.prompt(player, made(false));
      expect(prompt['ko-KR']).toContain('수상전');
      expect(prompt['en-US']).toContain('capturing race');
      expect(prompt['zh-CN']).toContain('对杀');
    }
    for (const eye of [false, true]) {
      const hint = raceTexts.hint(BLACK, made(eye), {} as never);
      for (const locale of ['ko-KR', 'en-US', 'zh-CN'] as const) {
        expect(hint[locale].length).toBeGreaterThan(10);
        expect(hint[locale]).not.toMatch(/[A-T]\d/);
      }
      expect(hint['ko-KR']).toContain('공배');
      expect(hint['zh-CN']).toContain('公气');
    }
  });
});

describe('the shipped capturing-race groups', () => {
  const study = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../../../server/content/packs/study.json'), 'utf8'),
  ) as StudyPack;

  it('come after the earlier groups, ten proven races each, every target racing with four or five liberties', () => {
    const planned = new Map(studyPlan().map((c) => [c.sno, c.groups.length]));
    const topics = topicPlan();
    const races = topics.filter((t) => t.technique === 'capture_race');
    expect(races.map((t) => t.sno)).toEqual([2, 3, 4, 4, 5, 5, 4]);
    for (const plan of races) {
      const category = study.categories.find((c) => c.sno === plan.sno);
      const index = (planned.get(plan.sno) ?? 0) + topics.filter((t) => t.sno === plan.sno).indexOf(plan);
      const group = category?.groups[index];
      expect(group?.title).toEqual(plan.title);
      expect(group?.technique).toBe('capture_race');
      expect(group?.missions).toHaveLength(10);
      for (const m of group?.missions ?? []) {
        expect(m.prompt['en-US']).toContain('capturing race');
        expect(strayStones(m.problem)).toEqual([]);
        const parsed = parseProblemJson(m.problem);
        if (!parsed.ok) throw new Error('bad problem');
        const problem = parsed.value;
        expect(problem.goal.kind).toBe('capture');
        const target = 'targets' in problem.goal ? problem.goal.targets[0] : undefined;
        if (target === undefined) throw new Error('no target');
        const liberties = libertiesAt(problem.start.size, problem.start.stones, target).length;
        expect(liberties === 4 || liberties === 5).toBe(true);
        expect(problem.start.size).toBe(plan.sno === 2 ? 13 : 19);
      }
    }
  });

  it('the first problem of each group has every first move classified, none unknown', () => {
    for (const plan of topicPlan().filter((t) => t.technique === 'capture_race')) {
      const category = study.categories.find((c) => c.sno === plan.sno);
      const group = category?.groups.find((g) => g.title['en-US'] === plan.title['en-US']);
      const parsed = parseProblemJson(group?.missions[0]?.problem as never);
      if (!parsed.ok) throw new Error('bad problem');
      const c = classifyFirstMoves(parsed.value);
      expect(c?.moves.some((m) => m.verdict === 'unknown')).toBe(false);
      expect(c?.moves.filter((m) => m.verdict === 'right').length).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('the shipped group of races with an approach move', () => {
  const study = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../../../server/content/packs/study.json'), 'utf8'),
  ) as StudyPack;

  it('gives the player’s racing chain a liberty the opponent cannot fill at once, in every problem', () => {
    const plan = topicPlan().find((t) => t.texts === approachRaceTexts);
    const group = study.categories
      .find((c) => c.sno === plan?.sno)
      ?.groups.find((g) => g.title['en-US'] === plan?.title['en-US']);
    expect(group?.missions).toHaveLength(10);
    for (const m of group?.missions ?? []) {
      const parsed = parseProblemJson(m.problem);
      if (!parsed.ok || !('targets' in parsed.value.goal)) throw new Error('bad problem');
      const board = FastBoard.fromPosition(parsed.value.start);
      const target = board.pointOf(parsed.value.goal.targets[0] as number);
      const opponent = board.at(target) as typeof BLACK;
      const racing = racingStones(board, target);
      const needsApproach = racing.flatMap((p) => approachLiberties(board, p, opponent));
      expect(new Set(needsApproach).size).toBe(1);
      expect(m.hint['en-US']).toContain('count that liberty as two moves');
    }
  });
});
