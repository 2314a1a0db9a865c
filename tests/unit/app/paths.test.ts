// What the guard knows of a path (spec §2): auth routes (R2.32), the front gate, 'field' routes (R2.38),
// and the sections marked by screen names (R2.43).
import { describe, expect, it } from 'vitest';
import { isAuthPath, isFieldPath, isFrontGate, sectionOfPath } from '../../../src/app/guard/paths';
import { screenPaths } from '../../../src/app/routes';

describe('paths', () => {
  it('lists every screen of spec §2 under the main layout (R2.02–R2.25)', () => {
    expect(screenPaths).toHaveLength(24);
    expect(new Set(screenPaths).size).toBe(24);
  });

  it('knows auth routes', () => {
    expect(isAuthPath('/auth/sign-in')).toBe(true);
    expect(isAuthPath('/authority')).toBe(false);
  });

  it('knows the front gate', () => {
    expect(isFrontGate('/')).toBe(true);
    expect(isFrontGate('')).toBe(true);
    expect(isFrontGate('/study')).toBe(false);
  });

  it("finds 'field' in any segment of the name (R2.38)", () => {
    const fields = screenPaths.filter(isFieldPath);
    expect(fields).toEqual([
      '/study/group/mission/field',
      '/study/group/mission/tryfield',
      '/study/rank/field',
      '/single/group/mission/field',
      '/dice/group/mission/field',
      '/bpower/field',
      '/bpower/theory/field',
      '/dan9/mission/field',
      '/dan9/mission/tryfield',
      '/dan9/rank/field',
      '/field',
    ]);
  });

  it.each([
    ['/study/group', 'study'],
    ['/single/group/mission', 'single'],
    ['/dice/group', 'dice'],
    ['/dan9', null],
    ['/', null],
  ] as const)('%s marks the section %s (R2.43)', (path, section) => {
    expect(sectionOfPath(path)).toBe(section);
  });
});
