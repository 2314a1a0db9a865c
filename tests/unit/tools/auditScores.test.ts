// npm run audit counts the median of several Lighthouse runs per page (issue 7).
import { describe, expect, it } from 'vitest';
import { median, summarize, type PageReport } from '../../../tools/auditScores';

const run = (performance: number, failing: string[] = [], benchmarkIndex = 2800): PageReport => ({
  name: 'sign-in',
  scores: { performance, accessibility: 100, 'best-practices': 100 },
  failing,
  benchmarkIndex,
});

describe('median', () => {
  it.each([
    [[97], 97],
    [[92, 97, 96], 96],
    [[95, 99], 97],
    [[98, 92, 97, 93], 95],
  ])('%j → %d', (values, expected) => {
    expect(median(values)).toBe(expected);
  });
});

describe('summarize', () => {
  it('takes each category’s median and the failing audits of the median run', () => {
    const summary = summarize([run(92, ['tbt'], 2556.4), run(97, ['lcp']), run(96, ['cls'])]);
    expect(summary.median).toEqual({ performance: 96, accessibility: 100, 'best-practices': 100 });
    expect(summary.performanceRuns).toEqual([92, 97, 96]);
    expect(summary.benchmarkIndexes).toEqual([2556, 2800, 2800]);
    expect(summary.failing).toEqual(['cls']);
  });

  it('refuses no runs', () => {
    expect(() => summarize([])).toThrow();
  });
});
