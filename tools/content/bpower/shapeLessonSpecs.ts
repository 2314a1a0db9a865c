// The hand-made shape lessons' boards and words (issue 15); shapeLessons.ts turns them into the pack's
// lessons and questions. Terms: 빈삼각/空三角, 호구/虎口, 쌍립/双立(竹节), 한 칸 뛰기/一间跳, 날일자/小飞,
// 눈목자/大飞, 두점머리/二子头, 빵따냄/开花, 십자 끊음/扭十字, 끊음/断, 껴붙임/夹, 어깨짚기/尖冲, 단수/打吃.
import type { LessonSpec, QuestionSpec } from './shapeLessons';

type Words = LessonSpec['title'];
const w = (ko: string, en: string, zh: string): Words => ({ 'ko-KR': ko, 'en-US': en, 'zh-CN': zh });

// Two tactical cores the questions are built on, drawn inside each lesson's shape. In SAVE a black stone
// is in atari (단수) and must join its friends; in CAPTURE a white cutting stone is in atari and must be
// taken before it joins its own.

export const shapeLessonSpecs: LessonSpec[] = [];

const add = (l: LessonSpec) => shapeLessonSpecs.push(l);

const q = (spec: QuestionSpec): QuestionSpec => spec;

// 1. The empty triangle.
add({
  key: 'empty_triangle',
  title: w('빈삼각', 'The empty triangle', '空三角'),
  steps: [
    {
      board: [
        '.........',
        '.........',
        '.........',
        '...XX....',
        '...X!....',
        '.........',
        '.........',
        '.........',
        '.........',
      ],
      text: w(
        '돌 세 개가 ㄱ자로 붙고 가운데 한 점이 비어 있는 모양을 빈삼각이라고 합니다. 돌은 셋인데 활로가 적고 하는 일이 적은 나쁜 모양입니다.',
        'Three stones bent around one empty point make an empty triangle. Three stones, but few liberties and little work: a bad shape.',
        '三颗棋子弯成直角，中间空一点，叫空三角。用了三颗子，气却少，效率低，是坏形。',
      ),
    },
    {
      board: [
        '.........',
        '.........',
        '.........',
        '...XX....',
        '.........',
        '...+.....',
        '.........',
        '.........',
        '.........',
      ],
      text: w(
        '같은 한 수를 한 칸 뛰어 두면 더 넓게 자리 잡고도 끊기지 않습니다. 격언: "빈삼각은 두지 마라."',
        'The same move as a one-point jump covers more ground and still cannot be cut. Proverb: "Avoid the empty triangle."',
        '同样一手棋，一间跳出去占地更广，也不会被切断。格言：“不走空三角。”',
      ),
    },
  ],
  questions: [
    q({
      kind: 'better_shape',
      board: [
        '.........',
        '.........',
        '.....X...',
        '..O.OXb..',
        '...OXa...',
        '....O....',
        '..X......',
        '.........',
        '.........',
      ],
      answer: 'a',
      group: 'E5',
      punish: { b: 'F5' },
      reason: w(
        'A가 단수된 돌을 이어 살립니다. B는 빈삼각인 데다 단수를 그대로 두어 백이 A에 두면 돌을 잃습니다.',
        'A joins the stone in atari to its friends. B is an empty triangle and leaves the atari: White takes A and captures.',
        'A把被打吃的棋子连回去。B是空三角，还不管被打吃的子，白下A就提掉了。',
      ),
      step: 38,
    }),
    q({
      kind: 'best_move',
      board: [
        '.........',
        '.........',
        '..O...O..',
        '....X....',
        '...XOX...',
        '...Oa.b..',
        '..X.c.X..',
        '.........',
        '.........',
      ],
      answer: 'a',
      group: 'E5',
      punish: { b: 'E4', c: 'E4' },
      symmetry: 1,
      swap: true,
      reason: w(
        'A로 끊은 돌을 따내면 튼튼한 모양이 됩니다. 다른 곳에 두면 상대가 A로 이어 나와 돌이 끊깁니다.',
        'A captures the cutting stone and leaves a strong shape. Anywhere else, the other side connects out at A and your stones are cut apart.',
        'A提掉断子，棋形厚实。下在别处，对方在A接出来，你的棋就被切断了。',
      ),
      step: 37,
    }),
  ],
});

// The two cores as boards: SAVE (black E5 in atari, A joins it to F6–F7) and CAPTURE (white E5 in
// atari, A takes it). `extra` puts a few more stones far away (a corner or a side of the game) and `wrong`
// the wrong candidates ('b', 'c' at the given vertices).
function board(rows: readonly string[], extra: Readonly<Record<string, string>>): string[] {
  const out = rows.map((r) => [...r]);
  for (const [vertex, c] of Object.entries(extra)) {
    const x = 'ABCDEFGHJ'.indexOf(vertex[0] ?? '');
    const y = 9 - Number(vertex.slice(1));
    const row = out[y];
    if (row === undefined || row[x] !== '.') throw new Error(`shape lesson board: ${vertex} is taken`);
    row[x] = c;
  }
  return out.map((r) => r.join(''));
}

const SAVE = [
  '.........',
  '.........',
  '.....X...',
  '..O.OX...',
  '...OXa...',
  '....O....',
  '.........',
  '.........',
  '.........',
];

const CAPTURE = [
  '.........',
  '.........',
  '.........',
  '....X....',
  '...XOX...',
  '...Oa....',
  '.........',
  '.........',
  '.........',
];

function save(
  extra: Readonly<Record<string, string>>,
  reason: Words,
  step: number,
  options: { symmetry?: QuestionSpec['symmetry']; swap?: boolean; kind?: QuestionSpec['kind'] } = {},
): QuestionSpec {
  const wrong = Object.entries(extra)
    .filter(([, c]) => /^[b-d]$/.test(c))
    .map(([, c]) => c);
  return {
    kind: options.kind ?? (wrong.length === 1 ? 'better_shape' : 'best_move'),
    board: board(SAVE, extra),
    answer: 'a',
    group: 'E5',
    punish: Object.fromEntries(wrong.map((c) => [c, 'F5'])),
    reason,
    step,
    symmetry: options.symmetry ?? 0,
    swap: options.swap ?? false,
  };
}

function capture(
  extra: Readonly<Record<string, string>>,
  reason: Words,
  step: number,
  options: { symmetry?: QuestionSpec['symmetry']; swap?: boolean; kind?: QuestionSpec['kind'] } = {},
): QuestionSpec {
  const wrong = Object.entries(extra)
    .filter(([, c]) => /^[b-d]$/.test(c))
    .map(([, c]) => c);
  return {
    kind: options.kind ?? (wrong.length === 1 ? 'better_shape' : 'best_move'),
    board: board(CAPTURE, extra),
    answer: 'a',
    group: 'E5',
    punish: Object.fromEntries(wrong.map((c) => [c, 'E4'])),
    reason,
    step,
    symmetry: options.symmetry ?? 0,
    swap: options.swap ?? false,
  };
}

const empty = [
  '.........',
  '.........',
  '.........',
  '.........',
  '.........',
  '.........',
  '.........',
  '.........',
  '.........',
];
/** A step's board: the empty board with `extra` stones and marks. */
const fig = (extra: Readonly<Record<string, string>>) => board(empty, extra);

// 2. The dumpling.
add({
  key: 'dumpling',
  title: w('뭉친 모양(덩어리)', 'The dumpling', '团子'),
  steps: [
    {
      board: fig({ D6: 'X', E6: 'X', D5: 'X', E5: 'X', D4: 'X', E4: 'X', F5: 'O', C5: 'O' }),
      text: w(
        '돌이 네모나게 뭉쳐 있는 모양을 덩어리라고 합니다. 돌은 많은데 차지한 땅이 좁고 눈을 만들기 어려운 나쁜 모양입니다.',
        'Stones clumped into a block are a dumpling. Many stones, little ground, and hardly any room for eyes: a bad shape.',
        '棋子挤成一团叫团子。子多但占地小，很难做眼，是坏形。',
      ),
    },
    {
      board: fig({ D6: 'X', D4: 'X', F5: 'O', C5: 'O', F3: '+', B3: '+' }),
      text: w(
        '돌은 뭉치지 말고 한 칸씩 벌려 놓으세요. 같은 돌로도 더 넓게 자리 잡고 눈을 만들 곳이 생깁니다.',
        'Do not clump: spread your stones a point apart. The same number of stones then holds more ground and leaves room for eyes.',
        '不要挤成一团，棋子之间隔开一路。同样的子，占地更广，也有做眼的地方。',
      ),
    },
  ],
  questions: [
    save(
      { G3: 'O', C3: 'X', H6: 'b', G8: 'c' },
      w(
        'A로 이어야 단수된 돌이 삽니다. B나 C는 돌을 뭉치기만 하고 단수를 그대로 두어 돌을 잃습니다.',
        'A connects the stone in atari. B or C only clump stones together and leave the atari: the stone is lost.',
        '要在A接上，被打吃的子才能活。B、C只是把棋子挤在一起，不管打吃，棋子就没了。',
      ),
      36,
      { symmetry: 2 },
    ),
    capture(
      { C2: 'X', G7: 'O', G2: 'b' },
      w(
        'A로 따내면 가볍고 넓은 빵따냄이 됩니다. B는 돌을 뭉칠 뿐이고, 상대가 A로 이어 나옵니다.',
        'A captures and leaves a light, wide ponnuki. B only adds a stone to a clump, and the other side connects out at A.',
        'A提子成开花，又轻又宽。B只是把子挤在一起，对方在A接出来。',
      ),
      35,
      { symmetry: 5, swap: true },
    ),
  ],
});

// 3. The tiger's mouth.
add({
  key: 'tigers_mouth',
  title: w('호구', "The tiger's mouth", '虎口'),
  steps: [
    {
      board: fig({ D4: 'X', C3: 'X', E3: 'X', D3: '+' }),
      text: w(
        '돌 세 개가 한 점을 둘러싼 모양이 호구입니다. 상대가 호구 안에 들어오면 바로 따낼 수 있어서, 끊기지 않는 튼튼한 연결입니다.',
        "Three stones around one point make a tiger's mouth. A stone played inside is captured at once, so the shape is a safe connection.",
        '三颗子围住一点就是虎口。对方下进虎口马上会被提掉，所以这是安全的连接。',
      ),
    },
    {
      board: fig({ C3: 'X', E3: 'X', D4: 'O', D3: 'a', D2: 'b' }),
      text: w(
        '흑 두 돌은 A에서 끊길 수 있습니다. A에 꽉 이어도 되지만, B에 두면 호구가 되어 A를 지키면서 더 넓게 자리 잡습니다.',
        "The two black stones can be cut at A. A solid connection at A works, but B makes a tiger's mouth: it guards A too and reaches further.",
        '这两颗黑子在A处有断点。在A实接可以，但下B成虎口，同样护住A，而且更宽。',
      ),
    },
  ],
  questions: [
    save(
      { C3: 'X', D2: 'X', G3: 'O', G5: 'b' },
      w(
        'A가 호구처럼 돌을 이어 줍니다. B는 단수를 잊은 수라서 상대가 A에 두면 돌을 따냅니다.',
        "A connects like a tiger's mouth. B forgets the atari: the other side plays A and captures.",
        'A像虎口一样把子连上。B忘了被打吃，对方下A就提子。',
      ),
      34,
      { symmetry: 3, swap: true },
    ),
    capture(
      { C3: 'X', C2: 'X', D2: 'X', G3: 'b', F3: 'c' },
      w(
        '끊으러 온 돌은 A로 바로 따내세요. 다른 곳에 두면 상대가 A로 이어 나와 호구가 깨집니다.',
        'Take the cutting stone at once at A. Anywhere else, the other side connects out at A and breaks your shape.',
        '来断的子要马上在A提掉。下在别处，对方在A接出，棋形就破了。',
      ),
      33,
      { symmetry: 6 },
    ),
  ],
});

// 4. The bamboo joint.
add({
  key: 'bamboo_joint',
  title: w('쌍립', 'The bamboo joint', '双立（竹节）'),
  steps: [
    {
      board: fig({ C4: 'X', C3: 'X', E4: 'X', E3: 'X', D4: '+', D3: '+' }),
      text: w(
        '두 돌씩 나란히 서서 사이에 두 점이 빈 모양이 쌍립입니다. 상대가 한 곳에 두면 다른 곳에 이으면 되므로 끊기지 않습니다.',
        'Two pairs of stones side by side with two empty points between them make a bamboo joint. If the opponent takes one point, take the other: it cannot be cut.',
        '两对棋子并排，中间隔两个空点，叫双立（竹节）。对方下一点，你就下另一点，切不断。',
      ),
    },
    {
      board: fig({ C4: 'X', C3: 'X', E3: 'X', D4: 'O', D3: '!' }),
      text: w(
        '한 돌이 빠지면 쌍립이 아닙니다. 상대가 D3에 끊으면 돌이 둘로 갈라집니다. 격언: "쌍립은 끊기지 않는다."',
        'Take one stone away and it is no longer a bamboo joint: a cut at the cross splits the stones. Proverb: "A bamboo joint cannot be cut."',
        '少一颗子就不是双立了：对方在×处一断，棋子就分开。格言：“双立断不开。”',
      ),
    },
  ],
  questions: [
    save(
      { G2: 'X', G3: 'X', J2: 'X', J3: 'X', C2: 'O', H3: 'b' },
      w(
        '먼저 A로 단수된 돌을 이으세요. 아래쪽 쌍립은 끊기지 않으니 B로 지킬 필요가 없습니다.',
        'First join the stone in atari at A. The bamboo joint below cannot be cut, so B defends nothing.',
        '先在A接上被打吃的子。下面的双立本来就断不开，B不用补。',
      ),
      32,
      { symmetry: 4 },
    ),
    capture(
      { B2: 'X', B3: 'X', D2: 'X', D3: 'X', C2: 'b' },
      w(
        'A로 끊은 돌을 따내야 합니다. 쌍립은 C3에 상대가 두어도 B에 이으면 되니 지금 B에 둘 이유가 없습니다.',
        'Take the cutting stone at A. The bamboo joint is safe on its own (answer the other point when needed), so B is slow.',
        '要在A提掉断子。双立本身断不开，对方下一点再应另一点就行，现在下B太慢。',
      ),
      31,
      { symmetry: 7, swap: true },
    ),
  ],
});

// 5. The table shape.
add({
  key: 'table_shape',
  title: w('책상 모양', 'The table shape', '桌子形'),
  steps: [
    {
      board: fig({ C3: 'X', D3: 'X', C4: 'X', E4: 'X', D4: '+' }),
      text: w(
        '두 돌이 나란히 있고 그 위에 한 칸 뛴 두 돌이 있으면 책상 모양입니다. 가운데 점은 호구라서 상대가 들어오면 따낼 수 있고, 돌이 튼튼하게 이어집니다.',
        "Two stones side by side with two stones a jump apart on top make the table shape. Its middle point is a tiger's mouth: the stones are firmly connected.",
        '两颗子并排，上面再有两颗隔一路的子，就是桌子形。中间一点是虎口，对方下进来就被提，棋子连得很牢。',
      ),
    },
    {
      board: fig({ C3: 'X', D3: 'X', C4: 'X', E5: 'O', E4: '+', E3: 'a' }),
      text: w(
        '상대가 가까이 오면 표시한 점에 두어 책상 모양을 만드세요. A로 꽉 뻗는 것보다 넓고 눈을 만들기 좋습니다.',
        'When the opponent comes close, play the marked point and make the table shape. It covers more than pushing straight at A and leaves room for eyes.',
        '对方靠近时，下在标记点形成桌子形。比在A直长更宽，也更容易做眼。',
      ),
    },
  ],
  questions: [
    save(
      { B2: 'X', C2: 'X', B3: 'X', D3: 'X', H3: 'b' },
      w(
        'A로 이어 단수를 피하는 것이 먼저입니다. 아래 책상 모양은 이미 튼튼하니 B로 손볼 곳이 없습니다.',
        'Escaping the atari at A comes first. The table shape below is already strong; B mends nothing.',
        '先在A接上，躲开打吃。下面的桌子形已经很牢，B不用补。',
      ),
      30,
      { symmetry: 1, swap: true },
    ),
    capture(
      { B2: 'X', C2: 'X', B3: 'X', D3: 'X', G3: 'b', H5: 'c' },
      w(
        'A로 끊은 돌을 잡아야 합니다. 그러지 않으면 상대가 A로 이어 나와 내 돌이 갈라집니다.',
        'Capture the cutting stone at A. Otherwise it connects out at A and splits your stones.',
        '要在A吃掉断子。不然对方在A接出来，你的棋就被分开。',
      ),
      29,
      { symmetry: 2 },
    ),
  ],
});

// 6. One- and two-point jumps.
add({
  key: 'jumps',
  title: w('한 칸 뛰기와 두 칸 뛰기', 'One- and two-point jumps', '一间跳和二间跳'),
  steps: [
    {
      board: fig({ D3: 'X', D5: '+', F3: 'X', F6: '+' }),
      text: w(
        '한 줄 건너 두는 것이 한 칸 뛰기, 두 줄 건너 두는 것이 두 칸 뛰기입니다. 한 칸 뛰기는 끊기 어려워 튼튼하고, 두 칸 뛰기는 빠르지만 가운데로 들어오기 쉽습니다.',
        'Skipping one point is a one-point jump; skipping two is a two-point jump. The one-point jump is hard to cut; the two-point jump is faster but easier to push through.',
        '隔一路下是一间跳，隔两路是二间跳。一间跳很难切断，很结实；二间跳更快，但容易被冲断。',
      ),
    },
    {
      board: fig({ D3: 'X', D5: 'X', C4: 'O', E4: '+', G3: 'X', G6: 'X', F4: 'O', G4: '!', G5: '!' }),
      text: w(
        '한 칸 뛰기에 상대가 붙으면 가운데에 이으면 됩니다. 두 칸 뛰기는 사이를 뚫고 들어올 수 있습니다. 격언: "한 칸 뛰기에 악수 없다."',
        'If the opponent touches a one-point jump, connect in the middle. A two-point jump can be broken through between its stones. Proverb: "There is no bad one-point jump."',
        '对方碰一间跳时，在中间接上就行。二间跳中间可以被冲破。格言：“一间跳无恶手。”',
      ),
    },
  ],
  questions: [
    save(
      { C2: 'X', C4: 'b', H4: 'c' },
      w(
        'A로 뛰어 돌을 이어 나가야 합니다. B나 C는 단수를 그대로 두어 상대가 A에 두면 돌을 잃습니다.',
        'A joins the stone to its friends. B and C leave the atari: the other side plays A and captures.',
        'A把棋子连出去。B和C不管打吃，对方下A就提子。',
      ),
      28,
      { symmetry: 5 },
    ),
    capture(
      { G2: 'O', C7: 'X', C5: 'b' },
      w(
        'A로 따내야 합니다. B로 한 칸 뛰면 모양은 좋아 보여도 끊은 돌이 A로 살아 나옵니다.',
        'Capture at A. The jump at B looks good, but the cutting stone escapes at A.',
        '要在A提子。B跳一间看似形好，断子却从A逃出来了。',
      ),
      27,
      { symmetry: 4, swap: true },
    ),
  ],
});

// 7. Knight's and large knight's moves.
add({
  key: 'knights_moves',
  title: w('날일자와 눈목자', "Knight's and large knight's moves", '小飞和大飞'),
  steps: [
    {
      board: fig({ C3: 'X', D5: '+', F3: 'X', H4: '+' }),
      text: w(
        '날일(日)자 모양으로 두는 것이 날일자, 눈목(目)자 모양으로 더 멀리 두는 것이 눈목자입니다. 날일자는 튼튼하고, 눈목자는 빠르지만 더 엷습니다.',
        "A knight's move goes one point across and two along, like the knight in chess; the large knight's move goes one across and three along. The first is firmer, the second faster but thinner.",
        '像“日”字那样走是小飞，像“目”字那样走得更远是大飞。小飞比较结实，大飞更快但更薄。',
      ),
    },
    {
      board: fig({ C3: 'X', D5: 'X', D4: '!', C4: '!', F3: 'X', H4: 'X', G3: '!', G4: '!' }),
      text: w(
        '표시한 두 점이 날일자와 눈목자의 틈입니다. 상대가 한쪽을 밀고 다른 쪽을 끊으면 돌이 갈라질 수 있으니, 상대가 붙어 오면 잘 받아야 합니다.',
        'The crossed points are the gaps of the two moves. An opponent who pushes into one and cuts at the other can split them, so answer carefully when they come close.',
        '标×的两点是小飞和大飞的缝隙。对方冲一边再断另一边，就可能把棋分开，对方靠近时要小心应对。',
      ),
    },
  ],
  questions: [
    save(
      { C2: 'X', D3: 'X', G2: 'O', B4: 'b' },
      w(
        'A로 이어 단수를 피하세요. B는 아래 날일자를 넓히지만 그 사이 상대가 A에 두어 돌을 따냅니다.',
        "Escape the atari at A. B extends the knight's move below, but meanwhile the other side plays A and captures.",
        '在A接上躲开打吃。B虽然扩展了下面的小飞，对方却会下A提子。',
      ),
      26,
      { symmetry: 6, swap: true },
    ),
    capture(
      { B2: 'X', C4: 'X', G2: 'O', F2: 'b' },
      w(
        'A로 끊은 돌을 따내야 합니다. B로 눈목자를 두면 빠르지만, 상대가 A로 이어 나와 돌이 둘로 갈라집니다.',
        "Take the cutting stone at A. The large knight's move at B is quick, but the other side connects out at A and splits you in two.",
        '要在A提掉断子。B走大飞虽快，对方在A接出，棋就被分成两块。',
      ),
      25,
      { symmetry: 3 },
    ),
  ],
});

// 8. Hane at the head of two stones.
add({
  key: 'hane_head_two',
  title: w('두점머리', 'Hane at the head of two stones', '二子头'),
  steps: [
    {
      board: fig({ D3: 'O', D4: 'O', E3: 'X', E4: 'X', D5: '+' }),
      text: w(
        '상대 돌 두 개와 내 돌 두 개가 나란히 붙어 있을 때, 상대 두 돌의 머리를 젖히는 수가 두점머리입니다. 상대는 갇히고 나는 두터워집니다.',
        "When two of your stones face two of the opponent's side by side, a hane at the head of their two stones blocks them in and makes you strong.",
        '双方各两子并排相贴时，扳在对方两子的头上叫扳二子头。对方被压住，自己变厚。',
      ),
    },
    {
      board: fig({ D3: 'O', D4: 'O', E3: 'X', E4: 'X', E5: '!' }),
      text: w(
        '거꾸로 상대가 먼저 내 두 돌의 머리를 젖히면 내가 눌립니다. 격언: "두점머리는 두들겨라." 자기 두점머리는 맞지 마세요.',
        'The other way round, a hane at the head of your own two stones presses you down. Proverb: "Hane at the head of two stones" — and never let it be played against you.',
        '反过来，如果对方先扳你的二子头，你就被压住。格言：“二子头必扳。”也别让对方扳你的二子头。',
      ),
    },
  ],
  questions: [
    save(
      { H3: 'X', J3: 'X', H2: 'O', J2: 'O', G2: 'b', C3: 'c' },
      w(
        '단수된 돌을 A로 먼저 살려야 합니다. 두점머리 B는 좋은 수이지만 지금은 A가 급합니다.',
        'Save the stone in atari at A first. The hane at the head at B is a good move, but A is urgent now.',
        '先在A救出被打吃的子。B扳二子头是好棋，但现在A更急。',
      ),
      24,
      { symmetry: 0, swap: true },
    ),
    capture(
      { B3: 'O', C3: 'O', B2: 'X', C2: 'X', D3: 'b' },
      w(
        'A로 따내는 것이 가장 큽니다. 두점머리 B도 좋아 보이지만, 그 사이 상대가 A로 이어 나와 내 돌이 끊깁니다.',
        'Capturing at A is biggest. The hane at the head at B looks good too, but the other side connects out at A and cuts you.',
        'A提子最大。B扳二子头看起来也不错，但对方会在A接出，把你切断。',
      ),
      23,
      { symmetry: 7 },
    ),
  ],
});

// 9. The ponnuki.
add({
  key: 'ponnuki',
  title: w('빵따냄', 'The ponnuki', '开花（提子开花）'),
  steps: [
    {
      board: fig({ D5: 'X', C4: 'X', E4: 'X', D3: 'X', D4: '+' }),
      text: w(
        '돌 하나를 따낸 뒤 네 돌이 마름모로 빈 점을 둘러싼 모양이 빵따냄입니다. 끊을 곳이 없고 사방으로 힘이 뻗는 아주 좋은 모양입니다.',
        'After capturing one stone, four stones in a diamond around the empty point make a ponnuki. It has no cutting points and its strength reaches in every direction.',
        '提掉一子后，四颗子围成菱形，这就是开花。没有断点，力量向四面八方延伸，是极好的棋形。',
      ),
    },
    {
      board: fig({ D5: 'X', C4: 'X', E4: 'X', D4: 'O', D3: 'a' }),
      text: w(
        '단수된 돌은 A로 따내어 빵따냄을 만드세요. 격언: "빵따냄은 삼십 집."',
        'Take the stone in atari at A and make the ponnuki. Proverb: "A ponnuki is worth thirty points."',
        '在A提掉被打吃的子，形成开花。格言：“提子开花三十目。”',
      ),
    },
  ],
  questions: [
    capture(
      { C3: 'X', G3: 'X', G4: 'b' },
      w(
        'A로 따내면 빵따냄이 됩니다. B로 두면 상대가 A로 이어 나와 내 돌들이 끊깁니다.',
        'Capturing at A makes a ponnuki. After B, the other side connects out at A and cuts your stones.',
        'A提子就成开花。下B的话，对方在A接出，你的棋被切断。',
      ),
      22,
      { symmetry: 0 },
    ),
    save(
      { C3: 'X', G3: 'O', H4: 'b', B5: 'c' },
      w(
        'A로 이어 나가야 합니다. 다른 곳에 두면 상대가 A로 따내어 빵따냄을 만듭니다.',
        'Connect out at A. Anywhere else, the other side captures at A and gets a ponnuki.',
        '要在A接出去。下在别处，对方在A提子成开花。',
      ),
      21,
      { symmetry: 5, swap: true },
    ),
  ],
});

// 10. The crosscut.
add({
  key: 'crosscut',
  title: w('십자 끊음', 'The crosscut', '扭十字'),
  steps: [
    {
      board: fig({ D4: 'X', E5: 'X', E4: 'O', D5: 'O' }),
      text: w(
        '흑과 백이 서로 대각선으로 맞서 열십자 모양이 된 것을 십자 끊음이라고 합니다. 네 돌이 모두 끊겨 있어 싸움이 시작됩니다.',
        'Black and White stones facing each other diagonally in a cross make a crosscut. All four stones are cut apart, and a fight begins.',
        '黑白双方斜对着形成十字，叫扭十字。四颗子都被断开，战斗开始了。',
      ),
    },
    {
      board: fig({ D4: 'X', E5: 'X', E4: 'O', D5: 'O', D3: '+', E6: '+' }),
      text: w(
        '십자 끊음에서는 단수를 서두르지 말고 한쪽을 뻗으세요. 격언: "십자 끊음엔 한쪽을 뻗어라."',
        'In a crosscut, do not rush to give atari: extend one of your stones. Proverb: "When in doubt in a crosscut, extend."',
        '扭十字时不要急着打吃，先长出一边。格言：“扭十字，长一边。”',
      ),
    },
  ],
  questions: [
    save(
      { C2: 'X', D3: 'O', G2: 'O', H3: 'X', D4: 'b' },
      w(
        '단수된 돌은 A로 뻗어 이어야 합니다. B는 스스로 단수되는 수이고, 단수된 돌도 그대로 남아 잃게 됩니다.',
        'Extend the stone in atari at A. B puts itself in atari and leaves the first atari too: stones are lost.',
        '被打吃的子要在A长出去连上。B自己送进打吃，原来被打吃的子也还在，只会丢子。',
      ),
      20,
      { symmetry: 2, swap: true },
    ),
    capture(
      { C3: 'X', G3: 'O', H2: 'X', F4: 'b', C6: 'c' },
      w(
        'A로 끊은 돌을 따내면 십자 싸움이 끝납니다. 다른 곳에 두면 상대가 A로 이어 나와 싸움이 어려워집니다.',
        'Capturing at A ends the crosscut fight in your favour. Anywhere else, the other side connects out at A and the fight turns hard.',
        'A提掉断子，扭十字的战斗就结束了。下在别处，对方在A接出，战斗就难了。',
      ),
      19,
      { symmetry: 1 },
    ),
  ],
});

// 11. The cutting point.
add({
  key: 'cutting_point',
  title: w('끊는 점', 'The cutting point', '断点'),
  steps: [
    {
      board: fig({ C3: 'X', D4: 'X', C4: 'O', D3: '!' }),
      text: w(
        '대각선으로 놓인 두 돌 옆에 상대 돌이 있으면 반대쪽 점이 끊는 점이 됩니다. 상대가 여기에 두면 돌이 둘로 갈라집니다.',
        'Two stones placed diagonally with an opponent stone beside them have a cutting point on the other side. A move there splits them in two.',
        '斜着的两颗子，旁边有对方的子，另一侧就是断点。对方下在这里，棋就被分成两块。',
      ),
    },
    {
      board: fig({ C3: 'X', D4: 'X', C4: 'O', D3: '+' }),
      text: w(
        '끊는 점은 미리 이어 두거나, 끊겨도 괜찮은지 살펴야 합니다. 격언: "바둑은 끊음에서 시작된다." 상대의 끊는 점은 나의 기회입니다.',
        'Mend a cutting point in time, or make sure a cut does not hurt. Proverb: "The game is born from cuts." The opponent\'s cutting point is your chance.',
        '断点要及时补上，或者确认被断也不要紧。格言：“棋从断处生。”对方的断点就是你的机会。',
      ),
    },
  ],
  questions: [
    save(
      { C2: 'X', B3: 'X', G3: 'O', G6: 'b' },
      w(
        'A로 끊는 점을 지키며 이어야 합니다. B에 두면 상대가 A에 끊고 돌을 따냅니다.',
        'Mend the cutting point by connecting at A. After B, the other side cuts at A and captures.',
        '要在A补断点连上。下B的话，对方在A断并提子。',
      ),
      18,
      { symmetry: 7 },
    ),
    capture(
      { B3: 'O', C2: 'X', H3: 'X', G5: 'b', C5: 'c' },
      w(
        '끊으러 들어온 돌은 A로 따내야 합니다. 놓아두면 상대가 A로 이어 나와 끊는 점이 진짜 끊김이 됩니다.',
        'Take the cutting stone at A. Leave it, and it connects out at A: the cut becomes real.',
        '要在A提掉断子。放着不管，对方在A接出，断点就真的被断了。',
      ),
      17,
      { symmetry: 6, swap: true },
    ),
  ],
});

// 12. The clamp.
add({
  key: 'clamp',
  title: w('껴붙임', 'The clamp', '夹'),
  steps: [
    {
      board: fig({ C3: 'O', B3: 'X', D3: 'X', D4: 'X' }),
      text: w(
        '상대 돌 양옆에 붙여 끼우는 수를 껴붙임이라고 합니다. 상대 돌의 근거를 빼앗는 날카로운 수입니다.',
        "A clamp touches an opponent's stone from both sides. It is a sharp move that takes away the stone's base.",
        '在对方棋子两侧贴住叫夹。这是夺取对方根据地的锐利手段。',
      ),
    },
    {
      board: fig({ C3: 'O', D3: 'X', D4: 'X', B3: '+', C4: 'a' }),
      text: w(
        '삼삼이나 변의 돌을 공격할 때 표시한 곳에 껴붙이면 상대는 A로 나오기 어렵습니다. 다만 뒤에 끊는 점이 없는지 꼭 살피세요.',
        'When attacking a stone on the side, a clamp at the marked point leaves it little room to get out at A. Check first that you have no cutting points behind.',
        '攻击边上的子时，在标记点夹，对方很难从A出头。不过先要看清自己后面没有断点。',
      ),
    },
  ],
  questions: [
    save(
      { B2: 'O', C2: 'X', A2: 'X', G3: 'O', B3: 'b' },
      w(
        'A로 이어 단수를 벗어나세요. B로 아래를 다지는 것은 나중 일이고, 지금은 상대가 A에 두면 돌을 잃습니다.',
        'Get out of atari at A. Firming up below at B can wait; right now the other side plays A and captures.',
        '先在A接上脱离打吃。B加固下面可以以后再下，现在对方下A就会提子。',
      ),
      16,
      { symmetry: 3, swap: true },
    ),
    capture(
      { C2: 'O', B2: 'X', D2: 'X', G3: 'O', D3: 'b', H5: 'c' },
      w(
        'A로 끊은 돌을 따내는 것이 먼저입니다. 아래 껴붙임은 이미 잘 되어 있고, 다른 곳에 두면 상대가 A로 이어 나옵니다.',
        'Capture the cutting stone at A first. The clamp below is already working; anywhere else, the other side connects out at A.',
        '先在A提掉断子。下面的夹已经成立，下在别处，对方在A接出来。',
      ),
      15,
      { symmetry: 4 },
    ),
  ],
});

// 13. The shoulder hit.
add({
  key: 'shoulder_hit',
  title: w('어깨짚기', 'The shoulder hit', '尖冲'),
  steps: [
    {
      board: fig({ D3: 'O', E4: '+' }),
      text: w(
        '상대 돌의 대각선 위를 짚는 수가 어깨짚기입니다. 상대를 낮게 기어가게 하고 나는 바깥에 두터움을 쌓습니다.',
        "Playing diagonally above an opponent's stone is a shoulder hit. It makes them crawl low while you build strength outside.",
        '下在对方棋子斜上方叫尖冲。让对方在低处爬，自己在外面筑起厚势。',
      ),
    },
    {
      board: fig({ D3: 'O', E4: 'X', D4: 'O', E5: '+', F3: '!' }),
      text: w(
        '상대가 밀고 나오면 뻗어서 바깥을 지키세요. 삼선 돌에 어깨짚기를 하면 상대는 집을 얻고 나는 세력을 얻습니다.',
        'When they push, extend and keep the outside. A shoulder hit on a third-line stone trades their territory for your outside strength.',
        '对方冲出来时，长出去守住外面。对三线子尖冲，对方得实地，你得外势。',
      ),
    },
  ],
  questions: [
    save(
      { C2: 'O', G2: 'X', H3: 'b', B3: 'c' },
      w(
        '어깨를 짚은 돌이 단수되었으니 A로 이어 두터움을 지키세요. 다른 곳에 두면 상대가 A로 따냅니다.',
        'Your shoulder-hit stone is in atari: connect at A and keep your strength. Anywhere else, the other side captures at A.',
        '尖冲的子被打吃了，要在A接上保住厚势。下在别处，对方在A提子。',
      ),
      14,
      { symmetry: 6 },
    ),
    capture(
      { G2: 'O', H3: 'O', C2: 'X', B6: 'b' },
      w(
        'A로 따내면 바깥이 튼튼해집니다. B에 두면 상대가 A로 이어 나와 어깨짚기가 헛일이 됩니다.',
        'Capturing at A makes your outside firm. After B, the other side connects out at A and your shoulder hit was for nothing.',
        'A提子，外面就很厚实。下B的话，对方在A接出，尖冲就白下了。',
      ),
      13,
      { symmetry: 2, swap: true },
    ),
  ],
});

// 14. The 2-2 point.
add({
  key: 'two_two_point',
  title: w('2·2의 급소', "The 2-2 point's weakness", '二二路的要点'),
  steps: [
    {
      board: fig({ C3: 'X', D3: 'X', C4: 'X', E3: 'X', C5: 'X', B2: '!' }),
      text: w(
        '귀의 2·2 자리(두 변에서 각각 두 줄째)는 귀 무리의 눈 모양을 정하는 급소입니다. 비워 두면 상대가 들어와 살거나 눈을 빼앗습니다.',
        "The 2-2 point (the second line from both edges) decides a corner group's eye shape. Leave it empty and the opponent can live there or steal an eye.",
        '角上的二二路（离两边都是第二路）决定角上棋块的眼形。空着不管，对方可能在这里做活或破眼。',
      ),
    },
    {
      board: fig({ C3: 'X', D3: 'X', C4: 'X', E3: 'X', C5: 'X', B2: '+' }),
      text: w(
        '귀 무리가 위험할 때는 2·2에 먼저 두어 눈을 확보하세요. 상대의 급소는 나의 급소입니다.',
        "When a corner group is in danger, take the 2-2 point first and secure its eye. The opponent's vital point is your vital point.",
        '角上的棋块危险时，先占二二路确保眼位。敌之要点即我之要点。',
      ),
    },
  ],
  questions: [
    save(
      { B2: 'X', C3: 'X', H2: 'O', A3: 'b' },
      w(
        'A로 이어 돌을 살리는 것이 먼저입니다. B로 귀를 넓혀도 상대가 A에 두면 돌을 잃습니다.',
        'Saving the stone at A comes first. B widens the corner, but the other side plays A and captures.',
        '先在A接上救子。B扩大角部，对方下A还是会提子。',
      ),
      12,
      { symmetry: 5 },
    ),
    capture(
      { B2: 'O', C3: 'O', G2: 'X', A2: 'b', H6: 'c' },
      w(
        'A로 끊은 돌을 따내야 합니다. 귀의 2·2 근처에 두는 B도, C도 늦어서 상대가 A로 이어 나옵니다.',
        'Capture the cutting stone at A. B near the 2-2 point and C are both too slow: the other side connects out at A.',
        '要在A提掉断子。靠近二二路的B和C都太慢，对方在A接出来。',
      ),
      11,
      { symmetry: 3, swap: true },
    ),
  ],
});

// 15. Eye shape versus heavy shape.
add({
  key: 'eye_vs_heavy',
  title: w('눈 모양과 무거운 모양', 'Eye shape versus heavy shape', '眼形与重形'),
  steps: [
    {
      board: fig({
        D5: 'X',
        E5: 'X',
        D4: 'X',
        E4: 'X',
        D6: 'X',
        E6: 'X',
        C5: 'O',
        F5: 'O',
        D3: 'O',
        E7: 'O',
      }),
      text: w(
        '돌이 한가운데에 뭉쳐 눈이 될 곳이 없는 무리를 무겁다고 합니다. 도망만 다니다가 상대에게 이득을 줍니다.',
        'A clump of stones in the open with no room for eyes is heavy. It can only run, and every move it makes helps the opponent.',
        '棋子挤在中间、没有眼位的棋块叫重。只能逃跑，每一步都给对方便宜。',
      ),
    },
    {
      board: fig({ C3: 'X', D3: 'X', E3: 'X', F3: 'X', G2: 'X', B2: 'X', C2: '+', F2: '+' }),
      text: w(
        '변을 따라 넓게 자리 잡은 무리는 눈 모양이 좋아 가볍게 살 수 있습니다. 격언: "무거운 모양을 피하고 가볍게 두어라."',
        'A group spread along the side has good eye shape and lives lightly. Proverb: "Play light, not heavy."',
        '沿着边展开的棋块眼形好，可以轻松做活。格言：“棋要轻灵，不要重。”',
      ),
    },
  ],
  questions: [
    save(
      { C2: 'X', D2: 'X', E2: 'X', G3: 'O', D4: 'b' },
      w(
        'A로 이어 돌을 살리세요. B는 돌을 뭉쳐 무겁게 만들 뿐이고, 상대가 A에 두면 돌을 잃습니다.',
        'Save the stone at A. B only makes a heavy clump, and the other side plays A and captures.',
        '在A接上救子。B只会让棋变重，对方下A就提子。',
      ),
      10,
      { symmetry: 1 },
    ),
    capture(
      { G2: 'O', H2: 'O', C2: 'X', C6: 'b', F4: 'c' },
      w(
        'A로 따내면 빵따냄으로 눈 모양이 좋아집니다. B나 C는 상대가 A로 이어 나오게 합니다.',
        'Capturing at A gives a ponnuki with fine eye shape. B or C lets the other side connect out at A.',
        'A提子成开花，眼形很好。B或C会让对方在A接出。',
      ),
      9,
      { symmetry: 0, swap: true },
    ),
  ],
});

// 16. Thickness versus walls on the edge.
add({
  key: 'thickness_walls',
  title: w('두터움과 낮은 벽', 'Thickness versus walls on the edge', '厚势与低墙'),
  steps: [
    {
      board: fig({ C4: 'X', D4: 'X', E4: 'X', F4: 'X', C3: 'O', D3: 'O', E3: 'O', F3: 'O', G4: '+' }),
      text: w(
        '끊는 점 없이 사선(넷째 줄)에 선 벽은 두터움입니다. 중앙과 상대를 내려다보며 싸움에서 큰 힘이 됩니다.',
        'A wall on the fourth line with no cutting points is thickness. It looks over the centre and is a great help in every fight.',
        '在第四线、没有断点的墙就是厚势。它面向中腹，在战斗中力量很大。',
      ),
    },
    {
      board: fig({ C2: 'X', D2: 'X', E2: 'X', F2: 'X', C3: 'O', D3: 'O', E3: 'O', F3: 'O', G2: '!' }),
      text: w(
        '이선에 기어가는 벽은 두터움이 아니라 낮은 벽입니다. 집은 조금뿐이고 상대의 벽만 키워 줍니다. 격언: "이선은 패배선", "두터움에 다가가지 마라."',
        'A wall crawling on the second line is not thickness, just a low wall: a little territory, and the opponent\'s wall grows. Proverbs: "The second line is the line of defeat", "Stay away from thickness."',
        '在二线爬的墙不是厚势，只是低墙：实地很少，还帮对方筑墙。格言：“二线是败线”，“远离厚势。”',
      ),
    },
  ],
  questions: [
    save(
      { C2: 'X', D2: 'X', B3: 'O', J2: 'b', H5: 'c' },
      w(
        'A로 이어 바깥의 두터움을 지키세요. 다른 곳에 두면 상대가 A로 따내어 벽이 무너집니다.',
        'Connect at A and keep your outside strength. Anywhere else, the other side captures at A and your wall falls apart.',
        '在A接上保住外势。下在别处，对方在A提子，你的墙就垮了。',
      ),
      8,
      { symmetry: 4, swap: true },
    ),
    capture(
      { C2: 'X', D2: 'X', B3: 'O', G2: 'O', H3: 'b' },
      w(
        'A로 따내면 끊는 점 없는 두터움이 됩니다. B로 이선을 기면 상대가 A로 이어 나와 내 돌이 끊깁니다.',
        'Capturing at A leaves thickness with no cutting points. Crawling on the second line at B lets the other side connect out at A and cut you.',
        'A提子，形成没有断点的厚势。B在二线爬，对方就在A接出，把你切断。',
      ),
      7,
      { symmetry: 5 },
    ),
  ],
});
