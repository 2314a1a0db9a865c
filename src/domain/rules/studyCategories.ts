// The study categories the business rules refer to by identity. The spec names only two ('je', 'se') and
// leaves the special medal category (R4.07) and the grade-gated category (R4.22) open; this table is the
// project's choice, recorded in docs/rules.md. categoryId is the wire `sno`.
// Implements R4.07, R4.22 (decisions), R9.08, R9.09.

export const studyCategories = [
  { categoryId: 1, code: 'ip' }, // introductory course; the special medal category (R4.07)
  { categoryId: 2, code: 'cho' }, // elementary
  { categoryId: 3, code: 'jung' }, // intermediate
  { categoryId: 4, code: 'je' }, // ranked; try-quest tiers 6–8 (R9.08)
  { categoryId: 5, code: 'se' }, // ranked; try-quest tiers 9–10 (R9.09); grade-gated (R4.21)
] as const;

export type StudyCategoryCode = (typeof studyCategories)[number]['code'];
export type StudyCategoryId = (typeof studyCategories)[number]['categoryId'];

export const studyCategoryId = {
  ip: 1,
  cho: 2,
  jung: 3,
  je: 4,
  se: 5,
} as const satisfies Record<StudyCategoryCode, StudyCategoryId>;

/** R4.07: the category whose medal ignores the best correct count (see medal.ts). */
export const SPECIAL_MEDAL_CATEGORY_ID: number = studyCategoryId.ip;

/** R4.21, R4.22: the category whose total try entry is disabled below the minimum grade. */
export const GRADE_GATED_CATEGORY_ID: number = studyCategoryId.se;

export function studyCategoryCode(categoryId: number): StudyCategoryCode | null {
  return studyCategories.find((c) => c.categoryId === categoryId)?.code ?? null;
}
