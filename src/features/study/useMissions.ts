// Loading missions from /api/study/mission/info: one mission for the field, or a group's whole list for
// the mission screen and the try run. The server has no list call, so a group's missions are asked for in
// small batches until the first "not found" (-2). Answers are kept for the page's life (and the service
// worker keeps them offline); study missions also join the study state's mission list once (R4.04).
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { apiErrors, studyCourseEndpoint, studyMissionInfoEndpoint } from '../../protocol';
import { api } from '../../io/api/appClient';
import type { ApiFailure } from '../../io/api/result';
import { addStudyMissionAtom, type StudyEntry } from '../../state/studySession';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { useLoadOnChange } from '../common/useLoadOnChange';
import { parseMissionData, type MissionData } from './missionData';
import type { CourseKind } from './course';

export interface MissionAddress {
  categoryId: number;
  groupId: number;
  missionIndex: number;
}

export type MissionFetch =
  | { kind: 'ready'; mission: MissionData; text: string }
  | { kind: 'notFound' }
  | { kind: 'failed'; error: ApiFailure };

/** The most missions a group can hold (a try run answers at most 40). */
export const maxMissionsPerGroup = 40;
const batchSize = 5;

const texts = new Map<string, string>();
const keyOf = (kind: CourseKind, a: MissionAddress) =>
  `${kind}:${a.categoryId}:${a.groupId}:${a.missionIndex}`;

export async function fetchMission(kind: CourseKind, address: MissionAddress): Promise<MissionFetch> {
  if (address.categoryId < 0 || address.groupId < 0 || address.missionIndex < 0) return { kind: 'notFound' };
  let text = texts.get(keyOf(kind, address));
  if (text === undefined) {
    const answer = await api.call(studyMissionInfoEndpoint, {
      sno: address.categoryId,
      gno: address.groupId,
      jkno: address.missionIndex,
      kind,
    });
    if (!answer.ok) {
      if (answer.code === apiErrors.contentNotFound || answer.code === apiErrors.invalidRequest)
        return { kind: 'notFound' };
      return { kind: 'failed', error: answer };
    }
    text = answer.value.data;
    texts.set(keyOf(kind, address), text);
  }
  const parsed = parseMissionData(text);
  // A mission whose problem cannot be read is as good as absent; the content check should have caught it.
  return parsed.ok ? { kind: 'ready', mission: parsed.value, text } : { kind: 'notFound' };
}

export type MissionState =
  | { status: 'loading' }
  | { status: 'ready'; mission: MissionData }
  | { status: 'notFound' }
  | { status: 'failed'; error: ApiFailure };

function useRememberMission(kind: CourseKind) {
  const add = useSetAtom(addStudyMissionAtom);
  return useCallback(
    (mission: MissionData, text: string) => {
      if (kind !== 'study') return;
      const entry: StudyEntry = {
        categoryId: mission.categoryId,
        groupId: mission.groupId,
        missionIndex: mission.missionIndex,
        data: text,
      };
      add(entry);
    },
    [add, kind],
  );
}

/**
 * The mission at `address`. A result belongs to the address it was loaded for: while another address
 * loads, the state is `loading`, never the previous mission (a cached mission resolves within the same
 * batch as the address change, so a reset in an effect could be skipped and the old board kept, issue 22).
 */
export function useMission(kind: CourseKind, address: MissionAddress): MissionState & { reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const remember = useRememberMission(kind);
  const { categoryId, groupId, missionIndex } = address;
  const loaded = useLoadOnChange(
    `${keyOf(kind, { categoryId, groupId, missionIndex })}#${attempt}`,
    async (): Promise<MissionState> => {
      const result = await fetchMission(kind, { categoryId, groupId, missionIndex });
      if (result.kind === 'ready') {
        remember(result.mission, result.text);
        return { status: 'ready', mission: result.mission };
      }
      return result.kind === 'notFound' ? { status: 'notFound' } : { status: 'failed', error: result.error };
    },
  );
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...(loaded ?? { status: 'loading' }), reload };
}

export type MissionListState =
  | { status: 'loading'; missions: MissionData[] }
  | { status: 'ready'; missions: MissionData[] }
  | { status: 'failed'; missions: MissionData[]; error: ApiFailure };

/** Every mission of a group, in order. */
export async function fetchMissionList(
  kind: CourseKind,
  categoryId: number,
  groupId: number,
  onMission?: (mission: MissionData, text: string) => void,
): Promise<{ missions: MissionData[]; error: ApiFailure | null }> {
  const missions: MissionData[] = [];
  for (let start = 0; start < maxMissionsPerGroup; start += batchSize) {
    const batch = await Promise.all(
      Array.from({ length: batchSize }, (_, i) =>
        fetchMission(kind, { categoryId, groupId, missionIndex: start + i }),
      ),
    );
    for (const result of batch) {
      if (result.kind === 'failed') return { missions, error: result.error };
      if (result.kind === 'notFound') return { missions, error: null };
      onMission?.(result.mission, result.text);
      missions.push(result.mission);
    }
  }
  return { missions, error: null };
}

export function useMissionList(
  kind: CourseKind,
  categoryId: number,
  groupId: number,
): MissionListState & { reload: () => void } {
  const [state, setState] = useState<MissionListState>({ status: 'loading', missions: [] });
  const [attempt, setAttempt] = useState(0);
  const remember = useRememberMission(kind);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading', missions: [] });
    void fetchMissionList(kind, categoryId, groupId, remember).then(({ missions, error }) => {
      if (!live) return;
      setState(error ? { status: 'failed', missions, error } : { status: 'ready', missions });
    });
    return () => {
      live = false;
    };
  }, [kind, categoryId, groupId, attempt, remember]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // Offline, asking past the group's last mission has no answer (only missions found are kept), so the
  // list would end in a failure; the course outline (kept per user) says how many missions there are.
  const count = useGroupMissionCount(kind, categoryId, groupId);
  if (state.status === 'failed' && count !== null && state.missions.length >= count)
    return { status: 'ready', missions: state.missions, reload };
  return { ...state, reload };
}

/** The group's mission count from the course outline, or null while it is unknown. */
function useGroupMissionCount(kind: CourseKind, categoryId: number, groupId: number): number | null {
  const outline = useEndpointData(studyCourseEndpoint, { ...useUserBody(), kind });
  const category = outline.value?.categories.find((c) => c.sno === categoryId);
  return category?.groups.find((g) => g.gno === groupId)?.missions ?? null;
}
