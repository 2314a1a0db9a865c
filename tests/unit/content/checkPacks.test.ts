// The pack checkers on a small pack that passes and on broken copies of it: a wrong line marked right, a
// missing translation, a duplicate id, a group of the wrong size, the same problem twice (turned and with
// colours swapped), a tutorial pack missing keys. Each broken copy must be reported at its JSON path.
import { describe, expect, it } from 'vitest';
import { checkDan9Pack, checkStudyPack, checkTutorialsPack } from '../../../src/domain/content/checkPacks';
import type { PackIssue } from '../../../src/domain/content/checkPacks';
import type { MissionContent, StudyPack, TutorialsPack } from '../../../src/domain/content/packs';
import { problemKey, swapRowColors, transformRows } from '../../../src/domain/content/symmetry';
import type { ProblemJson } from '../../../src/domain/go/problemJson';
import { atari, ladder } from '../domain/go/problemSamples';
import { studyTutorialKeys } from '../../../src/domain/rules/tutorials';

const t = (s: string) => ({ 'ko-KR': `${s} (ko)`, 'en-US': s, 'zh-CN': `${s} (zh)` });

// The samples' ladder (C4 starts it, D3 lets White out) and one-stone atari (C2 saves it, D2 loses it).

const mission = (jkno: number, problem: ProblemJson): MissionContent => ({
  jkno,
  title: t(`Mission ${jkno + 1}`),
  prompt: t('Black to play'),
  hint: t('Read it out'),
  problem,
});

const small: StudyPack = {
  name: 'study',
  version: '1',
  categories: [
    {
      sno: 1,
      key: 'ip',
      title: t('Introduction'),
      groups: [
        {
          gno: 1,
          title: t('Group'),
          technique: 'ladder',
          second: 600,
          heart: 1,
          missions: [mission(0, ladder), mission(1, atari)],
        },
      ],
    },
  ],
};

const limits = { minCategories: 1, minGroups: 1, minMissions: 2, missionsPerGroup: 2 };

type DeepMutable<T> = { -readonly [K in keyof T]: T[K] extends object ? DeepMutable<T[K]> : T[K] };

/** A deep copy to break. */
function copy<T>(value: T): DeepMutable<T> {
  return JSON.parse(JSON.stringify(value)) as DeepMutable<T>;
}

const summary = (issues: readonly PackIssue[]) => issues.map((i) => `${i.code}@${i.path}`);

describe('checkStudyPack', () => {
  it('passes a well-formed pack whose problems pass the engine checker', () => {
    expect(checkStudyPack(small, limits)).toEqual([]);
  });

  it('reports a wrong line marked right, at the mission’s problem', () => {
    const pack = copy(small);
    const tree = pack.categories[0]?.groups[0]?.missions[0]?.problem.tree;
    if (tree?.[1] === undefined) throw new Error('fixture');
    tree[1].result = 'right';
    const issues = checkStudyPack(pack, limits);
    expect(summary(issues)).toEqual(['problem_issue@categories[0].groups[0].missions[0].problem']);
    expect(issues[0]?.detail).toContain('tree 1');
  });

  it('reports a missing translation with the locale', () => {
    const pack = copy(small);
    const m = pack.categories[0]?.groups[0]?.missions[1];
    if (m === undefined) throw new Error('fixture');
    m.hint['zh-CN'] = ' ';
    const issues = checkStudyPack(pack, limits);
    expect(issues).toEqual([
      { code: 'missing_text', path: 'categories[0].groups[0].missions[1].hint', detail: 'zh-CN' },
    ]);
  });

  it('reports a duplicate mission id and a group of the wrong size', () => {
    const pack = copy(small);
    const missions = pack.categories[0]?.groups[0]?.missions;
    if (missions?.[1] === undefined) throw new Error('fixture');
    missions[1].jkno = 0;
    expect(summary(checkStudyPack(pack, limits))).toEqual([
      'duplicate_id@categories[0].groups[0].missions[1].jkno',
    ]);
    missions.pop();
    expect(summary(checkStudyPack(pack, { ...limits, minMissions: 1 }))).toEqual([
      'group_size@categories[0].groups[0].missions',
    ]);
  });

  it('reports the same problem turned and with colours swapped as a duplicate', () => {
    const turned: ProblemJson = {
      ...ladder,
      board: swapRowColors(transformRows(ladder.board, 5)),
      toMove: 'W',
      // The tree is not read for the key; the problem only has to be valid to reach the duplicate test.
      tree: ladder.tree,
    };
    expect(problemKey(turned)).toBe(problemKey(ladder));
    const pack = copy(small);
    const group = pack.categories[0]?.groups[0];
    if (group === undefined) throw new Error('fixture');
    group.missions = copy([mission(0, ladder), mission(1, ladder)]);
    expect(summary(checkStudyPack(pack, limits))).toEqual([
      'duplicate_problem@categories[0].groups[0].missions[1].problem',
    ]);
  });

  it('reports a key that does not match its category, a bad technique and the curriculum minimum', () => {
    const pack = copy(small) as unknown as { categories: { key: string; groups: { technique: string }[] }[] };
    const category = pack.categories[0];
    if (category?.groups[0] === undefined) throw new Error('fixture');
    category.key = 'se';
    category.groups[0].technique = 'joseki';
    expect(summary(checkStudyPack(pack))).toEqual([
      'bad_category@categories[0].key',
      'bad_technique@categories[0].groups[0].technique',
      'group_size@categories[0].groups[0].missions',
      'too_few@categories',
      'too_few@categories',
      'too_few@categories',
    ]);
  });

  it('reports a problem that does not parse at its JSON path', () => {
    const pack = copy(small);
    const goal = pack.categories[0]?.groups[0]?.missions[0]?.problem.goal;
    if (goal === undefined || !('targets' in goal)) throw new Error('fixture');
    goal.targets = ['Z9'];
    expect(summary(checkStudyPack(pack, limits))).toEqual([
      'problem_parse@categories[0].groups[0].missions[0].problem.goal.targets[0]',
    ]);
  });

  it('refuses what is not a pack', () => {
    expect(summary(checkStudyPack(null))).toEqual(['bad_shape@']);
    expect(summary(checkStudyPack({ name: 'dan9', version: '1', categories: {} }))).toEqual([
      'bad_name@name',
      'bad_shape@categories',
    ]);
  });
});

describe('checkDan9Pack', () => {
  const step = (sno: number, problems: readonly ProblemJson[]) => ({
    sno,
    title: t(`Step ${sno}`),
    missions: problems.map((p, i) => ({ ...mission(i, p), technique: 'ladder' })),
  });

  it('passes steps numbered from 1 with enough missions, and reports a missing step', () => {
    const pack = { name: 'dan9', version: '1', steps: [step(1, [ladder]), step(2, [atari])] };
    expect(checkDan9Pack(pack, { steps: 2, minMissionsPerStep: 1 })).toEqual([]);
    expect(
      summary(
        checkDan9Pack(
          { ...pack, steps: [step(1, [ladder]), step(3, [atari])] },
          { steps: 2, minMissionsPerStep: 1 },
        ),
      ),
    ).toEqual(['bad_id@steps[1].sno']);
    expect(summary(checkDan9Pack(pack))).toEqual([
      'too_few@steps',
      'group_size@steps[0].missions',
      'group_size@steps[1].missions',
    ]);
  });

  it("checks a step's further parts (issue 14): numbered from 1, titled, each with enough missions", () => {
    const part = (gno: number, problems: readonly ProblemJson[]) => ({
      gno,
      title: t(`Part ${gno + 1}`),
      missions: problems.map((p, i) => mission(i, p)),
    });
    const withParts = (...parts: unknown[]) => ({
      name: 'dan9',
      version: '1',
      steps: [{ ...step(1, [ladder]), parts }],
    });
    const limits = { steps: 1, minMissionsPerStep: 1 };
    // The part repeats no problem here but the check of duplicates is not the point.
    const issues = (pack: unknown) =>
      summary(checkDan9Pack(pack, limits).filter((i) => i.code !== 'duplicate_problem'));
    expect(issues(withParts(part(1, [atari])))).toEqual([]);
    expect(issues(withParts(part(2, [atari])))).toEqual(['bad_id@steps[0].parts[0].gno']);
    expect(issues(withParts(part(1, [atari]), part(1, [atari])))).toEqual([
      'duplicate_id@steps[0].parts[1].gno',
    ]);
    expect(issues(withParts(part(1, [])))).toEqual(['group_size@steps[0].parts[0].missions']);
    expect(issues(withParts({ gno: 1, missions: [mission(0, atari)] }))).toEqual([
      'missing_text@steps[0].parts[0].title',
    ]);
  });
});

describe('checkTutorialsPack', () => {
  const tutorials = (keys: readonly string[]): TutorialsPack =>
    ({
      name: 'tutorials',
      version: '1',
      tutorials: keys.map((key) => ({ key, title: t(key), steps: [{ text: t('Look'), problem: ladder }] })),
    }) as TutorialsPack;

  it('needs one tutorial per study tutorial key', () => {
    // Every tutorial repeats one problem here, which the duplicate check reports; the keys are the point.
    const issues = checkTutorialsPack(tutorials(studyTutorialKeys)).filter(
      (i) => i.code !== 'duplicate_problem',
    );
    expect(issues).toEqual([]);
    const missing = checkTutorialsPack(tutorials(studyTutorialKeys.slice(1))).filter(
      (i) => i.code !== 'duplicate_problem',
    );
    expect(summary(missing)).toEqual(['missing_tutorial@tutorials']);
    expect(missing[0]?.detail).toBe('01-01-00');
  });

  it('reports an unknown key, and a key whose mission the study pack lacks', () => {
    expect(
      summary(checkTutorialsPack(tutorials(['01-01-00', '09-09-09'])).filter((i) => i.code === 'bad_key')),
    ).toEqual(['bad_key@tutorials[1].key']);
    const issues = checkTutorialsPack(tutorials(['01-01-00', '01-02-00']), small).filter(
      (i) => i.code === 'missing_mission',
    );
    expect(summary(issues)).toEqual(['missing_mission@tutorials[1].key']);
  });
});
