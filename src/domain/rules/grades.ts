// Account grades and roles: grade name keys with the Chinese-region fallback, the teacher mark, and the
// grades the other rules gate on (try-quest tier cap, the grade-gated study category).
// Implements R6.01, R6.03–R6.07, R4.19 and R4.22 (decisions).
import { isChineseRegion } from './locale';

/** Decision R4.19, R4.22: grades are numbers 1..99 (wire "01".."99"); higher grades unlock more. */
export const FREE_GRADE = 1;
/** R4.18, R4.19: the grade whose initially selected try-quest tier is capped at 3. */
export const TRY_QUEST_CAPPED_GRADE = FREE_GRADE;
/** R4.21, R4.22: users below this grade lose the grade-gated study category outside normal mode. */
export const GATED_CATEGORY_MIN_GRADE = 2;

/** R6.06: grades with their own name in the Chinese region. */
export const chineseNamedGrades = [1, 2, 3, 4, 13] as const;
/** R6.07: the grade whose Chinese name the other grades use. */
export const CHINESE_FALLBACK_GRADE = 4;

/** Wire grades come as numbers or two-digit strings ("04"); null when neither. */
export function parseGrade(raw: string | number | null | undefined): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw >= 0 && raw <= 99 ? raw : null;
  if (typeof raw !== 'string' || !/^\d{1,2}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

export function makeGradeCode(grade: number): string {
  return String(grade).padStart(2, '0');
}

export type GradeNameKey = `grade.name.${string}` | `grade.name.cn.${string}`;

/**
 * R6.05–R6.07: the translation key naming a grade. In region CN grades 01, 02, 03, 04 and 13 have their
 * own keys and every other grade falls back to grade 04's.
 */
export function gradeNameKey(grade: number, region: string | null | undefined): GradeNameKey {
  if (isChineseRegion(region)) {
    const named = (chineseNamedGrades as readonly number[]).includes(grade);
    return `grade.name.cn.${makeGradeCode(named ? grade : CHINESE_FALLBACK_GRADE)}`;
  }
  return `grade.name.${makeGradeCode(grade)}`;
}

/** R6.01: a non-zero teacherFlag marks a teacher. */
export function isTeacher(teacherFlag: number | null | undefined): boolean {
  return typeof teacherFlag === 'number' && teacherFlag !== 0 && !Number.isNaN(teacherFlag);
}
