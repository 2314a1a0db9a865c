// The hand-written problems: endgame basics and opening principles, best-move problems with a clear single
// best move (or a small set of equivalent ones, all marked right). Their reasoning, written next to each
// board, is repeated in docs/content.md; `checkBoards` in the tests proves the board facts the reasoning
// relies on (the one open border point of every endgame board, the empty corner of every opening board).
//
// Endgame boards are finished positions on 9×9 with solid walls and big territories, where exactly one
// border point is still open: whoever plays it gains it (about two points in gote, counted by area or by
// territory), and every other move gains nothing. So the open point is the best move for both colours,
// and each board is used twice, once with each side to play.
import type { LocalizedText } from '../../src/domain/content/text';
import type { ProblemJson } from '../../src/domain/go/problemJson';
import { text } from './texts';

export interface HandProblem {
  readonly problem: ProblemJson;
  readonly prompt: LocalizedText;
  readonly hint: LocalizedText;
}

interface EndgameBoard {
  readonly rows: readonly string[];
  /** The one open border point. */
  readonly gap: string;
  /** Plausible other moves: blocking one line back, jumping into the other side, elsewhere. */
  readonly others: readonly string[];
  readonly why: string;
}

export const endgameBoards: readonly EndgameBoard[] = [
  {
    // Vertical border, the hole in the middle of Black's wall: D5 for both sides.
    rows: [
      '...XO....',
      '...XO....',
      '...XO....',
      '...XO....',
      '....O....',
      '...XO....',
      '...XO....',
      '...XO....',
      '...XO....',
    ],
    gap: 'D5',
    others: ['C5', 'F5', 'B2'],
    why: 'The only point touching both colours is D5. Black D5 closes the wall; White D5 pushes in and Black must block at C5.',
  },
  {
    // Horizontal border, the hole in White's wall: D4 for both sides.
    rows: [
      '.........',
      '.........',
      '.........',
      '.........',
      'XXXXXXXXX',
      'OOO.OOOOO',
      '.........',
      '.........',
      '.........',
    ],
    gap: 'D4',
    others: ['D3', 'D6', 'G7'],
    why: 'D4 is the only open border point. Black D4 pushes in, connected to the wall above; White D4 closes it.',
  },
  {
    // A bent border reaching the bottom edge; the first-line point D1 is still open.
    rows: [
      '....XO...',
      '....XO...',
      '...XXO...',
      '...XOO...',
      '...XO....',
      '..XXO....',
      '..XOO....',
      '..XO.....',
      '..X......',
    ],
    gap: 'D1',
    others: ['E1', 'B1', 'G5'],
    why: 'D1 touches Black C1 and White D2 and nothing else is open. E1 would be cut off by White D1.',
  },
  {
    // A border turning along the fourth line; the hole at E3 in White's third-line wall.
    rows: [
      '......XO.',
      '......XO.',
      '.....XXO.',
      '.....XOO.',
      '....XXO..',
      'XXXXXOO..',
      'OOOO.O...',
      '.........',
      '.........',
    ],
    gap: 'E3',
    others: ['E2', 'D5', 'H3'],
    why: 'E3 is the one point next to both walls. Black E3 pushes in from E4; White E3 closes its wall.',
  },
  {
    // A border meeting the top edge; the first-line point E9 is open.
    rows: [
      '...X.....',
      '...XO....',
      '...XO....',
      '..XXO....',
      '..XOO....',
      '..XO.....',
      '.XXO.....',
      '.XOO.....',
      '.XO......',
    ],
    gap: 'E9',
    others: ['F9', 'C9', 'G5'],
    why: 'E9 touches Black D9 and White E8; F9 would be cut off by White E9, C9 fills Black’s own territory.',
  },
];

const endgamePrompt = (black: boolean): LocalizedText =>
  black
    ? text(
        '흑 차례입니다. 끝내기에서 가장 큰 곳은 어디일까요?',
        'Black to play. Which is the biggest endgame move?',
        '黑先。现在最大的官子在哪里？',
      )
    : text(
        '백 차례입니다. 끝내기에서 가장 큰 곳은 어디일까요?',
        'White to play. Which is the biggest endgame move?',
        '白先。现在最大的官子在哪里？',
      );

const endgameHint = text(
  '아직 닫히지 않은 경계가 집의 크기를 정합니다. 내 쪽 구멍은 막고, 상대 쪽 구멍으로는 밀고 들어가세요.',
  'Open borders decide the score. Close the hole in your own wall, or push into the hole in your opponent’s.',
  '还没封住的边界决定目数。自己的缺口要补上，对方的缺口要冲进去。',
);

function endgameProblems(): HandProblem[] {
  const out: HandProblem[] = [];
  for (const toMove of ['B', 'W'] as const) {
    for (const b of endgameBoards) {
      out.push({
        problem: {
          board: b.rows,
          toMove,
          goal: { kind: 'best_move' },
          tree: [
            { line: b.gap, result: 'right' },
            // Every other move lets the opponent take the open point.
            ...b.others.map((m) => ({ line: `${m} ${b.gap}`, result: 'wrong' as const })),
          ],
        },
        prompt: endgamePrompt(toMove === 'B'),
        hint: endgameHint,
      });
    }
  }
  return out;
}

interface OpeningBoard {
  /** Stones as GTP vertices on 13×13: "X:D11,K11 O:D4,K4". */
  readonly stones: string;
  readonly toMove: 'B' | 'W';
  readonly right: readonly string[];
  readonly wrong: readonly string[];
  readonly kind: 'corner' | 'side';
  readonly why: string;
}

const COLUMNS = 'ABCDEFGHJKLMN';

/** 13×13 rows from "X:D11,K11 O:D4" (GTP names, row 13 at the top). */
export function board13(stones: string): string[] {
  const grid = Array.from({ length: 13 }, () => new Array<string>(13).fill('.'));
  for (const part of stones.split(' ')) {
    const [color, list] = part.split(':');
    for (const name of (list ?? '').split(',')) {
      const x = COLUMNS.indexOf(name[0] ?? '');
      const y = 13 - Number(name.slice(1));
      const row = grid[y];
      if (row !== undefined && x >= 0) row[x] = color === 'X' ? 'X' : 'O';
    }
  }
  return grid.map((r) => r.join(''));
}

// 13×13 boards. Corner problems: three corners are taken, the fourth is empty; its 3-3, 3-4, 4-3 and 4-4
// points are all right (corners first: a corner is the easiest place to make points), while the centre,
// a side point, an approach to a taken corner and the low 2-2 point are wrong. Side problems: every corner
// and three sides hold a stone, one side is wide open; the third- and fourth-line points in its middle are
// all right, the first and second lines (too low, too small) and the centre (too high, too thin) wrong.
export const openingBoards: readonly OpeningBoard[] = [
  {
    stones: 'O:K10 X:D4,K4',
    toMove: 'W',
    right: ['C11', 'C10', 'D11', 'D10'],
    wrong: ['G7', 'G4', 'K7', 'B12'],
    kind: 'corner',
    why: 'The top-left corner is the only empty one.',
  },
  {
    stones: 'X:D11 O:C4,K4',
    toMove: 'B',
    right: ['K11', 'K10', 'L11', 'L10'],
    wrong: ['G7', 'G11', 'D5', 'M12'],
    kind: 'corner',
    why: 'The top-right corner is the only empty one; D5 approaches a corner that is already taken.',
  },
  {
    stones: 'O:C11 X:K11,L3',
    toMove: 'W',
    right: ['C3', 'C4', 'D3', 'D4'],
    wrong: ['G7', 'G11', 'K5', 'B2'],
    kind: 'corner',
    why: 'The bottom-left corner is the only empty one; K5 approaches a corner that is already taken.',
  },
  {
    stones: 'O:D11 X:K11,D4',
    toMove: 'W',
    right: ['K3', 'K4', 'L3', 'L4'],
    wrong: ['G7', 'G4', 'F3', 'M2'],
    kind: 'corner',
    why: 'The bottom-right corner is the only empty one; F3 approaches a corner that is already taken.',
  },
  {
    stones: 'X:D11,K4 O:D4',
    toMove: 'W',
    right: ['K11', 'K10', 'L11', 'L10'],
    wrong: ['G7', 'G10', 'L6', 'M12'],
    kind: 'corner',
    why: 'The top-right corner is the only empty one; L6 approaches a corner that is already taken.',
  },
  {
    stones: 'O:D11,L4 X:C4',
    toMove: 'B',
    right: ['K11', 'K10', 'L11', 'L10'],
    wrong: ['G7', 'G4', 'F11', 'M12'],
    kind: 'corner',
    why: 'The top-right corner is the only empty one; F11 approaches a corner that is already taken.',
  },
  {
    stones: 'X:D11,K11,L7 O:C7,D4,K4,G3',
    toMove: 'B',
    right: ['F11', 'F10', 'G11', 'G10', 'H11', 'H10'],
    wrong: ['G13', 'G12', 'G7', 'G5'],
    kind: 'side',
    why: 'Only the top side, between Black’s two corners, is open.',
  },
  {
    stones: 'X:D11,D4,G11,G3 O:K11,K4,C7',
    toMove: 'W',
    right: ['L8', 'K8', 'L7', 'K7', 'L6', 'K6'],
    wrong: ['N7', 'M7', 'G7', 'F9'],
    kind: 'side',
    why: 'Only the right side, between White’s two corners, is open.',
  },
  {
    stones: 'X:D4,K4,C7 O:D11,K11,G11,L7',
    toMove: 'B',
    right: ['F4', 'F3', 'G4', 'G3', 'H4', 'H3'],
    wrong: ['G1', 'G2', 'G7', 'G9'],
    kind: 'side',
    why: 'Only the bottom side, between Black’s two corners, is open.',
  },
  {
    stones: 'O:D11,D4,G3 X:K11,K4,G11,L7',
    toMove: 'W',
    right: ['C8', 'D8', 'C7', 'D7', 'C6', 'D6'],
    wrong: ['A7', 'B7', 'G7', 'H7'],
    kind: 'side',
    why: 'Only the left side, between White’s two corners, is open.',
  },
];

const openingPrompt = (o: OpeningBoard): LocalizedText => {
  const black = o.toMove === 'B';
  if (o.kind === 'corner') {
    return black
      ? text(
          '흑 차례입니다. 지금 가장 큰 곳은 어디일까요?',
          'Black to play. Which is the biggest point now?',
          '黑先。现在最大的地方在哪里？',
        )
      : text(
          '백 차례입니다. 지금 가장 큰 곳은 어디일까요?',
          'White to play. Which is the biggest point now?',
          '白先。现在最大的地方在哪里？',
        );
  }
  return black
    ? text(
        '흑 차례입니다. 비어 있는 변으로 벌리세요.',
        'Black to play. Extend along the open side.',
        '黑先。在空着的边上拆边。',
      )
    : text(
        '백 차례입니다. 비어 있는 변으로 벌리세요.',
        'White to play. Extend along the open side.',
        '白先。在空着的边上拆边。',
      );
};

const openingHints = {
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
};

function openingProblems(): HandProblem[] {
  return openingBoards.map((o) => ({
    problem: {
      board: board13(o.stones),
      toMove: o.toMove,
      goal: { kind: 'best_move' },
      tree: [
        ...o.right.map((m) => ({ line: m, result: 'right' as const })),
        ...o.wrong.map((m) => ({ line: m, result: 'wrong' as const })),
      ],
    },
    prompt: openingPrompt(o),
    hint: openingHints[o.kind],
  }));
}

export function handWritten(set: 'endgame' | 'opening'): HandProblem[] {
  return set === 'endgame' ? endgameProblems() : openingProblems();
}
