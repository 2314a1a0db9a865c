// The hand-made theory lessons on good and bad shape (issue 15): each a few steps on a 9×9 board with
// marks ('good' a triangle, 'bad' a cross, letters) and text in the three languages, and two closing
// questions whose answer is tactically decisive (the wrong choice loses stones), proven like the pack's
// generated positions (the engine's margin and GNU Go, build.ts and content:check).
//
// Boards are written as rows from the top. In a step: 'X' black, 'O' white, '.' empty, '+' an empty
// point marked good, '!' an empty point marked bad, 'a'…'d' an empty point labelled A…D. In a question:
// 'a'…'d' the candidates (A…D); the rest as in a step.
import type { TheoryLesson, TheoryStep, TrainerPosition } from '../../../src/domain/content/bpower';
import { transformXY, type Symmetry } from '../../../src/domain/content/symmetry';
import { GTP_COLUMNS } from '../../../src/domain/go/coords';
import type { ContentLocale, LocalizedText } from '../../../src/domain/content/text';
import { shapeLessonSpecs } from './shapeLessonSpecs';

type Words = LocalizedText;

export interface StepSpec {
  readonly board: readonly string[];
  readonly text: Words;
}

export interface QuestionSpec {
  readonly kind: 'best_move' | 'better_shape';
  readonly board: readonly string[];
  /** The candidate letter of the answer. */
  readonly answer: string;
  /** A stone of the marked group, as a GTP vertex on the board as written. */
  readonly group: string;
  /** Per wrong candidate letter, the opponent's punishing reply (GTP vertex on the board as written). */
  readonly punish: Readonly<Record<string, string>>;
  readonly reason: Words;
  /** The board turned by this symmetry and, when `swap`, the colours swapped (the student plays White). */
  readonly symmetry?: Symmetry;
  readonly swap?: boolean;
  /** The trainer step it serves (40 easiest … 1). */
  readonly step: number;
}

export interface LessonSpec {
  readonly key: string;
  readonly title: Words;
  readonly steps: readonly StepSpec[];
  readonly questions: readonly QuestionSpec[];
}

const SIZE = 9;

const vertexOf = (x: number, y: number) => `${GTP_COLUMNS[x]}${SIZE - y}`;

function xyOf(vertex: string): [number, number] {
  return [GTP_COLUMNS.indexOf(vertex[0] ?? ''), SIZE - Number(vertex.slice(1))];
}

function turn(rows: readonly string[], symmetry: Symmetry, swap: boolean): string[] {
  const out = Array.from({ length: SIZE }, () => new Array<string>(SIZE).fill('.'));
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      let c = rows[y]?.[x] ?? '.';
      if (swap) c = c === 'X' ? 'O' : c === 'O' ? 'X' : c;
      const [tx, ty] = transformXY(SIZE, x, y, symmetry);
      const row = out[ty];
      if (row) row[tx] = c;
    }
  return out.map((r) => r.join(''));
}

function turnVertex(vertex: string, symmetry: Symmetry): string {
  const [x, y] = xyOf(vertex);
  const [tx, ty] = transformXY(SIZE, x, y, symmetry);
  return vertexOf(tx, ty);
}

/** Stones only ('X', 'O', '.'), and the marked points by symbol. */
function split(rows: readonly string[]): { board: string[]; marks: Map<string, string> } {
  const marks = new Map<string, string>();
  const board = rows.map((row, y) =>
    [...row]
      .map((c, x) => {
        if (c === 'X' || c === 'O' || c === '.') return c;
        marks.set(c, vertexOf(x, y));
        return '.';
      })
      .join(''),
  );
  return { board, marks };
}

function stepOf(spec: StepSpec): TheoryStep {
  const marks: { vertex: string; mark: string }[] = [];
  const board = spec.board.map((row, y) =>
    [...row]
      .map((c, x) => {
        if (c === 'X' || c === 'O' || c === '.') return c;
        const mark = c === '+' ? 'good' : c === '!' ? 'bad' : c.toUpperCase();
        marks.push({ vertex: vertexOf(x, y), mark });
        return '.';
      })
      .join(''),
  );
  return { text: spec.text, size: SIZE, board, marks };
}

const colourWord: Record<'B' | 'W', Words> = {
  B: { 'ko-KR': '흑', 'en-US': 'Black', 'zh-CN': '黑' },
  W: { 'ko-KR': '백', 'en-US': 'White', 'zh-CN': '白' },
};

function questionText(kind: QuestionSpec['kind'], toMove: 'B' | 'W', count: number): Words {
  const c = (l: ContentLocale) => colourWord[toMove][l];
  const letters = ['A', 'B', 'C', 'D'].slice(0, count);
  const list = (or: string) => `${letters.slice(0, -1).join(', ')}${or}${letters[letters.length - 1] ?? ''}`;
  if (kind === 'better_shape')
    return {
      'ko-KR': `${c('ko-KR')} 차례입니다. A와 B 가운데 어느 쪽이 더 좋은 모양일까요?`,
      'en-US': `${c('en-US')} to play. Which is the better shape, A or B?`,
      'zh-CN': `${c('zh-CN')}先。A和B，哪一手棋形更好？`,
    };
  return {
    'ko-KR': `${c('ko-KR')} 차례입니다. 표시된 돌을 생각하면 ${list(', ')} 가운데 어느 수가 가장 좋을까요?`,
    'en-US': `${c('en-US')} to play. Think of the marked stones: which move is best, ${list(' or ')}?`,
    'zh-CN': `${c('zh-CN')}先。想一想标记的棋子：${list('、')}中哪一手最好？`,
  };
}

function questionOf(id: string, spec: QuestionSpec): TrainerPosition {
  const symmetry = spec.symmetry ?? 0;
  const swap = spec.swap ?? false;
  const { board, marks } = split(turn(spec.board, symmetry, swap));
  const letters = [...marks.keys()].filter((k) => /^[a-d]$/.test(k)).sort();
  const toMove: 'B' | 'W' = swap ? 'W' : 'B';
  const candidates = letters.map((k) => {
    const vertex = marks.get(k) ?? '';
    const reply = spec.punish[k];
    return {
      label: k.toUpperCase(),
      vertex,
      line: k === spec.answer || reply === undefined ? [vertex] : [vertex, turnVertex(reply, symmetry)],
    };
  });
  return {
    id,
    step: spec.step,
    kind: spec.kind,
    shape: id.replace(/_q\d$/, ''),
    size: SIZE,
    board,
    toMove,
    candidates,
    answer: letters.indexOf(spec.answer),
    question: questionText(spec.kind, toMove, candidates.length),
    reason: spec.reason,
    group: turnVertex(spec.group, symmetry),
    margin: 0,
  };
}

// ---------------------------------------------------------------------------------------------------
// The lessons.

const lessonSpecs: readonly LessonSpec[] = shapeLessonSpecs;

export const shapeLessonKeys = (): string[] => lessonSpecs.map((l) => l.key);

/** The hand-made lessons (numbered after `first - 1` earlier lessons) and their questions, unproven. */
export function buildShapeLessons(first: number): { lessons: TheoryLesson[]; positions: TrainerPosition[] } {
  const lessons: TheoryLesson[] = [];
  const positions: TrainerPosition[] = [];
  for (const spec of lessonSpecs) {
    const questions = spec.questions.map((q, i) => questionOf(`${spec.key}_q${i + 1}`, q));
    positions.push(...questions);
    lessons.push({
      lno: first + lessons.length,
      key: spec.key,
      title: spec.title,
      steps: spec.steps.map(stepOf),
      questions: questions.map((q) => q.id),
    });
  }
  return { lessons, positions };
}

/** Every question, for proving them one by one. */
export function questionsForProbe(): TrainerPosition[] {
  return buildShapeLessons(1).positions;
}
