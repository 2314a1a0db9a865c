// The problems' kyu estimates file (tools/content/levels.ts, issue 14): content:check finds a problem
// without a level, a level for no problem and a stored measure that no longer holds; the shipped file
// covers every graded problem of the shipped packs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  levelOf,
  levelPart,
  levelProblems,
  levelsIssues,
  type LevelsFile,
  type ProblemLevel,
} from '../../../tools/content/levels';
import { packsDir } from '../../../tools/content/packFiles';

const fixtures = path.resolve(import.meta.dirname, '../../fixtures/packs');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hoshi-levels-'));
for (const name of ['study.json', 'dan9.json', 'single.json'])
  fs.copyFileSync(path.join(fixtures, name), path.join(dir, name));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Levels measured without GNU Go (no effort), as a file. */
function measured(): LevelsFile {
  const problems: Record<string, ProblemLevel> = {};
  for (const { id, problem } of levelProblems(dir)) {
    const level = levelOf(problem, { gnugo: false });
    if (level !== null) problems[id] = level;
  }
  return { name: 'levels', problems };
}

describe('levelsIssues', () => {
  it('finds nothing wrong with levels just measured', () => {
    const levels = measured();
    expect(Object.keys(levels.problems)).toContain('study/cho-g01-m0');
    expect(Object.keys(levels.problems)).toContain('dan9/s01-g01-m0');
    expect(levelsIssues(dir, levels)).toEqual([]);
  });

  it('finds a missing level, a level for no problem and a changed estimate', () => {
    const { problems } = measured();
    const { ['study/cho-g01-m1']: _dropped, ...rest } = problems;
    const first = rest['study/cho-g01-m0'] as ProblemLevel;
    const levels: LevelsFile = {
      name: 'levels',
      problems: { ...rest, 'study/cho-g01-m0': { ...first, kyu: first.kyu - 5 }, 'study/xx-g01-m0': first },
    };
    const issues = levelsIssues(dir, levels);
    expect(issues).toHaveLength(3);
    expect(issues[0]).toMatch(/^levels\.json study\/cho-g01-m0: stored/);
    expect(issues[1]).toBe('levels.json: no level for study/cho-g01-m1 (npm run content:levels)');
    expect(issues[2]).toBe('levels.json: a level for study/xx-g01-m0, which no pack has');
  });
});

describe('the shipped levels', () => {
  it('has a level for every graded problem of the shipped packs and none else', () => {
    const shipped = JSON.parse(fs.readFileSync(path.join(packsDir, 'levels.json'), 'utf8')) as LevelsFile;
    const ids = levelProblems(packsDir).map((p) => p.id);
    expect(ids.length).toBeGreaterThan(2000);
    expect(Object.keys(shipped.problems).sort()).toEqual([...ids].sort());
  });

  it.each([
    ['study/ip-g01-m0', 'study/ip'],
    ['dan9/s06-g02-m9', 'dan9/s06'],
    ['single/puzzle-g51-m3', 'single/puzzle'],
    ['single/1_1_0_1', 'single/missions'],
  ])('counts %s under %s', (id, part) => {
    expect(levelPart(id)).toBe(part);
  });
});
