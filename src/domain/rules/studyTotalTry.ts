// Study total try entries (the rank view's per-category rows) and which of them are enabled.
// Implements R3.12, R4.20–R4.22, R6.03, R6.04.
import { GRADE_GATED_CATEGORY_ID } from './studyCategories';
import { GATED_CATEGORY_MIN_GRADE } from './grades';

/** R3.12, as the wire has it. */
export interface StudyTotalTryEntry {
  sno: number; // categoryId
  TryCount: number; // tries used
  spoint: number; // study points
  Rank: number; // rank in the category
  enabled: boolean;
}

/**
 * Decision R4.20: "normal mode" is the NormalEnterFlag local setting (the app entered through the normal,
 * ungated entrance); any other entry is graded mode, where the grade gate applies.
 */
export const studyAccessModes = ['normal', 'graded'] as const;
export type StudyAccessMode = (typeof studyAccessModes)[number];

export function isStudyCategoryEnabled(categoryId: number, mode: StudyAccessMode, grade: number): boolean {
  if (mode === 'normal') return true;
  return categoryId !== GRADE_GATED_CATEGORY_ID || grade >= GATED_CATEGORY_MIN_GRADE;
}

/**
 * R4.20, R4.21: in normal mode every entry is enabled; otherwise the grade-gated category (decision: 'se')
 * is disabled for grades below the minimum (decision: 2) and every other entry is enabled.
 */
export function withStudyEntryAccess(
  entries: readonly StudyTotalTryEntry[],
  mode: StudyAccessMode,
  grade: number,
): StudyTotalTryEntry[] {
  return entries.map((e) => ({ ...e, enabled: isStudyCategoryEnabled(e.sno, mode, grade) }));
}
