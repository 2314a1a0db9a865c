// configBit: the user's settings word kept on the server (/api/config/set). Named masks for the switches
// the app knows, and per-index access to any bit.
// Implements R3.17, R4.31–R4.33.
import { err, ok, type Result } from './result';

/**
 * R4.31: 1 = sound on. R4.32 (decision): 32 = confirm a move with a second tap before it is played,
 * 64 = show move numbers on the stones.
 */
export const configFlags = [
  { name: 'soundOn', mask: 1 },
  { name: 'confirmMove', mask: 32 },
  { name: 'showMoveNumbers', mask: 64 },
] as const;

export type ConfigFlagName = (typeof configFlags)[number]['name'];

export const configFlagMask = {
  soundOn: 1,
  confirmMove: 32,
  showMoveNumbers: 64,
} as const satisfies Record<ConfigFlagName, number>;

export function isConfigFlagOn(configBit: number, name: ConfigFlagName): boolean {
  return (configBit & configFlagMask[name]) !== 0;
}

export function withConfigFlag(configBit: number, name: ConfigFlagName, on: boolean): number {
  const mask = configFlagMask[name];
  return on ? configBit | mask : configBit & ~mask;
}

/**
 * R4.33 (decision): bit index i is the mask 1 << i, for i in 0..30 (a positive 32-bit integer). Index 0 is
 * soundOn, 5 confirmMove, 6 showMoveNumbers; the others are reserved for per-section "seen once" hints.
 */
export const MAX_CONFIG_BIT_INDEX = 30;

export type ConfigBitError = 'index_out_of_range';

function validIndex(index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index <= MAX_CONFIG_BIT_INDEX;
}

export function configBitAt(configBit: number, index: number): Result<boolean, ConfigBitError> {
  if (!validIndex(index)) return err('index_out_of_range');
  return ok((configBit & (1 << index)) !== 0);
}

export function withConfigBitAt(
  configBit: number,
  index: number,
  on: boolean,
): Result<number, ConfigBitError> {
  if (!validIndex(index)) return err('index_out_of_range');
  const mask = 1 << index;
  return ok(on ? configBit | mask : configBit & ~mask);
}
