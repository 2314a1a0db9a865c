// Hearts and dice as recharging counters built from the login record and the app config: the heart
// maximum (DESIGN.md: HeartMaxSlotCount + heartAddSlotCount), the dice maximum, and the interval.
// Implements R1.12, R3.17, R3.19, R3.28, R4.23–R4.25.
import { appConfigDefaults } from './constants';
import type { RechargingCounter } from './recharge';
import { MILLIS_PER_MINUTE, microsToMillis } from './time';

/** The app-config constants hearts and dice use (wire names; defaults from constants.ts). */
export interface RechargeConfig {
  HeartMaxSlotCount: number;
  AliveMaxCount: number;
  AliveChargeMinute: number;
}

export const defaultRechargeConfig: RechargeConfig = {
  HeartMaxSlotCount: appConfigDefaults.HeartMaxSlotCount,
  AliveMaxCount: appConfigDefaults.AliveMaxCount,
  AliveChargeMinute: appConfigDefaults.AliveChargeMinute,
};

/** DESIGN.md: the heart maximum is the base slots plus the slots bought or rewarded (never negative). */
export function heartMax(config: RechargeConfig, heartAddSlotCount: number): number {
  return Math.max(0, config.HeartMaxSlotCount + Math.max(0, heartAddSlotCount));
}

/** R3.17, R4.23: hearts from the login record; singleTime (µs) is the recharge anchor. */
export function heartCounter(
  login: { heartCount: number; singleTime: number },
  heartAddSlotCount: number,
  config: RechargeConfig = defaultRechargeConfig,
): RechargingCounter {
  return {
    count: login.heartCount,
    anchorMs: microsToMillis(login.singleTime),
    max: heartMax(config, heartAddSlotCount),
    intervalMs: config.AliveChargeMinute * MILLIS_PER_MINUTE,
  };
}

/**
 * R3.17 (decision): dice recharge like hearts: up to AliveMaxCount (the "alive" count of
 * /api/dice/alive/count), one per AliveChargeMinute since DiceTime (µs).
 */
export function diceCounter(
  login: { DiceCount: number; DiceTime: number },
  config: RechargeConfig = defaultRechargeConfig,
): RechargingCounter {
  return {
    count: login.DiceCount,
    anchorMs: microsToMillis(login.DiceTime),
    max: Math.max(0, config.AliveMaxCount),
    intervalMs: config.AliveChargeMinute * MILLIS_PER_MINUTE,
  };
}
