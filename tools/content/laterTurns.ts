// `npm run content:laterturns [-- --pack study|dan9|single] [--examples N]`: measures what the answer trees
// refuse after the first move (issue 14, "moves that are right but slower … are accepted with a note"). At
// every turn of the player after the first along the right lines of every problem with a scope (capture,
// save, live, kill), the position is classified as a problem of its own by the same readers as the first
// moves (src/domain/content/firstMoves.ts); a move they prove right that the tree does not hold there is a
// move that works and is refused. Prints the counts per goal and a few examples. Reads only; about 20
// minutes on one core for all three packs.
import fs from 'node:fs';
import path from 'node:path';
import { classifyFirstMoves } from '../../src/domain/content/firstMoves';
import { makeVertex } from '../../src/domain/go/coords';
import type { Problem, ProblemNode } from '../../src/domain/go/problem';
import { parseProblemJson } from '../../src/domain/go/problemJson';
import type { ProblemJson } from '../../src/domain/go/problemJson';
import { play } from '../../src/domain/go/position';
import type { Position } from '../../src/domain/go/position';
import { flag } from './flags';
import { packsDir } from './packFiles';

interface Mission {
  readonly where: string;
  readonly problem: ProblemJson;
}

/** Every mission problem of a pack, with where it is. */
function missionsOf(node: unknown, where: string, out: Mission[]): Mission[] {
  if (Array.isArray(node)) node.forEach((n, i) => missionsOf(n, `${where}[${i}]`, out));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'problem' && value !== null && typeof value === 'object' && 'board' in value)
        out.push({ where, problem: value as ProblemJson });
      else missionsOf(value, `${where}.${key}`, out);
    }
  }
  return out;
}

interface Tally {
  problems: number;
  turns: number;
  /** Turns where the readers prove a move right that the tree lacks. */
  turnsRefusing: number;
  problemsRefusing: number;
  /** Turns where some move in scope is left unsettled by the readers. */
  turnsUnsettled: number;
}

const newTally = (): Tally => ({
  problems: 0,
  turns: 0,
  turnsRefusing: 0,
  problemsRefusing: 0,
  turnsUnsettled: 0,
});

function main(): void {
  const argv = process.argv.slice(2);
  const packs = flag(argv, '--pack')?.split(',') ?? ['study', 'dan9', 'single'];
  const shown = Number(flag(argv, '--examples') ?? 10);
  const byGoal = new Map<string, Tally>();
  const examples: string[] = [];
  const started = Date.now();
  for (const pack of packs) {
    const json: unknown = JSON.parse(fs.readFileSync(path.join(packsDir, `${pack}.json`), 'utf8'));
    for (const mission of missionsOf(json, pack, [])) {
      const parsed = parseProblemJson(mission.problem);
      if (!parsed.ok) continue;
      const problem = parsed.value;
      if (problem.scope === undefined || problem.goal.kind === 'best_move') continue;
      const tally = byGoal.get(problem.goal.kind) ?? newTally();
      byGoal.set(problem.goal.kind, tally);
      tally.problems++;
      let refuses = false;
      const rules = problem.rules ?? {};
      // `nodes`: the player's moves in the tree at this turn, from `position`.
      const walk = (nodes: readonly ProblemNode[], position: Position, turn: number): void => {
        if (turn > 0 && nodes.length > 0) {
          const here: Problem = { start: position, goal: problem.goal, tree: [], rules, scope: [] };
          const c = classifyFirstMoves(here);
          tally.turns++;
          if (c !== null) {
            const held = new Set(nodes.filter((n) => n.verdict !== 'wrong').map((n) => n.move));
            const refused = c.moves.filter((m) => m.verdict === 'right' && !held.has(m.move));
            if (c.moves.some((m) => m.verdict === 'unknown')) tally.turnsUnsettled++;
            if (refused.length > 0) {
              tally.turnsRefusing++;
              refuses = true;
              if (examples.length < shown) {
                const names = (vs: Iterable<number>) =>
                  [...vs].map((v) => makeVertex(position.size, v)).join(' ');
                examples.push(
                  `${mission.where}, turn ${turn + 1}: the tree holds ${names(held)}; also right: ${names(refused.map((m) => m.move))}`,
                );
              }
            }
          }
        }
        for (const n of nodes) {
          if (n.verdict === 'wrong') continue;
          const mine = play(position, n.move, rules);
          if (!mine.ok) continue;
          for (const reply of n.children) {
            const theirs = play(mine.position, reply.move, rules);
            if (theirs.ok) walk(reply.children, theirs.position, turn + 1);
          }
        }
      };
      walk(problem.tree, problem.start, 0);
      if (refuses) tally.problemsRefusing++;
    }
  }
  const total = newTally();
  for (const [goal, t] of byGoal) {
    for (const k of Object.keys(total) as (keyof Tally)[]) total[k] += t[k];
    process.stdout.write(
      `${goal}: ${t.problems} problems, ${t.turns} later turns, ${t.turnsRefusing} refusing a move that works (in ${t.problemsRefusing} problems), ${t.turnsUnsettled} with a move unsettled\n`,
    );
  }
  process.stdout.write(
    `all: ${total.problems} problems, ${total.turns} later turns, ${total.turnsRefusing} refusing a move that works (in ${total.problemsRefusing} problems), ${total.turnsUnsettled} with a move unsettled (${Math.round((Date.now() - started) / 1000)} s)\n`,
  );
  for (const e of examples) process.stdout.write(`  ${e}\n`);
}

main();
