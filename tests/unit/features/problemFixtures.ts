// Small problems for the study screens' tests, in the JSON form the content packs use (the same ones as
// tests/fixtures/packs/study.json), compiled with the domain's own parser.
import { compileProblem, type CompiledProblem } from '../../../src/domain/go/problem';
import { parseProblemJson, type ProblemJson } from '../../../src/domain/go/problemJson';

/** White C3 has one liberty left (D3): Black captures there; E3 is wrong, White escapes at D3. */
export const captureOne: ProblemJson = {
  board: ['.....', '..X..', '.XO..', '..X..', '.....'],
  toMove: 'B',
  goal: { kind: 'capture', targets: ['C3'] },
  tree: [
    { line: 'D3', result: 'right' },
    { line: 'E3 D3', result: 'wrong' },
  ],
};

/** A line of two player moves (best_move goal): Black D4, White answers D3, Black E3 ends it right. */
export const twoMoves: ProblemJson = {
  board: ['.....', '..X..', '.XO..', '..X..', '.....'],
  toMove: 'B',
  goal: { kind: 'best_move' },
  tree: [{ line: 'D4 D3', then: [{ line: 'E3', result: 'right' }] }],
};

/** A double atari (capture_any, issue 14): E5 puts D5 and F5 in atari; White saves D5, Black takes F5. */
export const doubleAtari: ProblemJson = {
  board: [
    '.........',
    '.........',
    '.........',
    '...X.X...',
    '..XO.OX..',
    '.........',
    '.........',
    '.........',
    '.........',
  ],
  toMove: 'B',
  goal: { kind: 'capture_any', targets: ['D5', 'F5'] },
  tree: [
    { line: 'E5 D4', then: [{ line: 'F4', result: 'right' }] },
    { line: 'E4 E5', result: 'wrong' },
  ],
};

export function compiled(json: ProblemJson): CompiledProblem {
  const parsed = parseProblemJson(json);
  if (!parsed.ok) throw new Error(`fixture problem invalid: ${parsed.error.code} at ${parsed.error.at}`);
  return compileProblem(parsed.value);
}

export function missionText(json: ProblemJson, jkno = 0): string {
  const text = (en: string) => ({ 'ko-KR': en, 'en-US': en, 'zh-CN': en });
  return JSON.stringify({
    sno: 2,
    gno: 1,
    jkno,
    title: text(`Mission ${jkno + 1}`),
    prompt: text('Black to play'),
    hint: text('Count the liberties'),
    problem: json,
  });
}

/**
 * A ladder (issue 14: a move that also wins after the first move): after Black C4 D4 White's chain has E4
 * and E2 left. The tree chases with E4 and lists E2 beside it as a right leaf marked `also`: the stones cannot escape, so
 * the problem ends solved there with E4 named.
 */
export const ladderAlsoRight: ProblemJson = {
  board: ['.....', '.....', '.XO..', '.XOX.', '..X..'],
  toMove: 'B',
  goal: { kind: 'capture', targets: ['C3'] },
  tree: [
    {
      line: 'C4 D3 D4 E3',
      then: [
        { line: 'E4 E2 E1', result: 'right' },
        { line: 'E2', result: 'right', also: true },
      ],
    },
    { line: 'D3 C4', result: 'wrong' },
  ],
};
