// The trainer pack's check (issue 15), run by `npm run content:check`: the pack's form
// (checkBpowerPack), then every position against the engine at the pack's budget (the answer must be the
// engine's best candidate by at least MIN_MARGIN) and against GNU Go where it can judge (it must not
// prefer another candidate). Prints the counts per step and per question type and the engine's margins.
import type { BpowerPack, TrainerPosition } from '../../src/domain/content/bpower';
import { checkBpowerPack, trainerQuestionKinds } from '../../src/domain/content/bpower';
import { GtpClient, gnugoPath } from '../bench/gtpClient';
import { ENGINE_PLAYOUTS, MIN_MARGIN } from './bpower/build';
import { engineJudge, gnugoJudge } from './bpower/judge';
import type { EngineJudgement, GnuGoVerdict } from './bpower/judge';

export interface BpowerCheckResult {
  readonly issues: string[];
  readonly lines: string[];
}

function groupOf(p: TrainerPosition): string {
  return p.kind === 'stronger_group' ? (p.candidates[p.answer]?.vertex ?? '') : p.group;
}

/** Judges a position with our engine; by default on this thread, in content:check on its worker threads. */
export type EngineJudge = (
  p: TrainerPosition,
  playouts: number,
  seed: number,
  group: string,
) => Promise<EngineJudgement>;

const inline: EngineJudge = (p, playouts, seed, group) =>
  Promise.resolve(engineJudge(p, playouts, seed, group));

export async function checkBpowerFile(
  value: unknown,
  engine: EngineJudge = inline,
): Promise<BpowerCheckResult> {
  const form = checkBpowerPack(value);
  if (form.length > 0)
    return {
      issues: form.map((i) => `bpower.json ${i.path}: ${i.code}${i.detail ? ` — ${i.detail}` : ''}`),
      lines: [],
    };
  const pack = value as BpowerPack;
  const issues: string[] = [];
  const margins: number[] = [];
  const gnugo = new GtpClient(gnugoPath(), [
    '--mode',
    'gtp',
    '--level',
    '10',
    '--chinese-rules',
    '--seed',
    '1',
  ]);
  const verdicts = { agrees: 0, abstains: 0, disagrees: 0 };
  const playouts = pack.engine.playouts ?? ENGINE_PLAYOUTS;
  // The engine's judgements run on the check's threads (`engine`) while this thread asks GNU Go (its own
  // process) one position after another; the issues come out in the pack's order.
  const judged = Promise.all(pack.positions.map((p) => engine(p, playouts, pack.engine.seed, groupOf(p))));
  const gnugoVerdicts: GnuGoVerdict[] = [];
  try {
    for (const p of pack.positions) gnugoVerdicts.push(await gnugoJudge(gnugo, p, [groupOf(p)]));
  } finally {
    await gnugo.close();
  }
  for (const [i, j] of (await judged).entries()) {
    const p = pack.positions[i] as TrainerPosition;
    margins.push(j.margin);
    if (j.best !== p.answer || j.margin < MIN_MARGIN)
      issues.push(
        `bpower.json positions[${i}] (${p.id}): engine_disagrees — best ${j.best}, answer ${p.answer}, margin ${j.margin}`,
      );
    const verdict = gnugoVerdicts[i] ?? 'abstains';
    verdicts[verdict]++;
    if (verdict === 'disagrees') issues.push(`bpower.json positions[${i}] (${p.id}): gnugo_disagrees`);
  }
  const sorted = [...margins].sort((a, b) => a - b);
  const mid = (k: number) => sorted[k] ?? 0;
  const median =
    sorted.length === 0
      ? 0
      : (mid(Math.floor((sorted.length - 1) / 2)) + mid(Math.ceil((sorted.length - 1) / 2))) / 2;
  const perStep = new Map<number, number>();
  for (const p of pack.positions) perStep.set(p.step, (perStep.get(p.step) ?? 0) + 1);
  const steps = [...perStep.entries()].sort((a, b) => b[0] - a[0]).map(([s, n]) => `${s}:${n}`);
  const lines = [
    `bpower: ${pack.positions.length} positions, ${pack.lessons.length} lessons`,
    `bpower per type: ${trainerQuestionKinds.map((k) => `${k} ${pack.positions.filter((p) => p.kind === k).length}`).join(', ')}`,
    `bpower per size: ${[9, 13, 19].map((s) => `${s}×${s} ${pack.positions.filter((p) => p.size === s).length}`).join(', ')}`,
    `bpower per step: ${steps.join(' ')}`,
    `bpower engine (${playouts} playouts per candidate): margin median ${median.toFixed(3)}, minimum ${(sorted[0] ?? 0).toFixed(3)}`,
    `bpower GNU Go: agrees ${verdicts.agrees}, cannot judge ${verdicts.abstains}, disagrees ${verdicts.disagrees}`,
  ];
  return { issues, lines };
}
