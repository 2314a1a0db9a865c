// Counts of a built or loaded set of packs, per category and technique, per ninth-dan step, and per goal:
// printed by the generator and by the checker (and quoted in docs/content.md).
import type { Dan9Pack, StudyPack, TutorialsPack } from '../../src/domain/content/packs';

function tally(into: Map<string, number>, key: string, n = 1): void {
  into.set(key, (into.get(key) ?? 0) + n);
}

const line = (m: ReadonlyMap<string, number>) => [...m].map(([k, n]) => `${k} ${n}`).join(', ');

export function countLines(study: StudyPack, dan9: Dan9Pack, tutorials: TutorialsPack): string[] {
  const out: string[] = [];
  const byTechnique = new Map<string, number>();
  const byGoal = new Map<string, number>();
  let groups = 0;
  let missions = 0;
  out.push('study:');
  for (const c of study.categories) {
    const here = new Map<string, number>();
    let n = 0;
    for (const g of c.groups) {
      tally(here, g.technique, g.missions.length);
      tally(byTechnique, g.technique, g.missions.length);
      for (const m of g.missions) tally(byGoal, m.problem.goal.kind);
      n += g.missions.length;
    }
    groups += c.groups.length;
    missions += n;
    out.push(`  ${c.sno} ${c.key}: ${c.groups.length} groups, ${n} missions (${line(here)})`);
  }
  out.push(`  total: ${study.categories.length} categories, ${groups} groups, ${missions} missions`);
  out.push(`  by technique: ${line(new Map([...byTechnique].sort((a, b) => b[1] - a[1])))}`);
  out.push(`  by goal: ${line(byGoal)}`);
  const danTechnique = new Map<string, number>();
  let danMissions = 0;
  out.push('dan9:');
  for (const s of dan9.steps) {
    const here = new Map<string, number>();
    // A step's missions are those of all its parts (its first part and the further ones, issue 14).
    const all = [s.missions, ...(s.parts ?? []).map((p) => p.missions)];
    for (const m of all.flat()) {
      tally(here, m.technique ?? '?');
      tally(danTechnique, m.technique ?? '?');
    }
    const n = all.reduce((sum, ms) => sum + ms.length, 0);
    danMissions += n;
    const parts = all.length > 1 ? ` in ${all.length} parts` : '';
    out.push(`  step ${s.sno}: ${n} missions${parts} (${line(here)})`);
  }
  out.push(
    `  total: ${dan9.steps.length} steps, ${danMissions} missions (${line(new Map([...danTechnique].sort((a, b) => b[1] - a[1])))})`,
  );
  const steps = tutorials.tutorials.reduce((n, t) => n + t.steps.length, 0);
  out.push(`tutorials: ${tutorials.tutorials.length} tutorials, ${steps} steps`);
  return out;
}
