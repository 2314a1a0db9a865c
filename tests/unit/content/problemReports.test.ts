// Issue 14: the withdrawn list that content:check and the server read — every id a known, withdrawable
// problem, every entry with a reason, no id twice.
import { describe, expect, it } from 'vitest';
import { checkWithdrawn } from '../../../src/domain/content/problemReports';

const known = new Set(['study/ip-g01-m0', 'dan9/s01-m3', 'tutorials/01-01-00-step1', 'single/puzzle-g02-m1']);

describe('withdrawn list (issue 14)', () => {
  it('reads good entries', () => {
    const value = {
      problems: [
        { id: 'study/ip-g01-m0', reason: 'C3 also captures' },
        { id: 'single/puzzle-g02-m1', reason: 'the refutation does not refute' },
      ],
    };
    expect(checkWithdrawn(value, known)).toEqual({ problems: value.problems, issues: [] });
  });

  it.each([
    ['not an object', [], 'problems', 'bad_shape'],
    ['no list', {}, 'problems', 'bad_shape'],
    ['an entry not an object', { problems: [3] }, 'problems[0]', 'bad_shape'],
    ['a bad id', { problems: [{ id: 'study', reason: 'r' }] }, 'problems[0].id', 'bad_id'],
    ['no reason', { problems: [{ id: 'dan9/s01-m3' }] }, 'problems[0].reason', 'missing_reason'],
    [
      'a blank reason',
      { problems: [{ id: 'dan9/s01-m3', reason: '  ' }] },
      'problems[0].reason',
      'missing_reason',
    ],
    [
      'an id twice',
      {
        problems: [
          { id: 'dan9/s01-m3', reason: 'a' },
          { id: 'dan9/s01-m3', reason: 'b' },
        ],
      },
      'problems[1].id',
      'duplicate_id',
    ],
    ['an unknown id', { problems: [{ id: 'study/ip-g09-m9', reason: 'r' }] }, 'problems[0].id', 'unknown_id'],
    [
      'a tutorial step',
      { problems: [{ id: 'tutorials/01-01-00-step1', reason: 'r' }] },
      'problems[0].id',
      'not_withdrawable',
    ],
  ])('refuses %s', (_name, value, path, code) => {
    expect(checkWithdrawn(value, known).issues).toEqual([{ path, code }]);
  });
});
