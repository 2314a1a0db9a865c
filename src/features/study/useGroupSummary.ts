// The selected group's summary for the mission and try screens: its current mission, medal, known slots,
// best count and try settings (R3.07 defaults when the server has no entry; the ninth-dan ladder has no
// list, so its steps start from the defaults and take the server's answer when a run starts).
import { DEFAULT_GROUP_DURATION_SECONDS, DEFAULT_GROUP_HEART_COST } from '../../domain/rules/constants';
import { studyGroupTrySettings } from '../../domain/rules/studySession';
import { slotsKey } from '../../state/studySlots';
import { groupMedalOf } from './medals';
import type { GroupSummary } from './MissionList';
import { useSelectedGroup } from './StudyPanels';
import { useKnownSlots, useMedalThresholds } from './useStudyContext';
import type { StudyInfo } from './useStudyInfo';

export function useStudyGroupSummary(info: StudyInfo, categoryId: number, groupId: number): GroupSummary {
  const group = useSelectedGroup(info);
  const known = useKnownSlots().get(slotsKey('study', categoryId, groupId)) ?? [];
  const settings = studyGroupTrySettings(info.study_group_second2, categoryId, groupId);
  return {
    currentMission: group?.currentMission ?? null,
    medal: group?.medal ?? 'none',
    slots: known,
    bestCount: group?.bestCount ?? null,
    durationSeconds: group?.durationSeconds ?? settings.durationSeconds,
    heartCost: group?.heartCost ?? settings.heartCost,
  };
}

export function useDan9StepSummary(step: number, part: number): GroupSummary {
  const known = useKnownSlots().get(slotsKey('dan9', step, part)) ?? [];
  const thresholds = useMedalThresholds();
  const best = known.length > 0 ? Math.max(...known.map((s) => s.correctCount)) : null;
  return {
    currentMission: null,
    medal: groupMedalOf(step, known, best, thresholds),
    slots: known,
    bestCount: best,
    durationSeconds: DEFAULT_GROUP_DURATION_SECONDS,
    heartCost: DEFAULT_GROUP_HEART_COST,
  };
}
