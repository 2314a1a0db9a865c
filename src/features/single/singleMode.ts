// Single play and dice share their screens (R2.13, R2.14); a mode names what differs: the routes, the
// category (dice is single type 6, R9.14), where the place lives in the session state (dice keeps its own
// group and mission, gjkno), and what a challenge costs (the group's hearts, or one die).
import { DICE_CHALLENGE_COST } from '../../domain/rules/constants';
import { singleType } from '../../domain/rules/singleTypes';
import type { SingleMode, SingleSelection, SingleSelectionPatch } from '../../state/singleSession';

export type { SingleMode } from '../../state/singleSession';

/** R9.14: the dice category. */
export const DICE_CATEGORY = singleType.dice;
/** R7.25: what a dice challenge costs (the rules engine's figure). */
export const DICE_COST = DICE_CHALLENGE_COST;

export const singlePaths = {
  single: {
    home: '/single',
    group: '/single/group',
    mission: '/single/group/mission',
    field: '/single/group/mission/field',
  },
  dice: {
    home: '/',
    group: '/dice/group',
    mission: '/dice/group/mission',
    field: '/dice/group/mission/field',
  },
} as const;

/** Where a mode's screens are: the category and the group and mission of that mode. */
export interface SinglePlace {
  categoryId: number;
  groupId: number;
  missionIndex: number;
}

export function placeOf(selection: SingleSelection, mode: SingleMode): SinglePlace {
  return mode === 'dice'
    ? { categoryId: DICE_CATEGORY, ...selection.dice }
    : {
        categoryId: selection.categoryId,
        groupId: selection.groupId,
        missionIndex: selection.missionIndex,
      };
}

/** The change of the session state that moves a mode's place (the single type follows the category). */
export function movePlace(mode: SingleMode, place: Partial<SinglePlace>): SingleSelectionPatch {
  if (mode === 'dice') {
    const dice: SingleSelectionPatch['dice'] = {};
    if (place.groupId !== undefined) dice.groupId = place.groupId;
    if (place.missionIndex !== undefined) dice.missionIndex = place.missionIndex;
    return { dice, singleType: DICE_CATEGORY };
  }
  const patch: SingleSelectionPatch = { ...place };
  if (place.categoryId !== undefined) patch.singleType = place.categoryId;
  return patch;
}
