// Stone sets (issue 17): ownership by store items and membership, and the set the boards draw.
import { describe, expect, it } from 'vitest';
import {
  effectiveStoneSkin,
  ownedStoneSkins,
  skinOfRefId,
  stoneSkins,
  type StoneSkinKey,
} from '../../../../src/domain/rules/stoneSkins';

describe('stone sets', () => {
  it('has the classic set for everyone and at least two playful sets', () => {
    expect(stoneSkins[0]).toMatchObject({ key: 'classic', refId: 0 });
    expect(stoneSkins.filter((s) => s.playful).length).toBeGreaterThanOrEqual(2);
    expect(new Set(stoneSkins.map((s) => s.refId)).size).toBe(stoneSkins.length);
  });

  it.each<[number, StoneSkinKey | null]>([
    [0, 'classic'],
    [1, 'panda'],
    [2, 'sweets'],
    [3, 'space'],
    [9, null],
  ])('store refId %i is the set %j', (refId, key) => {
    expect(skinOfRefId(refId)).toBe(key);
  });

  it.each<[number[], boolean, StoneSkinKey[]]>([
    [[], false, ['classic']],
    [[1], false, ['classic', 'panda']],
    [[2, 9], false, ['classic', 'sweets']],
    [[], true, ['classic', 'space']],
    [[1, 3], false, ['classic', 'panda', 'space']],
  ])('owned stone items %j with membership %s give %j', (refIds, member, owned) => {
    expect(ownedStoneSkins(refIds, member)).toEqual(owned);
  });

  it.each<[string | null, StoneSkinKey[], StoneSkinKey]>([
    [null, ['classic', 'panda'], 'classic'],
    ['panda', ['classic', 'panda'], 'panda'],
    // A set no longer owned (membership ended) falls back to the classic set.
    ['space', ['classic'], 'classic'],
    ['made-up', ['classic', 'panda'], 'classic'],
  ])('choice %j among %j draws %j', (chosen, owned, drawn) => {
    expect(effectiveStoneSkin(chosen, owned)).toBe(drawn);
  });
});
