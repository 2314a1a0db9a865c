// The signed-in user's bundle and number for screens under the main layout (the guard restored them).
import { useAtomValue } from 'jotai';
import { bundleAtom, usernoAtom, type UserBundle } from '../../state/session';

export function useBundle(): UserBundle | null {
  return useAtomValue(bundleAtom);
}

/** The body `{ userno }` of the spec's user calls (the server trusts the token, not this). */
export function useUserBody(): { userno?: number } {
  const userno = useAtomValue(usernoAtom);
  return userno === null ? {} : { userno };
}
