// The trainer pack (issue 15): its form, the counts the issue asks for, and a sample of positions whose
// answers the engine confirms at the pack's budget (content:check runs them all, with GNU Go).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkBpowerPack, type BpowerPack } from '../../../src/domain/content/bpower';
import { MIN_MARGIN } from '../../../tools/content/bpower/build';
import { engineJudge } from '../../../tools/content/bpower/judge';

const pack = JSON.parse(
  fs.readFileSync(new URL('../../../server/content/packs/bpower.json', import.meta.url), 'utf8'),
) as BpowerPack;

describe('bpower pack', () => {
  it('has at least 600 positions, 10 per step, every question type and board size', () => {
    expect(checkBpowerPack(pack)).toEqual([]);
    expect(pack.positions.length).toBeGreaterThanOrEqual(600);
    for (const kind of ['best_move', 'better_shape', 'vital_point', 'stronger_group'])
      expect(pack.positions.filter((p) => p.kind === kind).length).toBeGreaterThan(100);
    for (const size of [9, 13, 19]) expect(pack.positions.some((p) => p.size === size)).toBe(true);
  });

  it('refuses a pack with a thin step or a missing translation', () => {
    const thin = { ...pack, positions: pack.positions.filter((p) => p.step !== 17) };
    expect(checkBpowerPack(thin)).toContainEqual(expect.objectContaining({ code: 'too_few' }));
    const [first, ...rest] = pack.positions;
    const untranslated = {
      ...pack,
      positions: [{ ...first, reason: { ...first?.reason, 'zh-CN': '' } }, ...rest],
    };
    expect(checkBpowerPack(untranslated)).toContainEqual(expect.objectContaining({ code: 'missing_text' }));
  });

  // Every 64th position: ten of them, over all steps.
  const sample = pack.positions.filter((_, i) => i % 64 === 0);
  it.each(sample.map((p) => [p.id, p.kind, p.step, p] as const))(
    '%s (%s, step %i): the engine prefers the answer clearly',
    (_id, _kind, _step, p) => {
      const group = p.kind === 'stronger_group' ? (p.candidates[p.answer]?.vertex ?? '') : p.group;
      const judged = engineJudge(p, pack.engine.playouts, pack.engine.seed, group);
      expect(judged.best).toBe(p.answer);
      expect(judged.margin).toBeGreaterThanOrEqual(MIN_MARGIN);
      expect(judged.margin).toBe(p.margin);
    },
  );
});
