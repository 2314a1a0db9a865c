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
  watchOne: {
    'en-US': 'Watch the example first, then try it yourself.',
    'ko-KR': '먼저 예제를 보고, 그다음 직접 풀어 봐요.',
    'zh-CN': '先看例题，再自己试试。',
  },
  watchTwo: {
    'en-US': 'Watch two examples first, then try it yourself.',
    'ko-KR': '먼저 예제 두 개를 보고, 그다음 직접 풀어 봐요.',
    'zh-CN': '先看两道例题，再自己试试。',
  },
  keyPoint: {
    'en-US': 'The arrow points from the marked stones to the key point.',
    'ko-KR': '화살표는 표시된 돌에서 급소 쪽을 가리킵니다.',
    'zh-CN': '箭头从标记的棋子指向要点。',
  },
  nextExample: {
    'en-US': 'Another example.',
    'ko-KR': '다른 예제를 봐요.',
    'zh-CN': '再看一个例子。',
  },
  nowYou: {
    'en-US': 'Now solve the missions of this group yourself!',
    'ko-KR': '이제 이 단계의 문제를 직접 풀어 봐요!',
    'zh-CN': '现在自己来解这一组的题目吧！',
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
    'en-US':
      'Black plays below it: atari! Only one liberty is left (circle). The arrow shows its only way out: along the edge.',
    'ko-KR':
      '흑이 아래에 둡니다. 단수! 활로가 하나만 남았습니다(동그라미). 화살표가 유일한 탈출로인 가장자리를 보여 줍니다.',
    'zh-CN': '黑棋下在它下面：打吃！只剩一口气（圆圈）。箭头指出它唯一的出路：沿着边。',
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
  captureDice: {
    'en-US':
      'In dice captures the die is rolled first: it decides the board, how many stones to capture and how strong the AI is.',
    'ko-KR':
      '주사위 따내기에서는 먼저 주사위를 굴립니다. 주사위가 판의 크기, 따낼 돌의 수, AI의 실력을 정합니다.',
    'zh-CN': '骰子吃子先掷骰子：骰子决定棋盘大小、要提几个子和AI的棋力。',
  },
  doubleStart: {
    'en-US':
      'Double atari: one move gives atari to two stones at once. Both white stones have two liberties, and they share the circle.',
    'ko-KR':
      '양단수: 한 수로 두 돌을 한꺼번에 단수 칩니다. 두 백돌은 활로가 두 개씩이고, 동그라미 자리를 함께 씁니다.',
    'zh-CN': '双打吃：一步棋同时打吃两个子。两颗白子各有两口气，圆圈是它们共用的气。',
  },
  doubleAtari: {
    'en-US': 'Black plays on the circle: both white stones are in atari (arrows)!',
    'ko-KR': '흑이 동그라미 자리에 둡니다. 두 백돌이 모두 단수입니다(화살표)!',
    'zh-CN': '黑棋下在圆圈处：两颗白子都被打吃了（箭头）！',
  },
  doubleSave: {
    'en-US': 'White can save only one of them and runs with the left stone.',
    'ko-KR': '백은 둘 중 하나만 살릴 수 있어 왼쪽 돌을 달아납니다.',
    'zh-CN': '白棋只能救一个，左边的子逃跑了。',
  },
  doubleTake: {
    'en-US':
      'Black captures the other stone (cross). One move, two threats: look for points that attack two stones at once.',
    'ko-KR': '흑이 다른 돌을 따냅니다(X 표시). 한 수로 두 곳을 노리는 자리를 찾아보세요.',
    'zh-CN': '黑棋提掉另一个子（叉号）。一步棋两处威胁：多找能同时攻击两个子的点。',
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

/** The idea a problem group teaches (its first caption) and the rule to remember (its last). */
export interface LessonTheme {
  readonly idea: LocalizedText;
  readonly tip: LocalizedText;
}

const theme = (idea: LocalizedText, tip: LocalizedText): LessonTheme => ({ idea, tip });

/** Themes by the English title of a group without its number ("Ladders 3" → "Ladders"). */
export const lessonThemes: Record<string, LessonTheme> = {
  'Capture by atari': theme(
    {
      'en-US':
        'A stone with only one liberty left is in atari. Take that last liberty, and the stone is captured.',
      'ko-KR': '활로가 하나만 남은 돌은 단수입니다. 마지막 활로를 막으면 그 돌을 따냅니다.',
      'zh-CN': '只剩一口气的子处于被打吃状态。堵住最后一口气，就能提掉它。',
    },
    {
      'en-US': 'Count the liberties: when a stone has just one, you can capture it.',
      'ko-KR': '활로를 세어 보세요. 활로가 하나뿐인 돌은 따낼 수 있습니다.',
      'zh-CN': '数一数气：只剩一口气的子就能提掉。',
    },
  ),
  'Run from atari': theme(
    {
      'en-US':
        'When your stone is in atari, run: extend it toward open space so that it gets more liberties.',
      'ko-KR': '내 돌이 단수가 되면 달아나세요. 넓은 쪽으로 뻗어 활로를 늘립니다.',
      'zh-CN': '自己的子被打吃时要逃：向空旷的地方长出，增加气。',
    },
    {
      'en-US': 'Run early, toward open space, and count the liberties you gain.',
      'ko-KR': '일찍, 넓은 쪽으로 달아나고 늘어난 활로를 세어 보세요.',
      'zh-CN': '早点逃，往空旷处逃，并数一数多了几口气。',
    },
  ),
  'Connect to stay safe': theme(
    {
      'en-US':
        'Stones that are connected share their liberties and are much harder to capture. Join your weak stones together.',
      'ko-KR': '이어진 돌은 활로를 함께 써서 잡히기 어렵습니다. 약한 돌들을 서로 이어 주세요.',
      'zh-CN': '连在一起的棋子共用气，很难被吃。把弱子连起来。',
    },
    {
      'en-US': 'Connected stones are strong; stones that are cut apart are weak.',
      'ko-KR': '이어진 돌은 강하고, 끊긴 돌은 약합니다.',
      'zh-CN': '连在一起的子强，被分断的子弱。',
    },
  ),
  'The biggest point': theme(
    {
      'en-US':
        'In the opening, play where the most points are still open: the empty corners first, then the sides.',
      'ko-KR': '초반에는 아직 가장 넓게 비어 있는 곳에 둡니다. 빈 귀가 먼저, 그다음은 변입니다.',
      'zh-CN': '布局时，下在空地最多的地方：先占空角，再占边。',
    },
    {
      'en-US': 'Corners first, then sides, then the centre.',
      'ko-KR': '귀 먼저, 그다음 변, 그다음 중앙입니다.',
      'zh-CN': '先角，再边，最后中间。',
    },
  ),
  'Extend along the side': theme(
    {
      'en-US':
        'A stone on the side wants a friend: extend along the side to claim more space and keep your stones safe.',
      'ko-KR': '변의 돌은 친구가 필요합니다. 변을 따라 벌려서 집을 넓히고 돌을 안전하게 지킵니다.',
      'zh-CN': '边上的子需要同伴：沿边拆开，扩大地盘，也让棋子安全。',
    },
    {
      'en-US': 'Extend along the open side: not too close, not too far.',
      'ko-KR': '열린 변을 따라 벌리세요. 너무 가깝지도, 너무 멀지도 않게요.',
      'zh-CN': '沿着空旷的边拆开：不太近，也不太远。',
    },
  ),
  'Drive and capture': theme(
    {
      'en-US':
        'Give atari from the side that drives the stones toward the edge or toward your own stones, where they cannot escape.',
      'ko-KR': '돌을 가장자리나 내 돌 쪽으로 몰아가는 방향에서 단수를 치세요. 그곳에서는 달아날 수 없습니다.',
      'zh-CN': '从正确的方向打吃，把棋子赶向边线或自己的棋子，让它逃不掉。',
    },
    {
      'en-US': 'Chase stones toward the edge or toward your own stones.',
      'ko-KR': '돌을 가장자리나 내 돌 쪽으로 몰아가세요.',
      'zh-CN': '把棋子往边上或自己的子那边赶。',
    },
  ),
  'Capture in two moves': theme(
    {
      'en-US':
        'Not every capture is one move. Give atari so that the stones cannot gain liberties when they extend; after your opponent answers, take the last liberty.',
      'ko-KR':
        '모든 잡기가 한 수로 끝나지는 않습니다. 상대가 뻗어도 활로가 늘지 않게 단수를 치고, 응수한 다음 마지막 활로를 막으세요.',
      'zh-CN': '不是每次吃子都一步完成。打吃时让对方长出后也长不出气，对方应后再堵住最后一口气。',
    },
    {
      'en-US': 'Read your opponent’s answer before you give atari.',
      'ko-KR': '단수를 치기 전에 상대의 응수를 읽으세요.',
      'zh-CN': '打吃之前先算好对方的应手。',
    },
  ),
  'Cut and capture': theme(
    {
      'en-US':
        'Stones cut off from their friends are weak. Cut first; then count the liberties of the stones you separated and chase them.',
      'ko-KR': '동료와 끊긴 돌은 약합니다. 먼저 끊고, 떨어진 돌의 활로를 세어 쫓아가세요.',
      'zh-CN': '和同伴分开的棋子很弱。先切断，再数被分开的棋子的气，追吃它们。',
    },
    {
      'en-US': 'Cut, count the liberties, then chase the weaker stones.',
      'ko-KR': '끊고, 활로를 세고, 약한 돌을 쫓으세요.',
      'zh-CN': '切断，数气，再追吃弱的一方。',
    },
  ),
  Ladders: theme(
    {
      'en-US':
        'In a ladder you give atari again and again. The stones zig-zag across the board until they reach the edge and are captured.',
      'ko-KR': '축은 계속 단수를 치는 방법입니다. 돌이 지그재그로 달아나다가 가장자리에 닿으면 잡힙니다.',
      'zh-CN': '征子就是一直打吃。对方的子呈之字形逃跑，逃到边上就被吃掉。',
    },
    {
      'en-US':
        'Before starting a ladder, look along its path: a friendly stone in the way can save the runner.',
      'ko-KR': '축을 몰기 전에 길을 살펴보세요. 길에 상대 돌이 있으면 달아나는 돌이 살 수 있습니다.',
      'zh-CN': '征子之前先看路线：路上如果有对方的接应子，逃的一方就能逃掉。',
    },
  ),
  Nets: theme(
    {
      'en-US':
        'A net does not give atari. It closes the way out from a distance, so the stones cannot escape however they run.',
      'ko-KR': '장문은 단수를 치지 않습니다. 멀리서 길을 막아, 어느 쪽으로 달아나도 나갈 수 없게 합니다.',
      'zh-CN': '枷吃不直接打吃，而是从远处封住出路，让对方怎么逃都逃不掉。',
    },
    {
      'en-US': 'If atari only makes the stones run away, try a net.',
      'ko-KR': '단수를 쳐도 달아나기만 한다면 장문을 써 보세요.',
      'zh-CN': '如果打吃只会让对方逃走，就试试枷吃。',
    },
  ),
  Snapbacks: theme(
    {
      'en-US':
        'In a snapback you give one stone away. When the opponent captures it, you capture more stones back on the same point.',
      'ko-KR':
        '환격은 돌 하나를 일부러 내주는 수입니다. 상대가 그 돌을 따내면, 같은 자리에서 더 많은 돌을 되따냅니다.',
      'zh-CN': '倒扑就是故意送一个子给对方吃。对方提子后，你在同一个点提回更多的子。',
    },
    {
      'en-US': 'Sometimes giving one stone lets you capture many.',
      'ko-KR': '돌 하나를 내주고 더 많이 따낼 때가 있습니다.',
      'zh-CN': '有时送一个子，能吃回很多子。',
    },
  ),
  Cutting: theme(
    {
      'en-US':
        "Cut between the opponent's stones to split them. Stones cut apart have fewer liberties and are easier to capture.",
      'ko-KR': '상대 돌 사이를 끊어 둘로 나누세요. 끊긴 돌은 활로가 적어 잡기 쉽습니다.',
      'zh-CN': '在对方棋子之间切断，把它们分开。被切断的子气少，容易被吃。',
    },
    {
      'en-US': "Look for the gaps between the opponent's stones, and cut there.",
      'ko-KR': '상대 돌 사이의 틈을 찾아 끊으세요.',
      'zh-CN': '找到对方棋子之间的断点，在那里切断。',
    },
  ),
  'Life and death: kill': theme(
    {
      'en-US':
        'A group needs two eyes to live. To kill it, take its vital point or make its space smaller, so that it can only make one eye.',
      'ko-KR':
        '돌은 눈이 두 개 있어야 삽니다. 잡으려면 급소를 차지하거나 공간을 줄여 눈을 하나만 만들게 하세요.',
      'zh-CN': '一块棋要有两只眼才能活。要杀它，就占据要点或缩小它的空间，让它只能做出一只眼。',
    },
    {
      'en-US': 'Take the vital point and leave only one eye.',
      'ko-KR': '급소를 차지해 눈을 하나만 남기세요.',
      'zh-CN': '占据要点，让它只剩一只眼。',
    },
  ),
  'Life and death: live': theme(
    {
      'en-US':
        'A group with two separate eyes can never be captured. Make your space bigger, or take the vital point, to make two eyes.',
      'ko-KR':
        '떨어진 눈 두 개가 있는 돌은 절대 잡히지 않습니다. 공간을 넓히거나 급소를 차지해 눈 두 개를 만드세요.',
      'zh-CN': '有两只分开的眼的棋永远不会被吃。扩大空间或占据要点，做出两只眼。',
    },
    {
      'en-US': 'Two eyes mean life.',
      'ko-KR': '눈이 두 개면 삽니다.',
      'zh-CN': '两只眼就能活。',
    },
  ),
  'Throw-ins': theme(
    {
      'en-US':
        "A throw-in puts a stone inside the opponent's eye on purpose. Even when it is captured, the eye becomes false or too small.",
      'ko-KR':
        '먹여치기는 상대의 눈 안에 일부러 돌을 던져 넣는 수입니다. 그 돌이 따내져도 눈은 가짜가 되거나 너무 작아집니다.',
      'zh-CN': '扑就是故意把子下在对方的眼里。就算被提掉，那只眼也会变成假眼或变得太小。',
    },
    {
      'en-US': 'A stone thrown in can spoil an eye.',
      'ko-KR': '던져 넣은 돌 하나가 눈을 망가뜨릴 수 있습니다.',
      'zh-CN': '扑进去的一个子可以破掉一只眼。',
    },
  ),
  Escaping: theme(
    {
      'en-US':
        'To escape, extend toward open space to gain liberties, or capture a chasing stone that has only one liberty.',
      'ko-KR': '달아나려면 넓은 쪽으로 뻗어 활로를 늘리거나, 활로가 하나뿐인 쫓아오는 돌을 따내세요.',
      'zh-CN': '要逃出去，就向空旷处长出增加气，或者吃掉只剩一口气的追兵。',
    },
    {
      'en-US': 'Count the liberties after each move: more liberties means safer stones.',
      'ko-KR': '한 수마다 활로를 세어 보세요. 활로가 많을수록 안전합니다.',
      'zh-CN': '每走一步都数一数气：气越多越安全。',
    },
  ),
  Connecting: theme(
    {
      'en-US':
        'Find the move that joins your stones so that the opponent cannot cut them apart. Check every gap before you choose.',
      'ko-KR': '상대가 끊을 수 없도록 내 돌을 잇는 수를 찾으세요. 고르기 전에 모든 틈을 살펴보세요.',
      'zh-CN': '找到把自己的子连起来、让对方切不断的一步。选之前先检查每个断点。',
    },
    {
      'en-US': 'Connect where the opponent could cut, and your stones stay strong.',
      'ko-KR': '상대가 끊을 수 있는 곳을 이으면 내 돌은 튼튼합니다.',
      'zh-CN': '在对方能切断的地方连上，你的棋就很坚固。',
    },
  ),
  'Dice puzzles': theme(
    {
      'en-US':
        'In dice puzzles the die picks the mission. Look at the marked stones and count their liberties before you play.',
      'ko-KR': '주사위 퍼즐은 주사위가 문제를 골라 줍니다. 두기 전에 표시된 돌의 활로를 세어 보세요.',
      'zh-CN': '骰子谜题由骰子选题。下之前先看标记的棋子，数一数它们的气。',
    },
    {
      'en-US': 'Count liberties first: the stone with fewer liberties is the one in danger.',
      'ko-KR': '활로부터 세어 보세요. 활로가 적은 쪽이 위험합니다.',
      'zh-CN': '先数气：气少的一方有危险。',
    },
  ),
};

/** The theme of a group by its English title, if it has one of the themes above. */
export function themeOf(englishTitle: string): LessonTheme | undefined {
  return lessonThemes[englishTitle.replace(/\s+\d+$/, '').trim()];
}
