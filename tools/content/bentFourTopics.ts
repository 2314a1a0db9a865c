// Bent four in the corner (issue 14, "new topics" and the classic shapes' catalogue): the L-shaped eye
// space whose bend is the 1-1 point, with fewer than two liberties outside. Under the area scoring Hoshi
// uses it is played out, and the killer's way is a ko (classics.ts `bentFourTemplate`). Drawn after every
// other topic group (`last`), numbered after every other group of its category.
import type { Color } from '../../src/domain/go/stones';
import { bentFourTemplate } from './classics';
import type { BentFourMade } from './classics';
import { text } from './texts';
import { colors } from './topics';
import type { Template } from './templates';
import type { TopicGroupPlan, TopicTexts } from './topics';

export const bentFourTexts: TopicTexts = {
  name: text('귀곡사', 'Bent four in the corner', '盘角曲四'),
  prompt: (player: Color) => {
    const p = colors(player);
    const o = colors(-player as Color);
    return text(
      `${p.ko} 차례입니다. 귀의 ${o.ko} 궁도는 귀곡사입니다. 그냥은 잡을 수 없으니 패로 만드세요.`,
      `${p.en} to play. The ${o.enLower} group's eye space is bent four in the corner. It cannot be killed outright: make it a ko.`,
      `${p.zh}先。角上${o.zh}棋的眼位是盘角曲四，无法净杀，请做成劫。`,
    );
  },
  // The group's own outside liberties, why they matter, and the rule that makes it a ko (no point named).
  hint: (player: Color, made) => {
    const o = colors(-player as Color);
    const none = (made as BentFourMade).outsideLiberties === 0;
    return text(
      `${o.ko}은 바깥 활로가 ${none ? '하나도 없어서' : '하나뿐이어서'} 궁도 안에서 받으면 자충이 되어 패가 최선입니다(활로가 둘이면 삽니다). 여기서 쓰는 계가(집과 돌을 함께 세는 방식)에서는 귀곡사를 실제로 패로 결판냅니다.`,
      `The ${o.enLower} group has ${none ? 'no liberty' : 'only one liberty'} outside, so when it answers inside its eye space its own stones run short of liberties: the best it gets is a ko (with two liberties it would live). Under the area scoring used here, bent four in the corner is played out as a ko.`,
      `${o.zh}棋外面${none ? '一口气也没有' : '只有一口气'}，在眼位里应对就会气紧，最多只能打成劫（有两口气就能活）。在本应用采用的数子规则下，盘角曲四要实际打劫来决定死活。`,
    );
  },
};

export function bentFourGroups(): TopicGroupPlan[] {
  return [
    {
      sno: 4,
      title: text('귀곡사: 패로 만들기', 'Bent four in the corner: make it a ko', '盘角曲四：做劫'),
      technique: 'ko',
      // Every other problem leaves the group one liberty outside.
      template: (i) => bentFourTemplate({ sizes: [19], tails: 2, liberty: i % 2 }) as Template,
      texts: bentFourTexts,
      player: 'either',
      second: 600,
      last: true,
      minPlayerMoves: 2,
    },
  ];
}
