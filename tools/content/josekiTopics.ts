// The joseki group (issue 14, "basic joseki choices on 19×19"): "Joseki on 19×19: the capturing move"
// (19줄 정석: 잡는 수, 十九路定式：吃子的一手), `jung`, a corner of a 19×19 board in the middle of a joseki
// where the book move captures (joseki.ts). Each problem from a line of play of its own; drawn after every
// other group.
import type { Color } from '../../src/domain/go/stones';
import { hintText, text } from './texts';
import { colors } from './topics';
import type { TopicGroupPlan, TopicTexts } from './topics';
import { josekiTemplate } from './joseki';
import type { JosekiMade } from './joseki';

export const josekiTexts: TopicTexts = {
  name: text('정석 속의 잡기', 'Capture in the joseki', '定式中的吃子'),
  prompt: (player: Color, made) => {
    const p = colors(player);
    const o = colors(-player as Color);
    const one = (made as JosekiMade).stones === 1;
    return text(
      `19줄 바둑판 귀의 정석입니다. ${p.ko} 차례입니다. 이 정석은 여기서 돌을 잡습니다. 표시된 ${o.ko}돌을 잡으세요.`,
      `A joseki in a corner of the 19×19 board. ${p.en} to play. Here the joseki captures: take the marked ${o.enLower} ${one ? 'stone' : 'stones'}.`,
      `这是十九路棋盘角上的定式。${p.zh}先。这个定式在这里要吃子：吃掉标记的${o.zh}子。`,
    );
  },
  hint: (_player, _made, hintFacts) => hintText('capture', 'capture', hintFacts),
};

export const josekiTitle = text(
  '19줄 정석: 잡는 수',
  'Joseki on 19×19: the capturing move',
  '十九路定式：吃子的一手',
);

export function josekiGroups(): TopicGroupPlan[] {
  // A line is taken once the draw keeps its problem, so a refused candidate does not use one up.
  const takenLines = new Set<number>();
  return [
    {
      sno: 3,
      title: josekiTitle,
      technique: 'capture',
      template: () => josekiTemplate(takenLines),
      texts: josekiTexts,
      player: 'either',
      second: 600,
      last: true,
      minPlayerMoves: 2,
      kept: (made) => takenLines.add((made as JosekiMade).line),
    },
  ];
}
