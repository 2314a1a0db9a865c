// The counted-endgame group (issue 14, "endgame with counted values"): `je`, 9×9, either colour; two or
// three places where the borders are still open (endgame.ts). Every answer is the first two moves of the
// endgame in order (the biggest first, often the one the opponent must answer), each move counted by the
// endgame reader after best play (both bounds of an open border agreeing: endgameReader.ts). Drawn after
// every other topic group (`last`), numbered after every other group of its category. The sente-first
// group (`je` 26, appended after all of those) keeps only endgames whose first move the opponent must
// answer on the spot, and whose second move, elsewhere, would have been wrong as the first. The miai group
// (`je` 27) keeps only endgames with two right first moves at two places, where the opponent's best reply to
// each is the other. The reverse-sente group (`je` 30, appended last) keeps only endgames whose one right
// first move is gote for the player, at a place where the opponent's move would have been sente. The
// whole-board endgame groups (`je` 31 on 13×13, `je` 32 on 19×19, appended after it) are the counted
// endgame of a whole finished game: four or five territories side by side, two or three of their six or
// eight ends at the edges still open, anywhere on the board.
import type { Color } from '../../src/domain/go/stones';
import { endgameTemplate, layout13, layout19 } from './endgame';
import type { EdgeOpening, EndgameLayout } from './endgame';
import type { EndgameMade } from './endgame';
import { text } from './texts';
import { colors } from './topics';
import type { TopicGroupPlan, TopicTexts } from './topics';

const facts = (made: unknown) => made as EndgameMade;

export const endgameTexts: TopicTexts = {
  name: text('끝내기 계산', 'Counting the endgame', '官子计算'),
  prompt: (player: Color, made) => {
    const p = colors(player);
    const o = colors(-player as Color);
    const open = facts(made).openEnds;
    return text(
      `${p.ko} 차례입니다. 경계가 ${open}곳 열려 있습니다. 가장 큰 곳부터 두고, ${o.ko}이 받으면 다음으로 큰 곳을 두세요.`,
      `${p.en} to play. The borders are open in ${open} places. Play the biggest move first, then the next biggest after ${o.en} answers.`,
      `${p.zh}先。边界还有${open}处开着。先下最大的地方，${o.zh}应对后再下次大的地方。`,
    );
  },
  hint: (_player, made) => {
    const gain = facts(made).bestGain;
    return text(
      `열린 곳마다 내가 먼저 두면 얻는 것과 상대가 먼저 두면 잃는 것을 세어 보세요. 상대가 꼭 받아야 하는 수(선수)는 먼저 둡니다. 가장 큰 수는 손을 빼는 것보다 ${gain}점 큽니다.`,
      `For each open place, count what you gain by playing there first and what you lose if your opponent does. A move your opponent must answer (sente) comes first. The biggest move is worth ${gain} ${gain === 1 ? 'point' : 'points'} more than passing.`,
      `数一数每个开口：自己先下能得多少，对方先下会损失多少。对方必须应的先手要先下。最大的一手比脱先多${gain}点。`,
    );
  },
};

export function endgameGroups(): TopicGroupPlan[] {
  return [
    {
      sno: 4,
      title: text('끝내기: 큰 곳부터', 'Endgame: biggest first', '官子：先下大的'),
      technique: 'endgame',
      template: () => endgameTemplate({ open: [2, 3] }),
      texts: endgameTexts,
      player: 'either',
      second: 600,
      last: true,
      minPlayerMoves: 2,
    },
  ];
}

export const senteFirstTexts: TopicTexts = {
  name: text('선수 먼저', 'Sente first', '先手先下'),
  prompt: (player: Color) => {
    const p = colors(player);
    const o = colors(-player as Color);
    return text(
      `${p.ko} 차례입니다. ${o.ko}이 꼭 받아야 하는 수를 먼저 두고, ${o.ko}이 받으면 가장 큰 곳을 두세요.`,
      `${p.en} to play. First play the move ${o.en} must answer, then take the biggest place after ${o.en} answers.`,
      `${p.zh}先。先下${o.zh}必须应的一手，${o.zh}应了以后再下最大的地方。`,
    );
  },
  hint: (_player, made) => {
    const gain = facts(made).bestGain;
    return text(
      `상대가 받아야 하는 수(선수)는 두어도 차례를 잃지 않습니다. 큰 곳을 두기 전에 먼저 두세요. 가장 좋은 순서는 손을 빼는 것보다 ${gain}점 큽니다.`,
      `A move your opponent must answer (sente) does not cost you your turn: play it before the big move. The best order is worth ${gain} ${gain === 1 ? 'point' : 'points'} more than passing.`,
      `对方必须应的一手（先手）不会让你失去先手，要在大场之前先下。最好的次序比脱先多${gain}点。`,
    );
  },
};

/** The sente-first group, drawn after every other last group (its own place in `topicPlan`). */
export function senteFirstGroups(): TopicGroupPlan[] {
  return [
    {
      sno: 4,
      title: text('끝내기: 선수 먼저', 'Endgame: sente first', '官子：先手先下'),
      technique: 'endgame',
      // Two open places, each a first-line hane or a one-stone gap: the second-line openings make boards
      // the reader mostly cannot finish (too many positions), and the draw a hundred times slower.
      template: () =>
        endgameTemplate({
          open: [2, 2],
          lesson: 'sente_first',
          openings: ['closed', 'closed', 'first_line', 'first_line', 'black_short', 'white_short'],
        }),
      texts: senteFirstTexts,
      player: 'either',
      second: 600,
      last: true,
      minPlayerMoves: 2,
    },
  ];
}

export const miaiTexts: TopicTexts = {
  name: text('맞보기', 'Miai', '见合'),
  prompt: (player: Color) => {
    const p = colors(player);
    const o = colors(-player as Color);
    return text(
      `${p.ko} 차례입니다. 크기가 같은 곳이 두 곳 있습니다. 한 곳을 두고, ${o.ko}이 다른 곳을 두면 그다음에 가장 좋은 수를 두세요.`,
      `${p.en} to play. Two places are the same size. Take one of them; when ${o.en} takes the other, find your best move after that.`,
      `${p.zh}先。有两处大小相同。先占其中一处，${o.zh}占另一处后，再找出最好的一手。`,
    );
  },
  hint: (_player, made) => {
    const gain = facts(made).bestGain;
    return text(
      `크기가 같은 두 곳은 맞보기입니다. 어느 쪽을 두어도 좋고, 상대는 남은 곳을 둡니다. 한 곳을 두면 손을 빼는 것보다 ${gain}점 큽니다.`,
      `Two places of the same size are miai: take either one, and your opponent takes the other. Taking one is worth ${gain} ${gain === 1 ? 'point' : 'points'} more than passing.`,
      `大小相同的两处是见合：下哪一处都可以，对方会占另一处。占一处比脱先多${gain}点。`,
    );
  },
};

/** The miai group, drawn after every other last group (its own place in `topicPlan`). */
export function miaiGroups(): TopicGroupPlan[] {
  return [
    {
      sno: 4,
      title: text('끝내기: 맞보기', 'Endgame: miai', '官子：见合'),
      technique: 'endgame',
      // Two open places, each a first-line opening or one colour's stone short, as for sente first.
      template: () =>
        endgameTemplate({
          open: [2, 2],
          lesson: 'miai',
          openings: ['closed', 'closed', 'first_line', 'black_short', 'white_short'],
        }),
      texts: miaiTexts,
      player: 'either',
      second: 600,
      last: true,
      minPlayerMoves: 2,
    },
  ];
}

export const reverseSenteTexts: TopicTexts = {
  name: text('역끝내기', 'Reverse sente', '逆收官'),
  prompt: (player: Color) => {
    const p = colors(player);
    const o = colors(-player as Color);
    return text(
      `${p.ko} 차례입니다. ${o.ko}이 두면 ${p.ko}이 꼭 받아야 하는 곳 가운데 가장 큰 곳을 먼저 막고, ${o.ko}이 다른 곳을 두면 그다음에 가장 좋은 수를 두세요.`,
      `${p.en} to play. Find the biggest place where a move by ${o.en} would force you to answer, and take it first; when ${o.en} plays elsewhere, find your best move after that.`,
      `${p.zh}先。在${o.zh}下了${p.zh}就必须应的地方中，先占最大的一处；${o.zh}下在别处后，再找出最好的一手。`,
    );
  },
  hint: (_player, made) => {
    const f = facts(made);
    const threat = f.threat ?? 0;
    const gain = f.bestGain;
    const points = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;
    return text(
      `상대의 선수를 내가 먼저 막는 수가 역끝내기입니다. 나에게는 후수지만, 상대가 먼저 두면 받지 않을 때 ${threat}점을 더 잃습니다. 가장 좋은 순서는 손을 빼는 것보다 ${gain}점 큽니다.`,
      `Taking away your opponent's sente move is reverse sente. It is gote for you, but if your opponent played there first, not answering would cost you ${points(threat)} more. The best order is worth ${points(gain)} more than passing.`,
      `抢先占掉对方的先手官子叫逆收官。对自己是后手，但如果对方先下，你不应就会多损失${threat}点。最好的次序比脱先多${gain}点。`,
    );
  },
};

/** The reverse-sente group, drawn after every other last group (its own place in `topicPlan`). */
export function reverseSenteGroups(): TopicGroupPlan[] {
  return [
    {
      sno: 4,
      title: text('끝내기: 역끝내기', 'Endgame: reverse sente', '官子：逆收官'),
      technique: 'endgame',
      // Two open places: the player's own wall two stones short of the edge (the opponent's push there is
      // sente; filling it is the reverse sente), and a first-line opening, a gote place of both.
      template: () =>
        endgameTemplate({
          open: [2, 2],
          lesson: 'reverse_sente',
          openings: ['closed', 'closed', 'black_short_two', 'first_line'],
        }),
      texts: reverseSenteTexts,
      player: 'either',
      second: 600,
      last: true,
      minPlayerMoves: 2,
    },
  ];
}

export const wholeBoardEndgameTexts: TopicTexts = {
  name: text('온판 끝내기', 'Whole-board endgame', '全盘官子'),
  prompt: (player: Color, made) => {
    const p = colors(player);
    const o = colors(-player as Color);
    const open = facts(made).openEnds;
    return text(
      `${p.ko} 차례입니다. 대국이 거의 끝났고, 판 전체에서 경계가 ${open}곳 열려 있습니다. 판 전체를 살펴서 가장 큰 곳부터 두고, ${o.ko}이 받으면 다음으로 큰 곳을 두세요.`,
      `${p.en} to play. The game is nearly over, and the borders are open in ${open} places around the board. Look over the whole board: play the biggest move first, then the next biggest after ${o.en} answers.`,
      `${p.zh}先。对局快要结束了，全盘还有${open}处边界开着。看遍全盘，先下最大的地方，${o.zh}应对后再下次大的地方。`,
    );
  },
  hint: endgameTexts.hint,
};

/**
 * What each end of a whole board is drawn from: closed eight times in thirteen, so two or three of the six
 * or eight ends are open most often; the openings themselves as in the first endgame group.
 */
const wholeBoardOpenings: readonly EdgeOpening[] = [
  ...Array.from({ length: 8 }, () => 'closed' as const),
  'first_line',
  'first_line',
  'second_line',
  'black_short',
  'white_short',
];

function wholeBoardEndgame(layout: EndgameLayout, title: TopicGroupPlan['title']): TopicGroupPlan {
  return {
    sno: 4,
    title,
    technique: 'endgame',
    template: () => endgameTemplate({ layout, open: [2, 3], openings: wholeBoardOpenings }),
    texts: wholeBoardEndgameTexts,
    player: 'either',
    second: 600,
    last: true,
    minPlayerMoves: 2,
  };
}

/** The whole-board endgame groups on 13×13 and 19×19, drawn after every other last group. */
export function wholeBoardEndgameGroups(): TopicGroupPlan[] {
  return [
    wholeBoardEndgame(
      layout13,
      text('온판: 13줄 끝내기', 'Whole board: the endgame on 13×13', '全盘：十三路官子'),
    ),
    wholeBoardEndgame(
      layout19,
      text('온판: 19줄 끝내기', 'Whole board: the endgame on 19×19', '全盘：十九路官子'),
    ),
  ];
}
