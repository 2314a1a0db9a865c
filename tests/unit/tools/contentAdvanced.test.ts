// The advanced and dan-level topic groups on 19×19 (issue 14): how many moves an answer takes
// (`answerPlayerMoves`, the rule the groups are drawn with), edge shapes moved along the side, the hints
// from the facts of the first right move, the ko problems whose ko starts on the second move, the kills
// where a wrong move allows seki, and the shipped groups: after every other group of `je` and `se`, on
// 19×19, every answer more than one move of the player.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chainAt } from '../../../src/domain/go/chains';
import { createPosition } from '../../../src/domain/go/position';
import { createRandom } from '../../../src/domain/go/random';
import { compileProblem } from '../../../src/domain/go/problem';
import type { CompiledNode } from '../../../src/domain/go/problem';
import { parseProblemJson } from '../../../src/domain/go/problemJson';
import type { ProblemJson } from '../../../src/domain/go/problemJson';
import { classifyFirstMoves, lifeDeathRegion } from '../../../src/domain/content/firstMoves';
import type { StudyPack } from '../../../src/domain/content/packs';
import { contentLocales as locales } from '../../../src/domain/content/text';
import { strayStones } from '../../../src/domain/content/realism';
import { killHint, koWayTexts, liveHint, sekiKillTexts } from '../../../tools/content/advancedTopics';
import { studyPlan } from '../../../tools/content/curriculum';
import type { HintFacts } from '../../../tools/content/hintFacts';
import { OWNER, randomShape } from '../../../tools/content/lifeDeath';
import { shape } from '../../../tools/content/planBuilders';
import { answerPlayerMoves } from '../../../tools/content/problemBuild';
import { topicPlan } from '../../../tools/content/topics';

const board9 = (rows: string[]) => [...rows, ...Array.from({ length: 9 - rows.length }, () => '.........')];

describe('answerPlayerMoves', () => {
  // A White stone in atari on the edge: one move captures it.
  const base = {
    board: board9(['.XOX.....', '..X......']),
    toMove: 'B',
    goal: { kind: 'capture', targets: ['C9'] },
  } as const;

  it('counts the player’s moves on the fewest-move way through the answer', () => {
    const one: ProblemJson = { ...base, tree: [{ line: 'D8', result: 'right' }] };
    expect(answerPlayerMoves(one)).toBe(1);
    const two: ProblemJson = { ...base, tree: [{ line: 'D8 E9 F9', result: 'right' }] };
    expect(answerPlayerMoves(two)).toBe(2);
    // Two replies in the tree: the one the player answers in one more move decides.
    const branching: ProblemJson = {
      ...base,
      tree: [
        {
          line: 'D8',
          then: [
            { line: 'E9 F9 G9 H9', result: 'right' },
            { line: 'E8 E7', result: 'right' },
          ],
        },
      ],
    };
    expect(answerPlayerMoves(branching)).toBe(2);
  });

  it('takes the shortest right first move and leaves wrong lines out', () => {
    const json: ProblemJson = {
      ...base,
      tree: [
        { line: 'D8 E9 F9', result: 'right' },
        { line: 'E8', result: 'right' },
        { line: 'A9 B8 A8 C8', result: 'wrong' },
      ],
    };
    expect(answerPlayerMoves(json)).toBe(1);
    expect(answerPlayerMoves({ ...base, tree: [{ line: 'A9 B8', result: 'wrong' }] })).toBe(0);
  });
});

describe('edge shapes moved along the side', () => {
  it('move the whole construction and keep the group enclosed', () => {
    const spec = shape({ size: 19, area: 'edge', space: [4, 6], gaps: 0.3, outsideLiberties: 0.15 });
    const random = createRandom(5);
    const lefts: number[] = [];
    for (let i = 0; i < 200 && lefts.length < 20; i++) {
      const s = randomShape(random, { ...spec, along: [0, 8] });
      if (s === null) continue;
      const owner = [...s.stones.keys()].filter((v) => s.stones[v] === OWNER);
      lefts.push(Math.min(...owner.map((v) => v % 19)));
      // The region is the flood from the target up to the killer's wall, as the classifier reads it.
      const region = lifeDeathRegion({ start: createPosition({ size: 19, stones: s.stones }) }, s.target);
      expect(region).not.toBeNull();
      for (const v of owner) expect(region).toContain(v);
      expect(chainAt(19, s.stones, s.target).every((v) => s.stones[v] === OWNER)).toBe(true);
    }
    expect(lefts.length).toBe(20);
    // Without the move the wall starts within the first six lines; moved, it reaches the middle of the side.
    expect(Math.max(...lefts)).toBeGreaterThan(6);
  });
});

describe('hints from the first right move', () => {
  const facts = (f: Partial<HintFacts>): HintFacts => ({
    variant: 0,
    atari: false,
    sacrifice: false,
    captures: false,
    liberties: 3,
    targetStones: 2,
    besideOwn: false,
    besideOpponent: false,
    opponentInAtari: false,
    ...f,
  });

  it('name the idea the move shows, never a point', () => {
    expect(killHint(facts({ sacrifice: true }))['en-US']).toMatch(/throw-in/);
    expect(killHint(facts({ captures: true }))['en-US']).toMatch(/Capture first/);
    expect(killHint(facts({ atari: true }))['en-US']).toMatch(/atari/);
    expect(killHint(facts({ besideOwn: true }))['en-US']).toMatch(/next to your own stones/);
    expect(killHint(facts({}))['en-US']).toMatch(/apart from your stones/);
    expect(liveHint(facts({ captures: true }))['en-US']).toMatch(/Capturing the stones inside/);
    expect(liveHint(facts({ opponentInAtari: true }))['en-US']).toMatch(/atari/);
    expect(liveHint(facts({ besideOpponent: true }))['en-US']).toMatch(/press on your eye space/);
    expect(liveHint(facts({}))['en-US']).toMatch(/away from your opponent/);
    for (const f of [facts({}), facts({ sacrifice: true }), facts({ besideOpponent: true })])
      for (const locale of locales) {
        expect(killHint(f)[locale]).not.toMatch(/[A-T]\d/);
        expect(liveHint(f)[locale]).not.toMatch(/[A-T]\d/);
      }
  });
});

describe('the shipped advanced and dan-level groups', () => {
  const study = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../../../server/content/packs/study.json'), 'utf8'),
  ) as StudyPack;
  const planned = new Map(studyPlan().map((c) => [c.sno, c.groups.length]));
  const topics = topicPlan();
  const late = topics.filter((t) => t.late === true);
  const groupOf = (plan: (typeof topics)[number]) => {
    const category = study.categories.find((c) => c.sno === plan.sno);
    const index = (planned.get(plan.sno) ?? 0) + topics.filter((t) => t.sno === plan.sno).indexOf(plan);
    return category?.groups[index];
  };
  const parsed = (json: ProblemJson) => {
    const p = parseProblemJson(json);
    if (!p.ok) throw new Error('bad problem');
    return p.value;
  };

  it('are ten groups each in je and se, after the early groups and before the last ones', () => {
    expect(late.filter((t) => t.sno === 4)).toHaveLength(10);
    expect(late.filter((t) => t.sno === 5)).toHaveLength(10);
    // Late groups come after the early topic groups of their category in the plan's order, and only the
    // last topic groups (twoMoveTopics.ts) come after them.
    for (const sno of [4, 5]) {
      const own = topics.filter((t) => t.sno === sno);
      const last = own.filter((t) => t.last === true).length;
      expect(own.findIndex((t) => t.late === true)).toBe(own.length - last - 10);
      expect(own.slice(own.length - last).every((t) => t.last === true)).toBe(true);
      const category = study.categories.find((c) => c.sno === sno);
      expect(category?.groups).toHaveLength(16 + last);
      expect(category?.groups.reduce((n, g) => n + g.missions.length, 0)).toBe(160 + 10 * last);
    }
  });

  it('are on 19×19 corners and sides, and every answer takes more than one move of the player', () => {
    for (const plan of late) {
      const group = groupOf(plan);
      expect(group?.title).toEqual(plan.title);
      expect(group?.technique).toBe(plan.technique);
      expect(group?.missions).toHaveLength(10);
      for (const m of group?.missions ?? []) {
        const problem = parsed(m.problem);
        expect(problem.start.size).toBe(19);
        expect(answerPlayerMoves(m.problem)).toBeGreaterThanOrEqual(2);
        // content:check's own count: the first right line is more than one move.
        const first = m.problem.tree.find((b) => b.result !== 'wrong');
        expect(first?.line.trim().split(/\s+/).length === 1 && first.then === undefined).toBe(false);
        expect(strayStones(m.problem)).toEqual([]);
        // Every stone within six lines of a corner or of a side: a corner or side problem.
        const near = (v: number) =>
          Math.min(v % 19, 18 - (v % 19), Math.floor(v / 19), 18 - Math.floor(v / 19));
        for (const [v, c] of problem.start.stones.entries())
          if (c !== 0) expect(near(v)).toBeLessThanOrEqual(6);
        for (const locale of locales) {
          expect(m.prompt[locale].length).toBeGreaterThan(10);
          expect(m.hint[locale].length).toBeGreaterThan(10);
          expect(m.hint[locale]).not.toMatch(/[A-T]1?\d\b/);
        }
      }
    }
  });

  it('ko groups: the ko starts on the player’s second move, with a capture', () => {
    for (const plan of late.filter((t) => t.texts === koWayTexts)) {
      for (const m of groupOf(plan)?.missions ?? []) {
        const compiled = compileProblem(parsed(m.problem));
        const right = compiled.roots.filter((r) => r.winnable);
        expect(right).toHaveLength(1);
        const first = right[0] as CompiledNode;
        expect(first.after?.ko).toBeNull();
        const second = first.children[0]?.children[0];
        expect(second?.byPlayer).toBe(true);
        expect(second?.captured).toHaveLength(1);
        expect(second?.after?.ko).not.toBeNull();
      }
    }
  });

  it('seki groups: one move kills, and a wrong move lets the group make seki', () => {
    for (const plan of late.filter((t) => t.texts === sekiKillTexts)) {
      const m = groupOf(plan)?.missions[0];
      if (m === undefined) throw new Error('no mission');
      const c = classifyFirstMoves(parsed(m.problem));
      expect(c?.moves.filter((x) => x.verdict === 'right')).toHaveLength(1);
      expect(c?.moves.some((x) => x.verdict === 'wrong' && x.seki === true)).toBe(true);
      expect(c?.moves.some((x) => x.verdict === 'unknown')).toBe(false);
    }
  }, 60_000);
});
