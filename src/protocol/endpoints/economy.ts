// Hearts and dice (spec §7, R7.36, R7.41, R7.42; §4 R4.23–R4.25). Times on the wire are microseconds
// (R9.29). Spending is a replayable write: the outbox replays it with the same Idempotency-Key.
import * as z from 'zod/mini';
import { endpoint, ok, userno } from '../define';
import { apiErrors } from '../errors';

const heartAnswer = ok({
  heartCnt: z.int().check(z.nonnegative()),
  /** The recharge anchor (singleTime), µs. */
  singleTime: z.int().check(z.nonnegative()),
  /** The heart maximum that recharge stops at. */
  heartMax: z.int().check(z.nonnegative()),
  /** The server's clock, µs: the app measures its offset from it (DESIGN.md). */
  serverTime: z.int().check(z.nonnegative()),
});

export const heartSpentEndpoint = endpoint({
  path: '/api/heart/spent',
  summary: 'Spend hearts (a positive delta). Settles due recharge first; never goes below zero.',
  access: 'user',
  idempotent: true,
  request: () => z.object({ userno: userno(), delta: z.int().check(z.minimum(1), z.maximum(100)) }),
  response: () => heartAnswer,
  requirements: ['R4.23', 'R4.24', 'R7.41'],
  errors: [apiErrors.notEnoughBalance, apiErrors.idempotencyConflict],
});

export const heartAddEndpoint = endpoint({
  path: '/api/heart/add',
  summary: 'The heart call: books the hearts that recharged by the server clock and answers the count.',
  access: 'user',
  idempotent: true,
  request: () => z.object({ userno: userno() }),
  response: () => heartAnswer,
  requirements: ['R4.23', 'R4.25', 'R7.42'],
  errors: [apiErrors.idempotencyConflict],
});

export const diceAliveCountEndpoint = endpoint({
  path: '/api/dice/alive/count',
  summary: 'Dice count and recharge anchor, settled by the server clock.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({
      DiceCount: z.int().check(z.nonnegative()),
      /** µs */
      DiceTime: z.int().check(z.nonnegative()),
      serverTime: z.int().check(z.nonnegative()),
    }),
  requirements: ['R7.36'],
  errors: [],
});

export const economyEndpoints = [heartSpentEndpoint, heartAddEndpoint, diceAliveCountEndpoint] as const;
