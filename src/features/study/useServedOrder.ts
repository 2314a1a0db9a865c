// The order the server serves a group in (issue 14, /api/study/group/progress: `order` for practice,
// `tryOrder` for a try run), kept offline like the rest of the group's progress. Undefined while unknown
// or from an older server; the screens then play pack order (src/domain/rules/ratedOrder.ts).
import { studyGroupProgressEndpoint } from '../../protocol';
import { useUserBody } from '../common/useBundle';
import { useEndpointData } from '../common/useEndpointData';
import type { CourseKind } from './course';

export interface ServedOrder {
  order: readonly number[] | undefined;
  tryOrder: readonly number[] | undefined;
}

export function useServedOrder(kind: CourseKind, categoryId: number, groupId: number): ServedOrder {
  // The same body as the mission list's marks, so both read one kept answer.
  const progress = useEndpointData(studyGroupProgressEndpoint, {
    ...useUserBody(),
    sno: categoryId,
    gno: groupId,
    kind,
  });
  return { order: progress.value?.order, tryOrder: progress.value?.tryOrder };
}
