// The shortage-of-liberties groups (issue 14, "new topics": shortage of liberties): capture problems with
// two ataris on the board, one of which fails because the player's own stones run short of liberties
// (shortage.ts). `ip` on 9×9 with Black to play; `cho` on 9×9 and 13×13 with either colour and longer
// lines; `jung` in the corners and on the sides of 19×19 with bigger chains and lines up to eleven plies.
// Drawn after every other topic group (`last`), numbered after every other group of its category.
import type { Color } from '../../src/domain/go/stones';
import type { LocalizedText } from '../../src/domain/content/text';
import { shortageTemplate, showsShortSide } from './shortage';
import type { ShortageOptions } from './shortage';
import { text } from './texts';
import { colors } from './topics';
import type { TopicGroupPlan, TopicTexts } from './topics';

export const shortageTexts: TopicTexts = {
  name: text('자충 조심', 'Shortage of liberties', '小心气紧'),
  prompt: (player: Color) => {
    const p = colors(player);
    const o = colors(-player as Color);
    return text(
      `${p.ko} 차례입니다. 표시된 ${o.ko}돌을 잡으세요. 단수를 잘못된 쪽에서 치면 자충이 됩니다.`,
      `${p.en} to play. Capture the marked ${o.enLower} stones. An atari from the wrong side leaves your own stones short of liberties.`,
      `${p.zh}先。吃掉标记的${o.zh}子。从错误的一边打吃，自己的棋子会气紧。`,
    );
  },
  hint: () =>
    text(
      '단수하기 전에, 그 자리에 두었을 때 내 돌의 활로가 몇 개 남는지 세어 보세요. 하나뿐이면 상대가 먼저 잡습니다.',
      'Before you play atari, count how many liberties your stones would have after the move. With only one, your opponent captures them first.',
      '打吃之前，先数一数下完后自己的棋子还剩几口气。只剩一口气的话，对方会先把它们吃掉。',
    ),
};

/** A group of the topic: its category, title, fights, whose move and time; the rest is shared. */
function group(
  sno: number,
  title: LocalizedText,
  fights: ShortageOptions,
  player: TopicGroupPlan['player'],
  second: number,
): TopicGroupPlan {
  return {
    sno,
    title,
    technique: 'capture',
    template: () => shortageTemplate(fights),
    texts: shortageTexts,
    player,
    second,
    last: true,
    minPlayerMoves: 2,
    keep: showsShortSide,
  };
}

export function shortageGroups(): TopicGroupPlan[] {
  return [
    group(
      1,
      text('잡기: 자충 조심', 'Capturing: mind your liberties', '吃子：小心气紧'),
      {
        sizes: [9],
        areas: ['corner', 'edge', 'open'],
        targetStones: [1, 3],
        distance: [3, 5],
        density: { black: 0.2, white: 0.08 },
      },
      'black',
      300,
    ),
    group(
      2,
      text('자충 2', 'Shortage of liberties 2', '气紧 2'),
      {
        sizes: [9, 13],
        areas: ['corner', 'edge', 'open'],
        targetStones: [2, 4],
        distance: [3, 9],
        density: { black: 0.22, white: 0.1 },
      },
      'either',
      600,
    ),
    group(
      3,
      text('자충: 19줄 귀와 변', 'Shortage of liberties on 19×19', '气紧：十九路'),
      {
        sizes: [19],
        areas: ['corner', 'edge'],
        targetStones: [3, 5],
        distance: [5, 11],
        density: { black: 0.25, white: 0.12 },
      },
      'either',
      600,
    ),
  ];
}
