// In-app video lessons (issue 17, R1.07): the SGF with our caption markup is read and replayed into frames;
// broken lessons answer an error naming the node; the shipped lessons cover every single group and play.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeCaption, makeLessonSgf, parseCaption, readLesson } from '../../../src/domain/content/lesson';
import { loadSingleContent } from '../../../server/content/single';
import { defaultPacksDir } from '../../../server/content/packs';
import { checkLessonsPack } from '../../../tools/content/lessons';
import { fixturePacksDir } from '../../support/testApp';

const text = (en: string) => ({ 'en-US': en, 'ko-KR': `ko ${en}`, 'zh-CN': `zh ${en}` });

// 5×5, White at C5 with two liberties; Black ataris at C4, White runs to D5, Black blocks at D4, White runs
// to E5, Black captures three at E4 (the capture lesson's corner):
//   . X O . .      after B E4:   . X . . .
//   . . . . .                     . . X X X
const capture = makeLessonSgf({
  size: 5,
  black: ['ba'],
  white: ['ca'],
  toMove: 'B',
  steps: [
    { marks: { CR: ['da', 'cb'] }, caption: text('two liberties') },
    { move: { color: 'B', point: 'cb' }, marks: { TR: ['cb'] }, caption: text('atari') },
    { move: { color: 'W', point: 'da' }, caption: text('runs') },
    { move: { color: 'B', point: 'db' }, caption: text('blocks') },
    { move: { color: 'W', point: 'ea' }, caption: text('corner') },
    { move: { color: 'B', point: 'eb' }, marks: { MA: ['ca', 'da', 'ea'] }, caption: text('captures') },
  ],
});

describe('captions', () => {
  it.each([
    ['en-US: Hello\nko-KR: 안녕\nzh-CN: 你好', { 'en-US': 'Hello', 'ko-KR': '안녕', 'zh-CN': '你好' }],
    [
      'ko-KR: 하나\n둘\nen-US: one\ntwo\nzh-CN: 一',
      { 'en-US': 'one two', 'ko-KR': '하나 둘', 'zh-CN': '一' },
    ],
  ])('reads %j', (comment, expected) => {
    expect(parseCaption(comment)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['en-US: Hello\nko-KR: 안녕', 'zh-CN'],
    ['en-US: Hello\nko-KR: \nzh-CN: 你好', 'ko-KR'],
    ['fr-FR: Bonjour\nen-US: x\nzh-CN: y', 'ko-KR'],
  ])('refuses %j (missing %s)', (comment, missing) => {
    expect(parseCaption(comment)).toEqual({ ok: false, error: missing });
  });

  it('writes what it reads', () => {
    const caption = { 'en-US': 'a ] b', 'ko-KR': '가', 'zh-CN': '甲' };
    expect(parseCaption(makeCaption(caption))).toEqual({ ok: true, value: caption });
  });
});

describe('readLesson', () => {
  it('replays moves into frames with markers, captures and captions', () => {
    const read = readLesson(capture);
    if (!read.ok) throw new Error(read.error.code);
    const { size, frames } = read.value;
    expect(size).toBe(5);
    expect(frames).toHaveLength(6);
    expect(frames[0]?.move).toBeNull();
    expect(frames[0]?.signs.slice(0, 5)).toEqual([0, 1, -1, 0, 0]);
    expect(frames[0]?.markers).toEqual([
      { vertex: 3, kind: 'circle' },
      { vertex: 7, kind: 'circle' },
    ]);
    expect(frames[1]?.move).toEqual({ color: 1, vertex: 7 });
    expect(frames[1]?.caption['en-US']).toBe('atari');
    const last = frames[5];
    expect(last?.captured).toEqual(expect.arrayContaining([2, 3, 4]));
    expect(last?.signs.slice(0, 10)).toEqual([0, 1, 0, 0, 0, 0, 0, 1, 1, 1]);
    expect(last?.markers.map((m) => m.kind)).toEqual(['cross', 'cross', 'cross']);
  });

  it('draws arrows (AR) and sets up a second board on a later node', () => {
    const sgf = makeLessonSgf({
      size: 5,
      black: ['ba'],
      white: ['ca'],
      toMove: 'B',
      steps: [
        { arrows: [['ca', 'cb']], caption: text('this way') },
        { move: { color: 'B', point: 'cb' }, caption: text('atari') },
        // A new example: the old stones go, these come; the same point as before can be played again.
        { setup: { black: ['ad'], white: ['bd'] }, arrows: [['ad', 'cd']], caption: text('second example') },
        { move: { color: 'B', point: 'cd' }, caption: text('atari again') },
      ],
    });
    expect(sgf).toContain('AR[ca:cb]');
    expect(sgf).toContain('AE[aa:ee]');
    const read = readLesson(sgf);
    if (!read.ok) throw new Error(`${read.error.code} at ${read.error.node}`);
    const { frames } = read.value;
    expect(frames[0]?.arrows).toEqual([{ from: 2, to: 7 }]);
    expect(frames[1]?.arrows).toEqual([]);
    expect(frames[2]?.signs.filter((s) => s !== 0)).toHaveLength(2);
    expect(frames[2]?.signs[15]).toBe(1);
    expect(frames[2]?.signs[16]).toBe(-1);
    expect(frames[2]?.move).toBeNull();
    expect(frames[2]?.arrows).toEqual([{ from: 15, to: 17 }]);
    expect(frames[3]?.signs[17]).toBe(1);
    expect(frames[3]?.signs[7]).toBe(0);
  });

  it.each([
    ['not SGF', 'hello', 'bad_sgf', 0],
    ['an arrow to nowhere', capture.replace('TR[cb]', 'TR[cb]AR[cb:zz]'), 'bad_point', 1],
    ['a broken setup', capture.replace('W[da]', 'AB[zz]W[da]'), 'bad_setup', 2],
    ['an occupied point', capture.replace('W[da]', 'W[cb]'), 'illegal_move', 2],
    ['a missing translation', capture.replace(/zh-CN: zh runs/, ''), 'bad_caption', 2],
    ['a point off the board', capture.replace('B[db]', 'B[zz]'), 'bad_point', 3],
    [
      'no step after the setup',
      makeLessonSgf({ size: 5, black: [], white: [], toMove: 'B', steps: [{ caption: text('x') }] }),
      'too_short',
      0,
    ],
  ])('refuses %s', (_, sgf, code, node) => {
    const read = readLesson(sgf);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatchObject({ code, node });
  });
});

describe('the shipped lessons', () => {
  it.each([defaultPacksDir, fixturePacksDir])('cover every single group of %s and play', (dir) => {
    const single: unknown = JSON.parse(fs.readFileSync(`${dir}/single.json`, 'utf8'));
    const lessons: unknown = JSON.parse(fs.readFileSync(`${dir}/lessons.json`, 'utf8'));
    expect(checkLessonsPack(lessons, single as Parameters<typeof checkLessonsPack>[1])).toEqual([]);
    const content = loadSingleContent(dir);
    for (const c of content.categories)
      for (const g of c.groups)
        for (const m of g.missions) {
          expect(m.wire.lesson, `${c.sno}/${g.gno}/${m.wire.jkno}`).toBeDefined();
          expect(readLesson(m.wire.lesson?.sgf ?? '').ok).toBe(true);
        }
  });

  it('ship no placeholder video codes', () => {
    const raw = fs.readFileSync(`${defaultPacksDir}/single.json`, 'utf8');
    expect(raw).not.toMatch(/hoshi-\d+-\d+/);
    const content = loadSingleContent(defaultPacksDir);
    const counts = content.categories.flatMap((c) =>
      c.groups.flatMap((g) => g.missions.map((m) => m.wire.videos)),
    );
    expect(counts.length).toBeGreaterThan(600);
    expect(counts.every((n) => n === 0)).toBe(true);
  });

  it('a lessons.json that lacks a group is reported', () => {
    const single: unknown = JSON.parse(fs.readFileSync(`${fixturePacksDir}/single.json`, 'utf8'));
    const lessons = JSON.parse(fs.readFileSync(`${fixturePacksDir}/lessons.json`, 'utf8')) as {
      lessons: unknown[];
    };
    lessons.lessons.pop();
    expect(checkLessonsPack(lessons, single as Parameters<typeof checkLessonsPack>[1])).toEqual([
      expect.stringMatching(/has no lesson/),
    ]);
  });
});
