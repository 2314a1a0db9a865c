// content:check's proofs spread over threads give the same figures and issues, in the same order, as one
// thread (the pack order), including problems whose proof fails.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auditJob, auditJobs, auditSummary, timingLines } from '../../../tools/content/audit';
import type { AuditJob } from '../../../tools/content/audit';
import { auditJobsInParallel, TaskPool } from '../../../tools/content/auditPool';
import { engineJudge } from '../../../tools/content/bpower/judge';
import type { BpowerPack, TrainerPosition } from '../../../src/domain/content/bpower';

const bpower = JSON.parse(fs.readFileSync('server/content/packs/bpower.json', 'utf8')) as BpowerPack;
const study = JSON.parse(fs.readFileSync('server/content/packs/study.json', 'utf8')) as unknown;

/** The problem with every answer turned wrong: its proof reports issues. */
function broken(job: AuditJob, at: string): AuditJob {
  return {
    ...job,
    at,
    problem: { ...job.problem, tree: job.problem.tree.map((b) => ({ ...b, result: 'wrong' as const })) },
  };
}

describe('content:check proof threads', () => {
  it('prove the same as one thread, in pack order', { timeout: 120_000 }, async () => {
    const every = auditJobs([{ file: 'study.json', value: study }]);
    // A slow broken proof first (about 1.5 s of reading) and a quick one last: the second thread
    // answers the last before the first thread is done.
    const all = [
      broken(every[367] as AuditJob, 'slow'),
      ...every.slice(0, 3),
      broken(every[0] as AuditJob, 'quick'),
    ];
    const alone = auditSummary(all.map((job) => auditJob(job, { gnugo: false })));
    const spread = await auditJobsInParallel(all, { gnugo: false, threads: 2 });
    const issueOf = (at: string) => alone.issues.findIndex((i) => i.startsWith(`study.json ${at}.problem`));
    expect(issueOf('slow')).toBeGreaterThanOrEqual(0);
    expect(issueOf('quick')).toBeGreaterThan(issueOf('slow'));
    expect(spread.issues).toEqual(alone.issues);
    expect(spread.figures).toEqual(alone.figures);
    expect(spread.figures.problems).toBe(5);
    // Every proof's time comes back, slowest first, named by where the problem is.
    expect(spread.timings.map((t) => t.problem).sort()).toEqual(all.map((j) => `${j.file} ${j.at}`).sort());
    expect(spread.timings.every((t, i) => i === 0 || t.ms <= (spread.timings[i - 1]?.ms ?? 0))).toBe(true);
    expect(spread.timings[0]?.problem).toBe('study.json slow');
  });
});

describe('content:check engine threads', () => {
  it(
    'judge a trainer position as the main thread does, each answer to its own question',
    { timeout: 120_000 },
    async () => {
      const groupOf = (p: TrainerPosition) =>
        p.kind === 'stronger_group' ? (p.candidates[p.answer]?.vertex ?? '') : p.group;
      const positions = bpower.positions.slice(0, 6);
      const pool = new TaskPool(2);
      try {
        const spread = await Promise.all(
          positions.map((position) =>
            pool.run({
              kind: 'engine',
              position,
              playouts: 40,
              seed: bpower.engine.seed,
              group: groupOf(position),
            }),
          ),
        );
        expect(spread).toEqual(positions.map((p) => engineJudge(p, 40, bpower.engine.seed, groupOf(p))));
      } finally {
        await pool.close();
      }
    },
  );
});

describe('content:check --timings', () => {
  it('gives each part its share, then the slowest problems', () => {
    const lines = timingLines([
      {
        problem: 'study.json categories[1].groups[0].missions[2]',
        part: 'study.json categories[1]',
        ms: 3500,
      },
      { problem: 'dan9.json steps[0].problems[4]', part: 'dan9.json steps[0]', ms: 1250 },
      { problem: 'dan9.json steps[0].problems[1]', part: 'dan9.json steps[0]', ms: 2500 },
    ]);
    expect(lines).toEqual([
      'proof time: 7.3 s in all, on the threads',
      '  dan9.json steps[0]: 3.8 s over 2 problem(s)',
      '  study.json categories[1]: 3.5 s over 1 problem(s)',
      'slowest problems:',
      '  3.5 s study.json categories[1].groups[0].missions[2]',
      '  2.5 s dan9.json steps[0].problems[1]',
      '  1.3 s dan9.json steps[0].problems[4]',
    ]);
  });
});
