// The trainer's theory (issue 15): at least 24 lessons, every shape the issue names among the hand-made
// ones, each closing with two or three questions that exist in the pack and were proven, texts in the
// three languages; the marks a lesson board draws.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BpowerPack } from '../../../src/domain/content/bpower';
import { contentLocales } from '../../../src/domain/content/text';
import { markerOf } from '../../../src/features/bpower/drillBoard';
import { MIN_MARGIN } from '../../../tools/content/bpower/build';
import { engineJudge } from '../../../tools/content/bpower/judge';
import { buildShapeLessons } from '../../../tools/content/bpower/shapeLessons';

const pack = JSON.parse(
  fs.readFileSync(new URL('../../../server/content/packs/bpower.json', import.meta.url), 'utf8'),
) as BpowerPack;

const named = [
  'empty_triangle',
  'dumpling',
  'tigers_mouth',
  'bamboo_joint',
  'table_shape',
  'jumps',
  'knights_moves',
  'hane_head_two',
  'ponnuki',
  'crosscut',
  'cutting_point',
  'clamp',
  'shoulder_hit',
  'two_two_point',
  'eye_vs_heavy',
  'thickness_walls',
];

describe('bpower theory lessons', () => {
  it('has at least 24 lessons, numbered in order, every named shape among them', () => {
    expect(pack.lessons.length).toBeGreaterThanOrEqual(24);
    expect(pack.lessons.map((l) => l.lno)).toEqual(pack.lessons.map((_, i) => i + 1));
    const keys = pack.lessons.map((l) => l.key);
    for (const key of named) expect(keys).toContain(key);
  });

  it('closes every lesson with two or three questions that exist in the pack', () => {
    const ids = new Set(pack.positions.map((p) => p.id));
    for (const lesson of pack.lessons) {
      expect(lesson.questions.length, lesson.key).toBeGreaterThanOrEqual(2);
      expect(lesson.questions.length, lesson.key).toBeLessThanOrEqual(3);
      for (const id of lesson.questions) expect(ids.has(id), `${lesson.key}: ${id}`).toBe(true);
    }
  });

  it('writes every title, step and question in the three languages', () => {
    const hasAll = (t: Record<string, string>) =>
      contentLocales.every((l) => typeof t[l] === 'string' && t[l].trim() !== '');
    for (const lesson of pack.lessons) {
      expect(hasAll(lesson.title), lesson.key).toBe(true);
      expect(lesson.steps.length, lesson.key).toBeGreaterThanOrEqual(1);
      for (const step of lesson.steps) expect(hasAll(step.text), lesson.key).toBe(true);
    }
    const byId = new Map(pack.positions.map((p) => [p.id, p]));
    for (const id of pack.lessons.flatMap((l) => l.questions)) {
      const p = byId.get(id);
      expect(p && hasAll(p.question) && hasAll(p.reason), id).toBe(true);
    }
  });

  it('ships the hand-made questions as built from their specs, with the margin the engine gives', () => {
    const built = new Map(buildShapeLessons(1).positions.map((p) => [p.id, p]));
    const shipped = pack.positions.filter((p) => built.has(p.id));
    expect(shipped.length).toBeGreaterThanOrEqual(named.length * 2);
    for (const p of shipped) {
      const { margin, ...rest } = p;
      const spec = built.get(p.id);
      expect(spec && { ...spec, margin: 0 }).toEqual({ ...rest, margin: 0 });
      expect(margin).toBeGreaterThanOrEqual(MIN_MARGIN);
    }
  });

  // Three hand-made questions re-proven here (content:check proves them all, with GNU Go).
  it.each(['empty_triangle_q1', 'crosscut_q2', 'thickness_walls_q1'])(
    '%s: the engine prefers the answer clearly',
    (id) => {
      const p = pack.positions.find((q) => q.id === id);
      expect(p).toBeDefined();
      if (!p) return;
      const judged = engineJudge(p, pack.engine.playouts, pack.engine.seed, p.group);
      expect(judged.best).toBe(p.answer);
      expect(judged.margin).toBe(p.margin);
    },
  );

  it('draws good points as triangles, bad ones as crosses and letters as labels', () => {
    expect(markerOf('good')).toEqual({ kind: 'triangle' });
    expect(markerOf('bad')).toEqual({ kind: 'cross' });
    expect(markerOf('A')).toEqual({ kind: 'label', label: 'A' });
    expect(markerOf('space')).toEqual({ kind: 'circle' });
  });
});
