// Heart and dice endpoints over the wallet (server/economy/wallet.ts).
import type { FastifyInstance } from 'fastify';
import {
  apiErrors,
  diceAliveCountEndpoint,
  failure,
  heartAddEndpoint,
  heartSpentEndpoint,
} from '../../src/protocol';
import { heartMax, defaultRechargeConfig } from '../../src/domain/rules/hearts';
import { spendFromCounter } from '../../src/domain/rules/recharge';
import { millisToMicros } from '../../src/domain/rules/time';
import { changeBalances, heartCounterOf, readBalances, type Balances } from '../economy/wallet';
import { route } from './route';

function heartAnswer(balances: Balances, nowMs: number) {
  return {
    errorcode: 0,
    heartCnt: balances.heart_count,
    singleTime: millisToMicros(balances.heart_anchor_ms),
    heartMax: heartMax(defaultRechargeConfig, balances.heart_add_slots),
    serverTime: millisToMicros(nowMs),
  } as const;
}

export function registerEconomyRoutes(app: FastifyInstance): void {
  route(app, heartSpentEndpoint, async (body, ctx) => {
    const result = await changeBalances(ctx.tx, ctx.userno, ctx.nowMs, 'heart_spent', (current) => {
      const spent = spendFromCounter(heartCounterOf(current), body.delta, ctx.nowMs);
      if (!spent.ok) return { ok: false, error: apiErrors.notEnoughBalance };
      return {
        ok: true,
        next: {
          ...current,
          heart_count: spent.value.count,
          heart_anchor_ms: spent.value.anchorMs,
          heart_delta: -body.delta,
        },
      };
    });
    if (!result.ok) return failure(result.error);
    return heartAnswer(result.balances, ctx.nowMs);
  });

  route(app, heartAddEndpoint, async (_body, ctx) => {
    // Recharge is computed by the rules engine on the server's clock; the call books it.
    const result = await changeBalances(ctx.tx, ctx.userno, ctx.nowMs, 'heart_add', (current) => ({
      ok: true,
      next: { ...current },
    }));
    if (!result.ok) return failure(apiErrors.internal);
    return heartAnswer(result.balances, ctx.nowMs);
  });

  route(app, diceAliveCountEndpoint, async (_body, ctx) => {
    const balances = await readBalances(ctx.tx, ctx.userno, ctx.nowMs);
    return {
      errorcode: 0,
      DiceCount: balances.dice_count,
      DiceTime: millisToMicros(balances.dice_anchor_ms),
      serverTime: millisToMicros(ctx.nowMs),
    } as const;
  });
}
