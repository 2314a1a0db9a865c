// The video lessons of single play (issue 17, R1.07): each problem group's lesson teaches the group's own
// idea with two of its own missions worked through, an arrow to the key point and the rule to remember; a
// capture group with more than one stone to take adds double atari; the shipped lessons.json is what the
// builder writes from the shipped single pack.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readLesson, type Lesson } from '../../../src/domain/content/lesson';
import { defaultPacksDir } from '../../../server/content/packs';
import type { SinglePackJson } from '../../../server/content/single';
import { buildLessons } from '../../../tools/content/lessons';
import { lessonThemes, lessonTexts, themeOf } from '../../../tools/content/lessonTexts';
import { fixturePacksDir } from '../../support/testApp';

const single = JSON.parse(fs.readFileSync(`${defaultPacksDir}/single.json`, 'utf8')) as SinglePackJson;
const lessons = buildLessons(single);
const read = (sgf: string): Lesson => {
  const r = readLesson(sgf);
  if (!r.ok) throw new Error(`${r.error.code} at ${r.error.node}`);
  return r.value;
};
const groups = single.categories.flatMap((c) => c.groups.map((g) => ({ c, g })));
const lessonOf = (sno: number, gno: number) => {
  const l = lessons.find((x) => x.sno === sno && x.gno === gno);
  if (!l) throw new Error(`no lesson ${sno}/${gno}`);
  return read(l.sgf);
};

describe('lessons per group', () => {
  it('the shipped lessons.json files are what the builder writes', () => {
    for (const dir of [defaultPacksDir, fixturePacksDir]) {
      const pack = JSON.parse(fs.readFileSync(`${dir}/single.json`, 'utf8')) as SinglePackJson;
      const shipped = JSON.parse(fs.readFileSync(`${dir}/lessons.json`, 'utf8')) as { lessons: unknown };
      expect(shipped.lessons, dir).toEqual(buildLessons(pack));
    }
  });

  it('every problem group of the shipped pack has a theme, and opens with its idea and ends with its rule', () => {
    for (const { c, g } of groups) {
      if (g.missions[0]?.kind !== 'problem') continue;
      const theme = themeOf(g.title['en-US']);
      expect(theme, g.title['en-US']).toBeDefined();
      const { frames } = lessonOf(c.sno, g.gno);
      for (const l of ['en-US', 'ko-KR', 'zh-CN'] as const) {
        expect(frames[0]?.caption[l].startsWith(theme?.idea[l] ?? '?'), `${g.title['en-US']} ${l}`).toBe(
          true,
        );
        expect(frames.at(-1)?.caption[l].startsWith(theme?.tip[l] ?? '?'), `${g.title['en-US']} ${l}`).toBe(
          true,
        );
      }
    }
  });

  it('a problem group works through two of its own missions, with an arrow to the key point', () => {
    // Ladders: two examples, the second on a new board (no stone of the first is left over).
    const { frames } = lessonOf(3, 2);
    const second = frames.findIndex((f) => f.caption['en-US'] === lessonTexts.nextExample['en-US']);
    expect(second).toBeGreaterThan(2);
    expect(frames[second]?.move).toBeNull();
    expect(frames[second]?.signs).not.toEqual(frames[second - 1]?.signs);
    const withArrows = frames.filter((f) => f.arrows.length > 0);
    expect(withArrows).toHaveLength(2);
    for (const [i, f] of frames.entries())
      if (f.arrows.length > 0) {
        // The arrow ends where the next frame plays, and starts on a stone marked as the target.
        expect(frames[i + 1]?.move?.vertex).toBe(f.arrows[0]?.to);
        expect(f.markers).toContainEqual({ vertex: f.arrows[0]?.from, kind: 'triangle' });
      }
    // Both examples come from the group's own missions: each prompt is one of the group's prompts.
    const prompts = single.categories[3]?.groups[1]?.missions.map((m) => m.prompt['en-US']) ?? [];
    expect(withArrows.every((f) => prompts.some((p) => f.caption['en-US'].startsWith(p)))).toBe(true);
  });

  it('no two problem groups share a lesson', () => {
    const sgfs = lessons
      .filter(
        (l) =>
          groups.find(({ c, g }) => c.sno === l.sno && g.gno === l.gno)?.g.missions[0]?.kind === 'problem',
      )
      .map((l) => l.sgf);
    expect(new Set(sgfs).size).toBe(sgfs.length);
    expect(sgfs.length).toBeGreaterThan(50);
  });

  it('capture groups add double atari when more than one stone must be taken; a dice group says what the die decides', () => {
    const five = lessonOf(4, 1); // 5×5, capture 1
    const seven = lessonOf(4, 2); // 7×7, capture 2
    const double = (l: Lesson) =>
      l.frames.some((f) => f.caption['en-US'] === lessonTexts.doubleAtari['en-US']);
    expect(double(five)).toBe(false);
    expect(double(seven)).toBe(true);
    const atari = seven.frames.find((f) => f.caption['en-US'] === lessonTexts.doubleAtari['en-US']);
    expect(atari?.arrows).toHaveLength(2);
    expect(lessonOf(6, 2).frames[0]?.caption['en-US']).toContain(lessonTexts.captureDice['en-US']);
  });

  it('every theme is written in the three languages', () => {
    for (const [name, t] of Object.entries(lessonThemes))
      for (const text of [t.idea, t.tip])
        for (const l of ['en-US', 'ko-KR', 'zh-CN'] as const)
          expect(text[l].trim(), `${name} ${l}`).not.toBe('');
    expect(themeOf('Ladders 3')).toBe(lessonThemes.Ladders);
    expect(themeOf('Atari')).toBeUndefined();
  });
});
