// configBit (spec §4): named switches and per-index bits.
import { describe, expect, it } from 'vitest';
import {
  configBitAt,
  configFlags,
  isConfigFlagOn,
  withConfigBitAt,
  withConfigFlag,
  type ConfigFlagName,
} from '../../../../src/domain/rules';

describe('named flags', () => {
  // R4.31 bit 1 = sound on; R4.32 decision: 32 confirmMove, 64 showMoveNumbers
  it.each<{ bits: number; name: ConfigFlagName; on: boolean }>([
    { bits: 1, name: 'soundOn', on: true },
    { bits: 0, name: 'soundOn', on: false },
    { bits: 96, name: 'soundOn', on: false },
    { bits: 32, name: 'confirmMove', on: true },
    { bits: 64, name: 'confirmMove', on: false },
    { bits: 64, name: 'showMoveNumbers', on: true },
    { bits: 97, name: 'showMoveNumbers', on: true },
  ])('$name in $bits: $on', ({ bits, name, on }) => {
    expect(isConfigFlagOn(bits, name)).toBe(on);
  });

  it.each<{ bits: number; name: ConfigFlagName; on: boolean; result: number }>([
    { bits: 0, name: 'soundOn', on: true, result: 1 },
    { bits: 1, name: 'soundOn', on: true, result: 1 },
    { bits: 97, name: 'confirmMove', on: false, result: 65 },
    { bits: 65, name: 'confirmMove', on: false, result: 65 },
    { bits: 2, name: 'showMoveNumbers', on: true, result: 66 },
  ])('set $name=$on on $bits → $result (other bits kept)', ({ bits, name, on, result }) => {
    expect(withConfigFlag(bits, name, on)).toBe(result);
  });

  it('masks match the spec values', () => {
    expect(configFlags.map((f) => f.mask)).toEqual([1, 32, 64]);
  });
});

describe('per-index bits', () => {
  // R4.33 decision: index i is 1 << i, 0..30
  it.each([
    { bits: 1, index: 0, on: true },
    { bits: 1, index: 1, on: false },
    { bits: 32, index: 5, on: true },
    { bits: 2 ** 30, index: 30, on: true },
  ])('bit $index of $bits: $on', ({ bits, index, on }) => {
    expect(configBitAt(bits, index)).toEqual({ ok: true, value: on });
  });

  it.each([-1, 31, 1.5, Number.NaN])('index %s is out of range', (index) => {
    expect(configBitAt(0, index)).toEqual({ ok: false, error: 'index_out_of_range' });
    expect(withConfigBitAt(0, index, true)).toEqual({ ok: false, error: 'index_out_of_range' });
  });

  it.each([
    { bits: 0, index: 3, on: true, result: 8 },
    { bits: 8, index: 3, on: false, result: 0 },
    { bits: 9, index: 0, on: false, result: 8 },
    { bits: 0, index: 30, on: true, result: 2 ** 30 },
  ])('set bit $index=$on on $bits → $result', ({ bits, index, on, result }) => {
    expect(withConfigBitAt(bits, index, on)).toEqual({ ok: true, value: result });
  });
});
