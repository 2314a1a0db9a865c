// The signed-in user in memory: who it is, the bundle of /api/deinfowork (R7.35) keyed by user, the
// server's clock, and the data of the login load sequence (R4.34). The persisted mirrors live in
// IndexedDB (src/io/db) and the session record in localStorage (src/io/auth).
import { atom } from 'jotai';
import type { Dedata, ResponseOf } from '../protocol';
import type {
  bpowerInfoEndpoint,
  eventViewEndpoint,
  multiStepInfoEndpoint,
  studyInfoEndpoint,
  userinfoEndpoint,
} from '../protocol';
import type { ServerClock } from '../io/clock/serverClock';

export interface UserBundle {
  userno: number;
  dedata: Dedata;
  /** True when it came from the persisted mirror because the network was unreachable. */
  offline: boolean;
}

/** The user's bundle; null when signed out or not restored yet. */
export const bundleAtom = atom<UserBundle | null>(null);

export const serverClockAtom = atom<ServerClock | null>(null);

/** R4.34: what the login load sequence brought, in its order. */
export interface LoadSequenceData {
  userinfo: ResponseOf<typeof userinfoEndpoint>['userinfo'];
  events: ResponseOf<typeof eventViewEndpoint>['events'];
  bpower: Omit<ResponseOf<typeof bpowerInfoEndpoint>, 'errorcode'>;
  multiStep: Omit<ResponseOf<typeof multiStepInfoEndpoint>, 'errorcode'>;
  studyInfo: Omit<ResponseOf<typeof studyInfoEndpoint>, 'errorcode'>;
}

export const loadSequenceAtom = atom<LoadSequenceData | null>(null);

/** The signed-in user number, or null. */
export const usernoAtom = atom((get) => get(bundleAtom)?.userno ?? null);
