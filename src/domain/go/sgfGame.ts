// Game records ⇄ SGF trees: replay the main line of a record into a Game (what the server does to re-check
// a submitted game), and write a Game as a record with its root setup, moves and resignation.
import { PASS, makeSgfPoint } from './coords';
import type { Vertex } from './coords';
import { newGame, playMove } from './game';
import type { Game, GameMoveError } from './game';
import type { RuleOptions } from './position';
import { err, ok } from './result';
import type { Result } from './result';
import { sgfNode } from './sgf';
import type { SgfNode, SgfProperties } from './sgf';
import { positionFromRoot, readMove, readSetup } from './sgfProperties';
import type { SgfValueError } from './sgfProperties';
import { BLACK, WHITE } from './stones';

export type SgfGameError =
  | { readonly code: SgfValueError; readonly node: number }
  | { readonly code: 'setup_in_game'; readonly node: number }
  | { readonly code: 'illegal_move'; readonly node: number; readonly reason: GameMoveError };

/**
 * Replays the main line (first child at every step) from the root setup. `node` in an error counts nodes
 * from the root (0). Setup stones after the root are refused: a Game has no place for them.
 */
export function gameFromSgf(root: SgfNode, rules: RuleOptions = {}): Result<Game, SgfGameError> {
  const start = positionFromRoot(root);
  if (!start.ok) return err({ code: start.error, node: 0 });
  let game = newGame(start.value, rules);
  let index = 0;
  for (let node: SgfNode | undefined = root; node !== undefined; node = node.children[0], index++) {
    if (index > 0) {
      const setup = readSetup(node, start.value.size);
      if (!setup.ok) return err({ code: setup.error, node: index });
      if (setup.value.black.length + setup.value.white.length + setup.value.empty.length > 0) {
        return err({ code: 'setup_in_game', node: index });
      }
    }
    const move = readMove(node, start.value.size);
    if (!move.ok) return err({ code: move.error, node: index });
    if (move.value === null) continue;
    const played = playMove(game, move.value.vertex, move.value.color);
    if (!played.ok) return err({ code: 'illegal_move', node: index, reason: played.error });
    game = played.game;
  }
  return ok(game);
}

export interface GameInfo {
  readonly komi?: number;
  /** Further root properties (PB, PW, DT, RU, GN, …), written as given. */
  readonly properties?: SgfProperties;
}

/** A record of the game: root with FF/GM/CA/SZ, setup stones, komi and result, then one node per move. */
export function sgfFromGame(game: Game, info: GameInfo = {}): SgfNode {
  const start = game.positions[0];
  const size = start?.size ?? 19;
  const props: SgfProperties = { FF: ['4'], GM: ['1'], CA: ['UTF-8'], SZ: [String(size)] };
  if (info.komi !== undefined) props.KM = [String(info.komi)];
  if (game.resigned !== null) props.RE = [game.resigned === BLACK ? 'W+R' : 'B+R'];
  Object.assign(props, info.properties ?? {});
  if (start) {
    const black: Vertex[] = [];
    const white: Vertex[] = [];
    start.stones.forEach((s, v) => (s === BLACK ? black.push(v) : s === WHITE ? white.push(v) : undefined));
    if (black.length > 0) props.AB = black.map((v) => makeSgfPoint(size, v));
    if (white.length > 0) props.AW = white.map((v) => makeSgfPoint(size, v));
    if (start.toMove === WHITE) props.PL = ['W'];
  }
  const root = sgfNode(props);
  let tail = root;
  for (const move of game.moves) {
    const point = move.vertex === PASS ? '' : makeSgfPoint(size, move.vertex);
    const node = sgfNode({ [move.color === BLACK ? 'B' : 'W']: [point] });
    tail.children.push(node);
    tail = node;
  }
  return root;
}
