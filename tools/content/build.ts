// Building the packs from the plan: each group (and ninth-dan slot, and tutorial) draws problems from its
// template with its own seeded generator, turns each by a random symmetry and colour, drops duplicates (by
// the canonical key of the position under symmetry and colour), runs the engine's checker on the shipped
// form, and orders the group from easy to hard. The same seed gives the same packs, byte for byte.
import type { ProblemJson } from '../../src/domain/go/problemJson';
import type { Random } from '../../src/domain/go/random';
import { createRandom } from '../../src/domain/go/random';
import { BLACK, WHITE } from '../../src/domain/go/stones';
import type { Color } from '../../src/domain/go/stones';
import type {
  Dan9Pack,
  Dan9StepContent,
  MissionContent,
  StudyCategoryContent,
  StudyGroupContent,
  StudyPack,
  TutorialContent,
  TutorialsPack,
} from '../../src/domain/content/packs';
import { MISSIONS_PER_GROUP } from '../../src/domain/content/packs';
import { strayStones } from '../../src/domain/content/realism';
import { problemKey } from '../../src/domain/content/symmetry';
import type { Technique } from '../../src/domain/content/techniques';
import type { LocalizedText } from '../../src/domain/content/text';
import { parseStudyTutorialKey, studyTutorialKeys } from '../../src/domain/rules/tutorials';
import { dan9Plan, studyPlan } from './curriculum';
import type { CategoryPlan, Dan9StepPlan, GroupPlan } from './curriculum';
import { handWritten } from './handWritten';
import { completeProblem } from './complete';
import { withLaterTurnMoves } from './laterTurnMoves';
import { hintFacts } from './hintFacts';
import { answerPlayerMoves, draftToJson, transformDraft, verify } from './problemBuild';
import { isRejected } from './tactics';
import type { Made, PromptKind, Template } from './templates';
import { hintText, numbered, promptText, techniqueNames } from './texts';
import { retiredProblemKeys } from './retired';
import { isReplaced, isReplacedTutorial, placeholderGroup } from './replaced';
import { tutorialTexts } from './tutorialTexts';

/** Counts of what was thrown away and why, per template use. */
export type Stats = Map<string, number>;

export interface Drawn {
  readonly problem: ProblemJson;
  readonly technique: Technique;
  readonly prompt: PromptKind;
  readonly player: Color;
  readonly difficulty: number;
}

export interface DrawOptions {
  /** Whose move the shipped problems are. */
  readonly player: 'black' | 'either';
  /** Keys of problems already used anywhere in the packs. */
  readonly used: Set<string>;
  readonly stats?: Stats;
  /** Give up (and throw) after this many candidates. */
  readonly maxAttempts?: number;
  /** Ask GNU Go for its second opinion on each problem (default true; quick tests turn it off). */
  readonly gnugo?: boolean;
  /**
   * Fewest moves of the player on every way through the shipped answer (`answerPlayerMoves`): 2 keeps
   * only problems that take more than one move to solve. Checked on the completed tree.
   */
  readonly minPlayerMoves?: number;
  /**
   * What the completed problem must still show (a topic's lesson: shortage.ts keeps the atari from the
   * short side, whose refutation completion may have replaced). Checked last, on the shipped form.
   */
  readonly keep?: (problem: ProblemJson) => boolean;
}

/** A 32-bit seed from a base seed and labels (FNV-1a over their text). */
export function seedOf(...parts: readonly (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const c of parts.join('/')) {
    h ^= c.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** Draws `count` distinct problems from a template, easiest first. */
export function draw(template: Template, random: Random, count: number, options: DrawOptions): Drawn[] {
  const out: Drawn[] = [];
  const max = options.maxAttempts ?? 60_000;
  const note = (why: string) => options.stats?.set(why, (options.stats.get(why) ?? 0) + 1);
  const short = (json: ProblemJson) =>
    options.minPlayerMoves !== undefined && answerPlayerMoves(json) < options.minPlayerMoves;
  for (let attempt = 0; out.length < count; attempt++) {
    if (attempt >= max)
      throw new Error(`gave up after ${max} candidates with ${out.length}/${count} problems`);
    const made: Made | { rejected: string } = template(random);
    if (isRejected(made)) {
      note(made.rejected);
      continue;
    }
    const symmetry = random.int(8);
    const wanted: Color = options.player === 'black' || random.int(5) < 3 ? BLACK : WHITE;
    const draft = transformDraft(made.draft, symmetry, made.draft.toMove !== wanted);
    const drafted = draftToJson(draft);
    const key = problemKey(drafted);
    if (options.used.has(key)) {
      note('duplicate');
      continue;
    }
    // Completing the tree only adds right lines, so a drafted one-move answer stays one (a cheap check
    // before the proofs and GNU Go).
    if (short(drafted)) {
      note('one_move');
      continue;
    }
    const issues = verify(drafted);
    if (issues.length > 0) {
      note(`checker:${issues[0]?.code ?? ''}`);
      continue;
    }
    // Every first move in the problem's scope classified, every refutation proven, GNU Go agreeing.
    const completed = completeProblem(drafted, { gnugo: options.gnugo !== false });
    if ('rejected' in completed) {
      note(`complete:${completed.rejected}`);
      continue;
    }
    const problem = completed.problem;
    if (short(problem)) {
      note('one_move');
      continue;
    }
    // The realism rule: no stray stone far from every other stone and from the fight.
    if (strayStones(problem).length > 0) {
      note('stray_stone');
      continue;
    }
    const completedIssues = verify(problem);
    if (completedIssues.length > 0) {
      note(`checker:${completedIssues[0]?.code ?? ''}`);
      continue;
    }
    if (options.keep !== undefined && !options.keep(problem)) {
      note('lesson_lost');
      continue;
    }
    options.used.add(key);
    out.push({
      // Moves that also win after the first move, accepted where they are played (laterTurnMoves.ts).
      problem: withLaterTurnMoves(problem, { gnugo: options.gnugo !== false }),
      technique: made.technique,
      prompt: made.prompt,
      player: wanted,
      difficulty: made.difficulty,
    });
    note('kept');
  }
  return [...out].sort((a, b) => a.difficulty - b.difficulty);
}

function summary(s: Stats): string {
  return [...s]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([k, n]) => `${k} ${n}`)
    .join(', ');
}

function mission(jkno: number, d: Drawn, title: LocalizedText, withTechnique: boolean): MissionContent {
  const facts = hintFacts(d.problem);
  return {
    jkno,
    title,
    prompt: promptText(
      d.prompt,
      d.player,
      'targets' in d.problem.goal ? d.problem.goal.targets.length : 2,
      facts.variant,
    ),
    hint: hintText(d.technique, d.prompt, facts),
    ...(withTechnique ? { technique: d.technique } : {}),
    problem: d.problem,
  };
}

export interface BuildOptions {
  readonly seed: number;
  /** Problems per group (10 in the shipped packs; fewer for quick tests). */
  readonly perGroup?: number;
  /** Report progress (group by group). */
  readonly log?: (line: string) => void;
  /** Which categories to build (all by default). */
  readonly categories?: readonly number[];
  /**
   * Which ninth-dan steps to build, among EARLY_DAN9_STEPS (all of them by default); the late steps are
   * drawn after every other pack, by `withLateDan9Steps`.
   */
  readonly dan9Steps?: readonly number[];
  /** Build the tutorials (default true). */
  readonly tutorials?: boolean;
  /** Ask GNU Go for its second opinion on each problem (default true). */
  readonly gnugo?: boolean;
}

export interface Built {
  readonly study: StudyPack;
  readonly dan9: Dan9Pack;
  readonly tutorials: TutorialsPack;
  readonly stats: ReadonlyMap<string, Stats>;
}

function groupContent(
  plan: GroupPlan,
  gno: number,
  drawn: readonly Drawn[],
  hand: boolean,
): StudyGroupContent {
  const name = hand ? plan.title : techniqueNames[plan.technique];
  return {
    gno,
    title: plan.title,
    technique: plan.technique,
    second: plan.second,
    heart: plan.heart,
    missions: drawn.map((d, i) => mission(i, d, numbered(name, i + 1), false)),
  };
}

function handGroup(
  plan: GroupPlan & { source: { kind: 'hand' } },
  gno: number,
  used: Set<string>,
  count: number,
): StudyGroupContent {
  const problems = handWritten(plan.source.set).slice(0, count);
  for (const p of problems) used.add(problemKey(p.problem));
  return {
    gno,
    title: plan.title,
    technique: plan.technique,
    second: plan.second,
    heart: plan.heart,
    missions: problems.map((p, i) => ({
      jkno: i,
      title: numbered(techniqueNames[plan.technique], i + 1),
      prompt: p.prompt,
      hint: p.hint,
      problem: p.problem,
    })),
  };
}

export function version(seed: number, body: unknown): string {
  return `1.0.0+seed${seed}.${seedOf(JSON.stringify(body)).toString(16).padStart(8, '0')}`;
}

/**
 * A pack's version recomputed over its body, with the seed it was drawn with (as the generators do), for
 * the tools that change a pack in place.
 */
export function revisePackVersion(pack: Record<string, unknown>): void {
  const seed = /\+seed(\d+)\./.exec(String(pack.version))?.[1];
  if (seed === undefined) throw new Error(`${String(pack.name)}: no seed in its version`);
  const body =
    pack.name === 'study'
      ? pack.categories
      : pack.name === 'dan9'
        ? pack.steps
        : pack.name === 'tutorials'
          ? pack.tutorials
          : { categories: pack.categories, tutorials: pack.tutorials };
  pack.version = version(Number(seed), body);
}

/**
 * Ninth-dan steps drawn with the study pack. Steps 6–10 (19×19 corners and sides, issue 14) are drawn after
 * every other pack (generate.ts, `withLateDan9Steps`), so adding them changed no problem drawn before.
 */
export const EARLY_DAN9_STEPS: readonly number[] = [1, 2, 3, 4, 5];
export const LATE_DAN9_STEPS: readonly number[] = [6, 7, 8, 9, 10];

type Dan9DrawOptions = Pick<BuildOptions, 'seed' | 'log' | 'gnugo'> & {
  perGroup?: number;
  stats?: Map<string, Stats>;
};

/**
 * One try run's worth of a ninth-dan step's plan (its slots), easiest first, from the generator seeded by
 * `seedParts`: the step's first part keeps the seed it always had, each further part has its own.
 */
function drawDan9Missions(
  step: Dan9StepPlan,
  name: string,
  seedParts: readonly (string | number)[],
  used: Set<string>,
  options: Dan9DrawOptions,
): MissionContent[] {
  const perGroup = options.perGroup ?? MISSIONS_PER_GROUP;
  const started = Date.now();
  const s: Stats = new Map();
  options.stats?.set(name, s);
  const random = createRandom(seedOf(options.seed, ...seedParts));
  const drawn = step.slots.flatMap((slot) =>
    draw(slot.template, random, Math.max(1, Math.round((slot.count * perGroup) / MISSIONS_PER_GROUP)), {
      player: 'either',
      used,
      stats: s,
      ...(options.gnugo === false ? { gnugo: false } : {}),
    }),
  );
  drawn.sort((a, b) => a.difficulty - b.difficulty);
  (options.log ?? (() => undefined))(`${name}: ${Date.now() - started} ms ${summary(s)}`);
  return drawn.map((d, j) => mission(j, d, numbered(techniqueNames[d.technique], j + 1), true));
}

/** The ninth-dan steps `snos` of the plan, each from its own seeded generator, easiest first. */
export function buildDan9Steps(
  snos: readonly number[],
  used: Set<string>,
  options: Dan9DrawOptions,
): Dan9StepContent[] {
  return dan9Plan()
    .map((step, i) => ({ step, sno: i + 1 }))
    .filter(({ sno }) => snos.includes(sno))
    .map(({ step, sno }) => ({
      sno,
      title: step.title,
      missions: drawDan9Missions(step, `dan9 ${sno}`, ['dan9', sno], used, options),
    }));
}

/** Further parts of every ninth-dan step (issue 14): groups 1 and 2, so a step holds thirty problems. */
export const DAN9_EXTRA_PARTS: readonly number[] = [1, 2];

/** "…, step 6" → "…, step 6, part 2" in each language. */
function partTitle(step: LocalizedText, gno: number): LocalizedText {
  const n = gno + 1;
  return {
    'ko-KR': `${step['ko-KR']} ${n}부`,
    'en-US': `${step['en-US']}, part ${n}`,
    'zh-CN': `${step['zh-CN']} 第${n}部分`,
  };
}

/**
 * The ninth-dan pack with further parts on every step, drawn after every other pack and group
 * (generate.ts), each part from its own seed with the step's plan, so adding them changed no problem drawn
 * before; the version recomputed.
 */
export function withDan9Parts(
  dan9: Dan9Pack,
  used: Set<string>,
  options: Dan9DrawOptions & { parts?: readonly number[] },
): Dan9Pack {
  const plan = dan9Plan();
  const steps = dan9.steps.map((s) => {
    const step = plan[s.sno - 1];
    if (step === undefined) return s;
    const parts = (options.parts ?? DAN9_EXTRA_PARTS).map((gno) => ({
      gno,
      title: partTitle(s.title, gno),
      missions: drawDan9Missions(
        step,
        `dan9 ${s.sno} part ${gno + 1}`,
        ['dan9', s.sno, 'part', gno],
        used,
        options,
      ),
    }));
    return { ...s, parts };
  });
  return { ...dan9, version: version(options.seed, steps), steps };
}

/** The ninth-dan pack with the late steps (19×19) added, in step order, its version recomputed. */
export function withLateDan9Steps(
  dan9: Dan9Pack,
  used: Set<string>,
  options: Dan9DrawOptions & { snos?: readonly number[] },
): Dan9Pack {
  const late = buildDan9Steps(options.snos ?? LATE_DAN9_STEPS, used, options);
  const steps = [...dan9.steps.filter((s) => !late.some((l) => l.sno === s.sno)), ...late].sort(
    (a, b) => a.sno - b.sno,
  );
  return { ...dan9, version: version(options.seed, steps), steps };
}

export function buildPacks(options: BuildOptions): Built {
  const { seed } = options;
  const perGroup = options.perGroup ?? MISSIONS_PER_GROUP;
  const used = new Set<string>(retiredProblemKeys());
  const stats = new Map<string, Stats>();
  const log = options.log ?? (() => undefined);
  const plan = studyPlan();

  // Hand-written groups first, so generated problems never repeat them.
  const categories: StudyCategoryContent[] = [];
  const wanted = (c: CategoryPlan) => options.categories === undefined || options.categories.includes(c.sno);
  for (const category of plan.filter(wanted)) {
    const groups: StudyGroupContent[] = [];
    for (const [i, group] of category.groups.entries()) {
      const gno = i + 1;
      const started = Date.now();
      const s: Stats = new Map();
      stats.set(`${category.key}-${gno}`, s);
      if (isReplaced(category.sno, gno)) {
        // Replaced in place (replaced.ts): drawn after everything else, its old problems retired.
        groups.push(placeholderGroup(group.title, group.technique, group.second, gno));
      } else if (group.source.kind === 'hand') {
        groups.push(handGroup({ ...group, source: group.source }, gno, used, perGroup));
      } else {
        const random = createRandom(seedOf(seed, 'study', category.sno, gno));
        const drawn = draw(group.source.template, random, perGroup, {
          player: group.player,
          used,
          stats: s,
          ...(options.gnugo === false ? { gnugo: false } : {}),
        });
        groups.push(groupContent(group, gno, drawn, false));
      }
      log(`study ${category.key} ${gno} ${group.title['en-US']}: ${Date.now() - started} ms ${summary(s)}`);
    }
    categories.push({ sno: category.sno, key: category.key, title: category.title, groups });
  }

  const steps = buildDan9Steps(
    (options.dan9Steps ?? EARLY_DAN9_STEPS).filter((sno) => EARLY_DAN9_STEPS.includes(sno)),
    used,
    { ...options, perGroup, stats },
  );

  const tutorials: TutorialContent[] = [];
  for (const key of options.tutorials === false ? [] : studyTutorialKeys) {
    const address = parseStudyTutorialKey(key);
    if (!address.ok) continue;
    const category = plan.find((c) => c.sno === address.value.categoryId);
    if (category === undefined || !wanted(category)) continue;
    const group = category.groups[address.value.groupId - 1];
    if (group === undefined || group.source.kind !== 'template') continue;
    const texts = tutorialTexts[key];
    // A tutorial replaced with its group keeps its place, empty until `withReplacedTutorials` draws it.
    if (isReplacedTutorial(key)) {
      tutorials.push({ key, title: texts.title, steps: [] });
      continue;
    }
    const random = createRandom(seedOf(seed, 'tutorial', key));
    const s: Stats = new Map();
    stats.set(`tutorial-${key}`, s);
    // The easiest of a few candidates make the lesson.
    const drawn = draw(group.tutorial ?? group.source.template, random, texts.steps.length + 2, {
      player: 'black',
      used,
      stats: s,
      ...(options.gnugo === false ? { gnugo: false } : {}),
    });
    tutorials.push({
      key,
      title: texts.title,
      steps: texts.steps.map((t, i) => ({ text: t, problem: (drawn[i] as Drawn).problem })),
    });
  }

  const study: StudyPack = { name: 'study', version: version(seed, categories), categories };
  const dan9: Dan9Pack = { name: 'dan9', version: version(seed, steps), steps };
  const tutorialsPack: TutorialsPack = { name: 'tutorials', version: version(seed, tutorials), tutorials };
  return { study, dan9, tutorials: tutorialsPack, stats };
}
