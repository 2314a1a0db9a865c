// The double-atari groups (issue 14, "new topics": double atari): `ip` on 9×9 with chains of one or two
// stones and Black to play, `cho` with chains of up to three stones on 9×9 and 13×13, either colour. The
// goal is `capture_any` (doubleAtari.ts); every answer takes two moves of the player (the double atari,
// then the capture of the chain left). Drawn after every other topic group (`last`), numbered after every
// other group of its category.
import type { Color } from '../../src/domain/go/stones';
import { doubleAtariTemplate } from './doubleAtari';
import { text } from './texts';
import { colors } from './topics';
import type { TopicGroupPlan, TopicTexts } from './topics';

export const doubleAtariTexts: TopicTexts = {
  name: text('양단수', 'Double atari', '双打吃'),
  prompt: (player: Color) => {
    const p = colors(player);
    const o = colors(-player as Color);
    return text(
      `${p.ko} 차례입니다. 표시된 ${o.ko}돌 가운데 한쪽을 잡으세요. 상대는 한쪽만 살릴 수 있습니다.`,
      `${p.en} to play. Capture one of the marked ${o.enLower} groups. Your opponent can save only one.`,
      `${p.zh}先。吃掉标记的${o.zh}子中的一块。对方只能救一边。`,
    );
  },
  hint: () =>
    text(
      '두 무리가 함께 가진 활로를 찾아보세요. 두 무리를 한꺼번에 단수하면 상대는 한 수로 둘 다 막을 수 없습니다.',
      'Look for a liberty the two groups share. An atari on both at once cannot be answered with one move.',
      '找两块棋共同的气。同时打吃两块，对方一手棋无法两边都救。',
    ),
};

export function doubleAtariGroups(): TopicGroupPlan[] {
  return [
    {
      sno: 1,
      title: text('잡기: 양단수', 'Capturing: double atari', '吃子：双打吃'),
      technique: 'capture',
      template: () =>
        doubleAtariTemplate({
          sizes: [9],
          areas: ['open', 'edge', 'corner'],
          chainStones: [1, 2],
          density: { black: 0.08, white: 0.06 },
        }),
      texts: doubleAtariTexts,
      player: 'black',
      second: 300,
      last: true,
      minPlayerMoves: 2,
    },
    {
      sno: 2,
      title: text('양단수 2', 'Double atari 2', '双打吃 2'),
      technique: 'capture',
      template: () =>
        doubleAtariTemplate({
          sizes: [9, 13],
          areas: ['open', 'edge', 'corner'],
          chainStones: [2, 3],
          density: { black: 0.1, white: 0.08 },
        }),
      texts: doubleAtariTexts,
      player: 'either',
      second: 600,
      last: true,
      minPlayerMoves: 2,
    },
  ];
}
