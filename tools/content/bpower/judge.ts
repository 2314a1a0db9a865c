// The engine's and GNU Go's judgement of a trainer position (issue 15).
// Engine: one search of the student's move at a fixed playout budget and seed, its root limited to the
// candidates; each candidate's win rate for the student, and the margin by which the answer leads the
// best other candidate. For "which group is stronger", a search with the weaker group's owner to move
// (the stronger group must hold even then) and the groups' ownership: the margin is how much surer the
// stronger group's survival is, 0…1.
// GNU Go: its dragon status of the marked group after each candidate (alive > critical > dead for its
// owner); it can judge when the answer's status is strictly better for the student than every other
// candidate's, disagrees when another candidate's is at least as good, and abstains on anything else.
import { search } from '../../../src/domain/ai/search';
import { GTP_COLUMNS } from '../../../src/domain/go/coords';
import { FastBoard } from '../../../src/domain/go/fastBoard';
import { createPosition } from '../../../src/domain/go/position';
import { createRandom } from '../../../src/domain/go/random';
import { BLACK, WHITE } from '../../../src/domain/go/stones';
import type { TrainerPosition } from '../../../src/domain/content/bpower';
import type { GtpClient } from '../../bench/gtpClient';

export interface EngineJudgement {
  /** Per candidate: the student's win rate after it (move questions) or the group's survival (groups). */
  readonly values: readonly number[];
  /** The best candidate by the engine. */
  readonly best: number;
  /** The answer's lead over the best other candidate (negative when another leads). */
  readonly margin: number;
}

function parseVertex(size: number, v: string): number {
  const x = GTP_COLUMNS.indexOf(v[0] ?? '');
  const y = size - Number(v.slice(1));
  return y * size + x;
}

function boardOf(p: Pick<TrainerPosition, 'size' | 'board'>, toMove: number): FastBoard {
  const stones = new Int8Array(p.size * p.size);
  for (const [y, row] of p.board.entries())
    for (let x = 0; x < p.size; x++) {
      const c = row[x];
      if (c === 'X') stones[y * p.size + x] = BLACK;
      else if (c === 'O') stones[y * p.size + x] = WHITE;
    }
  return FastBoard.fromPosition(
    createPosition({ size: p.size, stones, toMove: toMove === BLACK ? BLACK : WHITE }),
  );
}

const colorOf = (c: 'B' | 'W') => (c === 'B' ? BLACK : WHITE);

/** The engine's judgement at `playouts` with `seed`. */
export function engineJudge(
  p: Pick<TrainerPosition, 'size' | 'board' | 'toMove' | 'candidates' | 'answer' | 'kind'>,
  playouts: number,
  seed: number,
  /** A stone of the marked group (move questions). */
  group: string,
): EngineJudgement {
  const goal = { mode: 'full' as const, komi: 0, captureTarget: 1 };
  if (p.kind === 'stronger_group') {
    // The weaker group's owner moves first; survival of each marked group from the search's ownership.
    const weak = p.candidates[1 - p.answer];
    if (weak === undefined) return { values: [], best: 0, margin: -1 };
    const weakPoint = parseVertex(p.size, weak.vertex);
    const weakColor = p.board[Math.floor(weakPoint / p.size)]?.[weakPoint % p.size] === 'X' ? BLACK : WHITE;
    const board = boardOf(p, weakColor);
    const result = search(board, { goal, random: createRandom(seed), playouts });
    const values = p.candidates.map((c) => {
      const v = parseVertex(p.size, c.vertex);
      const color = p.board[Math.floor(v / p.size)]?.[v % p.size] === 'X' ? BLACK : WHITE;
      const own = result.ownership[board.pointOf(v)] ?? 0;
      return (1 + own * color) / 2;
    });
    return summarise(values, p.answer);
  }
  // Move questions: after each candidate, the opponent searches; the marked group's survival from the
  // search's ownership, counted for the student (their own group's life, or the other's death).
  const player = colorOf(p.toMove);
  const groupPoint = parseVertex(p.size, group);
  const owner = p.board[Math.floor(groupPoint / p.size)]?.[groupPoint % p.size] === 'X' ? BLACK : WHITE;
  const values = p.candidates.map((c, i) => {
    const board = boardOf(p, player);
    const point = board.pointOf(parseVertex(p.size, c.vertex));
    if (!board.isLegal(point, player)) return 0;
    board.playLegal(point, player);
    const result = search(board, { goal, random: createRandom(seed + i), playouts });
    const own = result.ownership[board.pointOf(groupPoint)] ?? 0;
    const survival = (1 + own * owner) / 2;
    return owner === player ? survival : 1 - survival;
  });
  return summarise(values, p.answer);
}

function summarise(values: number[], answer: number): EngineJudgement {
  let best = 0;
  for (const [i, v] of values.entries()) if (v > (values[best] ?? 0)) best = i;
  const others = values.filter((_, i) => i !== answer);
  const margin = (values[answer] ?? 0) - Math.max(...others);
  return { values, best, margin: Math.round(margin * 1000) / 1000 };
}

export type GnuGoVerdict = 'agrees' | 'disagrees' | 'abstains';

const statusRank: Record<string, number> = { dead: 0, critical: 1, unknown: 1, alive: 2 };

/** GNU Go's verdict; `gtp` is a running `gnugo --mode gtp`. `group` is a stone of the marked group(s). */
export async function gnugoJudge(
  gtp: GtpClient,
  p: Pick<TrainerPosition, 'size' | 'board' | 'toMove' | 'candidates' | 'answer' | 'kind'>,
  groups: readonly string[],
): Promise<GnuGoVerdict> {
  // The setup is sent in one go (GTP answers in order), not one round trip per stone.
  const setUp = async () => {
    const commands = [`boardsize ${p.size}`, 'clear_board'];
    for (const [y, row] of p.board.entries())
      for (let x = 0; x < p.size; x++) {
        const c = row[x];
        if (c === 'X' || c === 'O')
          commands.push(`play ${c === 'X' ? 'black' : 'white'} ${GTP_COLUMNS[x]}${p.size - y}`);
      }
    const answers = await Promise.all(commands.map((c) => gtp.send(c)));
    const failed = answers.findIndex((a) => !a.ok);
    if (failed >= 0) throw new Error(`${commands[failed] ?? ''}: ${answers[failed]?.text ?? ''}`);
  };

  // A marked stone the move captured has no dragon left: GNU Go refuses the empty vertex, and the
  // group is dead (the hand-made lesson questions that take a cutting stone).
  const statusOf = async (vertex: string) => {
    const reply = await gtp.send(`dragon_status ${vertex}`);
    if (!reply.ok && /empty/.test(reply.text)) return 'dead';
    if (!reply.ok) throw new Error(`dragon_status ${vertex}: ${reply.text}`);
    return reply.text.split(/\s+/)[0] ?? 'unknown';
  };
  if (p.kind === 'stronger_group') {
    await setUp();
    const ranks: number[] = [];
    for (const c of p.candidates) ranks.push(statusRank[await statusOf(c.vertex)] ?? 1);
    return verdict(ranks, p.answer);
  }
  const player = p.toMove === 'B' ? 'black' : 'white';
  const group = groups[0];
  if (group === undefined) return 'abstains';
  const ranks: number[] = [];
  for (const c of p.candidates) {
    await setUp();
    // The owner of the marked group decides which way "better" points.
    const gv = parseVertex(p.size, group);
    const ownerIsPlayer = (p.board[Math.floor(gv / p.size)]?.[gv % p.size] === 'X') === (p.toMove === 'B');
    const reply = await gtp.send(`play ${player} ${c.vertex}`);
    if (!reply.ok) return 'disagrees';
    const rank = statusRank[await statusOf(group)] ?? 1;
    ranks.push(ownerIsPlayer ? rank : 2 - rank);
  }
  return verdict(ranks, p.answer);
}

function verdict(ranks: readonly number[], answer: number): GnuGoVerdict {
  const mine = ranks[answer] ?? 0;
  const others = ranks.filter((_, i) => i !== answer);
  if (others.every((r) => r < mine)) return 'agrees';
  if (others.some((r) => r >= mine) && others.every((r) => r === mine)) return 'abstains';
  return 'disagrees';
}
