// Topic groups (issue 14, "topics a curriculum needs"): whole topics drawn from the classical-shape
// templates of classics.ts, each group with its own prompt and hint texts. They are appended after the
// groups of the curriculum plan (never renumbering a mission: stored results are keyed by position) and
// drawn last, after the ninth-dan, tutorial and single-play problems, with their own seeds, so adding them
// changes no problem drawn before. The late groups (the advanced and dan-level ones on 19×19,
// advancedTopics.ts) come after every other topic group of their category and are drawn after the
// ninth-dan steps on 19×19, for the same reason. `node --import tsx tools/content/topics.ts [--dir DIR]
// [--seed N]` rebuilds them alone in the packs of DIR; `content:generate` runs the same steps.
import fs from 'node:fs';
import path from 'node:path';
import type { BoardSize } from '../../src/domain/go/coords';
import { createRandom } from '../../src/domain/go/random';
import type { Color } from '../../src/domain/go/stones';
import { BLACK } from '../../src/domain/go/stones';
import type { MissionContent, StudyGroupContent, StudyPack } from '../../src/domain/content/packs';
import type { Technique } from '../../src/domain/content/techniques';
import type { LocalizedText } from '../../src/domain/content/text';
import { MISSIONS_PER_GROUP } from '../../src/domain/content/packs';
import { draw, seedOf, version } from './build';
import type { DrawOptions, Drawn } from './build';
import { eyeShapeTemplate } from './classics';
import type { EyeShapeMade, EyeShapeName } from './classics';
import { studyPlan } from './curriculum';
import { retiredProblemKeys } from './retired';
import { raceTemplate } from './races';
import type { RaceMade } from './races';
import { sekiTemplate, sekiTexts } from './seki';
import { flag } from './flags';
import { isReplaced, placeholderGroup, withoutReplaced } from './replaced';
import { hintFacts } from './hintFacts';
import type { HintFacts } from './hintFacts';
import { advancedGroups } from './advancedTopics';
import { twoMoveGroups } from './twoMoveTopics';
import { doubleAtariGroups } from './doubleAtariTopics';
import {
  endgameGroups,
  miaiGroups,
  reverseSenteGroups,
  senteFirstGroups,
  wholeBoardEndgameGroups,
} from './endgameTopics';
import { shortageGroups } from './shortageTopics';
import { approachRaceGroups } from './raceTopics';
import { bentFourGroups } from './bentFourTopics';
import { urgentGroups, wholeBoard19ConnectGroups, wholeBoardGroups } from './wholeBoardTopics';
import { josekiGroups } from './josekiTopics';
import { asTemplate, tesujiTemplate } from './tesuji';
import type { Made, Template } from './templates';
import { numbered, text } from './texts';

export interface Colors {
  readonly ko: string;
  readonly en: string;
  readonly enLower: string;
  readonly zh: string;
}

export function colors(color: Color): Colors {
  return color === BLACK
    ? { ko: '흑', en: 'Black', enLower: 'black', zh: '黑' }
    : { ko: '백', en: 'White', enLower: 'white', zh: '白' };
}

/** The classical names of the eye spaces: 일자 삼궁/straight three/直三 … */
export const eyeShapeTitles: Readonly<Record<EyeShapeName, LocalizedText>> = {
  straight_three: text('일자 삼궁', 'straight three', '直三'),
  bent_three: text('곡삼궁', 'bent three', '弯三'),
  pyramid_four: text('정자 사궁', 'pyramid four', '丁四'),
  crossed_five: text('매화 오궁', 'crossed five', '梅花五'),
  bulky_five: text('칼자루 오궁', 'bulky five', '刀把五'),
  rabbity_six: text('포도 육궁', 'rabbity six', '葡萄六'),
};

/**
 * What a topic asks, with the player's colour and the facts of the drawn problem: the template's (`made`)
 * and those of the shipped problem's first right move (`facts`, hintFacts.ts).
 */
export interface TopicTexts {
  readonly name: LocalizedText;
  readonly prompt: (player: Color, made: Made) => LocalizedText;
  readonly hint: (player: Color, made: Made, facts: HintFacts) => LocalizedText;
}

const shapeOf = (made: Made): EyeShapeName => (made as EyeShapeMade).shape;

export const killShapeTexts: TopicTexts = {
  name: text('죽는 모양', 'Killing shape', '杀棋形状'),
  prompt: (player, made) => {
    const p = colors(player);
    const o = colors(-player as Color);
    const s = eyeShapeTitles[shapeOf(made)];
    return text(
      `${p.ko} 차례입니다. ${o.ko}의 궁도는 ${s['ko-KR']}입니다. 표시된 ${o.ko}돌을 잡으세요.`,
      `${p.en} to play. The ${o.enLower} group has a ${s['en-US']} eye space. Kill the marked stones.`,
      `${p.zh}先。${o.zh}棋的眼位是${s['zh-CN']}。杀死标记的${o.zh}棋。`,
    );
  },
  hint: () =>
    text(
      '이 궁도에는 두 집으로 나누는 점이 하나 있습니다. 상대보다 먼저 그 점을 찾으세요.',
      'This eye space has one point that would split it into two eyes. Find it before your opponent does.',
      '这个眼位有一个能分成两只眼的点。抢在对方之前找到它。',
    ),
};

export const liveShapeTexts: TopicTexts = {
  name: text('사는 모양', 'Living shape', '做活形状'),
  prompt: (player, made) => {
    const p = colors(player);
    const s = eyeShapeTitles[shapeOf(made)];
    return text(
      `${p.ko} 차례입니다. ${p.ko}의 궁도는 ${s['ko-KR']}입니다. 표시된 ${p.ko}돌을 살리세요.`,
      `${p.en} to play. Your group has a ${s['en-US']} eye space. Make the marked stones live.`,
      `${p.zh}先。${p.zh}棋的眼位是${s['zh-CN']}。让标记的${p.zh}棋活下来。`,
    );
  },
  hint: () =>
    text(
      '궁도의 모든 빈 점을 세어 보고, 둔 뒤에 두 집이 따로 남는 점을 찾으세요.',
      'Count the empty points of your eye space and look for the move that leaves two separate eyes.',
      '数一数眼位里的空点，找出下完后能留下两只独立眼的那一手。',
    ),
};

const raceOf = (made: Made): RaceMade => made as RaceMade;

/** Capturing races (수상전/capturing race/对杀): the marked chain races the player's chain. */
export const raceTexts: TopicTexts = {
  name: text('수상전', 'Capturing race', '对杀'),
  prompt: (player) => {
    const p = colors(player);
    const o = colors(-player as Color);
    return text(
      `${p.ko} 차례입니다. 표시된 ${o.ko}돌과 ${p.ko}돌이 수상전을 하고 있습니다. 표시된 ${o.ko}돌을 잡으세요.`,
      `${p.en} to play. The marked ${o.enLower} stones and your stones are in a capturing race. Capture the marked stones.`,
      `${p.zh}先。标记的${o.zh}棋和${p.zh}棋正在对杀。吃掉标记的${o.zh}棋。`,
    );
  },
  hint: (_player, made) =>
    raceOf(made).race.eye
      ? text(
          '양쪽의 활로를 세어 보세요. 눈이 있는 쪽은 공배를 자기 활로로 셀 수 있습니다.',
          'Count the liberties of both groups. A group with an eye can count the shared liberties as its own.',
          '数一数双方的气。有眼的一方可以把公气算作自己的气。',
        )
      : text(
          '먼저 양쪽의 활로를 세어 보세요. 바깥 공배와 공배 가운데 어느 쪽을 먼저 메워야 할까요?',
          'Count the liberties of both groups first: outside liberties and shared liberties. Which should you fill first?',
          '先数一数双方的气：外气和公气。应该先紧哪一种气？',
        ),
};

export const connectAndDieTexts: TopicTexts = {
  name: text('촉촉수', 'Connect and die', '接不归'),
  prompt: (player) => {
    const p = colors(player);
    const o = colors(-player as Color);
    return text(
      `${p.ko} 차례입니다. 촉촉수로 표시된 ${o.ko}돌을 잡으세요.`,
      `${p.en} to play. Capture the marked ${o.enLower} stones with connect and die.`,
      `${p.zh}先。用接不归吃掉标记的${o.zh}子。`,
    );
  },
  hint: () =>
    text(
      '상대 돌들의 활로를 세어 보세요. 이었을 때 몇 수가 남는지도 세어 보세요.',
      "Count the liberties of your opponent's stones, and how many they would have if they joined up.",
      '数一数对方棋子的气，再数一数它们连起来以后还剩几口气。',
    ),
};

export interface TopicGroupPlan {
  /** The study category (sno) the group is appended to. */
  readonly sno: number;
  readonly title: LocalizedText;
  readonly technique: Technique;
  /** The template of the group's i-th problem (eye shapes take turns, so every shape appears). */
  readonly template: (i: number) => Template;
  readonly texts: TopicTexts;
  readonly player: 'black' | 'either';
  readonly second: number;
  /**
   * Drawn after the ninth-dan steps on 19×19 (`withTopicGroups` with `late`), so adding the group changed
   * none of them; numbered after every other topic group of its category.
   */
  readonly late?: boolean;
  /**
   * Drawn after the late topic groups (`withTopicGroups` with `last`), so adding the group changed none of
   * them; numbered after every other group of its category (twoMoveTopics.ts).
   */
  readonly last?: boolean;
  /** Fewest moves of the player on every way through the answer (build.ts `DrawOptions`). */
  readonly minPlayerMoves?: number;
  /** What the completed problem must still show (build.ts `DrawOptions.keep`). */
  readonly keep?: DrawOptions['keep'];
  /** Told each candidate the draw keeps, in order (a template that must not repeat a source). */
  readonly kept?: (made: Made) => void;
}

/**
 * The shapes the groups take turns with. Crossed five and rabbity six are in the catalogue but left out:
 * with the owner's wall solid, capturing the group after the vital point takes longer than the 16 plies
 * the audit reads (content:check would find their wrong moves unclassified).
 */
const killShapes: readonly EyeShapeName[] = ['straight_three', 'bent_three', 'pyramid_four', 'bulky_five'];
/** Bulky five is left out of the live groups: in the corner GNU Go and our reader part on some of them. */
const liveShapes: readonly EyeShapeName[] = ['straight_three', 'bent_three', 'pyramid_four'];

export function topicPlan(): TopicGroupPlan[] {
  const shapes = (goal: 'kill' | 'live', sizes: readonly BoardSize[]) => (i: number) =>
    eyeShapeTemplate({
      goal,
      shapes: [
        (goal === 'kill' ? killShapes : liveShapes)[
          i % (goal === 'kill' ? killShapes : liveShapes).length
        ] as EyeShapeName,
      ],
      sizes,
      outsideLiberties: 0,
      settings: { maxPlies: 16, nodeLimit: 150_000, maxRight: 3 },
    }) as Template;
  return [
    {
      sno: 2,
      title: text('죽는 모양: 급소 잡기', 'Killing shapes: take the vital point', '杀棋形状：点眼'),
      technique: 'life_death',
      template: shapes('kill', [13]),
      texts: killShapeTexts,
      player: 'either',
      second: 600,
    },
    {
      sno: 2,
      title: text('사는 모양: 급소에 두기', 'Living shapes: take the vital point', '做活形状：占据要点'),
      technique: 'life_death',
      template: shapes('live', [13]),
      texts: liveShapeTexts,
      player: 'either',
      second: 600,
    },
    {
      sno: 3,
      title: text('죽는 모양: 19줄 귀와 변', 'Killing shapes on 19×19', '杀棋形状：十九路'),
      technique: 'life_death',
      template: shapes('kill', [19]),
      texts: killShapeTexts,
      player: 'either',
      second: 600,
    },
    {
      sno: 3,
      title: text('사는 모양: 19줄 귀와 변', 'Living shapes on 19×19', '做活形状：十九路'),
      technique: 'life_death',
      template: shapes('live', [19]),
      texts: liveShapeTexts,
      player: 'either',
      second: 600,
    },
    {
      sno: 2,
      title: text('수상전: 공배 세기', 'Capturing races: count the liberties', '对杀：数气'),
      technique: 'capture_race',
      template: () => raceTemplate({ sizes: [13], eyeChance: 0, heights: [3, 4, 5] }) as Template,
      texts: raceTexts,
      player: 'either',
      second: 600,
    },
    {
      sno: 3,
      title: text('수상전: 유가무가', 'Capturing races: eye against no eye', '对杀：有眼杀无眼'),
      technique: 'capture_race',
      // Every other problem has an eye (the ones without are the harder counts of 19×19).
      template: (i) =>
        raceTemplate({ sizes: [19], eyeChance: i % 2 === 0 ? 1 : 0, heights: [3, 4, 5] }) as Template,
      texts: raceTexts,
      player: 'either',
      second: 600,
    },
    ...tesujiGroups(),
    {
      sno: 3,
      title: text('빅: 함께 살기', 'Seki: live together', '双活：共同活棋'),
      technique: 'life_death',
      template: () => sekiTemplate({ sizes: [13, 19], space: [5, 7], inside: [1, 3] }) as Template,
      texts: sekiTexts,
      player: 'either',
      second: 600,
    },
    ...advancedGroups(),
    ...twoMoveGroups(),
    // Appended last, so no earlier group's seed or number moved (doubleAtariTopics.ts).
    ...doubleAtariGroups(),
    // After them for the same reason (endgameTopics.ts).
    ...endgameGroups(),
    // And after those (shortageTopics.ts).
    ...shortageGroups(),
    // And after those (endgameTopics.ts).
    ...senteFirstGroups(),
    // And after that (wholeBoardTopics.ts).
    ...wholeBoardGroups(),
    // And after those (endgameTopics.ts).
    ...miaiGroups(),
    // And after that (raceTopics.ts).
    ...approachRaceGroups(),
    // And after that (bentFourTopics.ts).
    ...bentFourGroups(),
    // And after that (wholeBoardTopics.ts).
    ...wholeBoard19ConnectGroups(),
    // And after that (endgameTopics.ts).
    ...reverseSenteGroups(),
    // And after that (endgameTopics.ts).
    ...wholeBoardEndgameGroups(),
    // And after that (wholeBoardTopics.ts).
    ...urgentGroups(),
    // And after that (josekiTopics.ts).
    ...josekiGroups(),
  ];
}

/** When a topic group is drawn: with the early topic groups, after the ninth-dan steps, or after those. */
export type TopicPhase = 'early' | 'late' | 'last';

const phaseOrder: Readonly<Record<TopicPhase, number>> = { early: 0, late: 1, last: 2 };

export function phaseOf(plan: TopicGroupPlan): TopicPhase {
  return plan.last === true ? 'last' : plan.late === true ? 'late' : 'early';
}

/** Tactical shapes of tesuji.ts (issue 14): connect-and-die under a wall on the edge. */
function tesujiGroups(): TopicGroupPlan[] {
  const pocket = (size: BoardSize) => ({ size, width: [3, 7] as const, white: 0.45, black: 0.15, open: 0.9 });
  const connectAndDie = (size: BoardSize) => () =>
    asTemplate(
      tesujiTemplate({
        kind: 'connect_and_die',
        pocket: pocket(size),
        plies: [3, 11],
        technique: 'tactics',
        built: true,
      }),
    );
  return [
    {
      sno: 2,
      title: text('촉촉수', 'Connect and die', '接不归'),
      technique: 'tactics',
      template: connectAndDie(13),
      texts: connectAndDieTexts,
      player: 'either',
      second: 600,
    },
    {
      sno: 3,
      title: text('촉촉수: 19줄', 'Connect and die on 19×19', '接不归：十九路'),
      technique: 'tactics',
      template: connectAndDie(19),
      texts: connectAndDieTexts,
      player: 'either',
      second: 600,
    },
  ];
}

/**
 * Drawn problems with their made facts kept (for the texts), from the generator seeded by `seed` and
 * `seedParts` (a topic group's: 'topic', its category and its place in `topicPlan`).
 */
export function drawTopic(
  plan: TopicGroupPlan,
  seed: number,
  seedParts: readonly (string | number)[],
  used: Set<string>,
  count: number,
  gnugo: boolean,
  totals?: Map<string, number>,
): { drawn: Drawn; made: Made }[] {
  // The facts of the last candidate the template made: the one draw keeps when it returns.
  let last: Made | null = null;
  const drawn: { drawn: Drawn; made: Made }[] = [];
  const random = createRandom(seedOf(seed, ...seedParts));
  // Draw one at a time, so each kept problem is paired with the candidate it came from.
  for (let i = 0; i < count; i++) {
    const own = plan.template(i);
    const template: Template = (r) => {
      const m = own(r);
      if (!('rejected' in m)) last = m;
      return m;
    };
    const stats = new Map<string, number>();
    let d: Drawn | undefined;
    try {
      [d] = draw(template, random, 1, {
        player: plan.player,
        used,
        gnugo,
        stats,
        maxAttempts: 20_000,
        ...(plan.minPlayerMoves === undefined ? {} : { minPlayerMoves: plan.minPlayerMoves }),
        ...(plan.keep === undefined ? {} : { keep: plan.keep }),
      });
    } catch (e) {
      throw new Error(
        `${plan.title['en-US']}: ${String(e)} (${[...stats].map(([k, n]) => `${k} ${n}`).join(', ')})`,
      );
    }
    for (const [k, n] of stats) totals?.set(k, (totals.get(k) ?? 0) + n);
    if (d === undefined || last === null) throw new Error('topic draw failed');
    drawn.push({ drawn: d, made: last });
    plan.kept?.(last);
  }
  return drawn.sort((a, b) => a.drawn.difficulty - b.drawn.difficulty);
}

export interface TopicOptions {
  readonly seed: number;
  readonly perGroup?: number;
  readonly gnugo?: boolean;
  readonly log?: (line: string) => void;
  /**
   * Draw the late topic groups (`TopicGroupPlan.late`, after the ninth-dan steps on 19×19) instead of the
   * others; the study pack must already hold the early ones.
   */
  readonly late?: boolean;
  /**
   * Draw the last topic groups (`TopicGroupPlan.last`, after the late ones) instead of the others; the
   * study pack must already hold the early and late ones.
   */
  readonly last?: boolean;
}

/**
 * The study pack with topic groups appended: without `late` or `last`, the early ones after the plan's
 * groups (any topic groups it already has are replaced); with `late`, the late ones after the plan's groups
 * and the early topic groups (any late or last groups it already has are replaced); with `last`, the last
 * ones after all of those (any last groups it already has are replaced). Its version is recomputed. `used`
 * holds the keys of every problem of the packs and receives the new ones. Each group draws from its own
 * seed (its place in `topicPlan`).
 */
/** A topic group's content: the drawn problems as missions, numbered, with the plan's texts. */
export function topicGroup(
  plan: TopicGroupPlan,
  gno: number,
  drawn: readonly { drawn: Drawn; made: Made }[],
): StudyGroupContent {
  const missions: MissionContent[] = drawn.map(({ drawn: d, made }, jkno) => ({
    jkno,
    title: numbered(plan.texts.name, jkno + 1),
    prompt: plan.texts.prompt(d.player, made),
    hint: plan.texts.hint(d.player, made, hintFacts(d.problem)),
    problem: d.problem,
  }));
  return { gno, title: plan.title, technique: plan.technique, second: plan.second, heart: 1, missions };
}

export function withTopicGroups(study: StudyPack, used: Set<string>, options: TopicOptions): StudyPack {
  const perGroup = options.perGroup ?? MISSIONS_PER_GROUP;
  const phase: TopicPhase = options.last === true ? 'last' : options.late === true ? 'late' : 'early';
  const plans = topicPlan();
  const planned = new Map(studyPlan().map((c) => [c.sno, c.groups.length]));
  // The groups kept: the plan's and the topic groups of the phases before this one.
  const kept = (sno: number) =>
    (planned.get(sno) ?? 0) +
    plans.filter((p) => p.sno === sno && phaseOrder[phaseOf(p)] < phaseOrder[phase]).length;
  const categories = study.categories.map((c) => ({
    ...c,
    groups: [...c.groups.slice(0, planned.has(c.sno) ? kept(c.sno) : c.groups.length)],
  }));
  for (const [index, plan] of plans.entries()) {
    if (phaseOf(plan) !== phase) continue;
    const category = categories.find((c) => c.sno === plan.sno);
    if (category === undefined) continue;
    const gno = category.groups.length + 1;
    // A group replaced in place (replaced.ts) is not drawn here: it keeps its number, and its problems are
    // drawn after everything else (replacedGroups.ts).
    if (isReplaced(plan.sno, gno)) {
      category.groups.push(placeholderGroup(plan.title, plan.technique, plan.second, gno));
      continue;
    }
    const started = Date.now();
    const totals = new Map<string, number>();
    const drawn = drawTopic(
      plan,
      options.seed,
      ['topic', plan.sno, index],
      used,
      perGroup,
      options.gnugo !== false,
      totals,
    );
    const group = topicGroup(plan, gno, drawn);
    category.groups.push(group);
    const why = [...totals].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`);
    options.log?.(
      `topic ${category.key} ${gno} ${plan.title['en-US']}: ${Date.now() - started} ms ${why.join(', ')}`,
    );
  }
  return { ...study, version: version(options.seed, categories), categories };
}

async function main(): Promise<void> {
  const { usedProblemKeys } = await import('./single');
  const { formatJson, packsDir, seedFrom } = await import('./packFiles');
  const argv = process.argv.slice(2);
  const dir = flag(argv, '--dir') ?? packsDir;
  const seed = seedFrom(flag(argv, '--seed'));
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown;
  // The groups replaced in place are drawn again last (replacedGroups.ts), so their problems are not taken.
  const study = withoutReplaced(read('study.json') as StudyPack);
  const planned = new Map(studyPlan().map((c) => [c.sno, c.groups.length]));
  const base: StudyPack = {
    ...study,
    categories: study.categories.map((c) => ({
      ...c,
      groups: c.groups.slice(0, planned.get(c.sno) ?? c.groups.length),
    })),
  };
  const used = new Set([
    ...retiredProblemKeys(),
    ...usedProblemKeys(base, read('dan9.json'), read('tutorials.json'), read('single.json')),
  ]);
  const log = (l: string) => process.stderr.write(`${l}\n`);
  const early = withTopicGroups(base, used, { seed, log });
  const late = withTopicGroups(early, used, { seed, log, late: true });
  const last = withTopicGroups(late, used, { seed, log, last: true });
  const { withReplacedGroups } = await import('./replacedGroups');
  const out = withReplacedGroups(last, used, { seed, log });
  fs.writeFileSync(path.join(dir, 'study.json'), await formatJson(out));
}

if (process.argv[1]?.endsWith('topics.ts')) await main();
