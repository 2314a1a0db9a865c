// The facts of a problem's first right move that pick its hint (texts.ts `hintText`), so a hint never
// points at the trap: a hint that says "give atari" only where the right move is an atari, "give up a
// stone first" only where it is a sacrifice, "take an attacker" only where it captures. `variant` picks
// one of a prompt's wordings from the position itself (the same board always reads the same).
import { neighbours } from '../../src/domain/go/coords';
import { compileProblem } from '../../src/domain/go/problem';
import type { Color } from '../../src/domain/go/stones';
import { chainOf, libertiesOf } from '../../src/domain/go/position';
import { parseProblemJson } from '../../src/domain/go/problemJson';
import type { ProblemJson } from '../../src/domain/go/problemJson';

export interface HintFacts {
  /** A number from the board, to vary the wording. */
  readonly variant: number;
  /** The first right move leaves a target in atari (null: no targets or no first move found). */
  readonly atari: boolean | null;
  /** The stone played is left with one liberty and captures nothing: a sacrifice. */
  readonly sacrifice: boolean;
  /** The first right move captures stones. */
  readonly captures: boolean;
  /** Liberties of the first target before the move. */
  readonly liberties: number | null;
  /** Stones in the target chains before the move (null: no targets or no first move found). */
  readonly targetStones: number | null;
  /**
   * The first right move touches one of the player's own stones (a move from outside: a hane, a push, a
   * block), rather than standing alone inside the opponent's space (a placement).
   */
  readonly besideOwn: boolean;
  /** The first right move touches one of the opponent's stones (a block, a hane, a capture). */
  readonly besideOpponent: boolean;
  /** The first right move leaves a chain of the opponent next to it in atari (it had more liberties). */
  readonly opponentInAtari: boolean;
}

function fnv(textValue: string): number {
  let h = 0x811c9dc5;
  for (const c of textValue) {
    h ^= c.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export function hintFacts(json: ProblemJson): HintFacts {
  const variant = fnv(json.board.join('/'));
  const none: HintFacts = {
    variant,
    atari: null,
    sacrifice: false,
    captures: false,
    liberties: null,
    targetStones: null,
    besideOwn: false,
    besideOpponent: false,
    opponentInAtari: false,
  };
  const parsed = parseProblemJson(json);
  if (!parsed.ok) return none;
  const compiled = compileProblem(parsed.value);
  const first = compiled.roots.find((r) => r.winnable);
  if (first === undefined || first.after === null) return none;
  const goal = parsed.value.goal;
  const start = parsed.value.start;
  const after = first.after;
  const captures = first.captured.length > 0;
  const played = first.node.move;
  const sacrifice = !captures && played >= 0 && libertiesOf(after, played).length === 1;
  const around = played >= 0 ? neighbours(start.size, played).map((n) => start.stones[n]) : [];
  const besideOwn = around.includes(start.toMove);
  const besideOpponent = around.includes(-start.toMove as Color);
  const opponentInAtari =
    played >= 0 &&
    neighbours(start.size, played).some(
      (n) =>
        start.stones[n] === -start.toMove &&
        after.stones[n] === start.stones[n] &&
        libertiesOf(after, n).length === 1 &&
        libertiesOf(start, n).length > 1,
    );
  const moveFacts = { sacrifice, captures, besideOwn, besideOpponent, opponentInAtari };
  if (!('targets' in goal) || goal.targets.length === 0) return { ...none, ...moveFacts };
  const target = goal.targets[0] as number;
  const liberties = libertiesOf(start, target).length;
  const targetStones = new Set(goal.targets.flatMap((t) => chainOf(start, t))).size;
  const atari = goal.targets.some(
    (t) => after.stones[t] === start.stones[t] && libertiesOf(after, t).length === 1,
  );
  return { variant, atari, liberties, targetStones, ...moveFacts };
}
