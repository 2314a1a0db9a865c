// GNU Go as an independent second opinion on a problem's first moves and refutations. One GNU Go process
// per problem reads a batch of GTP commands (the position loaded from an SGF file, each line played and
// taken back with `undo`) and answers them in order. Capture and save problems ask the tactical readers
// (`attack`, `defend`), live and kill problems the owl readers (`owl_attack`, `owl_defend`). A reader's
// "1" is a success, "0" a failure; a ko result (2, 3) or an error counts as no judgement.
//
// Seki: GNU Go 3.8's owl readers do not count seki as life (on a settled seki `owl_attack` answers
// "1 PASS", the group is dead already, and `owl_defend` "0"), while its dragon analysis, which recognises
// seki, finds the group alive (`dragon_status` "alive"; `final_status` says "seki" but takes minutes per
// query on an open 19×19 board). For problems whose answer rests on seki, each query also asks
// `dragon_status` of each target; where every target is "alive", GNU Go's judgement is "the group stays on
// the board" (goal reached for live, out of reach for kill), otherwise the owl answer stands.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { makeSgfPoint, makeVertex } from '../../src/domain/go/coords';
import type { Vertex } from '../../src/domain/go/coords';
import { chainOf } from '../../src/domain/go/position';
import type { Problem } from '../../src/domain/go/problem';
import { BLACK, WHITE } from '../../src/domain/go/stones';
import { gnugoPath } from '../bench/gtpClient';

/** GNU Go's verdict: true / false, or null when it gives no clear answer (ko, error). */
export type Judgement = boolean | null;

export interface GnugoQuery {
  /** Moves from the start, both sides alternately, the player first. */
  readonly moves: readonly Vertex[];
  /** After them: 'goal' asks whether the goal is reached (the opponent to move); 'refuted' whether the
   * player can no longer reach it (the player to move). */
  readonly ask: 'goal' | 'refuted';
}

let available: boolean | undefined;

/** Whether the GNU Go binary runs here. */
export function gnugoAvailable(): boolean {
  if (available === undefined) {
    const r = spawnSync(gnugoPath(), ['--version'], { encoding: 'utf8' });
    available = r.status === 0;
  }
  return available;
}

function sgfOf(problem: Problem): string {
  const { size, stones, toMove } = problem.start;
  const ab: string[] = [];
  const aw: string[] = [];
  for (let v = 0; v < size * size; v++) {
    if (stones[v] === BLACK) ab.push(`[${makeSgfPoint(size, v)}]`);
    if (stones[v] === WHITE) aw.push(`[${makeSgfPoint(size, v)}]`);
  }
  return `(;FF[4]GM[1]SZ[${size}]${ab.length ? `AB${ab.join('')}` : ''}${aw.length ? `AW${aw.join('')}` : ''}PL[${toMove === BLACK ? 'B' : 'W'}])`;
}

function parseAnswers(out: string): { ok: boolean; text: string }[] {
  return out
    .replace(/\r/g, '')
    .split('\n\n')
    .map((b) => b.trim())
    .filter((b) => b !== '')
    .map((b) => ({ ok: b.startsWith('='), text: b.replace(/^[=?]\d*\s?/, '').trim() }));
}

/**
 * Judges every query of one problem (capture, save, live or kill). Answers one judgement per query, in
 * order: for 'goal', whether GNU Go finds the goal reached; for 'refuted', whether it finds the goal out
 * of the player's reach.
 */
export function gnugoJudge(
  problem: Problem,
  queries: readonly GnugoQuery[],
  options: { readonly seki?: boolean } = {},
): Judgement[] {
  const goal = problem.goal;
  if (goal.kind !== 'capture' && goal.kind !== 'save' && goal.kind !== 'live' && goal.kind !== 'kill')
    return queries.map(() => null);
  const { size } = problem.start;
  const seen = new Set<Vertex>();
  const chains: Vertex[] = [];
  for (const t of goal.targets) {
    if (seen.has(t)) continue;
    for (const s of chainOf(problem.start, t)) seen.add(s);
    chains.push(t);
  }
  const owl = goal.kind === 'live' || goal.kind === 'kill';
  const askSeki = owl && options.seki === true;
  const attackGoal = goal.kind === 'capture' || goal.kind === 'kill';
  const file = path.join(os.tmpdir(), `hoshi-gnugo-${process.pid}-${threadId}.sgf`);
  fs.writeFileSync(file, sgfOf(problem));
  const player = problem.start.toMove;
  const lines: string[] = [`loadsgf ${file}`];
  // Per query: the moves, one reader call per target chain, then as many undos.
  const plan: { moves: number; targets: { vertex: Vertex; command: string }[] }[] = [];
  for (const q of queries) {
    q.moves.forEach((v, i) => {
      const color = (i % 2 === 0 ? player : -player) === BLACK ? 'B' : 'W';
      lines.push(`play ${color} ${v < 0 ? 'pass' : makeVertex(size, v)}`);
    });
    // 'goal' (opponent to move): capture/kill reached when the target cannot be defended; save/live when
    // it cannot be attacked. 'refuted' (player to move): capture/kill when it cannot be attacked;
    // save/live when it cannot be defended.
    const defendAsk = q.ask === 'goal' ? attackGoal : !attackGoal;
    const command = `${owl ? 'owl_' : ''}${defendAsk ? 'defend' : 'attack'}`;
    const targets = chains.map((vertex) => ({ vertex, command }));
    for (const t of targets) lines.push(`${t.command} ${makeVertex(size, t.vertex)}`);
    if (askSeki) for (const t of targets) lines.push(`dragon_status ${makeVertex(size, t.vertex)}`);
    for (let i = 0; i < q.moves.length; i++) lines.push('undo');
    plan.push({ moves: q.moves.length, targets });
  }
  lines.push('quit');
  const run = spawnSync(gnugoPath(), ['--mode', 'gtp', '--level', '10', '--chinese-rules'], {
    input: `${lines.join('\n')}\n`,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  fs.rmSync(file, { force: true });
  const answers = parseAnswers(run.stdout ?? '');
  let at = 1; // after loadsgf
  const out: Judgement[] = [];
  for (const p of plan) {
    const playsOk = answers.slice(at, at + p.moves).every((a) => a.ok);
    at += p.moves;
    const results = p.targets.map(() => answers[at++]);
    const statuses = askSeki ? p.targets.map(() => answers[at++]) : [];
    at += p.moves; // the undos
    if (!playsOk) {
      out.push(null);
      continue;
    }
    // A target already off the board: "vertex must not be empty".
    const codes = results.map((r) =>
      r === undefined ? null : !r.ok ? (r.text.includes('empty') ? 'gone' : null) : r.text.split(/\s+/)[0],
    );
    const q = queries[out.length] as GnugoQuery;
    if (askSeki && statuses.every((a) => a?.ok === true && a.text.split(/\s+/)[0] === 'alive')) {
      // The group stays on the board (in seki, which the owl readers count as dead): a live goal is
      // reached, a kill goal out of reach.
      out.push(q.ask === 'goal' ? !attackGoal : attackGoal);
      continue;
    }
    const fails = (c: string | null | undefined) => c === '0';
    const succeeds = (c: string | null | undefined) => c === '1';
    if (codes.some((c) => c === null || (!fails(c) && !succeeds(c) && c !== 'gone'))) {
      out.push(null);
      continue;
    }
    if (q.ask === 'goal') {
      // Capture/kill: every target gone or undefendable. Save/live: none gone, none attackable.
      out.push(attackGoal ? codes.every((c) => c === 'gone' || fails(c)) : codes.every((c) => fails(c)));
    } else {
      // Capture/kill refuted: some target stays and cannot be attacked. Save/live: some target gone or
      // cannot be defended.
      out.push(attackGoal ? codes.some((c) => fails(c)) : codes.some((c) => c === 'gone' || fails(c)));
    }
  }
  return out;
}
