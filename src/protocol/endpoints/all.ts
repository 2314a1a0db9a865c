// Every endpoint of the API, for the generated reference (docs/api.md) and the fuzz tests.
import type { EndpointDef } from '../define';
import { authEndpoints } from './auth';
import { economyEndpoints } from './economy';
import { bpowerEndpoints } from './bpower';
import { loadSequenceEndpoints } from './loadSequence';
import { sessionEndpoints } from './session';
import { studyEndpoints } from './study';
import { singleEndpoints } from './single';
import { friendEndpoints } from './friends';
import { outboxGrantEndpoint } from './outbox';
import { systemEndpoints } from './systemEndpoints';
import { tryQuestEndpoints } from './tryQuest';
import { storeEndpoints } from './store';
import { statsEndpoints } from './stats';
import { academyEndpoints } from './academy';
import { problemReportEndpoints } from './problemReports';
import { liveEndpoints } from '../live';

export const allEndpoints: readonly EndpointDef[] = [
  ...systemEndpoints,
  ...authEndpoints,
  ...sessionEndpoints,
  ...loadSequenceEndpoints,
  ...economyEndpoints,
  ...studyEndpoints,
  ...singleEndpoints,
  ...friendEndpoints,
  outboxGrantEndpoint,
  ...tryQuestEndpoints,
  ...storeEndpoints,
  ...statsEndpoints,
  ...academyEndpoints,
  ...problemReportEndpoints,
  ...bpowerEndpoints,
  ...liveEndpoints,
];
