// What the try-quest panel shows of a tier (R3.30, R3.31, R4.10–R4.15): every target as "have / need",
// the tier's state, and the tier the panel opens on. The server decides every flag (/api/tryquest/info);
// this only lays its answer out, so nothing here re-decides a rule.
import type { ResponseOf, tryQuestInfoEndpoint } from '../../protocol';
import { singleType } from '../../domain/rules/singleTypes';

export type QuestTier = ResponseOf<typeof tryQuestInfoEndpoint>['TryQuestVector'][number];

export type TargetProgress =
  | { kind: 'step'; step: number; have: number; need: number; met: boolean }
  | { kind: 'single'; sno: number; gno: number; have: number; need: number; met: boolean }
  | { kind: 'study'; sno: number; gno: number; have: number; need: number; met: boolean }
  | { kind: 'rank'; sno: number; have: number; need: number; met: boolean };

/** Every target of a tier in the server's order: steps, singles, study groups, rank points. */
export function tierTargets(tier: QuestTier): TargetProgress[] {
  const yesNo = (met: boolean) => ({ have: met ? 1 : 0, need: 1, met });
  return [
    ...tier.BStep.map((t) => ({ kind: 'step' as const, step: t.BStep, ...yesNo(t.met) })),
    ...tier.Single.map((t) => ({
      kind: 'single' as const,
      sno: t.SNo,
      gno: t.GNo,
      have: Math.min(t.count, t.JKCnt),
      need: t.JKCnt,
      met: t.met,
    })),
    ...tier.Study.map((t) => ({ kind: 'study' as const, sno: t.SNo, gno: t.GNo, ...yesNo(t.met) })),
    ...tier.StudyRank.map((t) => ({
      kind: 'rank' as const,
      sno: t.SNo,
      have: Math.min(t.points, t.Point),
      need: t.Point,
      met: t.met,
    })),
  ];
}

export type TierState = 'received' | 'complete' | 'open';

/** R4.10, R4.16: a received tier stays received; a complete unreceived one can be claimed. */
export function tierState(tier: Pick<QuestTier, 'EndFlag' | 'RecvFlag'>): TierState {
  if (tier.RecvFlag) return 'received';
  return tier.EndFlag ? 'complete' : 'open';
}

/** R4.17, R4.18: the tier the server selected, else the first. */
export function initialTier(tiers: readonly Pick<QuestTier, 'TIndex' | 'SelectFlag'>[]): number {
  return (tiers.find((t) => t.SelectFlag) ?? tiers[0])?.TIndex ?? 1;
}

/** A bar's fill, 0 to 100; a target that needs nothing is full. */
export function percent(have: number, need: number): number {
  if (need <= 0) return 100;
  return Math.round((Math.min(Math.max(have, 0), need) / need) * 100);
}

/** How a target is worded (issue 16): the kind of sentence; the panel fills in the names. */
export type TargetWording = 'step' | 'puzzles' | 'battles' | 'missions' | 'groupMissions' | 'study' | 'rank';

export function targetWording(target: TargetProgress): TargetWording {
  if (target.kind !== 'single') return target.kind;
  if (target.gno !== 0) return 'groupMissions';
  if (target.sno === singleType.puzzle) return 'puzzles';
  if (target.sno === singleType.aiBattle1 || target.sno === singleType.aiBattle2) return 'battles';
  return 'missions';
}

/** Where a target is played: the screen and the place to select before opening it. */
export type TargetLink =
  | { to: '/bpower/field'; kind: 'step' }
  | { to: '/single/group'; kind: 'single'; categoryId: number; groupId: number }
  | { to: '/study/group'; kind: 'study'; categoryId: number; groupId: number }
  | { to: '/study/rank/field'; kind: 'rank'; categoryId: number };

export function targetLink(target: TargetProgress): TargetLink {
  switch (target.kind) {
    case 'step':
      return { to: '/bpower/field', kind: 'step' };
    case 'single':
      return {
        to: '/single/group',
        kind: 'single',
        categoryId: target.sno,
        groupId: target.gno === 0 ? -1 : target.gno,
      };
    case 'study':
      return { to: '/study/group', kind: 'study', categoryId: target.sno, groupId: target.gno };
    case 'rank':
      return { to: '/study/rank/field', kind: 'rank', categoryId: target.sno };
  }
}
