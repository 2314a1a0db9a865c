// Study total try entries (spec §4, §6): which categories are enabled in normal and graded mode.
import { describe, expect, it } from 'vitest';
import {
  GATED_CATEGORY_MIN_GRADE,
  GRADE_GATED_CATEGORY_ID,
  isStudyCategoryEnabled,
  studyCategoryId,
  withStudyEntryAccess,
  type StudyAccessMode,
  type StudyTotalTryEntry,
} from '../../../../src/domain/rules';

const entry = (sno: number, enabled: boolean): StudyTotalTryEntry => ({
  sno,
  TryCount: 2,
  spoint: 100,
  Rank: 5,
  enabled,
});

describe('study total try entries', () => {
  // R4.22 decision: 'se' is gated, minimum grade 2
  it('gates the se category at grade 2', () => {
    expect(GRADE_GATED_CATEGORY_ID).toBe(studyCategoryId.se);
    expect(GATED_CATEGORY_MIN_GRADE).toBe(2);
  });

  // R4.20: all enabled in normal mode; R4.21, R6.04: the gated category disabled below the minimum grade
  it.each<{ why: string; mode: StudyAccessMode; grade: number; categoryId: number; enabled: boolean }>([
    {
      why: 'normal mode, lowest grade',
      mode: 'normal',
      grade: 0,
      categoryId: studyCategoryId.se,
      enabled: true,
    },
    {
      why: 'graded, grade 1, gated',
      mode: 'graded',
      grade: 1,
      categoryId: studyCategoryId.se,
      enabled: false,
    },
    {
      why: 'graded, grade 2 (boundary)',
      mode: 'graded',
      grade: 2,
      categoryId: studyCategoryId.se,
      enabled: true,
    },
    {
      why: 'graded, grade 1, not gated',
      mode: 'graded',
      grade: 1,
      categoryId: studyCategoryId.je,
      enabled: true,
    },
    {
      why: 'graded, grade 0, intro',
      mode: 'graded',
      grade: 0,
      categoryId: studyCategoryId.ip,
      enabled: true,
    },
  ])('$why', ({ mode, grade, categoryId, enabled }) => {
    expect(isStudyCategoryEnabled(categoryId, mode, grade)).toBe(enabled);
  });

  // R4.20, R4.21: the flag is recomputed whatever the incoming value; other fields untouched
  it('sets enabled on every entry', () => {
    const entries = [entry(4, false), entry(5, true), entry(1, false)];
    expect(withStudyEntryAccess(entries, 'graded', 1).map((e) => [e.sno, e.enabled])).toEqual([
      [4, true],
      [5, false],
      [1, true],
    ]);
    expect(withStudyEntryAccess(entries, 'normal', 1).every((e) => e.enabled)).toBe(true);
    expect(withStudyEntryAccess(entries, 'normal', 1)[0]).toEqual({ ...entry(4, true) });
  });
});
