// The trainer pack's check (issue 15), run by `npm run content:check`: the pack's form
// (checkBpowerPack), then every position against the engine at the pack's budget (the answer must be the
// engine's best candidate by at least MIN_MARGIN) and against GNU Go where it can judge (it must not
// prefer another candidate). Prints the counts per step and per question type and the engine's margins.
import type { BpowerPack, TrainerPosition } from '../../src/domain/content/bpower';
import { checkBpowerPack, trainerQuestionKinds } from '../../src/domain/content/bpower';
import { GtpClient, gnugoPath } from '../bench/gtpClient';
import { ENGINE_PLAYOUTS, MIN_MARGIN } from './bpower/build';
import { engineJudge, gnugoJudge } from './bpower/judge';

export interface BpowerCheckResult {
  readonly issues: string[];
  readonly lines: string[];
}

function groupOf(p: TrainerPosition): string {
  return p.kind === 'stronger_group' ? (p.candidates[p.answer]?.vertex ?? '') : p.group;
}

export async function checkBpowerFile(value: unknown): Promise<BpowerCheckResult> {
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
  try {
    for (const [i, p] of pack.positions.entries()) {
      const judged = engineJudge(p, playouts, pack.engine.seed, groupOf(p));
      margins.push(judged.margin);
      if (judged.best !== p.answer || judged.margin < MIN_MARGIN)
        issues.push(
          `bpower.json positions[${i}] (${p.id}): engine_disagrees — best ${judged.best}, answer ${p.answer}, margin ${judged.margin}`,
        );
      const verdict = await gnugoJudge(gnugo, p, [groupOf(p)]);
      verdicts[verdict]++;
      if (verdict === 'disagrees') issues.push(`bpower.json positions[${i}] (${p.id}): gnugo_disagrees`);
    }
  } finally {
    await gnugo.close();
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
