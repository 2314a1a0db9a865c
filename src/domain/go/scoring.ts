// Scoring a finished position under area (Chinese) or territory (Japanese) counting: the agreed dead stones
// come off, empty regions surrounded by one colour belong to it, the rest is dame. Under territory rules
// the eyes of groups in seki and false eyes score nothing (scoringSeki.ts, scoringBoard.ts). The rule
// choices are written up in docs/go.md, section Scoring.
import type { Vertex } from './coords';
import type { Position } from './position';
import { countedBoard, falseEyes, regionColor } from './scoringBoard';
import { findSeki } from './scoringSeki';
import { BLACK, EMPTY, WHITE } from './stones';
import type { Color } from './stones';

export const scoringRules = ['area', 'territory'] as const;
export type ScoringRule = (typeof scoringRules)[number];

export interface ScoreOptions {
  readonly rule: ScoringRule;
  /** Points added to White (may be negative); a value that is not a finite number counts as 0. */
  readonly komi: number;
  /** Stones both players agreed are dead; a vertex marks its whole chain. Empty points are ignored. */
  readonly dead?: readonly Vertex[];
}

export interface ScoreParts {
  /** Area: living stones on the board; territory: 0. */
  readonly stones: number;
  /** Surrounded empty points, the points of the opponent's dead stones included. */
  readonly territory: number;
  /** Territory: the opponent's stones marked dead, taken off at the end; area: 0. */
  readonly deadStones: number;
  /** Territory: stones captured during the game (position.captures); area: 0. */
  readonly prisoners: number;
  readonly komi: number;
}

export interface Score {
  readonly rule: ScoringRule;
  readonly black: number;
  readonly white: number;
  /** null for a draw. */
  readonly winner: Color | null;
  /** Always ≥ 0. */
  readonly margin: number;
  readonly parts: { readonly black: ScoreParts; readonly white: ScoreParts };
  /** Per vertex: the colour the point counts for (its `stones` or `territory`), or 0. */
  readonly owner: Int8Array;
  /**
   * Per vertex: the colour of a group in seki on its stones and its eye points, SEKI_SHARED on the
   * liberties a black and a white group in seki share, else 0.
   */
  readonly seki: Int8Array;
}

/** The value of `Score.seki` on a liberty shared by the two sides of a seki. */
export const SEKI_SHARED = 2;

/** Scores a finished position; the captures in `position` are the prisoners taken during the game. */
export function scorePosition(position: Position, options: ScoreOptions): Score {
  const board = countedBoard(position, options.dead ?? []);
  const falseEye = falseEyes(board);
  const seki = findSeki(board, falseEye);
  const territoryRule = options.rule === 'territory';
  const n = board.size * board.size;
  const owner = new Int8Array(n);
  const sekiMap = new Int8Array(n);
  const stones = { [BLACK]: 0, [WHITE]: 0 };
  const territory = { [BLACK]: 0, [WHITE]: 0 };

  if (!territoryRule) {
    for (let v = 0; v < n; v++) {
      const s = board.stones[v];
      if (s !== BLACK && s !== WHITE) continue;
      owner[v] = s;
      stones[s]++;
    }
  }
  for (const [r, region] of board.regions.entries()) {
    const color = regionColor(region);
    if (color === EMPTY) continue;
    if (seki.eyes[r] === 1) {
      for (const p of region.points) sekiMap[p] = color;
      if (territoryRule) continue;
    }
    for (const p of region.points) {
      if (territoryRule && falseEye[p] === 1) continue;
      owner[p] = color;
      territory[color]++;
    }
  }
  for (const [i, chain] of board.chains.entries()) {
    if (seki.chains[i] === 1) for (const s of chain.stones) sekiMap[s] = chain.color;
  }
  for (const p of seki.shared) sekiMap[p] = SEKI_SHARED;

  const komi = Number.isFinite(options.komi) ? options.komi : 0;
  const parts = (color: Color): ScoreParts => ({
    stones: stones[color],
    territory: territory[color],
    deadStones: territoryRule ? (color === BLACK ? board.dead.white : board.dead.black) : 0,
    prisoners: territoryRule ? (color === BLACK ? position.captures.black : position.captures.white) : 0,
    komi: color === WHITE ? komi : 0,
  });
  const black = parts(BLACK);
  const white = parts(WHITE);
  const total = (p: ScoreParts) => p.stones + p.territory + p.deadStones + p.prisoners + p.komi;
  const blackTotal = total(black);
  const whiteTotal = total(white);
  const diff = blackTotal - whiteTotal;
  return {
    rule: options.rule,
    black: blackTotal,
    white: whiteTotal,
    winner: diff > 0 ? BLACK : diff < 0 ? WHITE : null,
    margin: Math.abs(diff),
    parts: { black, white },
    owner,
    seki: sekiMap,
  };
}

/** The result as SGF's RE writes it: "B+3.5", "W+0.5", or "0" for a draw. */
export function makeScoreResult(score: Pick<Score, 'winner' | 'margin'>): string {
  if (score.winner === null || score.margin === 0) return '0';
  return `${score.winner === BLACK ? 'B' : 'W'}+${score.margin}`;
}
