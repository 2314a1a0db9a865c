// Capturing races with a liberty that needs an approach move (issue 14, "new topics": capturing races
// with approach moves). The race shapes of races.ts with `approach`: one liberty of the player's chain is
// a first-line point the opponent cannot fill at once (its stone there would be taken), so the opponent
// needs an extra move beside it first, and the race is kept only when that extra move is what wins it
// (the same race with a plain liberty there is lost). Drawn after every other topic group (`last`),
// numbered after every other group of its category.
import type { Color } from '../../src/domain/go/stones';
import { raceTemplate } from './races';
import type { RaceMade } from './races';
import { text } from './texts';
import { colors, raceTexts } from './topics';
import type { Template } from './templates';
import type { TopicGroupPlan, TopicTexts } from './topics';

export const approachRaceTexts: TopicTexts = {
  // Not raceTexts.name: topics.ts imports this module, so raceTexts is not set yet when it loads.
  name: text('수상전', 'Capturing race', '对杀'),
  prompt: (player: Color, made) => raceTexts.prompt(player, made),
  // The race's own counts, then why one of the player's liberties counts twice (no point named).
  hint: (player: Color, made) => {
    const o = colors(-player as Color);
    const { race, whiteLiberties: w, blackLiberties: b } = made as RaceMade;
    const shared = race.shared;
    const of = text(
      shared > 0 ? `(공배 ${shared}개)` : '',
      shared > 0 ? ` (${shared} shared)` : '',
      shared > 0 ? `（公气${shared}口）` : '',
    );
    const counts = race.eye
      ? text(
          `표시된 돌의 활로는 ${w}개${of['ko-KR']}, 내 돌은 눈을 포함해 ${b}개로 보입니다. 눈이 있는 쪽은 공배를 자기 활로로 셉니다. 또`,
          `The marked stones have ${w} liberties${of['en-US']}; yours seem to have ${b}, the eye included. A group with an eye counts the shared liberties as its own. And`,
          `标记的棋子有${w}口气${of['zh-CN']}，你的棋子连眼在内看起来有${b}口气。有眼的一方可以把公气算作自己的气。另外，`,
        )
      : text(
          `표시된 돌의 활로는 ${w}개${of['ko-KR']}, 내 돌은 ${b}개로 보입니다. 그런데`,
          `The marked stones have ${w} liberties${of['en-US']}; yours seem to have ${b}. But`,
          `标记的棋子有${w}口气${of['zh-CN']}，你的棋子看起来有${b}口气。但`,
        );
    return text(
      `${counts['ko-KR']} 내 활로 가운데 하나는 ${o.ko}이 바로 메울 수 없습니다. 거기에 두면 단수가 되기 때문입니다. ${o.ko}은 그 옆에 먼저 한 수를 더 두어야 하니, 그 활로는 두 수로 세세요.`,
      `${counts['en-US']} one of yours can't be filled at once: a ${o.enLower} stone there would be in atari. ${o.en} needs an extra move beside it first, so count that liberty as two moves.`,
      `${counts['zh-CN']}你的气中有一口${o.zh}棋不能直接紧：下在那里会被打吃。${o.zh}棋要先在旁边多下一手，所以这口气要算作两手。`,
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
