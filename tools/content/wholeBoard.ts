// Whole-board problems (issue 14, "whole-board problems"): positions of real games (GNU Go against
// itself, gameRecords.ts), the whole board shown, where the side to move can capture an opponent's chain of
// two stones or more that has two or three liberties, by exactly one move proven by the capture reader. The
// student meets the fight in the middle of a game, among stones that all arose in play, instead of on an
// empty board built for it. Generator frame: Black to play (a position with White to move is shown with
// the colours swapped, as every template's is before `draw` picks the player's colour).
import { chainAt, libertiesAt } from '../../src/domain/go/chains';
import type { BoardSize, Vertex } from '../../src/domain/go/coords';
import { createPosition } from '../../src/domain/go/position';
import type { Random } from '../../src/domain/go/random';
import { BLACK, WHITE } from '../../src/domain/go/stones';
import { FastBoard } from '../../src/domain/go/fastBoard';
import { chainsAround, connectsByCapture } from './connection';
import { gameRecords, movesOf, positionAt } from './gameRecords';
import { defaultTactics, isRejected, rejected, solveCapture } from './tactics';
import type { Rejected, TacticsSettings } from './tactics';
import type { Made } from './templates';

export interface WholeBoardMade extends Made {
  /** The game (its number in the records) and how many moves were played before the problem. */
  readonly game: number;
  readonly moveNumber: number;
  /** Liberties of the target chain at the start. */
  readonly liberties: number;
  /** Stones of the target chain. */
  readonly stones: number;
}

export interface WholeBoardOptions {
  readonly size: BoardSize;
  /** The first move number a problem may start after (the opening has no fights yet). */
  readonly from: number;
  /**
   * Games already used (their numbers): skipped, and each problem made adds its game. A group shares one set
   * among its problems, so no two of them are the same fight a few moves apart. (A problem the draw drops
   * later still takes its game: the group only draws from fewer games.)
   */
  readonly takenGames?: Set<number>;
  readonly settings?: Partial<TacticsSettings>;
  /**
   * Connection problems (connection.ts): the target is a cutting chain of one to three stones between two
   * chains of the player, and capturing it must join them; otherwise any chain of two stones or more.
   */
  readonly connect?: boolean;
  /** The fewest stones a capture target has (not for connection problems); 2 by default. */
  readonly minStones?: number;
  /** The game files to draw from (gameRecords.ts); by default the size's first batch. */
  readonly records?: readonly string[];
  /**
   * Leave marking a game taken to the group (`TopicGroupPlan.kept`, once the draw keeps its problem): by
   * default the template marks it as it answers a candidate, so a candidate the draw then refuses (GNU Go
   * disagreeing, a line with a pass …) leaves its game taken. Where few games hold the lesson, that loses
   * them.
   */
  readonly takenWhenKept?: boolean;
}

/** Whether White's chain at `v` touches two chains of Black or more. */
const cutsApart = (board: FastBoard, v: Vertex) => chainsAround(board, board.pointOf(v), BLACK).length >= 2;

export function wholeBoardTemplate(o: WholeBoardOptions): (random: Random) => WholeBoardMade | Rejected {
  const games = gameRecords(o.size, o.records);
  const settings: TacticsSettings = { ...defaultTactics, ...o.settings };
  return (random) => {
    if (games.length === 0) return rejected('no_games');
    const gameIndex = random.int(games.length);
    const game = games[gameIndex];
    if (game === undefined) return rejected('no_games');
    if (o.takenGames?.has(gameIndex) === true) return rejected('game_taken');
    // Leave the last moves out: the game is over there.
    const room = movesOf(game) - 4 - o.from;
    if (room < 1) return rejected('short_game');
    const moveNumber = o.from + random.int(room);
    const played = positionAt(game, moveNumber);
    if (played === null) return rejected('replay');
    // A ko just taken would be lost by the colour swap (the position keeps no ban): leave those out.
    if (played.ko !== null) return rejected('ko');
    const swap = played.toMove === WHITE ? -1 : 1;
    const stones = Int8Array.from(played.stones, (s) => s * swap);
    const size = o.size;
    const position = createPosition({ size, stones, toMove: BLACK });
    const board = o.connect === true ? FastBoard.fromPosition(position) : null;
    // The opponent's chains with two or three liberties, each once, in board order: two stones or more
    // (`minStones`), or for connection problems one to three stones touching two chains of the player.
    const seen = new Set<Vertex>();
    const targets: Vertex[] = [];
    for (let v = 0; v < size * size; v++) {
      if (stones[v] !== WHITE || seen.has(v)) continue;
      const chain = chainAt(size, stones, v);
      for (const s of chain) seen.add(s);
      const liberties = libertiesAt(size, stones, v).length;
      if (liberties < 2 || liberties > 3) continue;
      if (board === null ? chain.length >= (o.minStones ?? 2) : chain.length <= 3 && cutsApart(board, v))
        targets.push(v);
    }
    if (targets.length === 0) return rejected('no_target');
    const target = targets[random.int(targets.length)] as Vertex;
    const s = solveCapture(position, target, settings);
    if (isRejected(s)) return s;
    if (o.connect === true) {
      // Two moves of the player at least, and the capture joins its stones.
      if (s.distance < 3) return rejected('one_move');
      const why = connectsByCapture(
        position,
        target,
        s.mainLine.map((step) => step.move),
      );
      if (why !== 'ok') return rejected(why ?? 'unknown');
    }
    const chain = chainAt(size, stones, target).sort((a, b) => a - b);
    if (o.takenWhenKept !== true) o.takenGames?.add(gameIndex);
    return {
      draft: { size, stones, toMove: BLACK, goal: { kind: 'capture', targets: chain }, tree: s.tree },
      technique: o.connect === true ? 'connect' : 'capture',
      prompt: 'capture',
      difficulty: s.distance * 10 + s.wrongCount + chain.length,
      game: gameIndex,
      moveNumber,
      liberties: s.rootLiberties,
      stones: chain.length,
    };
  };
}
