// Grades and roles (spec §6): grade name keys with the CN fallback, teachers, wire grade codes.
import { describe, expect, it } from 'vitest';
import { gradeNameKey, isTeacher, makeGradeCode, parseGrade } from '../../../../src/domain/rules';

describe('gradeNameKey', () => {
  // R6.05 grades name tiers; R6.06 CN: 01, 02, 03, 04, 13 have their own; R6.07 others fall back to 04
  it.each([
    [1, 'CN', 'grade.name.cn.01'],
    [2, 'CN', 'grade.name.cn.02'],
    [3, 'cn', 'grade.name.cn.03'],
    [4, 'CN', 'grade.name.cn.04'],
    [13, 'CN', 'grade.name.cn.13'],
    [5, 'CN', 'grade.name.cn.04'],
    [12, 'CN', 'grade.name.cn.04'],
    [14, 'CN', 'grade.name.cn.04'],
    [0, 'CN', 'grade.name.cn.04'],
    [5, 'KR', 'grade.name.05'],
    [13, 'KR', 'grade.name.13'],
    [5, null, 'grade.name.05'],
  ])('grade %s in %s → %s', (grade, region, key) => {
    expect(gradeNameKey(grade, region)).toBe(key);
  });
});

describe('grade codes', () => {
  it.each([
    ['04', 4],
    ['13', 13],
    [' 7', 7],
    [7, 7],
    ['', null],
    ['abc', null],
    ['100', null],
    [1.5, null],
    [-1, null],
    [null, null],
  ])('parseGrade(%j) = %s', (raw, grade) => {
    expect(parseGrade(raw)).toBe(grade);
  });

  it('makes two-digit codes', () => {
    expect(makeGradeCode(4)).toBe('04');
    expect(makeGradeCode(13)).toBe('13');
  });
});

describe('isTeacher', () => {
  // R6.01: a non-zero teacherFlag marks a teacher
  it.each([
    [0, false],
    [1, true],
    [2, true],
    [-1, true],
    [null, false],
    [undefined, false],
    [Number.NaN, false],
  ])('teacherFlag %s → %s', (flag, teacher) => {
    expect(isTeacher(flag)).toBe(teacher);
  });
});
