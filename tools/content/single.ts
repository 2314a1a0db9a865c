// Building the single-play pack (server/content/packs/single.json) from singlePlan.ts: problem groups draw
// from the study templates with their own seeded generators and never repeat a problem of the other packs
// (`used` holds their keys), opening groups draw from singleOpening.ts, game groups are written from their
// settings, and the 14 tutorials take the easiest problems of their group's template. The same seed and
// the same other packs give the same file, byte for byte.
//
// `npm run content:generate` builds it after the study packs; on its own:
// `node --import tsx tools/content/single.ts [--seed N] [--dir DIR]` (reads the other packs from DIR).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProblemJson } from '../../src/domain/go/problemJson';
import { createRandom } from '../../src/domain/go/random';
import { BLACK, WHITE } from '../../src/domain/go/stones';
import { problemKey } from '../../src/domain/content/symmetry';
import type { LocalizedText } from '../../src/domain/content/text';
import { parseSingleTutorialKey, singleTutorialKeys } from '../../src/domain/rules/tutorials';
import { singleTypeName } from '../../src/domain/rules/singleTypes';
import type { SinglePackJson } from '../../server/content/single';
import { draw, seedOf, type Drawn, type Stats } from './build';
import { flag } from './flags';
import { formatJson, packsDir, seedFrom } from './packFiles';
import { retiredProblemKeys } from './retired';
import { hintFacts } from './hintFacts';
import { checkSinglePack, formatSingleIssue } from './singleCheck';
import { lateSinglePlan, singlePlan, type GameSpec, type SingleGroupPlan } from './singlePlan';
import { cornerProblem, sideProblem } from './singleOpening';
import {
  captureHint,
  capturePrompt,
  diceCapturePrompt,
  gameHint,
  gamePrompt,
  openingHints,
  openingPrompt,
  singleCategoryTitles,
  singleTutorialTexts,
} from './singleTexts';
import type { Template } from './templates';
import { hintText, numbered, promptText } from './texts';

type PackMission = SinglePackJson['categories'][number]['groups'][number]['missions'][number];
type PackGroup = SinglePackJson['categories'][number]['groups'][number];

export const SINGLE_MISSIONS_PER_GROUP = 10;

/**
 * The external video site (R7.59). The pack ships no external videos (every group has an in-app lesson
 * instead, lessons.ts); an academy that has real lectures adds their codes to its missions' `videos`.
 */
export const videoUrlTemplate = 'https://www.youtube.com/watch?v={VideoCode}&t={StartPos}s';

/** Every problem key of the other packs, so single play never repeats a study problem. */
export function usedProblemKeys(...packs: unknown[]): Set<string> {
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const v of value) visit(v);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const record = value as Record<string, unknown>;
    const problem = record.problem as ProblemJson | undefined;
    if (problem && Array.isArray(problem.board) && problem.goal) used.add(problemKey(problem));
    for (const v of Object.values(record)) visit(v);
  };
  for (const p of packs) visit(p);
  return used;
}

function templateOf(plan: SingleGroupPlan): { template: Template; player: 'black' | 'either' } | null {
  const source = plan.source;
  if (source.kind === 'problems') return { template: source.template, player: source.player };
  if (source.kind === 'opening')
    return { template: source.shape === 'corner' ? cornerProblem : sideProblem, player: 'either' };
  return null;
}

/** A square board with the crossed four stones at its centre. */
function crossBoard(size: number): string[] {
  const c = Math.floor(size / 2);
  const rows = Array.from({ length: size }, () => new Array<string>(size).fill('.'));
  const put = (x: number, y: number, s: string) => {
    const row = rows[y];
    if (row) row[x] = s;
  };
  put(c - 1, c - 1, 'O');
  put(c, c, 'O');
  put(c, c - 1, 'X');
  put(c - 1, c, 'X');
  return rows.map((r) => r.join(''));
}

function gameMission(jkno: number, g: GameSpec, name: LocalizedText, rolled: boolean): PackMission {
  const player = g.player === 'B' ? BLACK : WHITE;
  const capture = g.captureTarget !== undefined;
  return {
    jkno,
    kind: capture ? 'capture' : 'game',
    title: numbered(name, jkno + 1),
    prompt: capture
      ? rolled
        ? diceCapturePrompt(player, g.player === 'W')
        : capturePrompt(player, g.captureTarget ?? 1, g.player === 'W')
      : gamePrompt(player, g.level, g.komi),
    hint: capture ? captureHint : gameHint,
    game: {
      size: g.size,
      ...(g.cross ? { board: crossBoard(g.size) } : {}),
      toMove: 'B',
      player: g.player,
      level: g.level,
      komi: g.komi,
      ...(capture ? { captureTarget: g.captureTarget } : {}),
    },
    videos: [],
  };
}

function problemMission(jkno: number, d: Drawn, name: LocalizedText, plan: SingleGroupPlan): PackMission {
  const opening = plan.source.kind === 'opening' ? plan.source.shape : null;
  return {
    jkno,
    kind: 'problem',
    title: numbered(name, jkno + 1),
    prompt: opening
      ? openingPrompt(d.player, opening)
      : promptText(
          d.prompt,
          d.player,
          'targets' in d.problem.goal ? d.problem.goal.targets.length : 2,
          hintFacts(d.problem).variant,
        ),
    hint: opening ? openingHints[opening] : hintText(d.technique, d.prompt, hintFacts(d.problem)),
    problem: d.problem,
    videos: [],
  };
}

export interface SingleBuildOptions {
  readonly seed: number;
  /** Problem keys of the other packs (usedProblemKeys); filled with the single pack's own. */
  readonly used: Set<string>;
  readonly perGroup?: number;
  readonly log?: (line: string) => void;
}

export function buildSinglePack(options: SingleBuildOptions): SinglePackJson {
  const { seed, used } = options;
  const perGroup = options.perGroup ?? SINGLE_MISSIONS_PER_GROUP;
  const log = options.log ?? (() => undefined);
  const plan = singlePlan();
  const categories = plan.map((category) => ({
    sno: category.sno,
    key: singleTypeName(category.sno as 0),
    title: singleCategoryTitles[category.sno] as LocalizedText,
    groups: category.groups.map((group, gi): PackGroup => {
      const gno = gi + 1;
      const started = Date.now();
      const drawing = templateOf(group);
      let missions: PackMission[];
      if (drawing === null) {
        const list = group.source.kind === 'games' ? group.source.games : [];
        missions = list.map((g, i) => gameMission(i, g, group.title, group.dice !== undefined));
      } else {
        const stats: Stats = new Map();
        const random = createRandom(seedOf(seed, 'single', category.sno, gno));
        const drawn = draw(drawing.template, random, perGroup, { player: drawing.player, used, stats });
        missions = drawn.map((d, i) => problemMission(i, d, group.title, group));
      }
      log(`single ${category.sno} ${gno} ${group.title['en-US']}: ${Date.now() - started} ms`);
      return {
        gno,
        title: group.title,
        heart: group.heart,
        ...(group.dice ? { dice: group.dice.map((row) => ({ ...row })) } : {}),
        missions,
      };
    }),
  }));

  const tutorials = singleTutorialKeys.map((key) => {
    const address = parseSingleTutorialKey(key);
    const texts = singleTutorialTexts[key];
    const base = { key, title: texts.title, text: texts.text };
    if (!address.ok) return base;
    const { categoryId, groupId, seq } = address.value;
    const group = plan.find((c) => c.sno === categoryId)?.groups[groupId - 1];
    const drawing = group ? templateOf(group) : null;
    if (!group || !drawing) return base;
    // Each step draws a fresh problem of the group's template with a generator of its own (posuk step 3
    // is about sides: it takes a side problem).
    const template = categoryId === 2 && seq === 3 ? sideProblem : drawing.template;
    const random = createRandom(seedOf(seed, 'single-tutorial', key));
    const drawn = draw(template, random, 1, { player: 'black', used });
    return { ...base, problem: (drawn[0] as Drawn).problem };
  });

  const body = { categories, tutorials };
  return {
    name: 'single',
    version: `1.0.0+seed${seed}.${seedOf(JSON.stringify(body)).toString(16).padStart(8, '0')}`,
    videoUrlTemplate,
    ...body,
  };
}

export interface LateSingleOptions {
  readonly seed: number;
  readonly perGroup?: number;
  readonly log?: (line: string) => void;
}

/**
 * The single pack with the late groups (singlePlan.ts `lateSinglePlan`) appended after every other group of
 * their single type (any it already has are replaced), each drawn from its own seed with every answer two
 * moves of the player or more; its version recomputed. `used` holds the keys of every problem of the packs
 * and receives the new ones. Drawn after every other group of the packs, so no problem drawn before
 * changes.
 */
export function withLateSingleGroups(
  single: SinglePackJson,
  used: Set<string>,
  options: LateSingleOptions,
): SinglePackJson {
  const perGroup = options.perGroup ?? SINGLE_MISSIONS_PER_GROUP;
  const planned = new Map(singlePlan().map((c) => [c.sno, c.groups.length]));
  const categories = single.categories.map((c) => ({
    ...c,
    groups: c.groups.slice(0, planned.get(c.sno) ?? c.groups.length),
  }));
  for (const late of lateSinglePlan()) {
    const category = categories.find((c) => c.sno === late.sno);
    const drawing = templateOf(late.group);
    if (category === undefined || drawing === null) continue;
    const gno = category.groups.length + 1;
    const started = Date.now();
    const stats: Stats = new Map();
    const random = createRandom(seedOf(options.seed, 'single-late', late.sno, gno));
    const drawn = draw(drawing.template, random, perGroup, {
      player: drawing.player,
      used,
      stats,
      minPlayerMoves: 2,
    });
    category.groups.push({
      gno,
      title: late.group.title,
      heart: late.group.heart,
      missions: drawn.map((d, i) => problemMission(i, d, late.group.title, late.group)),
    });
    options.log?.(`single late ${late.sno} ${gno} ${late.group.title['en-US']}: ${Date.now() - started} ms`);
  }
  const body = { categories, tutorials: single.tutorials };
  return {
    ...single,
    version: `1.0.0+seed${options.seed}.${seedOf(JSON.stringify(body)).toString(16).padStart(8, '0')}`,
    ...body,
  };
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const seed = seedFrom(flag(argv, '--seed'));
  const dir = flag(argv, '--dir') ?? packsDir;
  const read = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  const otherKeys = usedProblemKeys(read('study.json'), read('dan9.json'), read('tutorials.json'));
  const used = new Set([...retiredProblemKeys(), ...otherKeys]);
  const pack = buildSinglePack({ seed, used, log: (l) => process.stderr.write(`${l}\n`) });
  const issues = checkSinglePack(pack, otherKeys);
  if (issues.length > 0) {
    process.stderr.write(`${issues.map(formatSingleIssue).join('\n')}\n`);
    process.exitCode = 1;
    return;
  }
  fs.writeFileSync(path.join(dir, 'single.json'), await formatJson(pack));
  process.stdout.write(`single.json written to ${dir}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
