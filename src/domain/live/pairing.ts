// Quick pairing of seeks (docs/rules.md, live games): players seeking the same board size and time
// control are paired by level. A seek first accepts opponents within 2 ranks; the window widens by one rank
// every 10 seconds of waiting, up to 9. The oldest seek is served first, with the closest level (then the
// oldest) among those both windows accept. After BOT_OFFER_MS without a partner the server offers a bot.

import { rankDifference } from './levels';
import type { LiveBoardSize } from './handicap';
import type { TimeControlName } from './clock';

export interface Seek {
  readonly userno: number;
  readonly step: number;
  readonly size: LiveBoardSize;
  readonly control: TimeControlName;
  readonly sinceMs: number;
}

export const START_WINDOW = 2;
export const WIDEN_EVERY_MS = 10_000;
export const MAX_WINDOW = 9;
export const BOT_OFFER_MS = 20_000;

export function seekWindow(seek: Seek, nowMs: number): number {
  const waited = Math.max(0, nowMs - seek.sinceMs);
  return Math.min(MAX_WINDOW, START_WINDOW + Math.floor(waited / WIDEN_EVERY_MS));
}

export function compatible(a: Seek, b: Seek, nowMs: number): boolean {
  if (a.userno === b.userno || a.size !== b.size || a.control !== b.control) return false;
  const gap = Math.abs(rankDifference(a.step, b.step));
  return gap <= seekWindow(a, nowMs) && gap <= seekWindow(b, nowMs);
}

/** Pairs as many seeks as the rule allows; each seek is in at most one pair. */
export function pairSeeks(seeks: readonly Seek[], nowMs: number): Array<[Seek, Seek]> {
  const waiting = [...seeks].sort((a, b) => a.sinceMs - b.sinceMs || a.userno - b.userno);
  const taken = new Set<number>();
  const pairs: Array<[Seek, Seek]> = [];
  for (const seek of waiting) {
    if (taken.has(seek.userno)) continue;
    let best: Seek | null = null;
    for (const other of waiting) {
      if (taken.has(other.userno) || !compatible(seek, other, nowMs)) continue;
      const gap = Math.abs(rankDifference(seek.step, other.step));
      if (!best || gap < Math.abs(rankDifference(seek.step, best.step))) best = other;
    }
    if (best) {
      taken.add(seek.userno);
      taken.add(best.userno);
      pairs.push([seek, best]);
    }
  }
  return pairs;
}

export function botOfferDue(seek: Seek, nowMs: number): boolean {
  return nowMs - seek.sinceMs >= BOT_OFFER_MS;
}

/** The AI level (1–10) that plays like a step: 99 plays level 1, every 4 steps stronger one level more. */
export function botLevelForStep(step: number): number {
  return Math.min(10, Math.max(1, 1 + Math.floor((99 - step) / 4)));
}
