// The learned pattern prior: the heuristic prior (prior.ts) plus, for every candidate move, virtual
// experience from the feature strengths learned from game records (moveFeatures.ts, learnedPatterns.ts).
// A move of strength γ in a node whose strongest move has γmax gets `weight` virtual visits with the win
// rate (γ / γmax)^exponent (Pachi's pattern prior uses the square root of the probability ratio the same
// way), or only that share of the visits as wins (`losses: false`), and the policy γ / Σγ for the
// progressive-bias term, if that is on.
import type { FastBoard } from '../go/fastBoard';
import { learnedGroups, learnedRareShape, learnedShapes } from './learnedPatterns';
import { MoveFeatureReader, featureGroups, symmetricShapes } from './moveFeatures';
import { HeuristicPrior } from './prior';
import type { MovePrior, PriorOut } from './types';

const PASS = -1;

export interface PatternPriorOptions {
  /** Virtual visits the learned strengths are worth per move. */
  readonly weight: number;
  /** Exponent of the strength ratio that gives the virtual win rate. */
  readonly exponent: number;
  /**
   * true: every move gets `weight` visits, won at that rate (weaker moves get virtual losses). false: a
   * move gets `weight · rate` visits, all won (a bonus only, like the heuristic prior's own terms).
   */
  readonly losses: boolean;
}

export const defaultPatternPrior: PatternPriorOptions = { weight: 20, exponent: 0.5, losses: true };

let shapeTable: Map<number, number> | null = null;

/** γ by shape key in any of its symmetric forms, built once from the learned table. */
function shapes(): Map<number, number> {
  if (shapeTable) return shapeTable;
  const table = new Map<number, number>();
  for (const line of learnedShapes) {
    for (const item of line.split(' ')) {
      const [key, gamma] = item.split(':');
      const value = Number(gamma);
      for (const form of symmetricShapes(parseInt(key ?? '0', 36))) table.set(form, value);
    }
  }
  shapeTable = table;
  return table;
}

export class PatternPrior implements MovePrior {
  private readonly options: PatternPriorOptions;
  private readonly base: MovePrior;
  private readonly reader = new MoveFeatureReader();
  private readonly shapes = shapes();
  private readonly values = new Uint8Array(featureGroups.length);
  private gammas = new Float64Array(0);

  constructor(options: Partial<PatternPriorOptions> = {}, base: MovePrior = new HeuristicPrior()) {
    this.options = { ...defaultPatternPrior, ...options };
    this.base = base;
  }

  /** Starts rating the moves of a new board state. */
  begin(board: FastBoard): void {
    this.reader.begin(board);
  }

  /** The learned strength of `point` for the side to move (after `begin` for this board state). */
  strength(board: FastBoard, point: number): number {
    if (point === PASS) return 1;
    const shape = this.reader.read(board, point, board.toMove, this.values, 0);
    let gamma = this.shapes.get(shape) ?? learnedRareShape;
    for (let g = 0; g < featureGroups.length; g++) gamma *= learnedGroups[g]?.[this.values[g] ?? 0] ?? 1;
    return gamma;
  }

  evaluate(board: FastBoard, moves: Int16Array, count: number, out: PriorOut): void {
    this.base.evaluate(board, moves, count, out);
    if (this.gammas.length < count) this.gammas = new Float64Array(count);
    const gammas = this.gammas;
    let max = 0;
    let sum = 0;
    this.reader.begin(board);
    for (let i = 0; i < count; i++) {
      const g = this.strength(board, moves[i] ?? PASS);
      gammas[i] = g;
      sum += g;
      if (g > max) max = g;
    }
    const { weight, exponent, losses } = this.options;
    for (let i = 0; i < count; i++) {
      const g = gammas[i] ?? 0;
      const rate = exponent === 0.5 ? Math.sqrt(g / max) : Math.pow(g / max, exponent);
      out.visits[i] = (out.visits[i] ?? 0) + (losses ? weight : weight * rate);
      out.wins[i] = (out.wins[i] ?? 0) + weight * rate;
      out.policy[i] = g / sum;
    }
  }
}
