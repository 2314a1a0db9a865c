// The lessons of the 19 study tutorials: a title and the text of each step. Each step's board and the moves
// to find come from the group's own template (the easiest problems drawn for it), so the texts say what is
// true of every such position: the idea, then what to look for.
import type { StudyTutorialKey } from '../../src/domain/rules/tutorials';
import type { LocalizedText } from '../../src/domain/content/text';
import { text } from './texts';

export interface TutorialTexts {
  readonly title: LocalizedText;
  readonly steps: readonly LocalizedText[];
}

export const tutorialTexts: Readonly<Record<StudyTutorialKey, TutorialTexts>> = {
  '01-01-00': {
    title: text('활로와 단수', 'Liberties and atari', '气与打吃'),
    steps: [
      text(
        '돌의 활로는 바로 옆(위, 아래, 왼쪽, 오른쪽)의 빈 점입니다. 활로가 하나만 남은 돌은 단수이고, 그 마지막 활로에 두면 따낼 수 있습니다. 표시된 백돌을 따내 보세요.',
        'A stone’s liberties are the empty points right next to it: above, below, left and right. A stone with one liberty left is in atari, and playing on that last liberty captures it. Capture the marked white stone.',
        '棋子的气是紧挨着它上下左右的空点。只剩一口气的棋子处于被打吃状态，下在最后一口气上就能把它提掉。请提掉标记的白子。',
      ),
      text(
        '변과 귀의 돌은 활로가 더 적습니다. 마지막 활로를 찾아 따내세요.',
        'Stones on the edge and in the corner have fewer liberties. Find the last liberty and capture.',
        '边上和角上的棋子气更少。找到最后一口气，把它提掉。',
      ),
    ],
  },
  '01-02-00': {
    title: text('이어진 돌 따내기', 'Capturing a chain', '提掉一串棋子'),
    steps: [
      text(
        '옆으로 이어진 돌들은 한 덩어리로 활로를 함께 씁니다. 덩어리의 활로가 하나만 남으면 한 수로 모두 따낼 수 있습니다.',
        'Stones joined side by side form a chain that shares its liberties. When the chain has one liberty left, one move captures all of it.',
        '上下左右相连的棋子是一个整体，共用它们的气。整块只剩一口气时，一手就能全部提掉。',
      ),
      text(
        '활로를 하나씩 세어 보고, 남은 하나를 막으세요.',
        'Count the liberties one by one and fill the last one.',
        '一口一口数清气，然后紧住最后一口。',
      ),
    ],
  },
  '01-03-00': {
    title: text('방향을 보고 단수하기', 'Atari in the right direction', '看方向打吃'),
    steps: [
      text(
        '활로가 둘인 돌은 단수를 쳐서 잡습니다. 어느 쪽에서 단수하느냐가 중요합니다. 변이나 내 돌 쪽으로 몰면 상대는 뻗어도 활로가 늘지 않습니다.',
        'A stone with two liberties is caught by giving atari, and the side you choose matters: drive it toward the edge or your own stones, and extending gains it nothing.',
        '两口气的棋子要靠打吃来吃掉，关键在于从哪一边打吃：把它赶向边线或己方棋子，对方长出来也长不出气。',
      ),
      text(
        '상대가 뻗으면 다시 단수해서 따내세요.',
        'If your opponent extends, give atari again and capture.',
        '对方长出后，再打吃，把它提掉。',
      ),
    ],
  },
  '01-04-00': {
    title: text('단수에서 도망가기', 'Escaping from atari', '从打吃中逃出'),
    steps: [
      text(
        '내 돌이 단수당하면 남은 활로로 뻗어 나가세요. 뻗은 뒤 활로가 셋 이상이면 쉽게 잡히지 않습니다. 변이나 상대 돌 쪽으로 뻗으면 다시 단수당합니다.',
        'When your stone is in atari, extend from its last liberty. With three liberties or more after the move it is hard to catch; extending toward the edge or enemy stones only meets another atari.',
        '自己的棋子被打吃时，从最后一口气长出去。长出后有三口气以上就不容易被吃；往边线或对方棋子那边长，还会再被打吃。',
      ),
      text(
        '뻗은 뒤의 활로를 세어 보고 가장 넓은 쪽을 고르세요.',
        'Count the liberties after each extension and choose the most open side.',
        '数一数长出后的气，选择最宽阔的方向。',
      ),
    ],
  },
  '01-05-00': {
    title: text('따내서 도망가기', 'Capturing to escape', '提子脱险'),
    steps: [
      text(
        '단수당한 내 돌 옆에 활로가 하나뿐인 상대 돌이 있으면, 그 돌을 따내세요. 따낸 자리가 새 활로가 되어 내 돌이 살아납니다.',
        'If a stone next to your stones in atari has only one liberty itself, capture it: the point it leaves becomes a new liberty and your stones are safe.',
        '如果被打吃的己方棋子旁边有只剩一口气的对方棋子，就提掉它。提子留下的空点成为新的气，自己的棋子就安全了。',
      ),
      text(
        '도망가기 전에 상대 돌의 활로부터 세어 보세요.',
        'Before running, count the attacking stones’ liberties.',
        '逃跑之前，先数一数对方棋子的气。',
      ),
    ],
  },
  '01-06-00': {
    title: text('잡는 방향 고르기', 'Choosing the side', '选择打吃的方向'),
    steps: [
      text(
        '두 방향에서 단수할 수 있을 때는, 상대가 뻗은 뒤의 활로를 미리 세어 보세요. 활로가 하나로 남는 방향이 정답입니다.',
        'When you can give atari from two sides, count the liberties your opponent would have after extending. The side that leaves it a single liberty is the answer.',
        '可以从两边打吃时，先数一数对方长出后的气。让它仍然只剩一口气的方向才是正解。',
      ),
      text('끝까지 읽은 다음 두세요.', 'Read it to the end before you play.', '算到最后再下。'),
    ],
  },
  '01-07-00': {
    title: text('축', 'The ladder', '征子'),
    steps: [
      text(
        '축은 상대 돌의 활로가 늘 하나만 남도록 번갈아 단수하는 수법입니다. 상대는 대각선으로 도망가다 변이나 내 돌에 닿아 잡힙니다. 단수를 끝까지 이어 가세요.',
        'A ladder gives atari again and again so that the stones always have a single liberty. They run diagonally until they hit the edge or your stones and die. Keep giving atari to the end.',
        '征子是连续打吃，让对方始终只有一口气。对方沿斜线逃跑，直到碰到边线或己方棋子被吃掉。一直打吃到底。',
      ),
      text(
        '도망가는 길에 상대 돌(축머리)이 있으면 축은 실패합니다. 이 축은 성립합니다. 올바른 쪽에서 단수하세요.',
        'A stone of your opponent in the ladder’s path (a ladder breaker) makes it fail. This ladder works: give atari from the right side.',
        '如果逃跑的路线上有对方的棋子（引征），征子就不成立。这个征子成立，请从正确的一边打吃。',
      ),
    ],
  },
  '01-08-00': {
    title: text('장문', 'The net', '枷吃'),
    steps: [
      text(
        '장문은 바로 단수하지 않고, 조금 떨어진 곳에 두어 도망길을 한꺼번에 막는 수법입니다. 상대가 어느 쪽으로 나와도 잡을 수 있습니다.',
        'A net does not give atari at once: a move a little away closes every escape route together, and the stones are caught whichever way they run.',
        '枷吃不急于打吃，而是在稍远处落子，一次封住所有去路。无论对方往哪边逃都能吃掉。',
      ),
      text(
        '축이 안 될 때 장문을 떠올리세요.',
        'When the ladder does not work, think of a net.',
        '征子不成立时，想一想枷吃。',
      ),
    ],
  },
  '01-09-00': {
    title: text('연결', 'Connecting', '连接'),
    steps: [
      text(
        '끊어질 수 있는 곳을 이으면 두 무리가 한 덩어리가 되어 활로를 함께 씁니다. 약한 돌 둘을 하나의 강한 돌로 만드세요.',
        'Connecting at the point where you could be cut turns two groups into one chain that shares its liberties: two weak groups become one strong one.',
        '在可能被切断的地方连接，两块棋就成为共用气的一整块：两块弱棋变成一块强棋。',
      ),
      text(
        '상대가 끊으면 어느 쪽이 잡히는지 먼저 생각해 보세요.',
        'First think which part would be captured if your opponent cut.',
        '先想一想：如果对方切断，哪一块会被吃掉？',
      ),
    ],
  },
  '01-10-00': {
    title: text('끊기', 'Cutting', '切断'),
    steps: [
      text(
        '상대 돌이 이어지기 전에 끊으면 두 덩어리로 나뉘고, 활로가 적은 쪽을 잡을 수 있습니다.',
        'Cut before your opponent connects: the stones split in two, and the part with fewer liberties can be captured.',
        '在对方连上之前切断，对方就被分成两块，气少的那块可以吃掉。',
      ),
      text(
        '끊은 다음 약한 쪽을 단수로 몰아 잡으세요.',
        'After the cut, chase the weaker part with ataris and capture it.',
        '切断之后，打吃较弱的一块，把它吃掉。',
      ),
    ],
  },
  '02-01-00': {
    title: text('환격', 'The snapback', '倒扑'),
    steps: [
      text(
        '환격은 상대가 따낼 수 있는 자리에 일부러 한 점을 두는 수법입니다. 상대가 따내면 따낸 돌까지 활로가 하나뿐이어서, 같은 자리에 다시 두어 더 많은 돌을 잡습니다.',
        'In a snapback you play a stone where it can be captured. If your opponent takes it, the capturing stones are left with one liberty, and you capture them all by playing on the same point again.',
        '倒扑是故意在对方能提的地方放一子。对方提子后，提子的棋子也只剩一口气，你再下回同一点就能提掉更多棋子。',
      ),
      text('한 점을 주고 더 많이 잡으세요.', 'Give one stone and take more.', '送一子，吃更多。'),
    ],
  },
  '02-02-00': {
    title: text('먹여치기', 'The throw-in', '扑'),
    steps: [
      text(
        '먹여치기는 상대가 따낼 수밖에 없는 곳에 돌을 넣는 수법입니다. 상대가 따내는 데 한 수를 쓰는 동안 활로가 줄어, 다음 단수를 피할 수 없게 됩니다.',
        'A throw-in puts a stone where your opponent has to capture it. Capturing costs them a move and a liberty, and the next atari cannot be escaped.',
        '扑是把棋子下在对方只能提掉的地方。对方提子要花一手，气也变紧，下一次打吃就逃不掉了。',
      ),
      text(
        '잡혀도 되는 돌로 상대의 활로를 줄이세요.',
        'Use a stone you can afford to lose to take away liberties.',
        '用一颗可以被提的棋子来紧对方的气。',
      ),
    ],
  },
  '02-03-00': {
    title: text('긴 축', 'Long ladders', '长征'),
    steps: [
      text(
        '큰 판에서는 축이 길어집니다. 축이 끝까지 성립하는지, 가는 길에 상대 돌이 없는지 확인하고 두세요.',
        'On a bigger board a ladder runs a long way. Check that it works to the end and that no stone of your opponent stands in its path.',
        '在大棋盘上，征子会走得很长。先确认征子一直成立，路线上没有对方的棋子。',
      ),
      text(
        '단수 방향을 한 번이라도 틀리면 상대가 빠져나갑니다.',
        'One atari from the wrong side, and the stones escape.',
        '只要有一次打吃方向错了，对方就会逃出。',
      ),
    ],
  },
  '02-04-00': {
    title: text('두 눈', 'Two eyes', '两只眼'),
    steps: [
      text(
        '둘러싸인 돌은 진짜 눈이 두 개 있으면 삽니다. 눈은 상대가 둘 수 없는 빈 점이라서, 두 개가 있으면 절대 잡히지 않습니다. 진짜 눈 두 개를 만드세요.',
        'A surrounded group lives with two real eyes. An eye is an empty point the opponent cannot fill, so with two of them the group can never be captured. Make two real eyes.',
        '被包围的棋有两只真眼就能活。眼是对方不能下的空点，有两只眼就永远不会被吃。请做出两只真眼。',
      ),
      text(
        '눈의 대각선 자리까지 지켜야 진짜 눈이 됩니다.',
        'Guard the diagonal points too: only then is the eye a real one.',
        '连眼的斜角也守住，才是真眼。',
      ),
    ],
  },
  '02-05-00': {
    title: text('옥집', 'False eyes', '假眼'),
    steps: [
      text(
        '눈처럼 보여도 대각선 자리를 상대가 차지하면 옥집(가짜 눈)이 됩니다. 옥집은 결국 메워지므로 눈이 아닙니다. 급소를 차지해 상대가 진짜 눈 두 개를 만들지 못하게 하세요.',
        'An eye whose diagonal points the opponent holds is a false eye: it is filled in the end, so it does not count. Take the key point so that your opponent cannot make two real eyes.',
        '看起来像眼，但斜角被对方占据就成了假眼。假眼最终会被填掉，不算眼。占据要点，让对方做不出两只真眼。',
      ),
      text('눈이 하나뿐인 돌은 잡힙니다.', 'A group with only one eye dies.', '只有一只眼的棋会被吃掉。'),
    ],
  },
  '03-01-00': {
    title: text('급소로 잡기', 'Killing at the vital point', '点杀要点'),
    steps: [
      text(
        '궁도(눈을 만들 공간)마다 급소가 있습니다. 직삼, 곡삼 같은 모양은 가운데 급소를 먼저 차지하는 쪽이 삶과 죽음을 정합니다. 급소에 두어 한 집만 나게 하세요.',
        'Every eye space has a vital point. In shapes like the straight three or the bent three, whoever takes the point in the middle first decides life or death. Play the vital point so only one eye can be made.',
        '每个眼位都有要点。直三、弯三这样的形状，谁先占据中间的要点，谁就决定死活。点在要点上，让对方只能做一只眼。',
      ),
      text(
        '상대가 저항해도 침착하게 받으면 잡힙니다.',
        'Answer calmly when your opponent resists, and the group dies.',
        '对方抵抗时冷静应对，这块棋就死了。',
      ),
    ],
  },
  '03-02-00': {
    title: text('급소로 살기', 'Living at the vital point', '占据要点做活'),
    steps: [
      text(
        '살 때도 급소가 중요합니다. 상대가 두면 죽는 자리가 바로 내가 두어야 할 자리입니다. 급소를 먼저 차지해 두 집을 만드세요.',
        'The vital point matters for living too: the point that would kill you if your opponent played it is the point you must take. Take it first and make two eyes.',
        '做活时要点同样重要：对方下了就会死的地方，正是自己要下的地方。先占要点，做出两只眼。',
      ),
      text(
        '두 집이 완성될 때까지 상대의 공격에 응수하세요.',
        'Answer every attack until both eyes are complete.',
        '应对对方的每一次进攻，直到两只眼都做成。',
      ),
    ],
  },
  '04-01-00': {
    title: text('귀의 사활', 'Life and death in the corner', '角上死活'),
    steps: [
      text(
        '귀는 두 변이 만나는 곳이라 궁도가 좁고 특별한 모양이 생깁니다. 2·1의 자리나 안쪽에 놓인 돌에 주의하며, 두 집을 낼 수 있는 첫 수를 찾으세요.',
        'In the corner two edges meet, so eye spaces are small and shapes are special. Watch the 2-1 points and the stones inside, and find the first move that makes two eyes.',
        '角上两条边相交，眼位狭小，形状特殊。注意二一路和里面的棋子，找出能做出两只眼的第一手。',
      ),
      text(
        '상대의 가장 강한 응수까지 읽은 뒤 두세요.',
        'Read your opponent’s strongest answer before you play.',
        '算清对方最强的应对再下。',
      ),
    ],
  },
  '05-01-00': {
    title: text('어려운 사활', 'Harder life and death', '难解的死活'),
    steps: [
      text(
        '유단자의 사활은 첫 수만으로 끝나지 않습니다. 상대가 먹여치거나 안에서 버틸 때의 응수까지 읽어야 합니다. 모든 변화를 읽고 두 집을 완성하세요.',
        'At dan level the first move is not the end: read your answers to throw-ins and to stones played inside. Read every variation and complete two eyes.',
        '段位的死活不是第一手就结束。要算清对方扑入或在里面抵抗时的应对。算清所有变化，做成两只眼。',
      ),
      text(
        '급소는 궁도를 가장 넓게 쓰는 자리입니다.',
        'The vital point is the move that makes the most of the eye space.',
        '要点是最能利用眼位的那一点。',
      ),
    ],
  },
};
