// The single-play pack (docs/content.md): the shipped pack and the test fixture load and pass the
// checker; a broken pack stops the start naming the path at fault; video addresses (R7.27, R7.59).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildSingleContent, loadSingleContent, videoUrl } from '../../../server/content/single';
import { defaultPacksDir } from '../../../server/content/packs';
import { checkSinglePack } from '../../../tools/content/singleCheck';
import { fixturePacksDir } from '../../support/testApp';

const fixture = JSON.parse(fs.readFileSync(`${fixturePacksDir}/single.json`, 'utf8')) as {
  categories: {
    sno: number;
    groups: { gno: number; dice?: Record<string, number>[]; missions: Record<string, unknown>[] }[];
  }[];
  tutorials: unknown[];
};
const copy = () => structuredClone(fixture);

describe('the shipped pack', () => {
  it('loads, covers every single type and the 14 tutorials, and passes the checker', () => {
    const content = loadSingleContent(defaultPacksDir);
    expect(content.categories.map((c) => c.sno)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(content.tutorials.size).toBe(14);
    expect(content.mission(5, 1, 0)?.wire).toMatchObject({ kind: 'game', game: { size: 9, komi: 7.5 } });
    const raw: unknown = JSON.parse(fs.readFileSync(`${defaultPacksDir}/single.json`, 'utf8'));
    expect(checkSinglePack(raw)).toEqual([]);
  });

  it('holds at least 500 puzzles and 25 missions of each AI battle type (the try-quest targets, issue 16)', () => {
    const raw = JSON.parse(fs.readFileSync(`${defaultPacksDir}/single.json`, 'utf8')) as typeof fixture;
    const missions = (sno: number) =>
      raw.categories.find((c) => c.sno === sno)?.groups.reduce((n, g) => n + g.missions.length, 0) ?? 0;
    expect(missions(3)).toBeGreaterThanOrEqual(500); // puzzle
    expect(missions(0)).toBeGreaterThanOrEqual(25); // AI battle 2
    expect(missions(4)).toBeGreaterThanOrEqual(25); // AI battle 1
  });
});

describe('buildSingleContent', () => {
  it('indexes the fixture', () => {
    const content = buildSingleContent('single.json', fixture);
    expect(content.group(4, 1)?.heart).toBe(2);
    expect(content.group(5, 1)?.heart).toBe(1); // R9.06: the default
    expect(content.mission(3, 1, 0)?.problem).toBeDefined();
    expect(content.mission(4, 1, 1)?.start?.size).toBe(5);
    expect(content.mission(3, 1, 9)).toBeUndefined();
  });

  const broken: [string, (p: ReturnType<typeof copy>) => void, string][] = [
    [
      'a game in a puzzle group',
      (p) => {
        const m = p.categories[1]?.groups[0]?.missions[0];
        if (m) m.kind = 'capture';
      },
      'categories[1].groups[0].missions[0].kind',
    ],
    [
      'missions out of order',
      (p) => {
        const m = p.categories[1]?.groups[0]?.missions[1];
        if (m) m.jkno = 5;
      },
      'categories[1].groups[0].missions[1].jkno',
    ],
    [
      'a setup stone without liberties',
      (p) => {
        const m = p.categories[2]?.groups[0]?.missions[0];
        if (m) m.game = { ...(m.game as object), board: ['XO...', 'O....', '.....', '.....', '.....'] };
      },
      'categories[2].groups[0].missions[0].game',
    ],
    [
      'a broken problem',
      (p) => {
        const m = p.categories[1]?.groups[0]?.missions[0];
        if (m) m.problem = { board: ['...'], toMove: 'B', goal: { kind: 'best_move' }, tree: [] };
      },
      'categories[1].groups[0].missions[0].problem',
    ],
    [
      'a video ending before it starts',
      (p) => {
        const m = p.categories[1]?.groups[0]?.missions[0];
        if (m) m.videos = [{ VideoCode: 'x', StartPos: 9, EndPos: 3 }];
      },
      'categories[1].groups[0].missions[0].videos[0]',
    ],
    [
      'a group number twice',
      (p) => {
        const c = p.categories[1];
        if (c?.groups[0]) c.groups.push(c.groups[0]);
      },
      'categories[1].groups[1]',
    ],
    [
      'a category that is not a single type',
      (p) => {
        if (p.categories[0]) p.categories[0].sno = 9;
      },
      'categories[0].sno',
    ],
    [
      'a dice group without its dice table (issue 17)',
      (p) => {
        const g = p.categories[4]?.groups[0];
        if (g) delete g.dice;
      },
      'categories[4].groups[0].dice: empty',
    ],
    [
      'a dice table that does not start at 1',
      (p) => {
        const g = p.categories[4]?.groups[0];
        if (g) g.dice = [{ from: 2, seconds: 30 }];
      },
      'categories[4].groups[0].dice: first_from',
    ],
    [
      'a dice table outside the dice category',
      (p) => {
        const g = p.categories[0]?.groups[0];
        if (g) g.dice = [{ from: 1, seconds: 30 }];
      },
      'categories[0].groups[0].dice: only dice groups roll',
    ],
  ];

  it.each(broken)('refuses %s, naming the path', (_case, breakIt, at) => {
    const pack = copy();
    breakIt(pack);
    expect(() => buildSingleContent('single.json', pack)).toThrow(at);
  });
});

describe('checkSinglePack', () => {
  it('reports missing tutorials, categories and repeated problems', () => {
    const codes = checkSinglePack(fixture).map((i) => i.code);
    expect(codes).toContain('missing_tutorial');
    expect(codes).toContain('missing_category');
    // The fixture uses its capture problem in three missions.
    expect(codes).toContain('duplicate_problem');
  });
});

describe('videoUrl (R7.59)', () => {
  it('fills in the code and the seconds', () => {
    expect(
      videoUrl('https://video.example/{VideoCode}?t={StartPos}&end={EndPos}', {
        VideoCode: 'a b',
        StartPos: 5,
        EndPos: 60,
      }),
    ).toBe('https://video.example/a%20b?t=5&end=60');
  });
});
