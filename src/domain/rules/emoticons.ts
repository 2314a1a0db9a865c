// Emoticons (R3.20 emo_info; issue 17): the store sells sets by number (eid); each set has a few
// pictures, drawn by the app (features/multi/EmoticonArt.tsx). A set can be sent in friend chat while
// owned and not expired (from stime for useday days; 0 days = for good); an expired one is shown as
// expired. Pure: the clock is a parameter.
import { isOwnedItemActive, ownedItemEndMs } from './storePurchase';

export interface EmoticonSet {
  eid: number;
  key: 'smile' | 'cheer';
  /** Picture names within the set, by index (the wire's `n`). */
  pictures: readonly string[];
}

export const emoticonSets: readonly EmoticonSet[] = [
  { eid: 1, key: 'smile', pictures: ['happy', 'laugh', 'wink', 'love'] },
  { eid: 2, key: 'cheer', pictures: ['thumbsUp', 'clap', 'star', 'fire'] },
];

export function emoticonSet(eid: number): EmoticonSet | null {
  return emoticonSets.find((s) => s.eid === eid) ?? null;
}

/** A picture exists when its set does and its index is within the set. */
export function isEmoticon(eid: number, n: number): boolean {
  const set = emoticonSet(eid);
  return set !== null && Number.isInteger(n) && n >= 0 && n < set.pictures.length;
}

/** emo_info as the login sends it (R3.20). */
export interface EmoInfo {
  eid: number;
  stime: number;
  useday: number;
}

export interface EmoticonOwnership {
  set: EmoticonSet;
  state: 'active' | 'expired';
  /** When it runs out (ms); null for good. */
  endMs: number | null;
}

/** The known sets the student owns, each active or expired at `nowMs`. */
export function ownedEmoticons(info: readonly EmoInfo[], nowMs: number): EmoticonOwnership[] {
  const owned: EmoticonOwnership[] = [];
  for (const item of info) {
    const set = emoticonSet(item.eid);
    if (!set) continue;
    owned.push({
      set,
      state: isOwnedItemActive(item, nowMs) ? 'active' : 'expired',
      endMs: ownedItemEndMs(item),
    });
  }
  return owned;
}

/** Whether the student may send a picture of set `eid` now. */
export function maySendEmoticon(info: readonly EmoInfo[], eid: number, n: number, nowMs: number): boolean {
  if (!isEmoticon(eid, n)) return false;
  return ownedEmoticons(info, nowMs).some((o) => o.set.eid === eid && o.state === 'active');
}
