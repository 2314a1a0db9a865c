// Whole-board problems (issue 14, "whole-board problems"): positions of real games (GNU Go against
// itself, gameRecords.ts), the whole board shown, where the side to move can capture an opponent's chain of
// two stones or more that has two or three liberties, by exactly one move proven by the capture reader. The
// student meets the fight in the middle of a game, among stones that all arose in play, instead of on an
// empty board built for it. Generator frame: Black to play (a position with White to move is shown with
// the colours swapped, as every template's is before `draw` picks the player's colour).
import { chainAt, libertiesAt } from '../../src/domain/go/chains';
import { PASS, parseVertex } from '../../src/domain/go/coords';
import type { BoardSize, Vertex } from '../../src/domain/go/coords';
import { createPosition } from '../../src/domain/go/position';
import type { Random } from '../../src/domain/go/random';
import { BLACK, WHITE } from '../../src/domain/go/stones';
import { FastBoard } from '../../src/domain/go/fastBoard';
import { chainsAround, connectsByCapture } from './connection';
import { gameRecords, movesOf, positionAt } from './gameRecords';
import type { GameRecord } from './gameRecords';
import { CaptureReader } from '../../src/domain/content/captureReader';
import { defaultTactics, isRejected, rejected, solveCapture, solveSave } from './tactics';
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

/**
 * A random game not taken yet and a move number in it, from `from` on and before its last four moves (the
 * game is over there); both templates draw this way, the game first, then the move.
 */
function pickGameMove(
  games: readonly GameRecord[],
  random: Random,
  from: number,
  takenGames: ReadonlySet<number> | undefined,
): { gameIndex: number; game: GameRecord; moveNumber: number } | Rejected {
  if (games.length === 0) return rejected('no_games');
  const gameIndex = random.int(games.length);
  const game = games[gameIndex];
  if (game === undefined) return rejected('no_games');
  if (takenGames?.has(gameIndex) === true) return rejected('game_taken');
  const room = movesOf(game) - 4 - from;
  if (room < 1) return rejected('short_game');
  return { gameIndex, game, moveNumber: from + random.int(room) };
}

export function wholeBoardTemplate(o: WholeBoardOptions): (random: Random) => WholeBoardMade | Rejected {
  const games = gameRecords(o.size, o.records);
  const settings: TacticsSettings = { ...defaultTactics, ...o.settings };
  return (random) => {
    const picked = pickGameMove(games, random, o.from, o.takenGames);
    if (isRejected(picked)) return picked;
    const { gameIndex, game, moveNumber } = picked;
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

/** A whole-board save problem's facts: those of a whole-board problem and how fast the threat captures. */
export interface WholeBoardSaveMade extends WholeBoardMade {
  /** Plies the opponent needs to capture the chain if the player plays elsewhere. */
  readonly threat: number;
}

export interface WholeBoardSaveOptions {
  readonly size: BoardSize;
  /** The first move number a problem may start after. */
  readonly from: number;
  /** The fewest stones the threatened chain has. */
  readonly minStones: number;
  /**
   * The most plies the opponent needs to capture the chain if the player plays elsewhere: a short threat
   * (an atari, a net, a short ladder) stays near the chain, so no move far away (a ladder breaker across
   * the board) saves it, and the moves outside the problem's scope are rightly read as playing elsewhere.
   */
  readonly maxThreat: number;
  readonly records?: readonly string[];
  /** Games skipped; the group marks a game taken once the draw keeps its problem (few games hold one). */
  readonly takenGames?: ReadonlySet<number>;
  readonly settings?: Partial<TacticsSettings>;
}

/**
 * "The urgent point": a position of a game where the opponent's last move threatens a chain of the side to
 * move (it could not be captured before that move, it can now if the player plays elsewhere), exactly one
 * move saves it (solveSave: every other move near it, and any move far away, loses it), and that move is
 * the one played in the game. A position with White to move is shown with the colours swapped.
 */
export function savePositionAt(
  game: GameRecord,
  moveNumber: number,
  o: Omit<WholeBoardSaveOptions, 'takenGames' | 'records' | 'from'>,
): Omit<WholeBoardSaveMade, 'game'> | Rejected {
  const settings: TacticsSettings = { ...defaultTactics, ...o.settings };
  const played = positionAt(game, moveNumber);
  const before = positionAt(game, moveNumber - 1);
  if (played === null || before === null) return rejected('replay');
  if (played.ko !== null) return rejected('ko');
  const next = game.moves.split(' ')[moveNumber];
  const answer = next === undefined ? null : parseVertex(o.size, next);
  if (answer === null || !answer.ok || answer.value === PASS) return rejected('no_next_move');
  const swap = played.toMove === WHITE ? -1 : 1;
  const size = o.size;
  const stones = Int8Array.from(played.stones, (s) => s * swap);
  const position = createPosition({ size, stones, toMove: BLACK });
  const board = FastBoard.fromPosition(position);
  // The opponent (to move after a pass) and the position before its last move, in the same frame.
  const passed = board.clone();
  passed.pass();
  const earlier = FastBoard.fromPosition(
    createPosition({ size, stones: Int8Array.from(before.stones, (s) => s * swap), toMove: WHITE }),
  );
  const seen = new Set<Vertex>();
  const threatened: { v: Vertex; plies: number; chain: Vertex[] }[] = [];
  for (let v = 0; v < size * size; v++) {
    if (stones[v] !== BLACK || seen.has(v)) continue;
    const chain = chainAt(size, stones, v);
    for (const s of chain) seen.add(s);
    if (chain.length < o.minStones) continue;
    const reader = new CaptureReader(board.pointOf(v), BLACK, settings.reader);
    const plies = reader.distance(passed, o.maxThreat);
    if (typeof plies !== 'number') continue;
    // The threat is new: before the opponent's last move the same stones could not be taken within
    // `maxThreat` plies (a chain already in danger then is left out, not counted below).
    const p = earlier.pointOf(v);
    if (earlier.at(p) === BLACK) {
      const old = new CaptureReader(p, BLACK, settings.reader).distance(earlier, o.maxThreat);
      if (typeof old === 'number') continue;
    }
    threatened.push({ v, plies, chain: chain.sort((a, b) => a - b) });
  }
  // One chain newly in danger: with two, saving one is not the whole story.
  if (threatened.length === 0) return rejected('no_threat');
  if (threatened.length > 1) return rejected('two_threats');
  const [{ v, plies, chain }] = threatened as [(typeof threatened)[number]];
  const s = solveSave(position, [v], settings);
  if (isRejected(s)) return s;
  if (s.right.length !== 1 || s.right[0] !== answer.value) return rejected('not_the_game_move');
  // The move that made the threat, marked on the board while the prompt speaks of it.
  const last = parseVertex(size, game.moves.split(' ')[moveNumber - 1] ?? '');
  const lastMove = last.ok && last.value !== PASS ? { lastMove: last.value } : {};
  return {
    draft: { size, stones, toMove: BLACK, goal: { kind: 'save', targets: chain }, tree: s.tree, ...lastMove },
    technique: 'escape',
    prompt: 'save',
    difficulty: plies * 10 + s.wrongCount + chain.length,
    moveNumber,
    liberties: s.rootLiberties,
    stones: chain.length,
    threat: plies,
  };
}

export function wholeBoardSaveTemplate(
  o: WholeBoardSaveOptions,
): (random: Random) => WholeBoardSaveMade | Rejected {
  const games = gameRecords(o.size, o.records);
  return (random) => {
    const picked = pickGameMove(games, random, o.from, o.takenGames);
    if (isRejected(picked)) return picked;
    const made = savePositionAt(picked.game, picked.moveNumber, o);
    if (isRejected(made)) return made;
    return { ...made, game: picked.gameIndex };
  };
}
