// Paid help in the single field (R7.19–R7.22, issue 16): a take-back, a fresh start of the mission (re-put)
// and a hint (a position check: the day's free checks first, then gold). The prices are the server's
// (`singlePrices`, charged by server/http/single.ts); these rules only say what the screen shows while a
// purchase waits in the outbox: the gold after the waiting purchases, the free checks left, and whether the
// next help of a kind is free, affordable or not.
import { academyDay, checkCharge, FREE_CHECKS_PER_DAY, singlePrices } from './singlePlay';

/** The paid helps, by what they buy. */
export const helpKinds = ['takeback', 'takebackEdu', 'reput', 'check'] as const;
export type HelpKind = (typeof helpKinds)[number];

/** Free checks used on an academy day, as the server last said. */
export interface KnownChecks {
  readonly used: number;
  /** The academy day ("YYYY-MM-DD", `academyDay`) the count belongs to. */
  readonly day: string;
}

/** The known count of the later day; on the same day the larger (a day's count only grows). */
export function latestChecks(a: KnownChecks | null, b: KnownChecks | null): KnownChecks | null {
  if (a === null) return b;
  if (b === null) return a;
  if (a.day !== b.day) return a.day > b.day ? a : b;
  return a.used >= b.used ? a : b;
}

/** Free checks used today: a count of another day is a new day's zero. */
export function freeChecksUsedToday(known: KnownChecks | null, nowMs: number): number {
  if (known === null || known.day !== academyDay(nowMs)) return 0;
  return Math.min(FREE_CHECKS_PER_DAY, Math.max(0, Math.floor(known.used)));
}

export interface PendingHelpSpend {
  /** Gold the waiting purchases will spend. */
  readonly gold: number;
  /** Free checks used today once the waiting checks are delivered. */
  readonly freeUsed: number;
}

/** What the waiting purchases spend, in queue order: each check takes a free one while any is left. */
export function pendingHelpSpend(pending: readonly HelpKind[], freeUsedToday: number): PendingHelpSpend {
  let freeUsed = Math.max(0, freeUsedToday);
  let gold = 0;
  for (const kind of pending) {
    if (kind === 'check') {
      const charge = checkCharge(freeUsed);
      if (charge.free) freeUsed = charge.usedAfter;
      else gold += charge.price;
    } else {
      gold += singlePrices[kind];
    }
  }
  return { gold, freeUsed };
}

/** The gold to show: the server's last balance minus the waiting purchases, never below zero. */
export function shownGold(serverGold: number, pending: PendingHelpSpend): number {
  return Math.max(0, serverGold - pending.gold);
}

export type HelpOffer =
  /** A free check; `left` free checks remain today, this one included. */
  | { readonly kind: 'free'; readonly left: number }
  /** Paid in gold; `affordable` when the shown gold covers the price (unknown gold: not affordable). */
  | { readonly kind: 'paid'; readonly price: number; readonly affordable: boolean };

/** What the next help of `kind` costs, with the shown gold and today's free checks (waiting ones counted). */
export function helpOffer(kind: HelpKind, gold: number | null, freeUsed: number): HelpOffer {
  if (kind === 'check') {
    const charge = checkCharge(freeUsed);
    if (charge.free) return { kind: 'free', left: FREE_CHECKS_PER_DAY - Math.max(0, Math.floor(freeUsed)) };
  }
  const price = singlePrices[kind];
  return { kind: 'paid', price, affordable: gold !== null && gold >= price };
}

/** Whether the help can be bought now. */
export function canUseHelp(offer: HelpOffer): boolean {
  return offer.kind === 'free' || offer.affordable;
}
