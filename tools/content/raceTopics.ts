// Capturing races with a liberty that needs an approach move (issue 14, "new topics": capturing races
// with approach moves). The race shapes of races.ts with `approach`: one liberty of the player's chain is
// a first-line point the opponent cannot fill at once (its stone there would be taken), so the opponent
// needs an extra move beside it first, and the race is kept only when that extra move is what wins it
// (the same race with a plain liberty there is lost). Drawn after every other topic group (`last`),
// numbered after every other group of its category.
import type { Color } from '../../src/domain/go/stones';
import { raceTemplate } from './races';
import { text } from './texts';
import { colors, raceTexts } from './topics';
import type { Template } from './templates';
import type { TopicGroupPlan, TopicTexts } from './topics';

export const approachRaceTexts: TopicTexts = {
  // Not raceTexts.name: topics.ts imports this module, so raceTexts is not set yet when it loads.
  name: text('수상전', 'Capturing race', '对杀'),
  prompt: (player: Color, made) => raceTexts.prompt(player, made),
  hint: (player: Color) => {
    const o = colors(-player as Color);
    return text(
      `양쪽의 활로를 세어 보세요. 내 활로 가운데 하나는 ${o.ko}이 바로 메울 수 없습니다. 거기에 두면 단수가 되기 때문입니다. ${o.ko}은 그 옆에 먼저 한 수를 더 두어야 하니, 그 활로는 두 수로 세세요.`,
      `Count the liberties of both groups. One of your liberties can't be filled at once: a ${o.enLower} stone there would be in atari. ${o.en} needs an extra move beside it first, so count that liberty as two moves.`,
      `数一数双方的气。你的气中有一口${o.zh}棋不能直接紧：下在那里会被打吃。${o.zh}棋要先在旁边多下一手，所以这口气要算作两手。`,
    );
  },
};

export function approachRaceGroups(): TopicGroupPlan[] {
  return [
    {
      sno: 4,
      title: text(
        '수상전: 바로 메울 수 없는 활로',
        'Capturing races: a liberty that needs an approach',
        '对杀：不能直接紧的气',
      ),
      technique: 'capture_race',
      // Every other problem has an eye on the player's side.
      template: (i) =>
        raceTemplate({
          sizes: [19],
          eyeChance: i % 2 === 1 ? 1 : 0,
          heights: [4, 5],
          approach: true,
        }) as Template,
      texts: approachRaceTexts,
      player: 'either',
      second: 600,
      last: true,
      minPlayerMoves: 2,
    },
  ];
}
