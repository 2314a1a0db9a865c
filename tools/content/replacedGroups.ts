// The replaced study groups (replaced.ts; issue 14, "how much": no study category with more than 10 %
// one-move answers): the groups whose problems were answered in one move, drawn again in place with every
// answer taking two moves of the player or more on every way through it (`minPlayerMoves: 2`, as the last
// topic groups of twoMoveTopics.ts). A group keeps its technique where the technique has a two-move form
// (capture a chain: atari, the chain extends, capture); where it has none in our solvers (an escape or a
// connection is one move: the saving move ends the line), it takes a new theme of its category's level.
//
// They are drawn after everything else (`withReplacedGroups` at the end of `content:generate`), every
// problem of every pack and every retired one counted as taken, so no other problem changed.
// `node --import tsx tools/content/replacedGroups.ts [--dir DIR] [--seed N]` draws just them onto the
// packs of DIR (the same study.json as a full `content:generate`).
import fs from 'node:fs';
import path from 'node:path';
import type { BoardSize } from '../../src/domain/go/coords';
import type { StudyPack } from '../../src/domain/content/packs';
import { MISSIONS_PER_GROUP } from '../../src/domain/content/packs';
import { version } from './build';
import { flag } from './flags';
import { isReplaced, REPLACED_GROUPS, withoutReplaced } from './replaced';
import { retiredProblemKeys } from './retired';
import { accept, captureTemplate, koTemplate, ldTemplate } from './templates';
import { text } from './texts';
import { drawTopic, topicGroup } from './topics';
import type { TopicGroupPlan, TopicTexts } from './topics';
import { net, snapback } from './curriculum';
import { fight, oneOf, shape } from './planBuilders';
import type { Made, Template } from './templates';
import {
  answerToo,
  captureTexts,
  gentle,
  middle,
  netTexts,
  notAtOnce,
  sacrificeFirst,
  snapbackTexts,
} from './twoMoveTopics';
import type { LdLevel } from './twoMoveTopics';
import {
  killHint,
  koWayTexts,
  ldTitle,
  lifeDeathTexts,
  liveHint,
  placed,
  throwInKillTexts,
} from './advancedTopics';
import type { Where } from './advancedTopics';
import { colors } from './topics';
import type { Color } from '../../src/domain/go/stones';

/** A replacement: the topic group drawn in place of group `gno` of category `sno`. */
export interface ReplacementPlan extends TopicGroupPlan {
  readonly gno: number;
}

type Area = 'corner' | 'edge' | 'open';

/** Capture fights of `stones` stones with two liberties, captured in `lo`–`hi` plies (no ladder or net). */
function captureIn(
  size: BoardSize,
  lo: number,
  hi: number,
  areas: readonly Area[],
  stones: readonly [number, number],
): Template {
  return oneOf(
    ...areas.map((area) =>
      captureTemplate({
        technique: 'capture',
        fight: fight({ size, area, targetStones: stones, attackerDensity: 0.12, defenderDensity: 0.08 }),
        accept: accept.plain(lo, hi),
      }),
    ),
  );
}

// ---- ip: beginners ----

/** A chain of two to four stones: atari, the chain extends, capture. */
const chainTwoMoves = captureTexts(text('두 수로 잡기', 'Capture in two', '两步吃子'), answerToo, (facts) =>
  facts.sacrifice
    ? sacrificeFirst
    : facts.atari === false
      ? notAtOnce
      : text(
          '여러 점도 한 점처럼 활로를 세어 잡습니다. 단수를 친 뒤 상대가 뻗어도 활로가 늘지 않는 쪽에서 단수하세요.',
          'A chain is caught like one stone: count its liberties. Give atari from the side where extending gains it nothing.',
          '多个子和一个子一样数气。从对方长出后也长不出气的那一边打吃。',
        ),
);

const cornerTwoMoves = captureTexts(
  text('귀에서 잡기', 'Capture in the corner', '角上吃子'),
  answerToo,
  (facts) =>
    facts.sacrifice
      ? sacrificeFirst
      : facts.atari === false
        ? notAtOnce
        : text(
            '귀에서는 두 가장자리가 벽이 됩니다. 상대가 뻗어 나갈 길을 보고 단수할 쪽을 고르세요.',
            'In the corner two edges are walls. See where the stones would extend, then choose the side of your atari.',
            '角上两条边线都是墙。先看对方会往哪里长，再选打吃的方向。',
          ),
);

const openTwoMoves = captureTexts(
  text('가운데에서 잡기', 'Capture in the open', '中腹吃子'),
  answerToo,
  (facts) =>
    facts.sacrifice
      ? sacrificeFirst
      : facts.atari === false
        ? notAtOnce
        : text(
            '가운데에는 가장자리가 없습니다. 내 돌이 있는 쪽으로 몰아서 잡으세요.',
            'The open board has no edge to help: drive the stones toward your own stones.',
            '中腹没有边线帮忙：把对方赶向自己的棋子。',
          ),
);

const replacementGroup = (
  sno: number,
  gno: number,
  title: ReturnType<typeof text>,
  technique: TopicGroupPlan['technique'],
  template: (i: number) => Template,
  texts: TopicTexts,
): ReplacementPlan => ({
  sno,
  gno,
  title,
  technique,
  template,
  texts,
  // Beginners always play Black, as in the other groups of `ip`.
  player: sno === 1 ? 'black' : 'either',
  second: sno === 1 ? 300 : 600,
  minPlayerMoves: 2,
});

// ---- cho and jung: eyes, ko, nets, life and death ----

const readOn = {
  ko: '상대의 저항까지 끝까지 읽으세요.',
  en: 'Your opponent will resist: read to the end.',
  zh: '对方会抵抗，请算到最后。',
};

const whereOf = (made: Made): Where => (made as Made & { readonly where?: Where }).where ?? 'corner';

/** Life and death (or eyes) on a board of `size`, the shape in a corner or on a side, tuned. */
function ldOn(
  size: BoardSize,
  goal: 'live' | 'kill' | 'either',
  where: Where,
  level: LdLevel,
  o: { readonly technique?: 'life_death' | 'eyes' | 'throw_in'; readonly twoParts?: boolean } = {},
): Template {
  const along = size === 19 ? ([0, 8] as const) : size === 13 ? ([0, 4] as const) : undefined;
  return placed(
    ldTemplate({
      technique: o.technique ?? 'life_death',
      goal,
      shape: shape({
        size,
        area: where === 'corner' ? 'corner' : 'edge',
        space: level.space,
        gaps: level.gaps,
        outsideLiberties: level.outside,
        killerInside: level.inside,
        ownerInside: level.inside * 0.6,
        ...(o.twoParts === true ? { twoParts: true } : {}),
        ...(where === 'side' && along !== undefined ? { along } : {}),
      }),
      tune: o.twoParts !== true,
      minLine: level.minLine,
      ...(o.technique === 'throw_in' ? { sacrifice: true } : {}),
      settings: { maxPlies: 14, nodeLimit: 40_000 },
    }),
    where,
  );
}

/** Corners and sides take turns. */
const turns =
  (make: (where: Where) => Template) =>
  (i: number): Template =>
    make(i % 2 === 0 ? 'corner' : 'side');

/** Life and death in a corner or on a side: the place of the drawn problem in the prompt. */
function ldTexts(goal: 'live' | 'kill', name: ReturnType<typeof text>): TopicTexts {
  return {
    name,
    prompt: (player, made) => lifeDeathTexts(goal, whereOf(made)).prompt(player, made),
    hint: (_player, _made, facts) => (goal === 'live' ? liveHint(facts) : killHint(facts)),
  };
}

/** Two eyes and false eyes (눈/eye/眼, 옥집/false eye/假眼), the goal read off the drawn problem. */
function eyesTexts(goal: 'live' | 'kill' | 'either'): TopicTexts {
  const liveOf = (made: Made) => (goal === 'either' ? made.prompt === 'live' : goal === 'live');
  return {
    name:
      goal === 'live'
        ? text('두 눈', 'Two eyes', '两只眼')
        : goal === 'kill'
          ? text('옥집', 'False eye', '假眼')
          : text('눈과 옥집', 'Eyes', '眼与假眼'),
    prompt: (player, made) => {
      const p = colors(player);
      const o = colors(-player as Color);
      return liveOf(made)
        ? text(
            `${p.ko} 차례입니다. 표시된 ${p.ko}돌에 진짜 눈 두 개를 만드세요. ${readOn.ko}`,
            `${p.en} to play. Give the marked ${p.enLower} group two real eyes. ${readOn.en}`,
            `${p.zh}先。给标记的${p.zh}棋做出两只真眼。${readOn.zh}`,
          )
        : text(
            `${p.ko} 차례입니다. 표시된 ${o.ko}돌의 눈 하나를 옥집으로 만들어 잡으세요. ${readOn.ko}`,
            `${p.en} to play. Make one of the marked ${o.enLower} group's eyes false and kill it. ${readOn.en}`,
            `${p.zh}先。把标记的${o.zh}棋的一只眼破成假眼，杀死它。${readOn.zh}`,
          );
    },
    hint: (_player, made, facts) => (liveOf(made) ? liveHint(facts) : killHint(facts)),
  };
}

/** "Make a ko" whose ko starts on the player's second move, in a corner of a `size` board. */
function koWayOn(size: BoardSize, space: readonly [number, number]): Template {
  return koTemplate({
    shape: shape({ size, area: 'corner', space, gaps: 0.3, killerInside: 0.15, ownerInside: 0.1 }),
    role: 'either',
    maxPlies: 14,
    nodeLimit: 100_000,
    followUp: true,
  });
}

const choNets = netTexts(
  text(
    '단수로 쫓으면 상대가 달아납니다. 첫 수 뒤에 상대가 나갈 수 있는 길을 세어 보고, 모두 막는 수를 찾으세요.',
    'Chasing with atari lets them run. Count the ways out after your first move, and find the move that closes them all.',
    '用打吃追赶会让对方逃掉。数一数第一手之后对方的出路，找出能全部封住的一手。',
  ),
);

/** The eye shapes of `cho` 4–5 and `jung` 7: two small spaces on the edge, right line of 3 plies or more. */
const eyeLevel = (space: readonly [number, number]): LdLevel => ({
  space,
  inside: 0,
  gaps: 0.5,
  outside: 0.1,
  minLine: 3,
});

const cho = (): ReplacementPlan[] => [
  // cho 4 "Making two eyes" → the same with the opponent's answer read.
  replacementGroup(
    2,
    4,
    text('두 눈 만들기: 끝까지 읽기', 'Making two eyes: read to the end', '做两只眼：算到底'),
    'eyes',
    () => ldOn(9, 'live', 'side', eyeLevel([2, 4]), { technique: 'eyes', twoParts: true }),
    eyesTexts('live'),
  ),
  // cho 5 "False eyes" → the same with the opponent's answer read.
  replacementGroup(
    2,
    5,
    text('옥집 만들기: 끝까지 읽기', 'False eyes: read to the end', '破眼：算到底'),
    'eyes',
    () => ldOn(9, 'kill', 'side', eyeLevel([2, 4]), { technique: 'eyes', twoParts: true }),
    eyesTexts('kill'),
  ),
  // cho 6 "Taking a ko" → the ko taken on the second move.
  replacementGroup(
    2,
    6,
    text('패: 두 번째 수에 따내기', 'Ko: take it on the second move', '劫：第二手提劫'),
    'ko',
    () => koWayOn(9, [3, 5]),
    koWayTexts,
  ),
  // cho 7 "Escaping: gain liberties" → nets (an escape is one move).
  replacementGroup(
    2,
    7,
    text('장문: 모든 길 막기', 'Nets: close every way out', '枷吃：封住所有去路'),
    'net',
    () => net(5, 9),
    choNets,
  ),
  // cho 11 and 12, the eye shapes on 13×13 (the vital point, one move) → life and death read on.
  replacementGroup(
    2,
    11,
    ldTitle('side', 'kill', false, 13),
    'life_death',
    () => ldOn(13, 'kill', 'side', gentle),
    ldTexts('kill', text('변의 사활', 'Side life and death', '边上死活')),
  ),
  replacementGroup(
    2,
    12,
    ldTitle('corner', 'live', false, 13),
    'life_death',
    () => ldOn(13, 'live', 'corner', gentle),
    ldTexts('live', text('귀의 사활', 'Corner life and death', '角上死活')),
  ),
];

const jung = (): ReplacementPlan[] => [
  // jung 1 and 2, life and death at the vital point → the same read to the end (right line of 3 plies+).
  replacementGroup(
    3,
    1,
    text('사활: 잡기, 끝까지 읽기', 'Life and death: kill, read to the end', '死活：杀棋，算到底'),
    'life_death',
    turns((where) => ldOn(9, 'kill', where, middle)),
    ldTexts('kill', text('사활', 'Life and death', '死活')),
  ),
  replacementGroup(
    3,
    2,
    text('사활: 살기, 끝까지 읽기', 'Life and death: live, read to the end', '死活：做活，算到底'),
    'life_death',
    turns((where) => ldOn(9, 'live', where, middle)),
    ldTexts('live', text('사활', 'Life and death', '死活')),
  ),
  // jung 7 "Real eyes and false eyes" → the same read to the end.
  replacementGroup(
    3,
    7,
    text('진짜 눈과 옥집: 끝까지 읽기', 'Real eyes and false eyes: read to the end', '真眼与假眼：算到底'),
    'eyes',
    () => ldOn(9, 'either', 'side', eyeLevel([3, 5]), { technique: 'eyes', twoParts: true }),
    eyesTexts('either'),
  ),
  // jung 8 "Making a ko" → the way to a ko, on 13×13.
  replacementGroup(
    3,
    8,
    text('패: 패로 가는 수순 (13줄)', 'Ko: the way to a ko on 13×13', '劫：走向劫的次序（十三路）'),
    'ko',
    () => koWayOn(13, [3, 5]),
    koWayTexts,
  ),
  // jung 10 "Connecting 2" → throw-in kills on 9×9 (a connection is one move).
  replacementGroup(
    3,
    10,
    text('사활: 먹여치기 (9줄)', 'Life and death: throw-ins on 9×9', '死活：扑入（九路）'),
    'throw_in',
    turns((where) => ldOn(9, 'kill', where, middle, { technique: 'throw_in' })),
    throwInKillTexts,
  ),
  // jung 12 "Living shapes on 19×19" (the vital point, one move) → living read to the end on 19×19.
  replacementGroup(
    3,
    12,
    text('살기: 19줄, 끝까지 읽기', 'Living on 19×19: read to the end', '做活：十九路，算到底'),
    'life_death',
    turns((where) => ldOn(19, 'live', where, middle)),
    ldTexts('live', text('사활', 'Life and death', '死活')),
  ),
];

/** The replacements, in the order they are drawn: `ip`, then `cho`, then `jung`. */
export function replacementPlan(): ReplacementPlan[] {
  return [
    // ip 2 "Atari: capture a chain" → the same technique in two moves.
    replacementGroup(
      1,
      2,
      text('단수: 여러 점 두 수로 잡기', 'Atari: capture a chain in two moves', '打吃：两步提多子'),
      'atari',
      () => captureIn(9, 3, 3, ['corner', 'edge', 'open'], [2, 4]),
      chainTwoMoves,
    ),
    // ip 4 "Escaping: extend" → capturing in the corner (an escape is one move: the saving move ends it).
    replacementGroup(
      1,
      4,
      text('잡기: 귀에서 두 수로 잡기', 'Capturing in the corner in two moves', '吃子：角上两步吃'),
      'capture',
      () => captureIn(9, 3, 3, ['corner'], [1, 2]),
      cornerTwoMoves,
    ),
    // ip 5 "Escaping: capture to escape" → capturing in the open.
    replacementGroup(
      1,
      5,
      text('잡기: 가운데에서 두 수로 잡기', 'Capturing in the open in two moves', '吃子：中腹两步吃'),
      'capture',
      () => captureIn(9, 3, 5, ['open'], [1, 2]),
      openTwoMoves,
    ),
    // ip 9 "Connecting" → first snapbacks (a connection is one move).
    replacementGroup(
      1,
      9,
      text('환격: 첫걸음', 'Snapbacks: first steps', '倒扑：入门'),
      'snapback',
      () => snapback,
      snapbackTexts,
    ),
    ...cho(),
    ...jung(),
  ];
}

export interface ReplacedOptions {
  readonly seed: number;
  readonly perGroup?: number;
  readonly gnugo?: boolean;
  readonly log?: (line: string) => void;
}

/**
 * The study pack with every replaced group drawn in its place (the group's number, title, technique and
 * time from the replacement), its version recomputed. `used` holds the keys of every problem of the packs
 * (and the retired ones) and receives the new ones. Each group draws from its own seed ('replaced', its
 * category and number).
 */
export function withReplacedGroups(study: StudyPack, used: Set<string>, options: ReplacedOptions): StudyPack {
  const perGroup = options.perGroup ?? MISSIONS_PER_GROUP;
  const categories = study.categories.map((c) => ({ ...c, groups: [...c.groups] }));
  for (const plan of replacementPlan()) {
    if (!isReplaced(plan.sno, plan.gno)) continue;
    const category = categories.find((c) => c.sno === plan.sno);
    const index = category?.groups.findIndex((g) => g.gno === plan.gno) ?? -1;
    if (category === undefined || index < 0) continue;
    const started = Date.now();
    const totals = new Map<string, number>();
    const drawn = drawTopic(
      plan,
      options.seed,
      ['replaced', plan.sno, plan.gno],
      used,
      perGroup,
      options.gnugo !== false,
      totals,
    );
    category.groups[index] = topicGroup(plan, plan.gno, drawn);
    const why = [...totals].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`);
    options.log?.(
      `replaced ${category.key} ${plan.gno} ${plan.title['en-US']}: ${Date.now() - started} ms ${why.join(', ')}`,
    );
  }
  return { ...study, version: version(options.seed, categories), categories };
}

/** Every replaced group (replaced.ts) has exactly one replacement plan. */
export function replacementsMatch(): boolean {
  const plans = replacementPlan();
  return REPLACED_GROUPS.every((g) => plans.filter((p) => p.sno === g.sno && p.gno === g.gno).length === 1);
}

async function main(): Promise<void> {
  const { usedProblemKeys } = await import('./single');
  const { formatJson, packsDir, seedFrom } = await import('./packFiles');
  const argv = process.argv.slice(2);
  const dir = flag(argv, '--dir') ?? packsDir;
  const seed = seedFrom(flag(argv, '--seed'));
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as unknown;
  const study = withoutReplaced(read('study.json') as StudyPack);
  const used = new Set([
    ...retiredProblemKeys(),
    ...usedProblemKeys(study, read('dan9.json'), read('tutorials.json'), read('single.json')),
  ]);
  const log = (l: string) => process.stderr.write(`${l}\n`);
  const out = withReplacedGroups(study, used, { seed, log });
  fs.writeFileSync(path.join(dir, 'study.json'), await formatJson(out));
}

if (process.argv[1]?.endsWith('replacedGroups.ts')) await main();
