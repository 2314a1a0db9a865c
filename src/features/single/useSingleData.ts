// What the single and dice screens load. The outline and the user's progress come through
// useEndpointData (kept per user in IndexedDB, so they show offline); missions come from
// /api/single/mission/info, which the service worker keeps offline once seen, and join the session's loaded
// items once per address (R3.14) so a mission met again in this tab is not asked for twice.
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import {
  apiErrors,
  singleCourseEndpoint,
  singleGroupInfoEndpoint,
  singleMissionInfoEndpoint,
  singleUserInfoEndpoint,
  type SingleMission,
} from '../../protocol';
import { api } from '../../io/api/appClient';
import type { ApiFailure } from '../../io/api/result';
import { changeSingleContentAtom, singleContentAtom } from '../../state/singleSession';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import { readSingleMission, type SingleMissionPlay } from './singleMissionData';
import type { SinglePlace } from './singleMode';

export function useSingleCourse() {
  return useEndpointData(singleCourseEndpoint, useUserBody());
}

/** UserGroupSingleInfo of one category (R7.16). */
export function useGroupInfos(categoryId: number) {
  return useEndpointData(singleGroupInfoEndpoint, { ...useUserBody(), sno: categoryId });
}

/** One group's missions with the user's stars, tries and open/locked (R7.17). */
export function useGroupMissions(categoryId: number, groupId: number) {
  return useEndpointData(singleUserInfoEndpoint, { ...useUserBody(), sno: categoryId, gno: groupId });
}

export type MissionFetch =
  | { kind: 'ready'; wire: SingleMission; mission: SingleMissionPlay }
  | { kind: 'notFound' }
  | { kind: 'failed'; error: ApiFailure };

const missionKey = (a: SinglePlace) => `${a.categoryId}:${a.groupId}:${a.missionIndex}`;
/** Requests under way, shared by the screens that ask for the same mission at once. */
const inFlight = new Map<string, Promise<MissionFetch>>();

function asFetch(wire: SingleMission): MissionFetch {
  const read = readSingleMission(wire);
  return read.ok ? { kind: 'ready', wire, mission: read.value } : { kind: 'notFound' };
}

export async function fetchSingleMission(
  address: SinglePlace,
  known: readonly SingleMission[] = [],
): Promise<MissionFetch> {
  const { categoryId, groupId, missionIndex } = address;
  if (categoryId < 0 || groupId < 0 || missionIndex < 0) return { kind: 'notFound' };
  const loaded = known.find((m) => m.sno === categoryId && m.gno === groupId && m.jkno === missionIndex);
  if (loaded) return asFetch(loaded);
  const key = missionKey(address);
  let request = inFlight.get(key);
  if (!request) {
    request = api
      .call(singleMissionInfoEndpoint, { sno: categoryId, gno: groupId, jkno: missionIndex })
      .then((answer): MissionFetch => {
        if (answer.ok) return asFetch(answer.value.mission);
        if (answer.code === apiErrors.contentNotFound || answer.code === apiErrors.invalidRequest)
          return { kind: 'notFound' };
        return { kind: 'failed', error: answer };
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, request);
  }
  return request;
}

export type MissionState =
  | { status: 'loading' }
  | { status: 'ready'; mission: SingleMissionPlay }
  | { status: 'notFound' }
  | { status: 'failed'; error: ApiFailure };

function useRememberMissions() {
  const change = useSetAtom(changeSingleContentAtom);
  return useCallback((missions: SingleMission[]) => change({ kind: 'loaded', missions }), [change]);
}

/** One mission, for the mission screen's details and the field. */
export function useSingleMission(address: SinglePlace): MissionState & { reload: () => void } {
  const [state, setState] = useState<MissionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loaded = useAtomValue(singleContentAtom).loaded;
  const remember = useRememberMissions();
  const { categoryId, groupId, missionIndex } = address;
  // The loaded list is read when asking, not followed: adding to it must not ask again.
  const [known] = useState(() => loaded);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    void fetchSingleMission({ categoryId, groupId, missionIndex }, known).then((result) => {
      if (!live) return;
      if (result.kind === 'ready') {
        remember([result.wire]);
        setState({ status: 'ready', mission: result.mission });
      } else if (result.kind === 'notFound') setState({ status: 'notFound' });
      else setState({ status: 'failed', error: result.error });
    });
    return () => {
      live = false;
    };
  }, [categoryId, groupId, missionIndex, attempt, known, remember]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}

const batchSize = 5;

export interface MissionTitles {
  missions: ReadonlyMap<number, SingleMissionPlay>;
  loading: boolean;
  error: ApiFailure | null;
}

/** Every mission of a group (`count` from the outline), in small batches, for the mission list. */
export function useGroupMissionData(categoryId: number, groupId: number, count: number): MissionTitles {
  const [state, setState] = useState<MissionTitles>({ missions: new Map(), loading: true, error: null });
  const loaded = useAtomValue(singleContentAtom).loaded;
  const [known] = useState(() => loaded);
  const remember = useRememberMissions();
  useEffect(() => {
    let live = true;
    setState({ missions: new Map(), loading: count > 0, error: null });
    void (async () => {
      const found = new Map<number, SingleMissionPlay>();
      const wires: SingleMission[] = [];
      for (let start = 0; start < count; start += batchSize) {
        const indexes = Array.from({ length: Math.min(batchSize, count - start) }, (_, i) => start + i);
        const batch = await Promise.all(
          indexes.map((missionIndex) => fetchSingleMission({ categoryId, groupId, missionIndex }, known)),
        );
        if (!live) return;
        let failure: ApiFailure | null = null;
        for (const result of batch) {
          if (result.kind === 'ready') {
            found.set(result.mission.missionIndex, result.mission);
            wires.push(result.wire);
          } else if (result.kind === 'failed') failure = result.error;
        }
        setState({
          missions: new Map(found),
          loading: failure === null && start + batchSize < count,
          error: failure,
        });
        if (failure) break;
      }
      if (live && wires.length > 0) remember(wires);
    })();
    return () => {
      live = false;
    };
  }, [categoryId, groupId, count, known, remember]);
  return state;
}
