// The topic groups of the advanced (`je`) and dan-level (`se`) categories on 19×19 (issue 14: every study
// category at least 150 problems, at least 300 on 19×19, one-move answers at most 10 % per category). Ten
// groups each, all on the corners and sides of a 19×19 board (the app crops the board to the problem), and
// every problem takes more than one move of the player on every way through its answer
// (`minPlayerMoves: 2`, checked on the shipped tree). They are late topic groups: drawn after the ninth-dan
// steps on 19×19, so those steps stayed as they were.
//
// The mix: corner and side life and death (live and kill, longer lines in `se`), kills with a throw-in,
// capturing races (eye against no eye, outside liberties first, long races), connect-and-die, reading in
// a corner or on a side fight, kills where a wrong move lets the group make seki, and ko problems whose ko
// starts on the player's second move. Each group has its own prompts and hints from the facts of the
// solution (the first right move, the race's counts, the seki moves).
import type { Color } from '../../src/domain/go/stones';
import type { LocalizedText } from '../../src/domain/content/text';
import type { HintFacts } from './hintFacts';
import { accept, captureTemplate, koTemplate, ldTemplate } from './templates';
import type { Made, Template } from './templates';
import type { ShapeSpec } from './lifeDeath';
import { fight, shape } from './planBuilders';
import { raceTemplate } from './races';
import type { RaceMade } from './races';
import { sekiKillTemplate } from './seki';
import type { SekiKillMade } from './seki';
import { asTemplate, tesujiTemplate } from './tesuji';
import { isRejected } from './tactics';
import { hintText, text } from './texts';
import { colors, connectAndDieTexts } from './topics';
import type { TopicGroupPlan, TopicTexts } from './topics';

/** Where a drawn problem sits, for its texts. */
export type Where = 'corner' | 'side';

interface PlacedMade extends Made {
  readonly where: Where;
}

/** The template's problems, marked with where they sit. */
export function placed(template: Template, where: Where): Template {
  return (random) => {
    const made = template(random);
    return isRejected(made) ? made : ({ ...made, where } satisfies PlacedMade as Made);
  };
}

const whereOf = (made: Made): Where => (made as PlacedMade).where;

const place = {
  corner: { ko: '귀에 있는', en: 'in the corner', zh: '角上' },
  side: { ko: '변에 있는', en: 'on the side', zh: '边上' },
} as const;

const readOn = {
  ko: '상대의 저항까지 끝까지 읽으세요.',
  en: 'Your opponent will resist: read to the end.',
  zh: '对方会抵抗，请算到最后。',
};

// ---- life and death ----

const killHints = {
  sacrifice: text(
    '먹여치기를 생각하세요. 상대가 따내도 그 자리는 온전한 집이 되지 못합니다.',
    'Think of a throw-in: even when your stone is taken, that point does not become a real eye.',
    '想一想扑入：即使被提，那里也做不成真眼。',
  ),
  captures: text(
    '먼저 따내서 눈 모양을 무너뜨리세요. 그다음 상대의 응수를 읽으세요.',
    'Capture first to break the eye shape, then read your opponent’s answer.',
    '先提子破坏眼形，再算对方的应手。',
  ),
  atari: text(
    '단수로 시작하고, 상대가 받은 뒤 궁도에 무엇이 남는지 읽으세요.',
    'Start with atari, and read what your opponent’s answer leaves of the eye space.',
    '从打吃开始，算一算对方应后眼位还剩下什么。',
  ),
  besideOwn: text(
    '내 돌에 붙여 궁도를 줄이는 수부터 생각하세요. 그다음 상대의 응수를 읽으세요.',
    'Start next to your own stones and make the eye space smaller; then read your opponent’s answer.',
    '先从自己的棋子旁边下手，缩小眼位，再算对方的应手。',
  ),
  alone: text(
    '내 돌에서 떨어진 곳에 눈 모양을 빼앗는 점이 있습니다. 상대가 응수하면 한 수가 더 필요합니다.',
    'The point that takes the eye shape away stands apart from your stones. When your opponent answers, one more move is needed.',
    '夺走眼形的点离你的棋子有一段距离。对方应后还需要再下一手。',
  ),
};

const liveHints = {
  captures: text(
    '안에 있는 상대 돌을 따내면 집이 생깁니다. 그다음 두 번째 집을 생각하세요.',
    'Capturing the stones inside gives you an eye; then think of the second one.',
    '提掉里面的对方棋子就有了一只眼，再想第二只眼。',
  ),
  atari: text(
    '활로가 모자란 상대 돌이 있습니다. 단수로 공격하면 그 자리가 집이 될 수 있습니다.',
    'Some of your opponent’s stones are short of liberties: attack them with atari, and their place can become your eye.',
    '对方有的棋子气紧：打吃它们，那里就可能成为你的眼。',
  ),
  sacrifice: text(
    '한 점을 버리는 수가 있습니다. 상대가 따낸 뒤의 모양을 읽으세요.',
    'A stone given up can help: read the shape after it is taken.',
    '弃一子也许有用：算一算被提之后的形状。',
  ),
  pressed: text(
    '상대 돌이 궁도를 누르는 곳부터 두세요. 그다음 상대의 저항에 맞춰 두 집을 만드세요.',
    'Start where your opponent’s stones press on your eye space; then answer the resistance and make two eyes.',
    '从对方棋子压迫眼位的地方下手，然后根据对方的抵抗做出两只眼。',
  ),
  own: text(
    '상대 돌에 닿지 않는 곳에서 먼저 내 궁도의 모양을 갖추세요. 그다음 상대의 저항에 맞춰 두 번째 집을 만드세요.',
    'Shape your own space first, away from your opponent’s stones; then answer the resistance and make the second eye.',
    '先在不接触对方棋子的地方整好自己的眼形，然后根据对方的抵抗做出第二只眼。',
  ),
};

/** The idea of a kill from the facts of its first right move, never the point. */
export function killHint(facts: HintFacts): LocalizedText {
  if (facts.sacrifice) return killHints.sacrifice;
  if (facts.captures) return killHints.captures;
  if (facts.atari === true) return killHints.atari;
  return facts.besideOwn ? killHints.besideOwn : killHints.alone;
}

/** The idea of a live problem from the facts of its first right move, never the point. */
export function liveHint(facts: HintFacts): LocalizedText {
  if (facts.captures) return liveHints.captures;
  if (facts.opponentInAtari) return liveHints.atari;
  if (facts.sacrifice) return liveHints.sacrifice;
  return facts.besideOpponent ? liveHints.pressed : liveHints.own;
}

/** Corner and side life and death: the place named in the prompt, the hint from the facts. */
export function lifeDeathTexts(goal: 'live' | 'kill', where: Where): TopicTexts {
  const at = place[where];
  return {
    name:
      where === 'corner'
        ? text('귀의 사활', 'Corner life and death', '角上死活')
        : text('변의 사활', 'Side life and death', '边上死活'),
    prompt: (player) => {
      const p = colors(player);
      const o = colors(-player as Color);
      return goal === 'live'
        ? text(
            `${p.ko} 차례입니다. ${at.ko} 표시된 ${p.ko}돌을 살리세요. ${readOn.ko}`,
            `${p.en} to play. Make the marked ${p.enLower} group ${at.en} live. ${readOn.en}`,
            `${p.zh}先。做活${at.zh}标记的${p.zh}棋。${readOn.zh}`,
          )
        : text(
            `${p.ko} 차례입니다. ${at.ko} 표시된 ${o.ko}돌을 잡으세요. ${readOn.ko}`,
            `${p.en} to play. Kill the marked ${o.enLower} group ${at.en}. ${readOn.en}`,
            `${p.zh}先。杀死${at.zh}标记的${o.zh}棋。${readOn.zh}`,
          );
    },
    hint: (_player, _made, facts) => (goal === 'live' ? liveHint(facts) : killHint(facts)),
  };
}

/** Kills whose first move is a throw-in (먹여치기 / throw-in / 扑), in a corner or on a side. */
export const throwInKillTexts: TopicTexts = {
  name: text('먹여치기', 'Throw-in', '扑'),
  prompt: (player, made) => {
    const p = colors(player);
    const o = colors(-player as Color);
    const at = place[whereOf(made)];
    return text(
      `${p.ko} 차례입니다. 먹여치기로 ${at.ko} 표시된 ${o.ko}돌을 잡으세요. ${readOn.ko}`,
      `${p.en} to play. Kill the marked ${o.enLower} group ${at.en} with a throw-in. ${readOn.en}`,
      `${p.zh}先。用扑入杀死${at.zh}标记的${o.zh}棋。${readOn.zh}`,
    );
  },
  hint: (_player, _made, facts) =>
    facts.atari === true
      ? text(
          '먹여친 돌은 단수를 겸합니다. 상대가 따낸 뒤 그 자리가 옥집인지 보세요.',
          'The stone you throw in also gives atari. After it is taken, see whether the eye there is false.',
          '扑入的子同时打吃。对方提子后，看看那里是不是假眼。',
        )
      : killHints.sacrifice,
};

// ---- capturing races ----

const raceOf = (made: Made): RaceMade => made as RaceMade;

/** Capturing races with the counts of the drawn race in the hint (수상전 / capturing race / 对杀). */
export function raceCountTexts(name: LocalizedText): TopicTexts {
  return {
    name,
    prompt: (player) => {
      const p = colors(player);
      const o = colors(-player as Color);
      return text(
        `${p.ko} 차례입니다. 표시된 ${o.ko}돌과 ${p.ko}돌이 수상전을 하고 있습니다. 표시된 ${o.ko}돌을 잡으세요.`,
        `${p.en} to play. The marked ${o.enLower} stones and yours are in a capturing race. Capture the marked stones.`,
        `${p.zh}先。标记的${o.zh}棋和${p.zh}棋正在对杀。吃掉标记的${o.zh}棋。`,
      );
    },
    hint: (_player, made) => {
      const r = raceOf(made);
      const shared = r.race.shared;
      const w = r.whiteLiberties;
      const b = r.blackLiberties;
      return r.race.eye
        ? text(
            `표시된 돌의 활로는 ${w}개(공배 ${shared}개), 내 돌은 눈을 포함해 ${b}개입니다. 눈이 있는 쪽은 공배를 자기 활로로 셉니다.`,
            `The marked stones have ${w} liberties (${shared} shared); yours have ${b}, the eye included. A group with an eye counts the shared liberties as its own.`,
            `标记的棋子有${w}口气（公气${shared}口），你的棋子连眼在内有${b}口气。有眼的一方可以把公气算作自己的气。`,
          )
        : text(
            `표시된 돌의 활로는 ${w}개, 그중 공배가 ${shared}개입니다. 내 돌은 ${b}개입니다. 공배는 마지막에 메웁니다.`,
            `The marked stones have ${w} liberties, ${shared} of them shared with yours; yours have ${b}. Shared liberties are filled last.`,
            `标记的棋子有${w}口气，其中公气${shared}口；你的棋子有${b}口气。公气要最后再紧。`,
          );
    },
  };
}

// ---- kill: seki is not enough ----

export const sekiKillTexts: TopicTexts = {
  name: text('빅 막기', 'No seki', '不让双活'),
  prompt: (player) => {
    const p = colors(player);
    const o = colors(-player as Color);
    return text(
      `${p.ko} 차례입니다. 표시된 ${o.ko}돌을 잡으세요. 빅이 되면 실패입니다.`,
      `${p.en} to play. Kill the marked ${o.enLower} group: seki is not enough.`,
      `${p.zh}先。杀死标记的${o.zh}棋，成双活就失败了。`,
    );
  },
  hint: (_player, made) => {
    const n = (made as SekiKillMade).sekiMoves;
    return n === 1
      ? text(
          '그럴듯한 수 하나가 빅을 허용합니다. 두 집도 빅도 남기지 않는 수를 찾으세요.',
          'One tempting move here lets the group make seki. Find the move that leaves it neither two eyes nor seki.',
          '这里有一手看似不错的棋会让对方成双活。找出既不让对方做出两眼、也不让对方成双活的一手。',
        )
      : text(
          `여기서 ${n}곳은 빅을 허용합니다. 두 집도 빅도 남기지 않는 수를 찾으세요.`,
          `${n} of the moves here let the group make seki. Find the move that leaves it neither two eyes nor seki.`,
          `这里有${n}个点会让对方成双活。找出既不让对方做出两眼、也不让对方成双活的一手。`,
        );
  },
};

// ---- ko ----

/** "Make a ko" problems whose ko starts on the player's second move (templates.ts `followUp`). */
export const koWayTexts: TopicTexts = {
  name: text('패', 'Ko', '劫'),
  prompt: (player, made) => {
    const p = colors(player);
    const o = colors(-player as Color);
    return made.prompt === 'ko_live'
      ? text(
          `${p.ko} 차례입니다. 귀의 ${p.ko}은 그냥은 살 수 없습니다. 패로 버티세요.`,
          `${p.en} to play. Your group in the corner cannot live outright: make it a ko.`,
          `${p.zh}先。角上的${p.zh}棋无法净活，请做成劫。`,
        )
      : text(
          `${p.ko} 차례입니다. 귀의 ${o.ko}은 그냥은 잡을 수 없습니다. 패로 만드세요.`,
          `${p.en} to play. The ${o.enLower} group in the corner cannot be killed outright: make it a ko.`,
          `${p.zh}先。角上的${o.zh}棋无法净杀，请做成劫。`,
        );
  },
  hint: (_player, _made, facts) =>
    facts.sacrifice
      ? text(
          '먼저 한 점을 버리세요. 상대가 응수한 다음 두 번째 수로 패를 따냅니다.',
          'Give up a stone first; after the answer, your second move takes the ko.',
          '先弃一子，对方应后，第二手提劫。',
        )
      : text(
          '패는 바로 나지 않습니다. 첫 수와 상대의 응수 다음, 두 번째 수로 패를 따냅니다.',
          'The ko does not come at once: after your first move and the answer, your second move takes the ko.',
          '劫不会马上出现：第一手和对方应手之后，第二手提劫。',
        ),
};

// ---- reading ----

/** Capture fights in a corner or on a side: the technique's hint from the facts (texts.ts). */
export const readingTexts: TopicTexts = {
  name: text('수읽기', 'Reading', '计算'),
  prompt: (player, made) => {
    const p = colors(player);
    const o = colors(-player as Color);
    const at = place[whereOf(made)];
    return text(
      `${p.ko} 차례입니다. ${at.ko} 표시된 ${o.ko}돌을 잡으세요. ${readOn.ko}`,
      `${p.en} to play. Capture the marked ${o.enLower} stones ${at.en}. ${readOn.en}`,
      `${p.zh}先。吃掉${at.zh}标记的${o.zh}子。${readOn.zh}`,
    );
  },
  hint: (_player, _made, facts) => hintText('tactics', 'capture', facts),
};

// ---- the groups ----

interface LdLevel {
  readonly space: readonly [number, number];
  readonly inside: number;
  readonly gaps: number;
  readonly outside: number;
  /** Fewest plies of the longest right line. */
  readonly minLine: number;
}

const advanced: LdLevel = { space: [4, 6], inside: 0.1, gaps: 0.3, outside: 0.15, minLine: 3 };
const dan: LdLevel = { space: [5, 7], inside: 0.15, gaps: 0.35, outside: 0.2, minLine: 5 };

function ldShape(level: LdLevel, where: Where): ShapeSpec {
  return shape({
    size: 19,
    area: where === 'corner' ? 'corner' : 'edge',
    space: level.space,
    gaps: level.gaps,
    outsideLiberties: level.outside,
    killerInside: level.inside,
    ownerInside: level.inside * 0.6,
    // Anywhere along the side, not only near the corner.
    ...(where === 'side' ? { along: [0, 8] as const } : {}),
  });
}

function ld(goal: 'live' | 'kill', where: Where, level: LdLevel): Template {
  return placed(
    ldTemplate({
      technique: 'life_death',
      goal,
      shape: ldShape(level, where),
      tune: true,
      minLine: level.minLine,
      settings: { maxPlies: 14, nodeLimit: 40_000 },
    }),
    where,
  );
}

/** Kills whose right first move is a throw-in; corners and sides take turns. */
function throwInKill(level: LdLevel) {
  return (i: number): Template => {
    const where: Where = i % 2 === 0 ? 'corner' : 'side';
    return placed(
      ldTemplate({
        technique: 'throw_in',
        goal: 'kill',
        shape: ldShape(level, where),
        tune: true,
        minLine: level.minLine,
        sacrifice: true,
        settings: { maxPlies: 14, nodeLimit: 40_000 },
      }),
      where,
    );
  };
}

/** Kills where a wrong move allows seki; `after`: fewest moves of the right line after the first. */
function sekiKill(space: readonly [number, number], after: number) {
  return (i: number): Template => {
    const where: Where = i % 2 === 0 ? 'corner' : 'side';
    const level: LdLevel = { space, inside: 0.15, gaps: 0.3, outside: 0.15, minLine: after + 1 };
    return sekiKillTemplate({ shape: ldShape(level, where), minLine: after }) as Template;
  };
}

function koWay(space: readonly [number, number]): Template {
  return koTemplate({
    shape: shape({ size: 19, area: 'corner', space, gaps: 0.35, killerInside: 0.15, ownerInside: 0.1 }),
    role: 'either',
    maxPlies: 14,
    nodeLimit: 100_000,
    followUp: true,
  });
}

function reading(plies: readonly [number, number]) {
  return (i: number): Template => {
    const where: Where = i % 2 === 0 ? 'corner' : 'side';
    return placed(
      captureTemplate({
        technique: 'tactics',
        fight: fight({
          size: 19,
          area: where === 'corner' ? 'corner' : 'edge',
          targetStones: [2, 5],
          targetLiberties: [2, 3],
          attackerDensity: 0.25,
          defenderDensity: 0.2,
        }),
        accept: accept.any(plies[0], plies[1]),
        tactics: { maxBranch: 1 },
      }),
      where,
    );
  };
}

const connectAndDie19 = () =>
  asTemplate(
    tesujiTemplate({
      kind: 'connect_and_die',
      pocket: { size: 19, width: [3, 7], white: 0.45, black: 0.15, open: 0.9 },
      plies: [3, 11],
      technique: 'tactics',
      built: true,
    }),
  );

/** The late topic groups of `je` (sno 4) and `se` (sno 5), in their order. */
export function advancedGroups(): TopicGroupPlan[] {
  const group = (
    sno: number,
    title: LocalizedText,
    technique: TopicGroupPlan['technique'],
    template: (i: number) => Template,
    texts: TopicTexts,
  ): TopicGroupPlan => ({
    sno,
    title,
    technique,
    template,
    texts,
    player: 'either',
    second: 600,
    late: true,
    minPlayerMoves: 2,
  });
  const ldGroups = (sno: number, level: LdLevel, hard: boolean): TopicGroupPlan[] =>
    (
      [
        ['corner', 'live'],
        ['corner', 'kill'],
        ['side', 'live'],
        ['side', 'kill'],
      ] as const
    ).map(([where, goal]) =>
      group(
        sno,
        ldTitle(where, goal, hard),
        'life_death',
        () => ld(goal, where, level),
        lifeDeathTexts(goal, where),
      ),
    );
  return [
    ...ldGroups(4, advanced, false),
    group(
      4,
      text('사활: 먹여치기로 잡기', 'Life and death: kill with a throw-in', '死活：扑入杀棋'),
      'throw_in',
      throwInKill(advanced),
      throwInKillTexts,
    ),
    group(
      4,
      text('수상전: 유가무가 2', 'Capturing races: eye against no eye 2', '对杀：有眼杀无眼 2'),
      'capture_race',
      () => raceTemplate({ sizes: [19], eyeChance: 1, heights: [3, 4, 5] }) as Template,
      raceCountTexts(text('수상전', 'Capturing race', '对杀')),
    ),
    group(
      4,
      text('수상전: 바깥 공배부터', 'Capturing races: outside liberties first', '对杀：先紧外气'),
      'capture_race',
      () => raceTemplate({ sizes: [19], eyeChance: 0, heights: [4, 5] }) as Template,
      raceCountTexts(text('수상전', 'Capturing race', '对杀')),
    ),
    group(
      4,
      text('촉촉수 2', 'Connect and die 2', '接不归 2'),
      'tactics',
      connectAndDie19,
      connectAndDieTexts,
    ),
    group(
      4,
      text('빅: 빅을 막고 잡기', 'Seki: kill, seki is not enough', '双活：不让双活的杀棋'),
      'life_death',
      sekiKill([5, 7], 2),
      sekiKillTexts,
    ),
    group(
      4,
      text('패: 패로 가는 수순', 'Ko: the way to a ko', '劫：走向劫的次序'),
      'ko',
      () => koWay([4, 6]),
      koWayTexts,
    ),
    ...ldGroups(5, dan, true),
    group(
      5,
      text('사활: 먹여치기 2', 'Life and death: throw-ins 2', '死活：扑入 2'),
      'throw_in',
      throwInKill({ ...dan, minLine: 3 }),
      throwInKillTexts,
    ),
    group(
      5,
      text('수상전: 유가무가 3', 'Capturing races: eye against no eye 3', '对杀：有眼杀无眼 3'),
      'capture_race',
      () => raceTemplate({ sizes: [19], eyeChance: 1, heights: [4, 5] }) as Template,
      raceCountTexts(text('수상전', 'Capturing race', '对杀')),
    ),
    group(
      5,
      text('수상전: 긴 수상전', 'Capturing races: long races', '对杀：长气对杀'),
      'capture_race',
      () => raceTemplate({ sizes: [19], eyeChance: 0, heights: [5] }) as Template,
      raceCountTexts(text('수상전', 'Capturing race', '对杀')),
    ),
    group(
      5,
      text('수읽기: 19줄', 'Reading on 19×19', '计算：十九路'),
      'tactics',
      reading([11, 19]),
      readingTexts,
    ),
    group(
      5,
      text('빅: 빅을 막고 잡기 2', 'Seki: kill, seki is not enough 2', '双活：不让双活的杀棋 2'),
      'life_death',
      sekiKill([6, 7], 3),
      sekiKillTexts,
    ),
    group(
      5,
      text('패: 패로 가는 수순 2', 'Ko: the way to a ko 2', '劫：走向劫的次序 2'),
      'ko',
      () => koWay([5, 7]),
      koWayTexts,
    ),
  ];
}

/** A corner or side life-and-death group's title on a 13×13 or 19×19 board ("Corner life and death on 19×19: kill"). */
export function ldTitle(
  where: Where,
  goal: 'live' | 'kill',
  hard: boolean,
  size: 13 | 19 = 19,
): LocalizedText {
  const [ko, en, zh] =
    goal === 'live'
      ? hard
        ? ['어려운 살기', 'hard lives', '难解的做活']
        : ['살기', 'live', '做活']
      : hard
        ? ['어려운 잡기', 'hard kills', '难解的杀棋']
        : ['잡기', 'kill', '杀棋'];
  const lines = size === 13 ? '十三路' : '十九路';
  return where === 'corner'
    ? text(
        `귀의 사활: ${ko} (${size}줄)`,
        `Corner life and death on ${size}×${size}: ${en}`,
        `角上死活：${zh}（${lines}）`,
      )
    : text(
        `변의 사활: ${ko} (${size}줄)`,
        `Side life and death on ${size}×${size}: ${en}`,
        `边上死活：${zh}（${lines}）`,
      );
}
