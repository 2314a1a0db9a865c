// The study info lists of spec §3 (R3.03–R3.07) for the study screens, from /api/study/info.
import { studyInfoEndpoint } from '../../protocol';
import { useEndpointData } from '../common/useEndpointData';
import { useUserBody } from '../common/useBundle';

export function useStudyInfo() {
  return useEndpointData(studyInfoEndpoint, useUserBody());
}

export type StudyInfo = NonNullable<ReturnType<typeof useStudyInfo>['value']>;
