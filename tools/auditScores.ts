// The scores of `npm run audit` over several runs of a page (tools/audit.ts): the median of each
// category, as Lighthouse's guidance on variability advises, with every run's performance kept for the
// report.
export const targets = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
export type Category = keyof typeof targets;
export const categories = Object.keys(targets) as Category[];

export interface PageReport {
  name: string;
  scores: Record<Category, number>;
  failing: string[];
  /** Lighthouse's measure of this machine's speed: a loaded or slow machine scores performance lower. */
  benchmarkIndex: number;
}

/** The median of each category over several runs of one page, with every run's performance. */
export interface PageSummary {
  name: string;
  median: Record<Category, number>;
  performanceRuns: number[];
  benchmarkIndexes: number[];
  /** The failing audits of the run whose performance was the median. */
  failing: string[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export function summarize(reports: readonly PageReport[]): PageSummary {
  const first = reports[0];
  if (!first) throw new Error('no runs to summarize');
  const medianOf = (c: Category) => median(reports.map((r) => r.scores[c]));
  const performance = medianOf('performance');
  const representative =
    [...reports].sort(
      (a, b) => Math.abs(a.scores.performance - performance) - Math.abs(b.scores.performance - performance),
    )[0] ?? first;
  return {
    name: first.name,
    median: Object.fromEntries(categories.map((c) => [c, medianOf(c)])) as Record<Category, number>,
    performanceRuns: reports.map((r) => r.scores.performance),
    benchmarkIndexes: reports.map((r) => Math.round(r.benchmarkIndex)),
    failing: representative.failing,
  };
}
