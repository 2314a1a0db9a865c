// The whole-board groups (issue 14, "whole-board problems"): capture problems in positions of 9×9 and
// 13×13 and 19×19 games (GNU Go against itself; wholeBoard.ts), the whole board shown, and connection
// problems (capture the stones that cut the player's apart, connection.ts) in 9×9 and 19×19 games. `jung`, either colour, two
// moves of the player or more; each problem of a group from a game of its own (`takenGames`). Drawn after every
// other topic group (`last`), numbered after every other group of its category.
import type { Color } from '../../src/domain/go/stones';
import type { LocalizedText } from '../../src/domain/content/text';
import { hintText, text } from './texts';
import { colors } from './topics';
import type { TopicGroupPlan, TopicTexts } from './topics';
import { wholeBoardSaveTemplate, wholeBoardTemplate } from './wholeBoard';
import type { WholeBoardMade, WholeBoardOptions, WholeBoardSaveOptions } from './wholeBoard';

const facts = (made: unknown) => made as WholeBoardMade;

/**
 * A whole-board prompt: where the game stands and whose move it is, then the group's task, given the
 * opponent's colour names and whether the target is one stone.
 */
function gamePrompt(
  player: Color,
  made: unknown,
  task: (o: ReturnType<typeof colors>, one: boolean) => LocalizedText,
): LocalizedText {
  const p = colors(player);
  const { moveNumber: n, stones } = facts(made);
  const t = task(colors(-player as Color), stones === 1);
  return text(
    `대국에서 ${n}수까지 둔 장면입니다. ${p.ko} 차례입니다. ${t['ko-KR']}`,
    `A position from a game, after ${n} moves. ${p.en} to play. ${t['en-US']}`,
    `这是一盘对局下了${n}手之后的局面。${p.zh}先。${t['zh-CN']}`,
  );
}

export const wholeBoardTexts: TopicTexts = {
  name: text('대국에서 잡기', 'Capture in a game', '对局吃子'),
  prompt: (player: Color, made) =>
    gamePrompt(player, made, (o, one) =>
      text(
        `판 전체를 보고, 표시된 ${o.ko}돌을 잡으세요.`,
        `Look at the whole board, then capture the marked ${o.enLower} ${one ? 'stone' : 'stones'}.`,
        `看清全盘，吃掉标记的${o.zh}子。`,
      ),
    ),
  hint: (_player, _made, hintFacts) => hintText('capture', 'capture', hintFacts),
};

export const wholeBoardConnectTexts: TopicTexts = {
  name: text('끊은 돌 잡아 잇기', 'Capture the cutting stones', '吃掉断点子'),
  prompt: (player: Color, made) =>
    gamePrompt(player, made, (o, one) =>
      text(
        `표시된 ${o.ko}돌이 내 돌을 끊고 있습니다. 끊은 돌을 잡아서 내 돌을 이으세요.`,
        one
          ? `The marked ${o.enLower} stone cuts your stones apart. Capture it and connect your stones.`
          : `The marked ${o.enLower} stones cut your stones apart. Capture them and connect your stones.`,
        `标记的${o.zh}子把你的棋子断开了。吃掉断点的棋子，把你的棋子连起来。`,
      ),
    ),
  hint: (_player, _made, hintFacts) => hintText('capture', 'capture', hintFacts),
};

/** A group's template: every problem from a game no other problem of the group took. */
function wholeBoardProblems(o: Omit<WholeBoardOptions, 'takenGames'>): TopicGroupPlan['template'] {
  const takenGames = new Set<number>();
  return () => wholeBoardTemplate({ ...o, takenGames });
}

/** One whole-board group: its category, title and what its template draws from. */
export interface WholeBoardGroup {
  readonly sno: number;
  readonly title: LocalizedText;
  readonly options: Omit<WholeBoardOptions, 'takenGames'>;
}

/** The groups in the order they were added to the plan (each drawn after every group before it). */
export const wholeBoardSpecs: readonly WholeBoardGroup[] = [
  {
    sno: 3,
    title: text('온판: 대국에서 잡기', 'Whole board: capture in a game', '全盘：对局吃子'),
    options: { size: 9, from: 12 },
  },
  {
    sno: 3,
    title: text('온판: 13줄 대국에서 잡기', 'Whole board: capture in a 13×13 game', '全盘：十三路对局吃子'),
    // The opening of a 13×13 game is longer: its fights start later.
    options: { size: 13, from: 20 },
  },
  {
    sno: 2,
    title: text('온판: 끊은 돌 잡아 잇기', 'Whole board: capture the cutting stones', '全盘：吃掉断点子'),
    options: { size: 9, from: 12, connect: true },
  },
  {
    sno: 3,
    title: text('온판: 19줄 대국에서 잡기', 'Whole board: capture in a 19×19 game', '全盘：十九路对局吃子'),
    // On 19×19 the fights start later still, and GNU Go leaves few chains of two stones to take: one
    // stone is a target too (only 8 of the 30 games have a chain of two the reader captures).
    options: { size: 19, from: 30, minStones: 1 },
  },
  {
    sno: 2,
    title: text(
      '온판: 13줄에서 끊은 돌 잡아 잇기',
      'Whole board: capture the cutting stones on 13×13',
      '全盘：十三路吃掉断点子',
    ),
    // Few positions of the first 13×13 batch show it (about one game in four): the second batch too.
    options: { size: 13, from: 20, connect: true, records: ['gnugo-13.json', 'gnugo-13-b.json'] },
  },
];

/** The plan of one whole-board group. */
function wholeBoardGroup({ sno, title, options }: WholeBoardGroup): TopicGroupPlan {
  return {
    sno,
    title,
    technique: options.connect === true ? 'connect' : 'capture',
    template: wholeBoardProblems(options),
    texts: options.connect === true ? wholeBoardConnectTexts : wholeBoardTexts,
    player: 'either',
    second: 600,
    last: true,
    minPlayerMoves: 2,
  };
}

export function wholeBoardGroups(): TopicGroupPlan[] {
  return wholeBoardSpecs.map(wholeBoardGroup);
}

/**
 * Capture the cutting stones on 19×19: drawn after the bent-four group (topics.ts), so it is planned apart
 * from `wholeBoardSpecs`, whose groups are drawn before the miai group. The first 30 games have such a
 * position in 6 games only; a second batch of 40 (seed 2) is read by this group only, and a game is taken
 * only once the draw keeps its problem.
 */
export const wholeBoard19ConnectSpec: WholeBoardGroup = {
  sno: 3,
  title: text(
    '온판: 19줄에서 끊은 돌 잡아 잇기',
    'Whole board: capture the cutting stones on 19×19',
    '全盘：十九路吃掉断点子',
  ),
  options: { size: 19, from: 30, connect: true, records: ['gnugo-19.json', 'gnugo-19-b.json'] },
};

export function wholeBoard19ConnectGroups(): TopicGroupPlan[] {
  // A game is taken once the draw keeps its problem: few games hold the lesson, and a candidate the draw
  // refuses must not use one up.
  const takenGames = new Set<number>();
  return [
    {
      ...wholeBoardGroup(wholeBoard19ConnectSpec),
      template: () =>
        wholeBoardTemplate({ ...wholeBoard19ConnectSpec.options, takenGames, takenWhenKept: true }),
      kept: (made) => takenGames.add(facts(made).game),
    },
  ];
}

/**
 * Urgent before big (큰 곳보다 급한 곳, 急所先于大场): the opponent's last move threatens a chain of the
 * player, and the move that saves it (the one played in the game, the only one) comes before any big point
 * elsewhere. 19×19 games from move 20 on; drawn after every other group.
 */
export const urgentTexts: TopicTexts = {
  name: text('큰 곳보다 급한 곳', 'Urgent before big', '急所先于大场'),
  prompt: (player: Color, made) =>
    gamePrompt(player, made, (o, one) =>
      text(
        `${o.ko}이 방금 둔 수 때문에 표시된 내 돌이 위험합니다. 판 전체를 보고, 다른 큰 곳보다 먼저 이 돌을 살리세요.`,
        one
          ? `${o.en}'s last move puts your marked stone in danger. Look at the whole board, then save it before you play a big point elsewhere.`
          : `${o.en}'s last move puts your marked stones in danger. Look at the whole board, then save them before you play a big point elsewhere.`,
        one
          ? `${o.zh}方刚下的一手让你标记的这颗棋子有危险。看清全盘，先救出它，再去抢别处的大场。`
          : `${o.zh}方刚下的一手让你标记的棋子有危险。看清全盘，先救出这些棋子，再去抢别处的大场。`,
      ),
    ),
  hint: (_player, _made, hintFacts) => hintText('escape', 'save', hintFacts),
};

export const urgentSpec: {
  readonly sno: number;
  readonly title: LocalizedText;
  readonly options: WholeBoardSaveOptions;
} = {
  sno: 3,
  title: text('온판: 큰 곳보다 급한 곳', 'Whole board: urgent before big', '全盘：急所先于大场'),
  options: { size: 19, from: 20, minStones: 1, maxThreat: 7, records: ['gnugo-19.json', 'gnugo-19-b.json'] },
};

export function urgentGroups(): TopicGroupPlan[] {
  const takenGames = new Set<number>();
  return [
    {
      sno: urgentSpec.sno,
      title: urgentSpec.title,
      technique: 'escape',
      template: () => wholeBoardSaveTemplate({ ...urgentSpec.options, takenGames }),
      texts: urgentTexts,
      player: 'either',
      second: 600,
      last: true,
      kept: (made) => takenGames.add(facts(made).game),
    },
  ];
}
