// Retired problems (issue 14): the 9×9 problems ninth-dan steps 6–10 served before those steps moved to
// 19×19, and the one-move problems of the study groups replaced in place, are never served again under
// another id; content:check reports any pack problem that is one of
// them, turned or with the colours swapped.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ProblemJson } from '../../../src/domain/go/problemJson';
import { packProblems } from '../../../src/domain/content/problemIds';
import { problemKey, swapRowColors, transformRows } from '../../../src/domain/content/symmetry';
import { REPLACED_GROUPS, REPLACED_TUTORIALS } from '../../../tools/content/replaced';
import { retiredProblemKeys, retiredUses } from '../../../tools/content/retired';

const packsDir = path.resolve(new URL('.', import.meta.url).pathname, '../../../server/content/packs');

const corner: ProblemJson = {
  board: [
    '.........',
    '.........',
    '.........',
    '.........',
    '.........',
    '.........',
    'XXX......',
    'OOX......',
    '.OX......',
  ],
  toMove: 'B',
  goal: { kind: 'kill', targets: ['A2'] },
  tree: [{ line: 'A1', result: 'right' }],
};
/** The same position turned (mirrored and transposed) with the colours swapped: White to kill. */
const turnedSwapped: ProblemJson = {
  ...corner,
  board: swapRowColors(transformRows(corner.board, 5)),
  toMove: 'W',
};

describe('retired problems', () => {
  it('lists the fifty 9×9 problems of the old ninth-dan steps 6–10, then the old problems of the replaced study groups and lessons', () => {
    const keys = [...retiredProblemKeys()];
    // Ten problems of each study group replaced in place and two steps of each lesson replaced with its
    // group (tools/content/replaced.ts).
    expect(keys).toHaveLength(50 + 10 * REPLACED_GROUPS.length + 2 * REPLACED_TUTORIALS.length);
    expect(new Set(keys).size).toBe(keys.length);
    // "kind|row/row/…": nine rows of nine points for the ninth-dan steps; square boards for all.
    const rows = (key: string) => key.split('|')[1]?.split('/') ?? [];
    for (const key of keys.slice(0, 50)) expect(rows(key).map((r) => r.length)).toEqual(Array(9).fill(9));
    for (const key of keys) {
      const n = rows(key).length;
      expect([9, 13, 19]).toContain(n);
      expect(rows(key).map((r) => r.length)).toEqual(Array(n).fill(n));
    }
  });

  it('finds a retired problem turned and with the colours swapped, and nothing else', () => {
    const retired = new Set([problemKey(corner)]);
    const at = (problem: ProblemJson, n: number) => ({
      file: 'dan9.json',
      at: `steps[5].missions[${n}]`,
      problem,
    });
    const other: ProblemJson = { ...corner, goal: { kind: 'live', targets: ['A2'] } };
    expect(retiredUses([at(turnedSwapped, 0), at(other, 1)], retired)).toEqual([
      'dan9.json steps[5].missions[0]: retired_problem (served before under another id; tools/content/retired.json)',
    ]);
  });

  it('is in none of the shipped packs', () => {
    const problems = ['study', 'dan9', 'tutorials', 'single'].flatMap((name) =>
      packProblems(name, JSON.parse(fs.readFileSync(path.join(packsDir, `${name}.json`), 'utf8'))).map(
        (p) => ({
          ...p,
          file: `${name}.json`,
        }),
      ),
    );
    expect(problems.length).toBeGreaterThan(1000);
    expect(retiredUses(problems)).toEqual([]);
  });
});
