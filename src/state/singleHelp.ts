// The paid help of the single field as the screens know it (issue 16): which queued writes are purchases
// (read from their endpoint) and the free checks the server last counted in this tab. The rules of what
// they spend are src/domain/rules/singleHelp.ts.
import { atom } from 'jotai';
import type { HelpKind } from '../domain/rules/singleHelp';
import {
  singleCheckFreeEndpoint,
  singleReputGoldEndpoint,
  singleTakebackEduGoldEndpoint,
  singleTakebackGoldEndpoint,
} from '../protocol';
import { undeliveredWritesAtom } from './outbox';

const helpByPath: ReadonlyMap<string, HelpKind> = new Map<string, HelpKind>([
  [singleTakebackGoldEndpoint.path, 'takeback'],
  [singleTakebackEduGoldEndpoint.path, 'takebackEdu'],
  [singleReputGoldEndpoint.path, 'reput'],
  [singleCheckFreeEndpoint.path, 'check'],
]);

/** The purchase a queued write makes; null for any other write. */
export function helpOfPath(path: string): HelpKind | null {
  return helpByPath.get(path) ?? null;
}

/** The signed-in user's waiting purchases, oldest first. */
export const pendingHelpsAtom = atom((get) =>
  get(undeliveredWritesAtom).flatMap((write) => {
    const kind = helpOfPath(write.path);
    return kind ? [kind] : [];
  }),
);

export { checksFromAnswer, serverChecksAtom } from './singleChecks';
