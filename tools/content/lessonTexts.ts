// The captions of the in-app video lessons (issue 17) in the three locales: the worked example of a
// problem group, the capture game and the full game. Placeholders are filled by lessons.ts.
import type { LocalizedText } from '../../src/domain/content/text';

type Texts = Record<string, LocalizedText>;

export const lessonTexts = {
  title: {
    'en-US': 'Video lesson: {title}',
    'ko-KR': '영상 강의: {title}',
    'zh-CN': '视频课：{title}',
  },
  // Worked example of a problem group.
  watchFirst: {
    'en-US': 'Watch first, then try it yourself.',
    'ko-KR': '먼저 보고, 그다음 직접 풀어 봐요.',
    'zh-CN': '先看一看，再自己试试。',
  },
  blackPlays: {
    'en-US': 'Black plays on the triangle.',
    'ko-KR': '흑이 세모 자리에 둡니다.',
    'zh-CN': '黑棋下在三角标记处。',
  },
  whitePlays: {
    'en-US': 'White answers on the triangle.',
    'ko-KR': '백이 세모 자리에 받습니다.',
    'zh-CN': '白棋在三角标记处应对。',
  },
  blackPasses: {
    'en-US': 'Black has nothing more to do here and passes.',
    'ko-KR': '흑은 여기서 더 둘 곳이 없어 한 수 쉽니다.',
    'zh-CN': '黑棋这里不用再下，停一手。',
  },
  whitePasses: {
    'en-US': 'White has no good answer and passes.',
    'ko-KR': '백은 좋은 응수가 없어 한 수 쉽니다.',
    'zh-CN': '白棋没有好的应对，停一手。',
  },
  captured: {
    'en-US': 'Stones captured: {count}. The crosses show where they were.',
    'ko-KR': '돌 {count}개를 따냅니다. X 표시가 따낸 돌이 있던 자리입니다.',
    'zh-CN': '提掉{count}个子，叉号是它们原来的位置。',
  },
  answerDone: {
    'en-US': 'That is the answer. Now solve the missions of this group yourself!',
    'ko-KR': '이것이 정답입니다. 이제 이 단계의 문제를 직접 풀어 봐요!',
    'zh-CN': '这就是答案。现在自己来解这一组的题目吧！',
  },
  // Capture game (the first to capture N stones wins), in the top right corner.
  captureStart: {
    'en-US':
      'In a capture game, the first to capture {count} wins. This white stone on the edge has two liberties (circles).',
    'ko-KR':
      '따먹기 바둑에서는 돌 {count}개를 먼저 따낸 쪽이 이깁니다. 가장자리의 이 백돌은 활로가 두 개입니다(동그라미).',
    'zh-CN': '吃子棋里，先提掉{count}个子的一方获胜。边上的这颗白子有两口气（圆圈）。',
  },
  captureAtari: {
    'en-US': 'Black plays below it: atari! Only one liberty is left (circle).',
    'ko-KR': '흑이 아래에 둡니다. 단수! 활로가 하나만 남았습니다(동그라미).',
    'zh-CN': '黑棋下在它下面：打吃！只剩一口气（圆圈）。',
  },
  captureRun: {
    'en-US': 'White runs along the edge, but still has only two liberties.',
    'ko-KR': '백이 가장자리를 따라 달아나지만, 활로는 여전히 두 개뿐입니다.',
    'zh-CN': '白棋沿着边逃，可还是只有两口气。',
  },
  captureBlock: {
    'en-US': 'Black blocks from below again: atari once more.',
    'ko-KR': '흑이 다시 아래에서 막습니다. 또 단수입니다.',
    'zh-CN': '黑棋又从下面挡住：再次打吃。',
  },
  captureCorner: {
    'en-US': 'White runs into the corner. The corner has no way out: one liberty left.',
    'ko-KR': '백이 귀로 달아납니다. 귀에는 나갈 길이 없어 활로가 하나 남습니다.',
    'zh-CN': '白棋逃进角里。角上没有出路，只剩一口气。',
  },
  captureTake: {
    'en-US':
      'Black takes the last liberty and captures three stones (crosses)! Look for ataris, and run early when your own stones are in atari.',
    'ko-KR':
      '흑이 마지막 활로를 막아 돌 세 개를 따냅니다(X 표시)! 단수를 찾고, 내 돌이 단수가 되면 일찍 달아나세요.',
    'zh-CN': '黑棋堵住最后一口气，提掉三个子（叉号）！多找打吃，自己的子被打吃时要早点逃。',
  },
  // Full game.
  gameStart: {
    'en-US': 'In a full game you surround empty points. At the end, the bigger area wins.',
    'ko-KR': '바둑 한 판에서는 빈 자리를 둘러싸 집을 만듭니다. 끝났을 때 더 넓은 쪽이 이깁니다.',
    'zh-CN': '下一盘完整的棋，要围住空的交叉点。最后地盘大的一方获胜。',
  },
  gameCorner1: {
    'en-US': 'Black starts in a corner: corners are the easiest places to surround.',
    'ko-KR': '흑은 귀에서 시작합니다. 귀가 집을 짓기 가장 쉬운 곳입니다.',
    'zh-CN': '黑棋从角上开始：角是最容易围地的地方。',
  },
  gameCorner2: {
    'en-US': 'White takes another corner.',
    'ko-KR': '백이 다른 귀를 차지합니다.',
    'zh-CN': '白棋占另一个角。',
  },
  gameCorner3: {
    'en-US': 'Black takes a third corner.',
    'ko-KR': '흑이 세 번째 귀를 차지합니다.',
    'zh-CN': '黑棋占第三个角。',
  },
  gameCorner4: {
    'en-US': 'White takes the last corner. After the corners come the sides, then the centre.',
    'ko-KR': '백이 마지막 귀를 차지합니다. 귀 다음은 변, 그다음이 중앙입니다.',
    'zh-CN': '白棋占最后一个角。角之后是边，然后是中间。',
  },
  gameSide: {
    'en-US':
      'Black plays on the side between its two corners. The circles show three black stones working together.',
    'ko-KR': '흑이 두 귀 사이의 변에 둡니다. 동그라미의 흑돌 세 개가 함께 힘을 합칩니다.',
    'zh-CN': '黑棋下在两个角之间的边上。圆圈标出的三颗黑子互相配合。',
  },
  gameKomi: {
    'en-US': 'White gets {komi} points of komi for playing second. Now play your own game!',
    'ko-KR': '백은 나중에 두므로 덤 {komi}집을 받습니다. 이제 직접 한 판 둬 봐요!',
    'zh-CN': '白棋后下，所以得到{komi}目贴目。现在自己下一盘吧！',
  },
} satisfies Texts;
