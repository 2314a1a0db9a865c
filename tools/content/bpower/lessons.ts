// The theory lessons (issue 15): one per eye shape of the templates, each a few steps on a 9×9 board (the
// shape, then its vital point or why it lives or dies) and two or three trainer positions of the same
// shape as its closing questions (they count toward the trainer like any drill position); then the
// hand-made lessons on good and bad shape (shapeLessons.ts) with their own questions, each kept only
// when proven like the generated positions (engine margin and GNU Go).
import type { TheoryLesson, TheoryStep, TrainerPosition } from '../../../src/domain/content/bpower';
import { localized, type ContentLocale } from '../../../src/domain/content/text';
import { emptyCells, gtpOf, place, rowsOf } from './place';
import { eyeShapes, type EyeShape } from './shapes';
import { shapeNames } from './texts';
import { buildShapeLessons } from './shapeLessons';
import type { GtpClient } from '../../bench/gtpClient';
import { ENGINE_PLAYOUTS, MIN_MARGIN } from './build';
import { engineJudge, gnugoJudge } from './judge';

const intro: Record<string, Record<ContentLocale, string>> = {
  unsettled: {
    'ko-KR': '이 모양은 먼저 두는 쪽이 삶과 죽음을 정합니다. 집 가운데의 한 점, 급소가 열쇠입니다.',
    'en-US':
      'With this shape, whoever plays first decides life or death. One point of the space, the vital point, is the key.',
    'zh-CN': '这个形状谁先下谁决定死活。眼位中的一点——要点——是关键。',
  },
  alive: {
    'ko-KR': '이 모양은 상대가 먼저 두어도 살아 있습니다. 상대가 한쪽에 두면 반대쪽에 두어 두 눈을 냅니다.',
    'en-US':
      'This shape is alive even if the opponent plays first: when they play on one side, answer on the other and make two eyes.',
    'zh-CN': '这个形状即使对方先下也是活棋：对方下一边，你就下另一边，做出两只眼。',
  },
  dead: {
    'ko-KR': '이 모양은 먼저 두어도 두 눈을 낼 수 없습니다. 집이 작거나 뭉쳐 있으면 눈이 하나뿐입니다.',
    'en-US':
      'This shape cannot make two eyes even with the first move: a space that is too small or too clumped holds one eye only.',
    'zh-CN': '这个形状即使先下也做不出两只眼：眼位太小或太团，只能有一只眼。',
  },
};

const vitalStep: Record<ContentLocale, string> = {
  'ko-KR':
    '표시된 점이 급소입니다. 집 주인이 두면 두 눈으로 살고, 상대가 두면 죽습니다. "상대의 급소는 나의 급소."',
  'en-US':
    'The marked point is the vital point. If the owner plays it, the group lives with two eyes; if the opponent plays it, the group dies. "Your opponent\'s vital point is your vital point."',
  'zh-CN': '标记的点是要点。棋的主人下在这里就做出两只眼活棋；对方下在这里，棋就死了。“敌之要点即我之要点。”',
};

function board(shape: EyeShape): { rows: string[]; placed: NonNullable<ReturnType<typeof place>> } | null {
  const size = 9;
  const cells = emptyCells(size);
  const corner = shape.places.includes('corner');
  const placed = place(cells, size, shape, corner, corner ? 0 : 2, 2, 'X', new Set());
  return placed === null ? null : { rows: rowsOf(cells, size), placed };
}

export async function buildLessons(
  positions: readonly TrainerPosition[],
  seed: number,
  gnugo?: GtpClient,
  log?: (line: string) => void,
): Promise<{
  lessons: TheoryLesson[];
  positions: TrainerPosition[];
}> {
  const lessons: TheoryLesson[] = [];
  for (const shape of eyeShapes) {
    const drawn = board(shape);
    if (drawn === null) continue;
    const name = shapeNames[shape.key];
    if (name === undefined) continue;
    const space = drawn.placed.space.map((p) => ({ vertex: gtpOf(9, p), mark: 'space' }));
    const steps: TheoryStep[] = [
      {
        text: localized((l) => `${name[l]}: ${intro[shape.settle]?.[l] ?? ''}`),
        size: 9,
        board: drawn.rows,
        marks: space,
      },
    ];
    if (drawn.placed.vital !== null)
      steps.push({
        text: localized((l) => vitalStep[l]),
        size: 9,
        board: drawn.rows,
        marks: [{ vertex: gtpOf(9, drawn.placed.vital), mark: 'good' }],
      });
    // Closing questions: the easiest positions of this shape (the highest steps), two or three.
    const questions = positions
      .filter((p) => p.shape === shape.key || p.shape.split('/').includes(shape.key))
      .sort((a, b) => b.step - a.step || a.id.localeCompare(b.id))
      .slice(0, 3)
      .map((p) => p.id);
    if (questions.length < 2) continue;
    lessons.push({
      lno: lessons.length + 1,
      key: shape.key,
      title: localized((l) => name[l]),
      steps,
      questions,
    });
  }
  // The shape lessons: each question proven (or left out, with a line in the log); a lesson keeps its
  // place only with at least two proven questions.
  const shapes = buildShapeLessons(lessons.length + 1);
  const proven = new Map<string, TrainerPosition>();
  for (const q of shapes.positions) {
    const judged = engineJudge(q, ENGINE_PLAYOUTS, seed, q.group);
    const verdict = gnugo === undefined ? 'abstains' : await gnugoJudge(gnugo, q, [q.group]);
    const ok = judged.best === q.answer && judged.margin >= MIN_MARGIN && verdict !== 'disagrees';
    log?.(`lesson question ${q.id} margin ${judged.margin} GNU Go ${verdict}${ok ? '' : ' — left out'}`);
    if (ok) proven.set(q.id, { ...q, margin: judged.margin });
  }
  const extra: TrainerPosition[] = [];
  for (const lesson of shapes.lessons) {
    const questions = lesson.questions.filter((id) => proven.has(id));
    if (questions.length < 2) {
      log?.(`lesson ${lesson.key} left out: ${questions.length} proven questions`);
      continue;
    }
    lessons.push({ ...lesson, lno: lessons.length + 1, questions });
    for (const id of questions) {
      const q = proven.get(id);
      if (q !== undefined) extra.push(q);
    }
  }
  return { lessons, positions: extra };
}
