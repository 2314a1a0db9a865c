// Academy store endpoints (R7.52, R7.58 and our /api/store/buy): the catalogue from the store content
// pack, named in the user's language, with what the user owns; purchases through the wallet.
import type { FastifyInstance } from 'fastify';
import { resolveLocale } from '../../src/domain/rules/locale';
import { isOwnedItemActive, ownedItemEndMs } from '../../src/domain/rules/storePurchase';
import { millisToMicros } from '../../src/domain/rules/time';
import {
  academyOtherBuyInfoEndpoint,
  apiErrors,
  failure,
  storeBuyEndpoint,
  termStoreInfoEndpoint,
} from '../../src/protocol';
import { itemDays, type StoreItem } from '../content/store';
import { findUser } from '../db/users';
import { readBalances } from '../economy/wallet';
import { atomically } from '../quest/atomically';
import { ownedItemsOf, readMembership, type OwnedRow } from '../store/holdings';
import { buyItem } from '../store/purchase';
import { route } from './route';

/** Whether the user owns a catalogue item now, and until when (µs; 0 = not owned or for good). */
function ownership(item: StoreItem, owned: readonly OwnedRow[], nowMs: number) {
  if (item.kind === 'membership') return { owned: false, until: 0 };
  const row = owned.find((o) => o.kind === item.kind && o.refId === item.refId) ?? null;
  if (!isOwnedItemActive(row, nowMs) || row === null) return { owned: false, until: 0 };
  const endMs = ownedItemEndMs(row);
  return { owned: true, until: endMs === null ? 0 : millisToMicros(endMs) };
}

export function registerStoreRoutes(app: FastifyInstance): void {
  route(app, academyOtherBuyInfoEndpoint, async (body, ctx) => {
    const user = await findUser(app.db, ctx.userno);
    const locale = resolveLocale(body.lang.trim() === '' ? user?.lang : body.lang);
    const balances = await readBalances(ctx.tx, ctx.userno, ctx.nowMs);
    const owned = await ownedItemsOf(ctx.tx, ctx.userno);
    const items = app.content.store.offeredIn(locale).map((item) => ({
      id: item.id,
      kind: item.kind,
      name: item.name[locale],
      description: item.description[locale],
      currency: item.currency,
      price: item.price,
      refId: item.kind === 'membership' ? 0 : item.refId,
      days: itemDays(item),
      type: item.kind === 'membership' ? item.type : 0,
      weekDay: item.kind === 'membership' ? item.weekDay : 0,
      ...ownership(item, owned, ctx.nowMs),
    }));
    return {
      errorcode: 0,
      lang: locale,
      gold: balances.gold,
      gem: balances.gem,
      membership: await readMembership(ctx.tx, ctx.userno),
      items,
      owned,
    } as const;
  });

  route(app, termStoreInfoEndpoint, async (_body, ctx) => {
    const TermStoreList = app.content.store.terms().map((term) => ({
      id: term.id,
      name: term.name,
      currency: term.currency,
      price: term.price,
      termDay: term.termDay,
      type: term.type,
      weekDay: term.weekDay,
      grade: term.grade,
    }));
    return { errorcode: 0, TermStoreList, membership: await readMembership(ctx.tx, ctx.userno) } as const;
  });

  route(app, storeBuyEndpoint, async (body, ctx) => {
    const item = app.content.store.item(body.itemId);
    if (!item) return failure(apiErrors.contentNotFound);
    const bought = await atomically(ctx.tx, (tx) =>
      buyItem(tx, { userno: ctx.userno, item, nowMs: ctx.nowMs }),
    );
    return bought.ok ? bought.answer : failure(bought.error);
  });
}
