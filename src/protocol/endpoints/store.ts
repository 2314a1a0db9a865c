// The academy store (spec §1 shops and term store, R3.35 TermStoreList, R7.52, R7.58): what is for sale
// in the user's language, the membership terms on sale, and the purchase (/api/store/buy, a call the spec
// lacks: the store screens need one). Items come from the store content pack; prices are gold or gems.
import * as z from 'zod/mini';
import { endpoint, ok, userno, text } from '../define';
import { apiErrors } from '../errors';
import { localizedText } from './loadSequence';

const int = z.int();
const nonneg = int.check(z.nonnegative());
const itemId = z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/));
const currency = z.enum(['gold', 'gem']);
const itemKind = z.enum(['membership', 'emoticon', 'stone']);
/** R3.21 as userinfo has it. */
const membership = z.nullable(z.object({ stime: nonneg, termDay: nonneg, type: int, weekDay: nonneg }));
/** emo_info (R3.20) for any owned item: from stime (µs) for useday days; 0 days = for good. */
const ownedItem = z.object({ kind: itemKind, refId: int, stime: nonneg, useday: nonneg });

export const academyOtherBuyInfoEndpoint = endpoint({
  path: '/api/academy/other/buy/info',
  summary:
    "Everything the academy store sells, named in the asked language (else the user's): membership terms, emoticons and stones, with prices, what the user owns and the wallet.",
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno(), lang: z._default(text(16), '') }),
  response: () =>
    ok({
      /** The locale the names are in (R9.25). */
      lang: z.string(),
      gold: nonneg,
      gem: nonneg,
      membership,
      items: z.array(
        z.object({
          id: z.string(),
          kind: itemKind,
          name: z.string(),
          description: z.string(),
          currency,
          price: nonneg,
          /** The emoticon or stone number; 0 for a membership term. */
          refId: int,
          /** Days a term or timed item lasts; 0 = for good. */
          days: nonneg,
          /** Membership type and weekday mask (R3.21); 0 for other items. */
          type: int,
          weekDay: nonneg,
          /** The user owns it now (an active timed item or a stone). */
          owned: z.boolean(),
          /** µs when the owned timed item runs out; 0 when not owned or for good. */
          until: nonneg,
        }),
      ),
      owned: z.array(ownedItem),
    }),
  requirements: ['R3.35', 'R7.52'],
  errors: [],
});

export const termStoreInfoEndpoint = endpoint({
  path: '/api/term/store/info',
  summary:
    'TermStoreList: the membership terms for sale, named in three languages, and the current membership.',
  access: 'user',
  idempotent: false,
  request: () => z.object({ userno: userno() }),
  response: () =>
    ok({
      TermStoreList: z.array(
        z.object({
          id: z.string(),
          name: localizedText,
          currency,
          price: nonneg,
          termDay: nonneg,
          type: int,
          weekDay: nonneg,
          /** The grade the term gives (issue 19; never lowers a higher one). */
          grade: int,
        }),
      ),
      membership,
    }),
  requirements: ['R3.35', 'R7.58'],
  errors: [],
});

export const storeBuyEndpoint = endpoint({
  path: '/api/store/buy',
  summary:
    'Buy one store item: pays its price in gold or gems (ledger lines), then extends the membership or grants the emoticon or stone. -2 for an unknown item.',
  access: 'user',
  idempotent: true,
  request: () => z.object({ userno: userno(), itemId }),
  response: () =>
    ok({
      itemId: z.string(),
      kind: itemKind,
      gold: nonneg,
      goldDelta: int,
      gem: nonneg,
      GemDelta: int,
      /** The membership after a term purchase (else as it was). */
      membership,
      /** The emoticon or stone after the purchase; null for a term. */
      item: z.nullable(ownedItem),
    }),
  requirements: ['R3.21', 'R3.35', 'R7.52', 'R7.58'],
  errors: [
    apiErrors.contentNotFound,
    apiErrors.notEnoughBalance,
    apiErrors.itemAlreadyOwned,
    apiErrors.idempotencyConflict,
  ],
});

export const storeEndpoints = [academyOtherBuyInfoEndpoint, termStoreInfoEndpoint, storeBuyEndpoint] as const;
