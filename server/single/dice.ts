// Dice challenges (issue 17): the roll is made here when a dice challenge starts and stored with it
// (single_challenges.dice), and the mission the student plays is the pack's mission with the row the
// roll's total picks from its group's table (src/domain/rules/dice.ts): the capture game's board, target,
// level and handicap, or a puzzle's seconds. The result is replayed on that same rolled game.
import {
  diceCountFor,
  diceRowFor,
  diceTotal,
  gameForRoll,
  rollDice,
  type DiceRow,
} from '../../src/domain/rules/dice';
import type { SingleGame } from '../../src/protocol';
import type { SingleGroupContent, SingleMissionContent } from '../content/single';
import { startPosition } from './setup';

/** A fresh roll of one die, or two when the device asks for two (dice_multi_flag). */
export function newRoll(diceAsked: number | undefined, randomBelow: (n: number) => number): number[] {
  return rollDice(diceCountFor(diceAsked === 2), randomBelow);
}

export interface RollAnswer {
  dice: number[];
  total: number;
  /** The row the total picked (without its `from`). */
  size?: number;
  captureTarget?: number;
  level?: number;
  handicap?: number;
  seconds?: number;
}

export function rollAnswer(group: SingleGroupContent, dice: number[]): RollAnswer {
  const total = diceTotal(dice);
  const row: DiceRow | null = diceRowFor(group.dice, total);
  if (row === null) return { dice, total };
  const { from: _from, ...decided } = row;
  return { dice, total, ...decided };
}

/** The mission as the roll made it; the pack's mission when the group has no row for the total. */
export function rolledMission(
  group: SingleGroupContent,
  mission: SingleMissionContent,
  dice: number[] | null,
): SingleMissionContent {
  if (dice === null || !mission.game || mission.wire.kind === 'problem') return mission;
  const row = diceRowFor(group.dice, diceTotal(dice));
  const game = gameForRoll(mission.game, row) as SingleGame;
  const start = startPosition(game, mission.wire.kind);
  // A row the pack checker let through but the setup cannot take: the pack's own game stands.
  if (!start.ok) return mission;
  return { ...mission, wire: { ...mission.wire, game }, game, start: start.position };
}
