// GNU Go as an independent second opinion on a problem's first moves and refutations. One GNU Go process
// per problem reads a batch of GTP commands (the position loaded from an SGF file, each line played and
// taken back with `undo`) and answers them in order. Capture and save problems ask the tactical readers
// (`attack`, `defend`), live and kill problems the owl readers (`owl_attack`, `owl_defend`). A reader's
// "1" is a success, "0" a failure; a ko result (2, 3) or an error counts as no judgement, except in a
// make-ko problem (a best-move problem with `koGroup`), where the owl readers' ko answer is the goal.
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
import { PASS, makeSgfPoint, makeVertex, neighbours } from '../../src/domain/go/coords';
import type { Vertex } from '../../src/domain/go/coords';
import { chainOf, libertiesOf, play, type Position } from '../../src/domain/go/position';
import type { Problem } from '../../src/domain/go/problem';
import { BLACK, WHITE, type Color } from '../../src/domain/go/stones';
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

/** The problem's start as an SGF game (setup stones, side to move). */
export function sgfOf(problem: Problem): string {
  const { size, stones, toMove } = problem.start;
  const ab: string[] = [];
  const aw: string[] = [];
  for (let v = 0; v < size * size; v++) {
    if (stones[v] === BLACK) ab.push(`[${makeSgfPoint(size, v)}]`);
    if (stones[v] === WHITE) aw.push(`[${makeSgfPoint(size, v)}]`);
  }
  return `(;FF[4]GM[1]SZ[${size}]${ab.length ? `AB${ab.join('')}` : ''}${aw.length ? `AW${aw.join('')}` : ''}PL[${toMove === BLACK ? 'B' : 'W'}])`;
}

/**
 * Counted endgames: GNU Go's area count (komi 0, Black minus White) at the end of each line (moves from the
 * start, both sides alternately, the player first), with its own judgement of dead stones; null where it
 * gives none.
 */
export function gnugoFinalCounts(problem: Problem, lines: readonly (readonly Vertex[])[]): (number | null)[] {
  const size = problem.start.size;
  const commands: string[] = ['komi 0'];
  for (const line of lines) {
    line.forEach((v, i) =>
      commands.push(`play ${colourAt(problem, i)} ${v < 0 ? 'pass' : makeVertex(size, v)}`),
    );
    commands.push('final_score');
    for (let i = 0; i < line.length; i++) commands.push('undo');
  }
  const answers = runOn(problem, commands);
  if (answers === null) return lines.map(() => null);
  let at = 1;
  return lines.map((line) => {
    const answer = answers[at + line.length];
    at += 2 * line.length + 1;
    const m = answer?.ok === true ? /^(?:([BW])\+(\d+(?:\.\d+)?)|0)$/.exec(answer.text.trim()) : null;
    if (m === null) return null;
    return m[1] === undefined ? 0 : (m[1] === 'B' ? 1 : -1) * Number(m[2]);
  });
}

/** The GTP colour of the i-th move from the start (the player first). */
function colourAt(problem: Problem, i: number): 'B' | 'W' {
  const player = problem.start.toMove;
  return (i % 2 === 0 ? player : -player) === BLACK ? 'B' : 'W';
}

/** Runs GTP lines on the problem's position; the answers after `loadsgf`, or null when GNU Go fails. */
export function runOn(problem: Problem, lines: readonly string[]): { ok: boolean; text: string }[] | null {
  const file = path.join(os.tmpdir(), `hoshi-gnugo-${process.pid}-${threadId}.sgf`);
  fs.writeFileSync(file, sgfOf(problem));
  const run = spawnSync(gnugoPath(), ['--mode', 'gtp', '--level', '10', '--chinese-rules'], {
    input: `loadsgf ${file}\n${lines.join('\n')}\nquit\n`,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  fs.rmSync(file, { force: true });
  if (run.status !== 0) return null;
  return parseAnswers(run.stdout ?? '').slice(1);
}

/**
 * Capture-any problems (double atari): GNU Go's tactical reader reads one chain at a time, so the goal is
 * asked reply by reply. 'refuted' (the player to move): no marked chain left on the board can be attacked.
 * 'goal' (the opponent to move): after each defence (a liberty of a marked chain, a liberty of a player's
 * chain next to one, or a pass), some marked chain is gone or can be attacked.
 */
function gnugoJudgeAny(
  problem: Problem,
  targets: readonly Vertex[],
  queries: readonly GnugoQuery[],
): Judgement[] {
  const size = problem.start.size;
  return queries.map((q) => {
    let position = problem.start;
    for (const [i, v] of q.moves.entries()) {
      const r = play(position, v < 0 ? PASS : v, {
        color: i % 2 === 0 ? problem.start.toMove : (-problem.start.toMove as Color),
      });
      if (!r.ok) return null;
      position = r.position;
    }
    const opponent = -problem.start.toMove as Color;
    const standing = (p: Position) => targets.filter((t) => p.stones[t] === opponent);
    const replies: (Vertex | null)[] = [null];
    if (q.ask === 'goal') {
      const libs = new Set<Vertex>();
      for (const t of standing(position)) {
        for (const l of libertiesOf(position, t)) libs.add(l);
        for (const s of chainOf(position, t))
          for (const n of neighbours(size, s))
            if (position.stones[n] === problem.start.toMove)
              for (const l of libertiesOf(position, n)) libs.add(l);
      }
      replies.push(...[...libs].sort((a, b) => a - b));
    }
    // Per reply: play it (or pass), attack every marked chain left, undo.
    const lines = q.moves.map(
      (v, i) => `play ${colourAt(problem, i)} ${v < 0 ? 'pass' : makeVertex(size, v)}`,
    );
    const plan: { gone: boolean; chains: Vertex[] }[] = [];
    for (const reply of q.ask === 'goal' ? replies : [null]) {
      let after = position;
      if (reply !== null) {
        const r = play(after, reply, { color: opponent });
        if (!r.ok) continue;
        after = r.position;
      }
      const seen = new Set<Vertex>();
      const chains: Vertex[] = [];
      for (const t of standing(after)) {
        if (seen.has(t)) continue;
        for (const s of chainOf(after, t)) seen.add(s);
        chains.push(t);
      }
      if (q.ask === 'goal')
        lines.push(
          `play ${opponent === BLACK ? 'B' : 'W'} ${reply === null ? 'pass' : makeVertex(size, reply)}`,
        );
      for (const c of chains) lines.push(`attack ${makeVertex(size, c)}`);
      if (q.ask === 'goal') lines.push('undo');
      plan.push({ gone: targets.some((t) => after.stones[t] !== opponent), chains });
    }
    const answers = runOn(problem, lines);
    if (answers === null) return null;
    let at = q.moves.length;
    if (answers.slice(0, at).some((a) => !a.ok)) return null;
    const capturable: boolean[] = [];
    for (const p of plan) {
      if (q.ask === 'goal') at++;
      const codes = p.chains.map(() => answers[at++]).map((a) => (a?.ok ? a.text.split(/\s+/)[0] : null));
      if (q.ask === 'goal') at++;
      if (codes.some((c) => c === null || (c !== '0' && c !== '1' && c !== '2' && c !== '3'))) return null;
      // A chain gone counts as captured; a ko result (2, 3) gives no clear answer.
      if (codes.some((c) => c === '2' || c === '3')) return null;
      capturable.push(p.gone || codes.includes('1'));
    }
    return q.ask === 'goal' ? capturable.every(Boolean) : !capturable.some(Boolean);
  });
}

/**
 * Make-ko problems: the owl readers on the group. 'goal' (after the player's move, the opponent to move):
 * whether the opponent's reader (owl_attack when the player owns the group, owl_defend when the player
 * kills it) answers ko (2 or 3) rather than an outright result (0, 1, or the group gone). 'refuted' (the
 * player to move): whether the player's own reader fails outright (0; or, for the owner, the group gone).
 */
function gnugoJudgeKo(problem: Problem, group: Vertex, queries: readonly GnugoQuery[]): Judgement[] {
  const size = problem.start.size;
  const playerOwns = problem.start.stones[group] === problem.start.toMove;
  const lines: string[] = [];
  for (const q of queries) {
    q.moves.forEach((v, i) =>
      lines.push(`play ${colourAt(problem, i)} ${v < 0 ? 'pass' : makeVertex(size, v)}`),
    );
    const attack = q.ask === 'goal' ? playerOwns : !playerOwns;
    lines.push(`${attack ? 'owl_attack' : 'owl_defend'} ${makeVertex(size, group)}`);
    for (let i = 0; i < q.moves.length; i++) lines.push('undo');
  }
  const answers = runOn(problem, lines);
  if (answers === null) return queries.map(() => null);
  let at = 0;
  return queries.map((q) => {
    const playsOk = answers.slice(at, at + q.moves.length).every((a) => a.ok);
    at += q.moves.length;
    const answer = answers[at++];
    at += q.moves.length;
    if (!playsOk || answer === undefined) return null;
    // The group off the board: "vertex must not be empty".
    const code = answer.ok ? answer.text.split(/\s+/)[0] : answer.text.includes('empty') ? 'gone' : null;
    if (q.ask === 'goal') {
      if (code === '2' || code === '3') return true;
      return code === '0' || code === '1' || code === 'gone' ? false : null;
    }
    if (code === '0') return true;
    if (code === 'gone') return playerOwns;
    return code === '1' || code === '2' || code === '3' ? false : null;
  });
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
 * Judges every query of one problem (capture, save, live, kill or make-ko). Answers one judgement per query, in
 * order: for 'goal', whether GNU Go finds the goal reached; for 'refuted', whether it finds the goal out
 * of the player's reach.
 */
export function gnugoJudge(
  problem: Problem,
  queries: readonly GnugoQuery[],
  options: { readonly seki?: boolean } = {},
): Judgement[] {
  const goal = problem.goal;
  if (goal.kind === 'capture_any') return gnugoJudgeAny(problem, goal.targets, queries);
  if (goal.kind === 'best_move' && problem.koGroup !== undefined)
    return gnugoJudgeKo(problem, problem.koGroup, queries);
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
