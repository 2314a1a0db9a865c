// Texts of the single-play pack in Korean, English and Chinese: category titles (the single types of
// R9.14), the prompts and hints of capture games, full games and opening problems, and the 14 single
// tutorials (R5.13, R5.14). Problem prompts and hints come from texts.ts like the study pack's.
import type { Color } from '../../src/domain/go/stones';
import { BLACK } from '../../src/domain/go/stones';
import type { LocalizedText } from '../../src/domain/content/text';
import type { SingleTutorialKey } from '../../src/domain/rules/tutorials';
import { text } from './texts';

export const singleCategoryTitles: Readonly<Record<number, LocalizedText>> = {
  0: text('큰 판 대결', 'Big-board battles', '大棋盘对决'),
  1: text('기초', 'Basics', '基础'),
  2: text('포석', 'Opening', '布局'),
  3: text('퍼즐', 'Puzzles', '谜题'),
  4: text('작은 판 대결', 'Small-board battles', '小棋盘对决'),
  5: text('바둑 대국', 'Baduk battle', '围棋对局'),
  6: text('주사위', 'Dice', '骰子'),
};

const side = (c: Color) =>
  c === BLACK ? { ko: '흑', en: 'Black', zh: '黑' } : { ko: '백', en: 'White', zh: '白' };

/** A capture game: "You play Black. Capture 2 stones before the AI does." */
export function capturePrompt(player: Color, target: number, aiFirst: boolean): LocalizedText {
  const p = side(player);
  const first = aiFirst ? text(' AI가 먼저 둡니다.', ' The AI moves first.', 'AI先下。') : text('', '', '');
  return text(
    `${p.ko}으로 둡니다. AI보다 먼저 ${target}점을 따내세요.${first['ko-KR']}`,
    `You play ${p.en}. Capture ${target} ${target === 1 ? 'stone' : 'stones'} before the AI does.${first['en-US']}`,
    `你执${p.zh}。比AI先提${target}子。${first['zh-CN']}`,
  );
}

/** Dice captures: the roll decides the board, the target and the AI's level, so the prompt names none. */
export function diceCapturePrompt(player: Color, aiFirst: boolean): LocalizedText {
  const p = side(player);
  const first = aiFirst ? text(' AI가 먼저 둡니다.', ' The AI moves first.', 'AI先下。') : text('', '', '');
  return text(
    `${p.ko}으로 둡니다. 주사위가 판의 크기, 따낼 돌의 수와 AI의 실력을 정합니다. AI보다 먼저 따내세요.${first['ko-KR']}`,
    `You play ${p.en}. The die decides the board, the stones to capture and the AI's strength: capture them before the AI does.${first['en-US']}`,
    `你执${p.zh}。骰子决定棋盘大小、要提的子数和AI的棋力：比AI先提够。${first['zh-CN']}`,
  );
}

export const captureHint = text(
  '활로가 하나 남은 돌은 바로 따낼 수 있습니다. 단수를 찾고, 내 돌이 단수가 되면 먼저 달아나세요.',
  'A stone with one liberty left can be captured at once: look for ataris, and run first when your own stones are in atari.',
  '只剩一口气的棋子马上就能提掉：找打吃，自己的子被打吃时先逃。',
);

/** A full game: "You play Black against the AI (level 3). Komi 7.5, area scoring." */
export function gamePrompt(player: Color, level: number, komi: number): LocalizedText {
  const p = side(player);
  return text(
    `${p.ko}으로 AI(${level}단계)와 한 판 둡니다. 덤 ${komi}집, 계가로 승부합니다.`,
    `You play ${p.en} against the AI (level ${level}). Komi ${komi}, area scoring.`,
    `你执${p.zh}与AI（${level}级）对局。贴${komi}目，数子法计胜负。`,
  );
}

export const gameHint = text(
  '귀, 변, 중앙 순서로 자리를 잡으세요. 경계가 모두 닫히면 통과하고, 끝나면 죽은 돌을 함께 표시합니다.',
  'Take corners first, then sides, then the centre. Pass when every border is closed, then mark the dead stones together.',
  '先占角，再占边，最后中腹。边界都封好后停一手，终局时一起标出死子。',
);

export function openingPrompt(player: Color, kind: 'corner' | 'side'): LocalizedText {
  const p = side(player);
  return kind === 'corner'
    ? text(
        `${p.ko} 차례입니다. 지금 가장 큰 곳은 어디일까요?`,
        `${p.en} to play. Which is the biggest point now?`,
        `${p.zh}先。现在最大的地方在哪里？`,
      )
    : text(
        `${p.ko} 차례입니다. 비어 있는 변으로 벌리세요.`,
        `${p.en} to play. Extend along the open side.`,
        `${p.zh}先。在空着的边上拆边。`,
      );
}

export const openingHints = {
  corner: text(
    '귀, 변, 중앙 순서로 두세요. 빈 귀가 가장 큽니다.',
    'Corners first, then sides, then the centre: the empty corner is the biggest.',
    '金角银边草肚皮：空着的角最大。',
  ),
  side: text(
    '변에서는 3선과 4선이 알맞은 높이입니다. 1·2선은 너무 낮고, 중앙은 너무 높습니다.',
    'On a side, the third and fourth lines are the right height: the first and second are too low, the centre too high.',
    '在边上，三线和四线是合适的高度：一、二线太低，中腹太高。',
  ),
} as const;

export interface SingleTutorialText {
  readonly title: LocalizedText;
  readonly text: LocalizedText;
}

/** R5.13, R5.14: the 14 tutorial steps (keys of tutorials.ts `singleTutorialKeys`). */
export const singleTutorialTexts: Readonly<Record<SingleTutorialKey, SingleTutorialText>> = {
  '1_1_0_1': {
    title: text('기초 1: 활로', 'Basics 1: liberties', '基础 1：气'),
    text: text(
      '돌 옆의 빈 점이 활로입니다. 활로를 모두 막으면 돌을 따낼 수 있습니다. 표시된 돌을 잡아 보세요.',
      'The empty points next to a stone are its liberties. Fill them all and the stone is captured. Capture the marked stone.',
      '棋子旁边的空点就是气。堵住所有的气就能提掉它。吃掉标记的子。',
    ),
  },
  '1_1_0_2': {
    title: text('기초 1: 단수', 'Basics 1: atari', '基础 1：打吃'),
    text: text(
      '활로가 하나만 남은 상태를 단수라고 합니다. 마지막 활로에 두면 돌을 따냅니다.',
      'A stone with one liberty left is in atari. Play on that last liberty to capture it.',
      '只剩一口气叫打吃。下在最后一口气上就能提子。',
    ),
  },
  '1_1_0_3': {
    title: text('기초 1: 여러 점 잡기', 'Basics 1: capturing a chain', '基础 1：提多子'),
    text: text(
      '이어진 돌은 활로를 함께 씁니다. 사슬 전체의 마지막 활로를 찾으세요.',
      'Connected stones share their liberties. Find the last liberty of the whole chain.',
      '连在一起的棋子共用气。找出整串棋子的最后一口气。',
    ),
  },
  '1_1_0_4': {
    title: text('기초 1: 스스로 해 보기', 'Basics 1: your turn', '基础 1：自己试试'),
    text: text(
      '이제 혼자 풀어 보세요. 틀리면 다시 두면 됩니다.',
      'Now solve one on your own. If you go wrong, just try again.',
      '现在自己来解一题。错了就再试一次。',
    ),
  },
  '2_1_0_1': {
    title: text('포석 1: 귀가 먼저', 'Opening 1: corners first', '布局 1：先占角'),
    text: text(
      '집은 귀에서 가장 쉽게 만들어집니다. 그래서 첫 수는 보통 귀에 둡니다.',
      'Territory is easiest to make in a corner, so the first moves usually go there.',
      '在角上最容易围空，所以开局通常先下在角上。',
    ),
  },
  '2_1_0_2': {
    title: text('포석 1: 귀의 자리', 'Opening 1: corner points', '布局 1：角上的点'),
    text: text(
      '3·3, 3·4, 4·4는 귀를 차지하는 대표적인 자리입니다. 빈 귀를 찾아 두세요.',
      'The 3-3, 3-4 and 4-4 points are the usual ways to take a corner. Find the empty corner and play there.',
      '三三、小目和星位是占角的常见位置。找到空角下在那里。',
    ),
  },
  '2_1_0_3': {
    title: text('포석 1: 다음은 변', 'Opening 1: then the sides', '布局 1：然后是边'),
    text: text(
      '귀를 차지했으면 변으로 벌립니다. 3선과 4선이 알맞습니다.',
      'Once the corners are taken, extend along the sides, on the third or fourth line.',
      '占完角后向边上拆，三线和四线最合适。',
    ),
  },
  '3_1_0_1': {
    title: text('퍼즐 1: 읽고 두기', 'Puzzles 1: read first', '谜题 1：先算再下'),
    text: text(
      '퍼즐은 정답이 하나입니다. 두기 전에 상대의 응수를 생각해 보세요.',
      'A puzzle has one answer. Before you play, think about how your opponent will answer.',
      '谜题只有一个正解。下之前先想想对方会怎么应。',
    ),
  },
  '3_1_0_2': {
    title: text('퍼즐 1: 끝까지', 'Puzzles 1: to the end', '谜题 1：算到底'),
    text: text(
      '첫 수만 맞으면 끝이 아닙니다. 돌을 따낼 때까지 계속 두세요.',
      'The first move is not the end: keep playing until the stones are captured.',
      '第一手对了还不算完，一直下到提掉棋子为止。',
    ),
  },
  '4_1_0_1': {
    title: text('작은 판 대결: 따내기 바둑', 'Small-board battles: capture Go', '小棋盘对决：吃子棋'),
    text: text(
      '정해진 수의 돌을 먼저 따내는 쪽이 이깁니다. 집은 세지 않습니다.',
      'Whoever captures the set number of stones first wins. Territory does not count.',
      '先提掉规定数目棋子的一方获胜，不计算目数。',
    ),
  },
  '4_1_0_2': {
    title: text(
      '작은 판 대결: 지키면서 공격',
      'Small-board battles: attack and defend',
      '小棋盘对决：攻守兼备',
    ),
    text: text(
      '상대 돌을 단수 치기 전에 내 돌의 활로를 먼저 확인하세요.',
      'Before you put a stone in atari, check the liberties of your own stones.',
      '打吃对方之前，先看看自己棋子的气。',
    ),
  },
  '0_1_0_1': {
    title: text('큰 판 대결: 더 넓은 판', 'Big-board battles: more room', '大棋盘对决：更大的棋盘'),
    text: text(
      '판이 넓어지고 목표가 늘어납니다. 약한 돌을 이어 두고 상대의 끊어진 돌을 노리세요.',
      'The boards get bigger and the targets higher. Keep your weak stones connected and aim at the opponent’s cut ones.',
      '棋盘变大，目标也变多。把自己的弱子连好，瞄准对方被切断的子。',
    ),
  },
  '5_1_0_1': {
    title: text('바둑 대국: 한 판 끝까지', 'Baduk battle: a whole game', '围棋对局：下完一局'),
    text: text(
      '두 사람이 모두 통과하면 대국이 끝납니다. 죽은 돌을 들어내고 집과 돌을 세어 덤을 더합니다.',
      'The game ends when both players pass. Dead stones come off, then stones and territory are counted and komi is added.',
      '双方都停一手时对局结束。提掉死子，数子加上贴目。',
    ),
  },
  '6_1_0_1': {
    title: text('주사위 미션', 'Dice missions', '骰子任务'),
    text: text(
      '주사위 미션은 주사위 한 개로 도전합니다. 주사위는 시간이 지나면 다시 채워집니다.',
      'Each dice mission costs one die. Dice come back over time.',
      '每个骰子任务消耗一个骰子。骰子会随时间恢复。',
    ),
  },
};
