// The last topic groups (issue 14, "how much"): 36 groups that bring the study pack past 1,000 problems,
// `ip` and `cho` past 150, and lower the share of one-move answers in every category. Every problem takes
// two moves of the player or more on every way through its answer (`minPlayerMoves: 2`, checked on the
// shipped tree, as the late groups of advancedTopics.ts do): capturing in two moves (atari, the opponent
// extends, capture), ladders and nets, cut and capture, snapbacks, reading
// and life and death whose right line goes on after the first move. The board sizes mix 9×9 with corners
// and sides of 13×13 and 19×19 (the app crops the board to the problem).
//
// They are drawn after the late topic groups (`TopicGroupPlan.last`, `withTopicGroups(…, { last: true })`
// at the end of `content:generate`), so no problem drawn before changed; each is numbered after every
// other group of its category.
import type { Color } from '../../src/domain/go/stones';
import type { BoardSize } from '../../src/domain/go/coords';
import type { LocalizedText } from '../../src/domain/content/text';
import type { HintFacts } from './hintFacts';
import { ladder, net } from './curriculum';
import { fight, oneOf, pair, shape } from './planBuilders';
import { accept, captureTemplate, cutTemplate, ldTemplate } from './templates';
import type { Made, Template } from './templates';
import { hintText, text } from './texts';
import { colors } from './topics';
import type { TopicGroupPlan, TopicTexts } from './topics';
import {
  ldTitle,
  lifeDeathTexts,
  placed,
  readingTexts,
  throwInKillTexts,
  type Where,
} from './advancedTopics';

/** What a prompt adds after "Capture the marked stones." */
export interface Say {
  readonly ko: string;
  readonly en: string;
  readonly zh: string;
}

const targetCount = (made: Made): number =>
  'targets' in made.draft.goal ? made.draft.goal.targets.length : 2;

/**
 * Capture topics: "Black to play. Capture the marked white stones. <how>" (or "Cut, and capture …" for
 * cutting groups), the group's own name and a hint from the idea and the facts of the first right move.
 */
export function captureTexts(
  name: LocalizedText,
  how: Say,
  hint: (facts: HintFacts) => LocalizedText,
  cut = false,
): TopicTexts {
  return {
    name,
    prompt: (player, made) => {
      const p = colors(player);
      const o = colors(-player as Color);
      const en = targetCount(made) === 1 ? 'stone' : 'stones';
      return cut
        ? text(
            `${p.ko} 차례입니다. 끊어서 표시된 ${o.ko}돌을 잡으세요. ${how.ko}`,
            `${p.en} to play. Cut, and capture the marked ${o.enLower} ${en}. ${how.en}`,
            `${p.zh}先。切断并吃掉标记的${o.zh}子。${how.zh}`,
          )
        : text(
            `${p.ko} 차례입니다. 표시된 ${o.ko}돌을 잡으세요. ${how.ko}`,
            `${p.en} to play. Capture the marked ${o.enLower} ${en}. ${how.en}`,
            `${p.zh}先。吃掉标记的${o.zh}子。${how.zh}`,
          );
    },
    hint: (_player, _made, facts) => hint(facts),
  };
}

export const answerToo: Say = {
  ko: '상대가 첫 수에 응수합니다. 두 번째 수까지 읽으세요.',
  en: 'Your opponent answers your first move: read your second one too.',
  zh: '对方会应你的第一手，请把第二手也算清楚。',
};

export const notAtOnce = text(
  '곧바로 단수하면 돌이 달아납니다. 먼저 달아날 길을 막고, 그다음에 잡으세요.',
  'An atari right away lets the stones run. Close their way out first, then capture.',
  '直接打吃会让对方逃掉。先封住去路，再吃掉。',
);

export const sacrificeFirst = text(
  '한 점을 먼저 버리는 수가 있습니다. 상대가 따내는 동안 표시된 돌의 활로가 줄어듭니다.',
  'A stone given up first can help: while your opponent takes it, the marked stones lose liberties.',
  '可以先弃一子：对方提子的时候，标记棋子的气也紧了。',
);

// ---- ip: beginners ----

export const twoMoves = captureTexts(
  text('두 수로 잡기', 'Capture in two', '两步吃子'),
  answerToo,
  (facts) =>
    facts.sacrifice
      ? sacrificeFirst
      : facts.atari === false
        ? notAtOnce
        : text(
            '단수를 치면 상대는 뻗어서 달아나려 합니다. 뻗은 뒤에도 활로가 하나뿐인 쪽에서 단수하세요.',
            'After your atari your opponent extends to run. Give atari from the side where extending still leaves one liberty.',
            '你打吃后对方会长出逃跑。从对方长出后仍只有一口气的那一边打吃。',
          ),
);

export const twoMoves13 = captureTexts(
  text('두 수로 잡기', 'Capture in two', '两步吃子'),
  answerToo,
  (facts) =>
    facts.sacrifice
      ? sacrificeFirst
      : facts.atari === false
        ? notAtOnce
        : text(
            '단수를 친 뒤 상대가 어디로 달아날지 보세요. 내 돌이나 가장자리 쪽으로 몰면 더 달아날 수 없습니다.',
            'Before your atari, see where the stones would run: toward your stones or the edge they cannot get away.',
            '打吃之前先看对方会往哪里逃：赶向自己的棋子或边线，它就逃不掉了。',
          ),
);

export const cornerCapture19 = captureTexts(
  text('귀에서 잡기', 'Capture in the corner', '角上吃子'),
  answerToo,
  (facts) =>
    facts.sacrifice
      ? sacrificeFirst
      : facts.atari === false
        ? notAtOnce
        : text(
            '귀와 가장자리도 벽입니다. 표시된 돌을 그쪽으로 몰아서 잡으세요.',
            // Korean and Chinese name one stone and several alike; English says which.
            facts.targetStones === 1
              ? 'The corner and the edges are walls too: drive the marked stone toward them.'
              : 'The corner and the edges are walls too: drive the marked stones toward them.',
            '角和边线也是墙：把标记的棋子赶过去吃掉。',
          ),
);

const ladderTexts = (hint: LocalizedText) =>
  captureTexts(
    text('축', 'Ladder', '征子'),
    {
      ko: '상대가 달아나도 끝까지 몰아서 잡으세요.',
      en: 'Keep chasing when they run, all the way to the capture.',
      zh: '对方逃跑时继续追，一直追到吃掉为止。',
    },
    () => hint,
  );

const shortLadders = ladderTexts(
  text(
    '단수를 칠 때마다 상대의 활로가 둘을 넘지 않는지 세어 보세요. 가는 길에 상대 돌이 있는지도 보세요.',
    'After each atari, count: the stones must never get more than two liberties. Look along their way for stones of theirs too.',
    '每次打吃后数一数：对方的气不能超过两口。也看看逃跑的路上有没有对方的棋子。',
  ),
);

const longLadders = ladderTexts(
  text(
    '긴 축은 끝까지 읽어야 합니다. 축이 가는 길에 상대 돌이 있는지 가장자리까지 살펴보세요.',
    'A long ladder must be read to its end: look along its whole way to the edge for stones of theirs.',
    '长征子要算到底：沿着它的路一直看到边线，有没有对方的棋子。',
  ),
);

export const netTexts = (hint: LocalizedText) =>
  captureTexts(
    text('장문', 'Net', '枷吃'),
    {
      ko: '한 수로 끝나지 않습니다. 상대의 응수까지 읽으세요.',
      en: 'One move does not finish it: read your opponent’s answer.',
      zh: '一手解决不了，请算清对方的应手。',
    },
    () => hint,
  );

const beginnerNets = netTexts(
  text(
    '단수로 쫓으면 상대가 달아납니다. 한 칸 떨어져서 달아날 길을 모두 막아 보세요.',
    'Chasing with atari lets them run. Stand back a little and close every way out at once.',
    '用打吃追赶对方会逃掉。离开一点，一次封住所有去路。',
  ),
);

const cutAndCapture = captureTexts(
  text('끊고 잡기', 'Cut and capture', '切断吃子'),
  {
    ko: '끊은 다음 상대의 응수를 읽고 잡으세요.',
    en: 'After the cut, read the answer and capture.',
    zh: '切断后算清对方的应手，再吃掉。',
  },
  (facts) =>
    text(
      '먼저 표시된 돌을 동료에게서 떼어 놓으세요. 그다음 활로를 세어 쫓아가세요.',
      facts.targetStones === 1
        ? 'First separate the marked stone from its friends; then count its liberties and chase it.'
        : 'First separate the marked stones from their friends; then count their liberties and chase them.',
      '先把标记的棋子和同伴分开，再数气追吃。',
    ),
  true,
);

// ---- cho and above: tactics ----

export const snapbackTexts = captureTexts(
  text('환격', 'Snapback', '倒扑'),
  {
    ko: '상대가 내 돌을 따낸 다음을 읽으세요.',
    en: 'Read what follows after your opponent takes your stone.',
    zh: '算一算对方提掉你的子以后会怎样。',
  },
  (facts) =>
    facts.sacrifice
      ? text(
          '내준 돌을 따낸 자리에 다시 두면 어떻게 될까요? 따낸 뒤 표시된 돌의 활로를 세어 보세요.',
          'What happens if you play again where your stone was taken? Count the marked stones’ liberties after they capture.',
          '在被提的地方再下一手会怎样？数一数对方提子后标记棋子的气。',
        )
      : hintText('snapback', 'capture', facts),
);

const readingName = text('수읽기', 'Reading', '计算');

const readingTexts13 = captureTexts(
  readingName,
  {
    ko: '상대의 저항까지 끝까지 읽으세요.',
    en: 'Your opponent will resist: read to the end.',
    zh: '对方会抵抗，请算到最后。',
  },
  (facts) => hintText('tactics', 'capture', facts),
);

const netsHard = netTexts(
  text(
    '첫 수 뒤에 상대가 달아날 수 있는 길을 하나씩 읽어 보세요. 모든 길이 막혀야 장문입니다.',
    'After your first move, read each way the stones can run: a net closes every one of them.',
    '下完第一手后，逐一算清对方能逃的路：枷要封住每一条路。',
  ),
);

const cutHard = captureTexts(
  text('끊고 잡기', 'Cut and capture', '切断吃子'),
  {
    ko: '끊은 뒤 긴 수읽기가 이어집니다.',
    en: 'A long reading follows the cut.',
    zh: '切断之后还有很长的计算。',
  },
  () =>
    text(
      '끊긴 두 무리 가운데 활로가 적은 쪽을 노리세요. 쫓는 동안 내 돌의 활로도 세어 보세요.',
      'Of the two groups you cut apart, go after the one with fewer liberties, and count your own as you chase.',
      '在被切断的两块棋中，攻击气少的那一块，追的时候也数数自己的气。',
    ),
  true,
);

const directionLadder = ladderTexts(
  text(
    '어느 쪽에서 단수하느냐에 따라 축의 방향이 바뀝니다. 두 방향 모두 가는 길에 무엇이 있는지 보세요.',
    'Which side you give atari from decides where the ladder runs: look at what stands on each way.',
    '从哪边打吃决定征子的方向：看看两条路上各有什么。',
  ),
);

// ---- templates ----

export const capture = (size: BoardSize, lo: number, hi: number, areas: readonly ('corner' | 'edge')[]) =>
  oneOf(
    ...areas.map((area) =>
      captureTemplate({
        technique: 'capture',
        fight: fight({ size, area, targetStones: [1, 2], attackerDensity: 0.12, defenderDensity: 0.08 }),
        accept: accept.plain(lo, hi),
      }),
    ),
  );

const tacticsOn =
  (size: BoardSize, lo: number, hi: number, stones: readonly [number, number]) => (i: number) => {
    const where: Where = i % 2 === 0 ? 'corner' : 'side';
    return placed(
      captureTemplate({
        technique: 'tactics',
        fight: fight({
          size,
          area: where === 'corner' ? 'corner' : 'edge',
          targetStones: stones,
          targetLiberties: [2, 3],
          attackerDensity: 0.25,
          defenderDensity: 0.2,
        }),
        accept: accept.any(lo, hi),
        tactics: { maxBranch: 1 },
      }),
      where,
    );
  };

export const snapbackOn = (size: BoardSize) =>
  captureTemplate({
    technique: 'snapback',
    fight: { mouth: true, size, black: 0.2, white: 0.15 },
    accept: accept.snapback,
  });

export interface LdLevel {
  readonly space: readonly [number, number];
  readonly inside: number;
  readonly gaps: number;
  readonly outside: number;
  /** Fewest plies of the longest right line. */
  readonly minLine: number;
}

export const gentle: LdLevel = { space: [3, 5], inside: 0.05, gaps: 0.3, outside: 0.1, minLine: 3 };
export const middle: LdLevel = { space: [3, 6], inside: 0.08, gaps: 0.3, outside: 0.1, minLine: 3 };
const advanced: LdLevel = { space: [4, 6], inside: 0.1, gaps: 0.3, outside: 0.15, minLine: 3 };
const dan: LdLevel = { space: [5, 7], inside: 0.15, gaps: 0.35, outside: 0.2, minLine: 5 };

export function ld13(goal: 'live' | 'kill', where: Where, level: LdLevel, sacrifice = false): Template {
  return placed(
    ldTemplate({
      technique: sacrifice ? 'throw_in' : 'life_death',
      goal,
      shape: shape({
        size: 13,
        area: where === 'corner' ? 'corner' : 'edge',
        space: level.space,
        gaps: level.gaps,
        outsideLiberties: level.outside,
        killerInside: level.inside,
        ownerInside: level.inside * 0.6,
        ...(where === 'side' ? { along: [0, 4] as const } : {}),
      }),
      tune: true,
      minLine: level.minLine,
      ...(sacrifice ? { sacrifice: true } : {}),
      settings: { maxPlies: 14, nodeLimit: 40_000 },
    }),
    where,
  );
}

/** The last topic groups, in their order: 6 of `ip`, 3 of `cho`, 6 of `jung`, 7 of `je`, 7 of `se`, then 3 of `cho`, 3 of `jung`, 1 of `je`. */
export function twoMoveGroups(): TopicGroupPlan[] {
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
    // Beginners always play Black, as in the other groups of `ip`.
    player: sno === 1 ? 'black' : 'either',
    second: sno === 1 ? 300 : 600,
    last: true,
    minPlayerMoves: 2,
  });
  const ldGroup = (sno: number, where: Where, goal: 'live' | 'kill', level: LdLevel, hard: boolean) =>
    group(
      sno,
      ldTitle(where, goal, hard, 13),
      'life_death',
      () => ld13(goal, where, level),
      lifeDeathTexts(goal, where),
    );
  return [
    // ip: beginners, two moves of their own.
    group(
      1,
      text('잡기: 두 수로 잡기', 'Capturing in two moves', '吃子：两步吃'),
      'capture',
      () => capture(9, 3, 3, ['corner', 'edge']),
      twoMoves,
    ),
    group(
      1,
      text('잡기: 두 수로 잡기 (13줄)', 'Capturing in two moves on 13×13', '吃子：两步吃（十三路）'),
      'capture',
      () => capture(13, 3, 5, ['corner', 'edge']),
      twoMoves13,
    ),
    group(
      1,
      text('축: 13줄', 'Ladders on 13×13', '征子：十三路'),
      'ladder',
      () => ladder(5, 13, 13, [2, 4], 'one'),
      shortLadders,
    ),
    group(1, text('장문 2', 'Nets 2', '枷吃 2'), 'net', () => net(3, 7), beginnerNets),
    group(
      1,
      text('끊고 잡기', 'Cut and capture', '切断吃子'),
      'cut',
      () => cutTemplate(pair({}), 3, 7),
      cutAndCapture,
    ),
    group(
      1,
      text('잡기: 19줄 귀', 'Capturing in the corner on 19×19', '吃子：十九路角上'),
      'capture',
      () => capture(19, 3, 5, ['corner']),
      cornerCapture19,
    ),
    // cho
    group(2, text('환격 2', 'Snapbacks 2', '倒扑 2'), 'snapback', () => snapbackOn(13), snapbackTexts),
    group(
      2,
      text('축: 19줄 긴 축', 'Ladders: long ladders on 19×19', '征子：十九路长征'),
      'ladder',
      () => ladder(9, 29, 19, [5, 9], 'one'),
      longLadders,
    ),
    group(
      2,
      text('수읽기: 13줄', 'Reading on 13×13', '计算：十三路'),
      'tactics',
      tacticsOn(13, 5, 7, [1, 4]),
      readingTexts13,
    ),
    // jung
    group(3, text('장문 3', 'Nets 3', '枷吃 3'), 'net', () => net(5, 11), netsHard),
    group(
      3,
      text('환격: 19줄', 'Snapbacks on 19×19', '倒扑：十九路'),
      'snapback',
      () => snapbackOn(19),
      snapbackTexts,
    ),
    group(
      3,
      text('끊고 잡기 2', 'Cutting and capturing 2', '切断与吃子 2'),
      'cut',
      () => cutTemplate(pair({ size: 13, stones: [1, 3], liberties: [2, 3] }), 5, 11),
      cutHard,
    ),
    group(
      3,
      text('수읽기: 13줄 2', 'Reading on 13×13 2', '计算：十三路 2'),
      'tactics',
      tacticsOn(13, 7, 11, [1, 4]),
      readingTexts13,
    ),
    ldGroup(3, 'corner', 'kill', middle, false),
    ldGroup(3, 'corner', 'live', middle, false),
    // je
    group(
      4,
      text('수읽기: 19줄', 'Reading on 19×19', '计算：十九路'),
      'tactics',
      tacticsOn(19, 9, 13, [2, 4]),
      readingTexts,
    ),
    group(
      4,
      text('축: 19줄 방향 고르기', 'Ladders on 19×19: choose the direction', '征子：十九路选择方向'),
      'ladder',
      () => ladder(9, 29, 19, [4, 9], 'two'),
      directionLadder,
    ),
    group(
      4,
      text('끊고 잡기: 19줄', 'Cutting and capturing on 19×19', '切断与吃子：十九路'),
      'cut',
      () => cutTemplate(pair({ size: 19, stones: [1, 3], liberties: [2, 3] }), 7, 13),
      cutHard,
    ),
    ldGroup(4, 'side', 'kill', advanced, false),
    ldGroup(4, 'side', 'live', advanced, false),
    group(
      4,
      text('사활: 먹여치기 (13줄)', 'Life and death: throw-ins on 13×13', '死活：扑入（十三路）'),
      'throw_in',
      (i) => ld13('kill', i % 2 === 0 ? 'corner' : 'side', advanced, true),
      throwInKillTexts,
    ),
    group(4, text('수읽기 4', 'Reading 4', '计算 4'), 'tactics', tacticsOn(9, 9, 13, [2, 4]), readingTexts13),
    // se
    group(
      5,
      text('수읽기: 19줄 2', 'Reading on 19×19 2', '计算：十九路 2'),
      'tactics',
      tacticsOn(19, 11, 19, [2, 5]),
      readingTexts,
    ),
    ldGroup(5, 'corner', 'kill', dan, true),
    ldGroup(5, 'corner', 'live', dan, true),
    ldGroup(5, 'side', 'kill', dan, true),
    ldGroup(5, 'side', 'live', dan, true),
    group(
      5,
      text('수읽기: 13줄 3', 'Reading on 13×13 3', '计算：十三路 3'),
      'tactics',
      tacticsOn(13, 11, 19, [2, 5]),
      readingTexts13,
    ),
    group(
      5,
      text('사활: 먹여치기 3 (13줄)', 'Life and death: throw-ins 3 on 13×13', '死活：扑入 3（十三路）'),
      'throw_in',
      (i) => ld13('kill', i % 2 === 0 ? 'corner' : 'side', { ...dan, minLine: 3 }, true),
      throwInKillTexts,
    ),
    // Seven more, after the 29 above (so none of those changed), to bring all the packs past 2,000
    // problems: 3 of `cho`, 3 of `jung`, 1 of `je`.
    group(
      2,
      text(
        '잡기: 두 수로 잡기 (19줄 변)',
        'Capturing in two moves on a 19×19 side',
        '吃子：两步吃（十九路边上）',
      ),
      'capture',
      () => capture(19, 3, 5, ['edge']),
      twoMoves,
    ),
    group(
      2,
      text('끊고 잡기: 13줄', 'Cut and capture on 13×13', '切断吃子：十三路'),
      'cut',
      () => cutTemplate(pair({ size: 13 }), 3, 7),
      cutAndCapture,
    ),
    ldGroup(2, 'corner', 'kill', gentle, false),
    group(
      3,
      text('수읽기: 19줄 첫걸음', 'Reading on 19×19: first steps', '计算：十九路入门'),
      'tactics',
      tacticsOn(19, 7, 11, [1, 4]),
      readingTexts,
    ),
    ldGroup(3, 'side', 'kill', middle, false),
    ldGroup(3, 'side', 'live', middle, false),
    ldGroup(4, 'corner', 'kill', advanced, false),
  ];
}
