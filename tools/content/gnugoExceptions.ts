// The reviewed exceptions to GNU Go's second opinion (issue 14: "every disagreement is either fixed or
// listed in a reviewed exceptions file with a one-line reason and a line that proves it"). Each entry in
// gnugoExceptions.json names a problem by its position (board rows and side to move, so the generator and
// `content:check` find it alike), the disagreement exactly as the audit words it, the reason in one line,
// and a proof: a line of moves from the start (the player first) and a GNU Go command whose answer there
// must begin with one of the given codes, that is, GNU Go's own deeper reading confirming our solver. The
// proof is run again wherever the exception is used; an exception whose proof fails excuses nothing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseVertex } from '../../src/domain/go/coords';
import type { Problem } from '../../src/domain/go/problem';
import { makeProblemJson } from '../../src/domain/go/problemJson';
import { runOn } from './gnugo';

export interface GnugoException {
  /** Where the problem ships, for the reader ("study.json categories[3].groups[4].missions[6]"). */
  readonly where: string;
  readonly board: readonly string[];
  readonly toMove: 'B' | 'W';
  /** The audit's words for the disagreement ("first move A4: GNU Go finds it wrong"). */
  readonly disagreement: string;
  readonly reason: string;
  readonly proof: {
    /** Moves from the start, both sides alternately, the player first. */
    readonly line: string;
    /** A GTP command asked after the line ("owl_attack C3"). */
    readonly command: string;
    /** The answer's first word must be one of these ("2", "3": ko). */
    readonly answers: readonly string[];
  };
}

export const exceptionsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'gnugoExceptions.json');

let loaded: readonly GnugoException[] | undefined;

/** The exceptions of the file, read once. */
export function gnugoExceptions(): readonly GnugoException[] {
  loaded ??= JSON.parse(fs.readFileSync(exceptionsFile, 'utf8')) as GnugoException[];
  return loaded;
}

/** Whether GNU Go, asked the exception's command after its line, gives one of its answers. */
export function proofHolds(problem: Problem, exception: GnugoException): boolean {
  const size = problem.start.size;
  const moves = exception.proof.line.split(/\s+/).filter((w) => w !== '');
  const player = problem.start.toMove;
  const plays: string[] = [];
  for (const [i, word] of moves.entries()) {
    const v = parseVertex(size, word);
    if (!v.ok) return false;
    plays.push(`play ${(i % 2 === 0 ? player : -player) === 1 ? 'B' : 'W'} ${word}`);
  }
  const answers = runOn(problem, [...plays, exception.proof.command]);
  // The plays' answers, then the command's (then quit's).
  const asked = answers?.slice(0, plays.length + 1) ?? [];
  if (asked.length !== plays.length + 1 || !asked.every((a) => a.ok)) return false;
  const code = (asked[plays.length] as { text: string }).text.split(/\s+/)[0] ?? '';
  return exception.proof.answers.includes(code);
}

/**
 * The disagreements of a problem that stay (not excused), and how many a listed exception with a proof
 * that holds excuses.
 */
export function excuse(
  problem: Problem,
  disagreements: readonly string[],
  exceptions: readonly GnugoException[] = gnugoExceptions(),
): { disagreements: string[]; excused: number } {
  if (disagreements.length === 0) return { disagreements: [], excused: 0 };
  const json = makeProblemJson(problem);
  const mine = exceptions.filter(
    (e) => e.toMove === json.toMove && e.board.join('\n') === json.board.join('\n'),
  );
  const left: string[] = [];
  let excused = 0;
  for (const d of disagreements) {
    const e = mine.find((x) => x.disagreement === d);
    if (e !== undefined && proofHolds(problem, e)) excused++;
    else left.push(d);
  }
  return { disagreements: left, excused };
}
