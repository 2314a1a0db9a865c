// The whole-board groups (issue 14, "whole-board problems"): capture problems in positions of 9×9 and
// 13×13 games (GNU Go against itself; wholeBoard.ts), the whole board shown, and connection problems
// (capture the stones that cut the player's apart, connection.ts) in 9×9 games. `jung`, either colour, two
// moves of the player or more; each problem of a group from a game of its own (`takenGames`). Drawn after every
// other topic group (`last`), numbered after every other group of its category.
import type { Color } from '../../src/domain/go/stones';
import { hintText, text } from './texts';
import { colors } from './topics';
import type { TopicGroupPlan, TopicTexts } from './topics';
import { wholeBoardTemplate } from './wholeBoard';
import type { WholeBoardMade, WholeBoardOptions } from './wholeBoard';

const facts = (made: unknown) => made as WholeBoardMade;

export const wholeBoardTexts: TopicTexts = {
  name: text('대국에서 잡기', 'Capture in a game', '对局吃子'),
  prompt: (player: Color, made) => {
    const p = colors(player);
    const o = colors(-player as Color);
    const n = facts(made).moveNumber;
    return text(
      `대국에서 ${n}수까지 둔 장면입니다. ${p.ko} 차례입니다. 판 전체를 보고, 표시된 ${o.ko}돌을 잡으세요.`,
      `A position from a game, after ${n} moves. ${p.en} to play. Look at the whole board, then capture the marked ${o.enLower} stones.`,
      `这是一盘对局下了${n}手之后的局面。${p.zh}先。看清全盘，吃掉标记的${o.zh}子。`,
    );
  },
  hint: (_player, _made, hintFacts) => hintText('capture', 'capture', hintFacts),
};

export const wholeBoardConnectTexts: TopicTexts = {
  name: text('끊은 돌 잡아 잇기', 'Capture the cutting stones', '吃掉断点子'),
  prompt: (player: Color, made) => {
    const p = colors(player);
    const o = colors(-player as Color);
    const n = facts(made).moveNumber;
    return text(
      `대국에서 ${n}수까지 둔 장면입니다. ${p.ko} 차례입니다. 표시된 ${o.ko}돌이 내 돌을 끊고 있습니다. 끊은 돌을 잡아서 내 돌을 이으세요.`,
      `A position from a game, after ${n} moves. ${p.en} to play. The marked ${o.enLower} stones cut your stones apart. Capture them and connect your stones.`,
      `这是一盘对局下了${n}手之后的局面。${p.zh}先。标记的${o.zh}子把你的棋子断开了。吃掉断点的棋子，把你的棋子连起来。`,
    );
  },
  hint: (_player, _made, hintFacts) => hintText('capture', 'capture', hintFacts),
};

/** A group's template: every problem from a game no other problem of the group took. */
function wholeBoardProblems(o: Omit<WholeBoardOptions, 'takenGames'>): TopicGroupPlan['template'] {
  const takenGames = new Set<number>();
  return () => wholeBoardTemplate({ ...o, takenGames });
}

export function wholeBoardGroups(): TopicGroupPlan[] {
  return [
    {
      sno: 3,
      title: text('온판: 대국에서 잡기', 'Whole board: capture in a game', '全盘：对局吃子'),
      technique: 'capture',
      template: wholeBoardProblems({ size: 9, from: 12 }),
      texts: wholeBoardTexts,
      player: 'either',
      second: 600,
      last: true,
      minPlayerMoves: 2,
    },
    {
      sno: 3,
      title: text('온판: 13줄 대국에서 잡기', 'Whole board: capture in a 13×13 game', '全盘：十三路对局吃子'),
      technique: 'capture',
      // The opening of a 13×13 game is longer: its fights start later.
      template: wholeBoardProblems({ size: 13, from: 20 }),
      texts: wholeBoardTexts,
      player: 'either',
      second: 600,
      last: true,
      minPlayerMoves: 2,
    },
    {
      sno: 2,
      title: text('온판: 끊은 돌 잡아 잇기', 'Whole board: capture the cutting stones', '全盘：吃掉断点子'),
      technique: 'connect',
      template: wholeBoardProblems({ size: 9, from: 12, connect: true }),
      texts: wholeBoardConnectTexts,
      player: 'either',
      second: 600,
      last: true,
      minPlayerMoves: 2,
    },
  ];
}
