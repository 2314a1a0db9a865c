// The stone set every board draws (issue 17): the device's choice (localStorage stone_skin) among the
// sets the student owns: the classic set, the stone items of the login's stone_info, the ones bought in
// this session, and the members' sets while the membership runs (src/domain/rules/stoneSkins.ts).
import { atom } from 'jotai';
import { membershipEndMs } from '../domain/rules/membership';
import { effectiveStoneSkin, ownedStoneSkins, type StoneSkinKey } from '../domain/rules/stoneSkins';
import { bundleAtom } from './session';
import { localStorageAtom } from './storages';

export const stoneSkinStorageKey = 'stone_skin';

/** The stone items bought since the login (the next login lists them in stone_info). */
export const boughtStoneRefIdsAtom = atom<readonly number[]>([]);

const writtenChoiceAtom = atom<string | null | undefined>(undefined);

/** The device's chosen set (any string as stored; the effective set checks it). */
export const chosenStoneSkinAtom = atom(
  (get) => {
    const written = get(writtenChoiceAtom);
    return written !== undefined ? written : get(localStorageAtom).getItem(stoneSkinStorageKey);
  },
  (get, set, next: StoneSkinKey) => {
    get(localStorageAtom).setItem(stoneSkinStorageKey, next);
    set(writtenChoiceAtom, next);
  },
);

/** The sets the student owns now. */
export const ownedStoneSkinsAtom = atom((get): StoneSkinKey[] => {
  const bundle = get(bundleAtom);
  const info = bundle?.dedata.userinfo;
  const refIds = [...(info?.stone_info ?? []).map((s) => s.sid), ...get(boughtStoneRefIdsAtom)];
  const membership = info?.membership ?? null;
  const end = membership ? membershipEndMs(membership) : null;
  // The login's server time stands for now: a membership that ends mid-session lends its set until sign-in.
  const now = bundle?.dedata.sysinfo.serverTime ? bundle.dedata.sysinfo.serverTime / 1000 : 0;
  const member = membership !== null && membership.type >= 1 && end !== null && end > now;
  return ownedStoneSkins(refIds, member);
});

/** The set the boards draw. */
export const stoneSkinAtom = atom((get) =>
  effectiveStoneSkin(get(chosenStoneSkinAtom), get(ownedStoneSkinsAtom)),
);
