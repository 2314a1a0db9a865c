// A bought stone set or emoticon takes effect wherever the purchase's answer arrives (issue 17): the
// outbox may deliver a purchase made offline long after the shop screen closed, or in another tab, so the
// answer is followed here, beside the balances, not by the shop screen alone.
import { skinOfRefId } from '../domain/rules/stoneSkins';
import { storeBuyEndpoint } from '../protocol';
import type { AppStore } from './appStore';
import { boughtEmoticonsAtom } from './emoticons';
import { bundleAtom } from './session';
import { boughtStoneRefIdsAtom, chosenStoneSkinAtom } from './stoneSkin';

interface BoughtItem {
  kind: string;
  refId: number;
  stime: number;
  useday: number;
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/** The item a store purchase's answer granted (null for a term, or an answer of another shape). */
function boughtItem(answer: unknown): BoughtItem | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const item = (answer as { item?: unknown }).item;
  if (typeof item !== 'object' || item === null) return null;
  const { kind, refId, stime, useday } = item as Record<string, unknown>;
  if (typeof kind !== 'string' || !isCount(refId) || !isCount(stime) || !isCount(useday)) return null;
  return { kind, refId, stime, useday };
}

/**
 * Follows one delivered write of `userno`: a stone set it bought is owned and drawn from now on (Settings
 * can pick another), an emoticon can be sent at once. Another user's write (a kiosk tablet's queue) and
 * any other endpoint change nothing; the same answer twice adds nothing twice.
 */
export function followPurchase(store: AppStore, userno: number, path: string, answer: unknown): void {
  if (path !== storeBuyEndpoint.path || store.get(bundleAtom)?.userno !== userno) return;
  const item = boughtItem(answer);
  if (item?.kind === 'stone') {
    store.set(boughtStoneRefIdsAtom, (list) => (list.includes(item.refId) ? list : [...list, item.refId]));
    const skin = skinOfRefId(item.refId);
    if (skin) store.set(chosenStoneSkinAtom, skin);
  } else if (item?.kind === 'emoticon') {
    store.set(boughtEmoticonsAtom, (list) =>
      list.some((e) => e.eid === item.refId && e.stime === item.stime)
        ? list
        : [...list, { eid: item.refId, stime: item.stime, useday: item.useday }],
    );
  }
}
