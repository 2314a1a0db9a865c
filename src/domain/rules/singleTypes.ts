// The single-play types of spec §9 and their numbers on the wire. In single play a category number (sno)
// is its single type, so the same numbers name single categories (decision recorded in docs/rules.md).
// Implements R9.14, R1.06.

/** R9.14: index = wire value (the `type` of /api/single/challenge/req). */
export const singleTypes = [
  'aiBattle2', // 0: AI battle 2
  'basic', // 1: basic
  'opening', // 2: posuk (포석, fuseki)
  'puzzle', // 3: puzzle
  'aiBattle1', // 4: AI battle 1
  'badukBattle', // 5: baduk battle
  'dice', // 6: dice
] as const;

export type SingleTypeName = (typeof singleTypes)[number];
export type SingleType = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export const singleType = {
  aiBattle2: 0,
  basic: 1,
  opening: 2,
  puzzle: 3,
  aiBattle1: 4,
  badukBattle: 5,
  dice: 6,
} as const satisfies Record<SingleTypeName, SingleType>;

export function isSingleType(value: number): value is SingleType {
  return Number.isInteger(value) && value >= 0 && value < singleTypes.length;
}

export function singleTypeName(type: SingleType): SingleTypeName {
  // The index is a SingleType, always inside the tuple.
  return singleTypes[type] as SingleTypeName;
}

/** Translation key of a single type's label, e.g. `single.type.puzzle`. */
export function singleTypeLabelKey(type: SingleType): `single.type.${SingleTypeName}` {
  return `single.type.${singleTypeName(type)}`;
}

/**
 * The order a student meets the single types in (issue 22): basics and puzzles before battles, the
 * opening between them, AI battle 1 before AI battle 2, the baduk battle last, dice apart. Not the wire
 * numbers, which put AI battle 2 first.
 */
export const singleTypeLearningOrder: readonly SingleTypeName[] = [
  'basic',
  'puzzle',
  'opening',
  'aiBattle1',
  'aiBattle2',
  'badukBattle',
  'dice',
];

/** A type's place in the learning order; numbers that are no single type come after every type. */
export function learningRank(type: number): number {
  return isSingleType(type) ? singleTypeLearningOrder.indexOf(singleTypeName(type)) : singleTypes.length;
}
