// `npm run content:laterturns [-- --pack study|dan9|single|tutorials] [--examples N] [--write | --gnugo-unsettled]`:
// what the answer trees refuse after the first move (issue 14, "moves that are right but slower … are
// accepted with a note"). At every turn of the player after the first along the right lines of every
// problem with a scope (capture, save, live, kill), the position is classified as a problem of its own by
// the same readers as the first moves (src/domain/content/firstMoves.ts); a move they prove right that the
// tree does not hold there is a move that works and is refused. Prints the counts per goal and a few
// examples. About 12 minutes on one core for all three packs.
//
// `--write` adds those moves to the packs in place (laterTurnMoves.ts: a right leaf each, GNU Go asked
// too; a move added before that the readers no longer prove is dropped) and recomputes the packs'
// versions, as the generator now does for every new problem (longer: GNU Go reads every added move).
//
// `--gnugo-unsettled` asks GNU Go's readers about every move the readers leave unsettled at a later turn
// (the tree refuses it, and nothing proves it fails): how many of those refusals GNU Go finds working.
import fs from 'node:fs';
import path from 'node:path';
import { makeVertex } from '../../src/domain/go/coords';
import type { Vertex } from '../../src/domain/go/coords';
import type { Problem } from '../../src/domain/go/problem';
import { makeProblemJson, parseProblemJson } from '../../src/domain/go/problemJson';
import type { ProblemJson } from '../../src/domain/go/problemJson';
import { revisePackVersion } from './build';
import { flag } from './flags';
import { gnugoJudge } from './gnugo';
import type { GnugoQuery } from './gnugo';
import { addLaterTurnMoves, readLaterTurns, readsLaterTurns } from './laterTurnMoves';
import type { LaterTurnReading } from './laterTurnMoves';
import { formatJson, packsDir } from './packFiles';

interface Mission {
  readonly where: string;
  readonly holder: { problem: ProblemJson };
}

/** Every mission problem of a pack, with where it is and the object that holds it. */
function missionsOf(node: unknown, where: string, out: Mission[]): Mission[] {
  if (Array.isArray(node)) node.forEach((n, i) => missionsOf(n, `${where}[${i}]`, out));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'problem' && value !== null && typeof value === 'object' && 'board' in value)
        out.push({ where, holder: node as { problem: ProblemJson } });
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
  /** With --write: moves added, and moves GNU Go disputes (left out). */
  added: number;
  disputed: number;
  /** With --write: moves added before that the readers no longer prove (dropped). */
  dropped: number;
  /** With --gnugo-unsettled: the moves left unsettled, those GNU Go finds working, failing, or no answer. */
  unsettledMoves: number;
  unsettledWorking: number;
  unsettledFailing: number;
  unsettledSilent: number;
  /** Turns where GNU Go finds an unsettled move working. */
  turnsUnsettledWorking: number;
}

const newTally = (): Tally => ({
  problems: 0,
  turns: 0,
  turnsRefusing: 0,
  problemsRefusing: 0,
  turnsUnsettled: 0,
  added: 0,
  disputed: 0,
  dropped: 0,
  unsettledMoves: 0,
  unsettledWorking: 0,
  unsettledFailing: 0,
  unsettledSilent: 0,
  turnsUnsettledWorking: 0,
});

/** GNU Go's opinion of the moves the readers leave unsettled at the later turns of one problem. */
function askUnsettled(problem: Problem, readings: readonly LaterTurnReading[], tally: Tally): string[] {
  const asked = readings.filter((r) => r.unsettledMoves.length > 0);
  const queries: GnugoQuery[] = asked.flatMap((r) =>
    r.unsettledMoves.map((m) => ({ moves: [...r.turn.path, m], ask: 'goal' as const })),
  );
  if (queries.length === 0) return [];
  const judged = gnugoJudge(problem, queries);
  const working: string[] = [];
  let at = 0;
  for (const r of asked) {
    const works = r.unsettledMoves.filter(() => {
      const j = judged[at++];
      tally.unsettledMoves++;
      if (j === true) tally.unsettledWorking++;
      else if (j === false) tally.unsettledFailing++;
      else tally.unsettledSilent++;
      return j === true;
    });
    if (works.length === 0) continue;
    tally.turnsUnsettledWorking++;
    const name = (vs: readonly Vertex[]) => vs.map((v) => makeVertex(problem.start.size, v)).join(' ');
    working.push(`after ${name(r.turn.path)}: ${name(works)}`);
  }
  return working;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  // Every pack the generator adds later-turn moves to, the tutorials too (else the packs drift from it).
  const packs = flag(argv, '--pack')?.split(',') ?? ['study', 'dan9', 'single', 'tutorials'];
  const shown = Number(flag(argv, '--examples') ?? 10);
  const write = argv.includes('--write');
  const askGnugo = argv.includes('--gnugo-unsettled');
  const byGoal = new Map<string, Tally>();
  const examples: string[] = [];
  const started = Date.now();
  for (const pack of packs) {
    const file = path.join(packsDir, `${pack}.json`);
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const mission of missionsOf(json, pack, [])) {
      const parsed = parseProblemJson(mission.holder.problem);
      if (!parsed.ok) continue;
      const problem = parsed.value;
      if (!readsLaterTurns(problem)) continue;
      const tally = byGoal.get(problem.goal.kind) ?? newTally();
      byGoal.set(problem.goal.kind, tally);
      tally.problems++;
      if (write) {
        const done = addLaterTurnMoves(problem);
        const f = done.facts;
        tally.dropped += f.dropped;
        tally.turns += f.turns;
        tally.turnsRefusing += f.turnsWithAdded;
        tally.turnsUnsettled += f.turnsUnsettled;
        tally.added += f.added;
        tally.disputed += f.gnugoDisputed;
        if (f.turnsWithAdded > 0) tally.problemsRefusing++;
        if (f.turnsWithAdded > 0 || f.dropped > 0) mission.holder.problem = makeProblemJson(done.problem);
        continue;
      }
      let refuses = false;
      const readings = readLaterTurns(problem);
      if (askGnugo)
        for (const w of askUnsettled(problem, readings, tally))
          if (examples.length < shown)
            examples.push(`${mission.where}, unsettled, GNU Go finds working ${w}`);
      for (const { turn, refused, unsettled } of readings) {
        tally.turns++;
        if (unsettled) tally.turnsUnsettled++;
        if (refused.length === 0) continue;
        tally.turnsRefusing++;
        refuses = true;
        if (examples.length < shown) {
          const names = (vs: Iterable<number>) =>
            [...vs].map((v) => makeVertex(problem.start.size, v)).join(' ');
          examples.push(
            `${mission.where}, turn ${turn.path.length / 2 + 1}: the tree holds ${names(turn.held)}; also right: ${names(refused)}`,
          );
        }
      }
      if (refuses) tally.problemsRefusing++;
    }
    if (write) {
      revisePackVersion(json);
      fs.writeFileSync(file, await formatJson(json));
      process.stdout.write(`wrote ${path.relative(process.cwd(), file)} (version ${String(json.version)})\n`);
    }
  }
  const total = newTally();
  const what = write ? 'with a move added' : 'refusing a move that works';
  const more = (t: Tally) =>
    write
      ? `, ${t.added} moves added, ${t.disputed} left out (GNU Go disputes them), ${t.dropped} added before and dropped (no longer proven)`
      : askGnugo
        ? `; GNU Go on the ${t.unsettledMoves} unsettled moves: ${t.unsettledWorking} working (at ${t.turnsUnsettledWorking} turns), ${t.unsettledFailing} failing, ${t.unsettledSilent} no clear answer`
        : '';
  for (const [goal, t] of byGoal) {
    for (const k of Object.keys(total) as (keyof Tally)[]) total[k] += t[k];
    process.stdout.write(
      `${goal}: ${t.problems} problems, ${t.turns} later turns, ${t.turnsRefusing} ${what} (in ${t.problemsRefusing} problems), ${t.turnsUnsettled} with a move unsettled${more(t)}\n`,
    );
  }
  process.stdout.write(
    `all: ${total.problems} problems, ${total.turns} later turns, ${total.turnsRefusing} ${what} (in ${total.problemsRefusing} problems), ${total.turnsUnsettled} with a move unsettled${more(total)} (${Math.round((Date.now() - started) / 1000)} s)\n`,
  );
  for (const e of examples) process.stdout.write(`  ${e}\n`);
}

await main();
