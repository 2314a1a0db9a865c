// Prints the figures of docs/economy.md: a seeded simulation of a typical student (20 minutes a day, six
// days of seven) and of a diligent one (every day) over 30 days, under the shipped rules, without the weekly
// challenge, and under the old rules (no daily gems, no weekly challenge). Run: npm run economy:report
import { simulateEconomy, typicalStudent, type SimResult } from '../src/domain/rules/economySim';

const seeds = [1, 2, 3, 4, 5];
const days = 30;

function row(name: string, r: SimResult): string {
  const t = r.totals;
  const bought = Object.entries(r.boughtOn)
    .map(([id, day]) => `${id} ${day === null ? '—' : `day ${day}`}`)
    .join(', ');
  const last = r.days.at(-1);
  return `| ${name} | ${t.goldEarned} | ${t.goldSpent} | ${t.gemsEarned} | ${t.gemsSpent} | ${t.heartsSpent} | ${t.solved} | ${t.puzzles} | ${t.battles} | ${r.tiersClaimed.join(', ') || '—'} | ${last?.gold ?? 0} / ${last?.gems ?? 0} | ${bought} |`;
}

const header =
  '| student (seed) | gold earned | gold spent | gems earned | gems spent | hearts spent | solved | puzzles | AI wins | tiers | gold / gems left | bought |\n|---|---|---|---|---|---|---|---|---|---|---|---|';
const lines: string[] = [header];
for (const seed of seeds) lines.push(row(`typical (${seed})`, simulateEconomy({ days, seed })));
for (const seed of seeds)
  lines.push(
    row(
      `every day (${seed})`,
      simulateEconomy({ days, seed, profile: { ...typicalStudent, playChance: 1 } }),
    ),
  );
for (const seed of seeds.slice(0, 2))
  lines.push(
    row(`typical, no weekly challenge (${seed})`, simulateEconomy({ days, seed, weeklyChallenge: null })),
  );
for (const seed of seeds.slice(0, 2))
  lines.push(
    row(
      `typical, old rules (${seed})`,
      simulateEconomy({ days, seed, gemsForDay: () => 0, weeklyChallenge: null }),
    ),
  );
console.log(lines.join('\n'));
