// The texts of generated missions in Korean, English and Chinese: a short name per technique (mission
// titles), a prompt per kind of question with the player's colour filled in, and a hint per technique and
// question. Go terms as players use them: 단수/atari/打吃, 축/ladder/征子, 장문/net/枷吃, 환격/snapback/倒扑,
// 먹여치기/throw-in/扑, 패/ko/劫, 옥집/false eye/假眼, 급소/vital point/要点, 삶/life/活, 죽음/death/死.
import type { Color } from '../../src/domain/go/stones';
import { BLACK } from '../../src/domain/go/stones';
import type { Technique } from '../../src/domain/content/techniques';
import type { LocalizedText } from '../../src/domain/content/text';
import type { HintFacts } from './hintFacts';
import type { PromptKind } from './templates';

export const text = (ko: string, en: string, zh: string): LocalizedText => ({
  'ko-KR': ko,
  'en-US': en,
  'zh-CN': zh,
});

export const techniqueNames: Readonly<Record<Technique, LocalizedText>> = {
  atari: text('단수', 'Atari', '打吃'),
  capture: text('잡기', 'Capturing', '吃子'),
  escape: text('도망', 'Escaping', '逃子'),
  ladder: text('축', 'Ladder', '征子'),
  net: text('장문', 'Net', '枷吃'),
  snapback: text('환격', 'Snapback', '倒扑'),
  throw_in: text('먹여치기', 'Throw-in', '扑'),
  connect: text('연결', 'Connecting', '连接'),
  cut: text('끊기', 'Cutting', '切断'),
  capture_race: text('수상전', 'Capturing race', '对杀'),
  eyes: text('눈', 'Eyes', '眼'),
  life_death: text('사활', 'Life and death', '死活'),
  ko: text('패', 'Ko', '劫'),
  tactics: text('수읽기', 'Reading', '计算'),
  endgame: text('끝내기', 'Endgame', '官子'),
  opening: text('포석', 'Opening', '布局'),
};

interface Colors {
  readonly ko: string;
  readonly en: string;
  readonly enLower: string;
  readonly zh: string;
}

function colors(color: Color): Colors {
  return color === BLACK
    ? { ko: '흑', en: 'Black', enLower: 'black', zh: '黑' }
    : { ko: '백', en: 'White', enLower: 'white', zh: '白' };
}

/**
 * Other wordings of the common questions (`variant` picks one from the board, 0 the plain one). None of
 * them says how: the question only.
 */
function promptVariant(
  kind: PromptKind,
  p: Colors,
  o: Colors,
  stones: number,
  variant: number,
): LocalizedText | null {
  const en = stones === 1 ? 'stone' : 'stones';
  const pick = variant % 3;
  if (pick === 0) return null;
  switch (kind) {
    case 'capture':
      return pick === 1
        ? text(
            `${p.ko} 차례입니다. 표시된 ${o.ko}돌을 따낼 수 있을까요?`,
            `${p.en} to play. Can you capture the marked ${o.enLower} ${en}?`,
            `${p.zh}先。能吃掉标记的${o.zh}子吗？`,
          )
        : text(
            `${p.ko} 차례입니다. 표시된 ${o.ko}돌이 달아나기 전에 잡으세요.`,
            `${p.en} to play. Catch the marked ${o.enLower} ${en} before ${stones === 1 ? 'it gets' : 'they get'} away.`,
            `${p.zh}先。在标记的${o.zh}子逃走之前吃掉它。`,
          );
    case 'save':
      return pick === 1
        ? text(
            `${p.ko} 차례입니다. 표시된 ${p.ko}돌이 위험합니다. 구해 내세요.`,
            `${p.en} to play. The marked ${p.enLower} ${stones === 1 ? 'stone is' : 'stones are'} in danger: rescue ${stones === 1 ? 'it' : 'them'}.`,
            `${p.zh}先。标记的${p.zh}子有危险，把它救出来。`,
          )
        : text(
            `${p.ko} 차례입니다. 표시된 ${p.ko}돌을 상대가 잡지 못하게 하세요.`,
            `${p.en} to play. Make sure the marked ${p.enLower} ${en} cannot be captured.`,
            `${p.zh}先。让标记的${p.zh}子不被对方吃掉。`,
          );
    case 'live':
      return pick === 1
        ? text(
            `${p.ko} 차례입니다. 둘러싸인 ${p.ko} 무리를 살려 보세요.`,
            `${p.en} to play. The marked ${p.enLower} group is surrounded: find the way to live.`,
            `${p.zh}先。标记的${p.zh}棋被围住了，找出活棋的下法。`,
          )
        : text(
            `${p.ko} 차례입니다. 표시된 ${p.ko} 무리가 사는 한 수는 어디일까요?`,
            `${p.en} to play. Which move lets the marked ${p.enLower} group live?`,
            `${p.zh}先。哪一手能让标记的${p.zh}棋活？`,
          );
    case 'kill':
      return pick === 1
        ? text(
            `${p.ko} 차례입니다. 표시된 ${o.ko} 무리가 살지 못하게 하세요.`,
            `${p.en} to play. Do not let the marked ${o.enLower} group live.`,
            `${p.zh}先。不让标记的${o.zh}棋做活。`,
          )
        : text(
            `${p.ko} 차례입니다. 표시된 ${o.ko} 무리를 잡는 한 수를 찾으세요.`,
            `${p.en} to play. Find the move that kills the marked ${o.enLower} group.`,
            `${p.zh}先。找出杀死标记的${o.zh}棋的一手。`,
          );
    default:
      return null;
  }
}

/**
 * What the player is asked, with the player's colour; `stones` is how many stones are marked, `variant`
 * picks one of the wordings (0: the plain one).
 */
export function promptText(kind: PromptKind, player: Color, stones = 2, variant = 0): LocalizedText {
  const p = colors(player);
  const o = colors(-player as Color);
  const en = stones === 1 ? 'stone' : 'stones';
  const other = promptVariant(kind, p, o, stones, variant);
  if (other !== null) return other;
  switch (kind) {
    case 'capture':
      return text(
        `${p.ko} 차례입니다. 표시된 ${o.ko}돌을 잡으세요.`,
        `${p.en} to play. Capture the marked ${o.enLower} ${en}.`,
        `${p.zh}先。吃掉标记的${o.zh}子。`,
      );
    case 'cut':
      return text(
        `${p.ko} 차례입니다. 끊어서 표시된 ${o.ko}돌을 잡으세요.`,
        `${p.en} to play. Cut, and capture the marked ${o.enLower} ${en}.`,
        `${p.zh}先。切断并吃掉标记的${o.zh}子。`,
      );
    case 'save':
      return text(
        `${p.ko} 차례입니다. 표시된 ${p.ko}돌을 살리세요.`,
        `${p.en} to play. Save the marked ${p.enLower} ${en}.`,
        `${p.zh}先。救出标记的${p.zh}子。`,
      );
    case 'connect':
      return text(
        `${p.ko} 차례입니다. 표시된 ${p.ko}돌이 잡히지 않도록 연결하세요.`,
        `${p.en} to play. Connect the marked ${p.enLower} stones so that none of them can be captured.`,
        `${p.zh}先。把标记的${p.zh}子连接起来，不让对方吃掉。`,
      );
    case 'live':
      return text(
        `${p.ko} 차례입니다. 표시된 ${p.ko}을 살리세요.`,
        `${p.en} to play. Make the marked ${p.enLower} group live.`,
        `${p.zh}先。做活标记的${p.zh}棋。`,
      );
    case 'kill':
      return text(
        `${p.ko} 차례입니다. 표시된 ${o.ko}을 잡으세요.`,
        `${p.en} to play. Kill the marked ${o.enLower} group.`,
        `${p.zh}先。杀死标记的${o.zh}棋。`,
      );
    case 'ko_take':
      return text(
        `${p.ko} 차례입니다. 표시된 ${o.ko}돌을 따내세요. 패가 됩니다.`,
        `${p.en} to play. Capture the marked ${o.enLower} stone: it is a ko.`,
        `${p.zh}先。提掉标记的${o.zh}子，这是一个劫。`,
      );
    case 'ko_live':
      return text(
        `${p.ko} 차례입니다. 귀의 ${p.ko}은 그냥은 살 수 없습니다. 패를 만드는 수를 찾으세요.`,
        `${p.en} to play. The ${p.enLower} group cannot live outright: find the move that makes a ko.`,
        `${p.zh}先。${p.zh}棋无法净活，请找出做成劫的一手。`,
      );
    case 'ko_kill':
      return text(
        `${p.ko} 차례입니다. 귀의 ${o.ko}은 그냥은 잡을 수 없습니다. 패를 만드는 수를 찾으세요.`,
        `${p.en} to play. The ${o.enLower} group cannot be killed outright: find the move that makes a ko.`,
        `${p.zh}先。${o.zh}棋无法净杀，请找出做成劫的一手。`,
      );
    case 'best_move':
      return text(
        `${p.ko} 차례입니다. 지금 가장 좋은 곳은 어디일까요?`,
        `${p.en} to play. Where is the best move now?`,
        `${p.zh}先。现在最好的一手在哪里？`,
      );
  }
}

const hints: Readonly<Partial<Record<Technique, Partial<Record<PromptKind, LocalizedText>>>>> = {
  atari: {
    capture: text(
      '활로가 하나 남은 돌은 단수입니다. 마지막 활로에 두면 따낼 수 있습니다.',
      'Stones with one liberty left are in atari. Play on that last liberty to capture them.',
      '只剩一口气的棋子处于被打吃的状态。下在最后一口气上就能提掉它们。',
    ),
  },
  capture: {
    capture: text(
      '돌을 변이나 내 돌 쪽으로 모는 방향에서 단수하세요.',
      'Give atari from the side that drives the stones toward the edge or toward your own stones.',
      '从把对方赶向边线或己方棋子的方向打吃。',
    ),
  },
  escape: {
    save: text(
      '넓은 쪽으로 뻗어 활로를 늘리거나, 활로가 하나뿐인 상대 돌을 따내세요.',
      'Extend toward open space to gain liberties, or capture an attacking stone that has only one liberty.',
      '向宽阔处长出增加气，或者提掉只剩一口气的对方棋子。',
    ),
  },
  ladder: {
    capture: text(
      '계속 단수를 쳐서 상대 돌의 활로가 늘 하나만 남게 하세요. 돌은 대각선으로 쫓겨 갑니다.',
      'Keep giving atari so that the stones always have a single liberty; they run diagonally until they die.',
      '连续打吃，让对方始终只有一口气，对方沿斜线逃跑直到被吃掉。',
    ),
  },
  net: {
    capture: text(
      '바로 단수하지 말고, 도망갈 길을 한꺼번에 막는 수로 가두세요.',
      'Do not give atari at once: a loose move that closes every escape route catches the stones.',
      '不要急于打吃，用一步同时封住所有去路的枷吃把它罩住。',
    ),
  },
  snapback: {
    capture: text(
      '한 점을 먹여 주세요. 상대가 따내면 그 자리에서 더 많은 돌을 되따낼 수 있습니다.',
      'Offer one stone. If it is captured, you capture more stones back on the same point.',
      '先送一子。对方提子后，你可以在同一点反提更多的棋子。',
    ),
  },
  throw_in: {
    kill: text(
      '잡힐 자리에 먹여치세요. 상대가 따내도 그 자리는 옥집이 되거나 궁도가 줄어듭니다.',
      'Throw in a stone where it can be captured: even after it is taken, the eye there is false or the space too small.',
      '在会被提掉的地方扑入。即使被提，那里也只是假眼，或者眼位不够了。',
    ),
    capture: text(
      '잡힐 자리에 먹여치세요. 상대가 따내는 동안 활로가 줄어듭니다.',
      'Throw in a stone where it can be captured: taking it costs the opponent liberties.',
      '在会被提掉的地方扑入。对方提子时，自己的气也紧了。',
    ),
  },
  connect: {
    connect: text(
      '끊길 수 있는 곳을 찾아 미리 이으세요.',
      'Find the point where your stones could be cut, and connect there first.',
      '找到可能被切断的地方，先连接上。',
    ),
  },
  cut: {
    cut: text(
      '먼저 끊어서 상대 돌을 둘로 나누세요. 그러면 한쪽의 활로가 모자랍니다.',
      'Cut first to split the stones in two; then one part runs short of liberties.',
      '先切断，把对方分成两块，其中一块的气就不够了。',
    ),
  },
  eyes: {
    live: text(
      '진짜 눈이 두 개 있어야 삽니다. 눈의 대각선 자리도 지키세요.',
      'A group needs two real eyes to live. Guard the diagonal points of your eyes too.',
      '需要两只真眼才能活。眼的斜角也要守住。',
    ),
    kill: text(
      '눈 하나를 옥집으로 만들거나, 두 번째 눈이 날 자리를 먼저 차지하세요.',
      'Turn one of the eyes into a false eye, or take the point where the second eye would be made.',
      '把其中一只眼破成假眼，或者抢先占据第二只眼的位置。',
    ),
  },
  life_death: {
    live: text(
      '궁도의 급소에 두어 두 집을 만드세요.',
      'Play the vital point of the eye space to make two eyes.',
      '下在眼位的要点上，做出两只眼。',
    ),
    kill: text(
      '궁도의 급소를 차지해 한 집밖에 나지 않게 하세요.',
      'Take the vital point of the eye space so that only one eye can be made.',
      '点在眼位的要点上，让对方只能做出一只眼。',
    ),
  },
  ko: {
    ko_take: text(
      '한 점을 따내세요. 상대는 바로 되따낼 수 없고, 다른 곳에 한 수 두어야 합니다.',
      'Capture the single stone. Your opponent may not take back at once and must play elsewhere first.',
      '提掉这一子。对方不能马上提回，必须先在别处下一手。',
    ),
    ko_live: text(
      '완전히 살 수는 없습니다. 패로 버티는 것이 최선입니다.',
      'There is no way to live outright; a ko is the best you can get.',
      '无法净活，打劫是最好的结果。',
    ),
    ko_kill: text(
      '완전히 잡을 수는 없습니다. 패로 만드는 것이 최선입니다.',
      'There is no way to kill outright; a ko is the best you can get.',
      '无法净杀，打劫是最好的结果。',
    ),
  },
  tactics: {
    capture: text(
      '두기 전에 수순을 끝까지 읽으세요. 상대가 가장 강하게 버티는 수도 생각하세요.',
      'Read the whole sequence before you play, including the opponent’s strongest resistance.',
      '下之前把整个变化算清楚，也要考虑对方最顽强的抵抗。',
    ),
  },
};

const fallbackHint = text(
  '상대의 가장 좋은 응수를 생각하며 수순을 읽어 보세요.',
  'Read the sequence, thinking of your opponent’s best answer to each move.',
  '算一算变化，想想对方对每一手最好的应对。',
);

const factHints = {
  notAtari: text(
    '곧바로 단수하면 돌이 달아납니다. 먼저 달아날 길을 막는 수를 찾아보세요.',
    'An atari right away lets the stones run. Look for a move that closes their way out first.',
    '直接打吃会让对方逃掉。先找一手封住对方去路的棋。',
  ),
  sacrifice: text(
    '때로는 한 점을 먼저 버려야 합니다. 상대가 따내는 동안 상대의 활로가 줄어듭니다.',
    'Sometimes a stone must be given up first: while the opponent takes it, their liberties run short.',
    '有时要先弃一子。对方提子的同时，自己的气也紧了。',
  ),
  // Korean and Chinese name one stone and several alike; English says which.
  count: (n: number, oneStone: boolean) =>
    text(
      `표시된 돌의 활로는 ${n}개입니다. 어느 쪽에서 단수해야 달아날 곳이 없을지 생각해 보세요.`,
      oneStone
        ? `The marked stone has ${n} liberties. Which atari leaves it nowhere to go?`
        : `The marked stones have ${n} liberties. Which atari leaves them nowhere to go?`,
      `标记的棋子有${n}口气。从哪一边打吃，才能让它无路可逃？`,
    ),
  saveByCapture: text(
    '공격하는 돌 가운데 활로가 모자란 돌이 있는지 살펴보세요.',
    'Check whether one of the attacking stones is itself short of liberties.',
    '看看进攻的棋子中有没有自己气紧的。',
  ),
  saveByExtend: text(
    '둘 곳마다 활로가 몇 개가 되는지, 상대가 어떻게 받는지 세어 보세요.',
    'For each candidate, count the liberties it leaves and how the opponent answers.',
    '每一个候选点，数一数下完后的气，想想对方怎么应。',
  ),
};

/** Techniques whose own capture hint tells the player to give atari. */
const atariHints: ReadonlySet<Technique> = new Set(['capture', 'ladder']);

/**
 * The hint of a problem: the technique's own, unless the facts of the first right move contradict it
 * (an atari hint where the answer is no atari), and a hint from the facts where the technique has none
 * of its own ("reading", cuts without an atari, escapes).
 */
export function hintText(technique: Technique, kind: PromptKind, facts?: HintFacts): LocalizedText {
  const own = hints[technique]?.[kind] ?? hints[technique]?.capture;
  if (facts === undefined || facts.atari === null) return own ?? fallbackHint;
  if (kind === 'capture' || kind === 'cut') {
    if (atariHints.has(technique) && !facts.atari)
      return facts.sacrifice ? factHints.sacrifice : factHints.notAtari;
    if (technique === 'tactics' || technique === 'capture') {
      if (facts.sacrifice) return factHints.sacrifice;
      if (!facts.atari) return factHints.notAtari;
      if (facts.liberties !== null && facts.liberties >= 2 && facts.variant % 2 === 1)
        return factHints.count(facts.liberties, facts.targetStones === 1);
    }
    return own ?? fallbackHint;
  }
  if (kind === 'save' && technique !== 'escape')
    return facts.captures ? factHints.saveByCapture : factHints.saveByExtend;
  if (kind === 'save' && facts.variant % 2 === 1)
    return facts.captures ? factHints.saveByCapture : factHints.saveByExtend;
  return own ?? fallbackHint;
}

/** "Ladder 3" / "축 3" / "征子 3". */
export function numbered(name: LocalizedText, n: number): LocalizedText {
  return text(`${name['ko-KR']} ${n}`, `${name['en-US']} ${n}`, `${name['zh-CN']} ${n}`);
}
