// Whether the shop's Buy button is open for an item (R7.52, R7.58, docs/rules.md "Store"): the server
// decides the purchase (/api/store/buy); the panel only says ahead of it why a buy would be refused.
export type Currency = 'gold' | 'gem';

export interface ShopWallet {
  gold: number;
  gem: number;
}

export type BuyBlock = { reason: 'short'; missing: number; currency: Currency } | { reason: 'owned' } | null;

/** A stone (or anything owned for good) is sold once; a short wallet cannot pay (`payPrice`). */
export function buyBlock(
  item: { price: number; currency: Currency; owned?: boolean; days?: number; kind?: string },
  wallet: ShopWallet,
): BuyBlock {
  if (item.owned && item.days === 0 && item.kind !== 'membership') return { reason: 'owned' };
  const held = item.currency === 'gold' ? wallet.gold : wallet.gem;
  return held < item.price ? { reason: 'short', missing: item.price - held, currency: item.currency } : null;
}
