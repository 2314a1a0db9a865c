// What the study and single-play plans (curriculum.ts, singlePlan.ts) build their groups from: a random
// choice among templates, the default settings of a fight, a stone pair and an eye shape (a group states
// only what differs), and the atari template every course opens with.
import type { Random } from '../../src/domain/go/random';
import type { FightSpec } from './fights';
import type { ShapeSpec } from './lifeDeath';
import type { Rejected } from './tactics';
import { accept, captureTemplate } from './templates';
import type { Made, PairSpec, Template } from './templates';

export function oneOf(...templates: Template[]): Template {
  return (random: Random): Made | Rejected => (templates[random.int(templates.length)] as Template)(random);
}

export const fight = (o: Partial<FightSpec>): FightSpec => ({
  size: 9,
  area: 'edge',
  targetStones: [1, 3],
  targetLiberties: [2, 2],
  radius: 2,
  attackerDensity: 0.15,
  defenderDensity: 0.1,
  allowAtari: true,
  ...o,
});

export const pair = (o: Partial<PairSpec>): PairSpec => ({
  size: 9,
  stones: [1, 2],
  liberties: [1, 3],
  radius: 2,
  attackerDensity: 0.15,
  defenderDensity: 0.05,
  ...o,
});

export const shape = (o: Partial<ShapeSpec>): ShapeSpec => ({
  size: 9,
  area: 'corner',
  space: [3, 5],
  gaps: 0,
  outsideLiberties: 0,
  killerInside: 0,
  ownerInside: 0,
  ...o,
});

export const areas = ['corner', 'edge', 'open'] as const;

/** Put a group of `stones` stones in atari, in a corner, on an edge or in the open. */
export function atari(stones: [number, number]): Template {
  return oneOf(
    ...areas.map((area) =>
      captureTemplate({
        technique: 'atari',
        fight: fight({
          area,
          targetStones: stones,
          targetLiberties: [1, 1],
          attackerDensity: 0.1,
          defenderDensity: 0.05,
          allowAtari: false,
        }),
        accept: accept.atari,
        tactics: { wrongMoves: 2 },
      }),
    ),
  );
}
