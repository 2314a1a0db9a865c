// The smile overlay: the face shown over a finished single mission, from its stone value.
// Implements R9.33 (the mapping is the project's decision, docs/rules.md).

/** R9.33: the overlay's levels; level 2 is not used. */
export const smileLevels = [1, 3, 4, 5] as const;
export type SmileLevel = (typeof smileLevels)[number];

/**
 * R9.33 (decision): the stone value is the mission's stars (0..3, as summed in starsum): 0 → 1 (crying),
 * 1 → 3, 2 → 4, 3 → 5 (big smile). Values below 0 count as 0, above 3 as 3; fractions round down.
 */
export function smileLevel(stoneValue: number): SmileLevel {
  const stars = Number.isFinite(stoneValue) ? Math.min(3, Math.max(0, Math.floor(stoneValue))) : 0;
  return smileLevels[stars] ?? 1;
}
