// Stone sets (issue 17): which stones the boards draw. Every student has the classic set (shell white,
// slate black); the store sells the others as stone items whose refId names the set, and an active
// membership lends the sets marked for members. The device's choice (stone_skin) is used while the
// student owns that set; otherwise the classic set. Pure: ownership comes in as data.

export const stoneSkinKeys = ['classic', 'panda', 'sweets', 'space'] as const;
export type StoneSkinKey = (typeof stoneSkinKeys)[number];

export interface StoneSkinInfo {
  key: StoneSkinKey;
  /** The store's stone refId; 0 for the set everyone has. */
  refId: number;
  /** Lent to students with an active membership. */
  withMembership: boolean;
  /** Drawn for children: faces and pictures on the stones. */
  playful: boolean;
}

export const stoneSkins: readonly StoneSkinInfo[] = [
  { key: 'classic', refId: 0, withMembership: false, playful: false },
  { key: 'panda', refId: 1, withMembership: false, playful: true },
  { key: 'sweets', refId: 2, withMembership: false, playful: true },
  { key: 'space', refId: 3, withMembership: true, playful: true },
];

export const DEFAULT_STONE_SKIN: StoneSkinKey = 'classic';

export function isStoneSkinKey(value: unknown): value is StoneSkinKey {
  return typeof value === 'string' && (stoneSkinKeys as readonly string[]).includes(value);
}

/** The set a store stone item's refId names; null for an unknown one. */
export function skinOfRefId(refId: number): StoneSkinKey | null {
  return stoneSkins.find((s) => s.refId === refId)?.key ?? null;
}

/** The sets a student may use: the classic set, bought stone items, and members' sets while a member. */
export function ownedStoneSkins(
  ownedStoneRefIds: readonly number[],
  membershipActive: boolean,
): StoneSkinKey[] {
  return stoneSkins
    .filter(
      (s) => s.refId === 0 || ownedStoneRefIds.includes(s.refId) || (membershipActive && s.withMembership),
    )
    .map((s) => s.key);
}

/** The set the boards draw: the chosen one while owned, else the classic set. */
export function effectiveStoneSkin(chosen: string | null, owned: readonly StoneSkinKey[]): StoneSkinKey {
  return isStoneSkinKey(chosen) && owned.includes(chosen) ? chosen : DEFAULT_STONE_SKIN;
}
