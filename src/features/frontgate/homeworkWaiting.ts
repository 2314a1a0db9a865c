// The results still waiting in the outbox, as homework sees them (issue 19: a child who solves their
// homework offline sees "1 of 1" at once). Pure: the queued writes and the keys of the study writes this
// tab saw solved in, the results that may count out. A study write's body has only the moves, so whether
// it solved the mission comes from the screen that sent it (studyNotes); a single-play result says what
// the app saw (its outcome); a drill's answers count as answered. The server re-checks all of them.
import type { WaitingResult } from '../../domain/rules/homework';
import type { QueuedWrite } from '../../io/outbox/types';
import { bpowerDrillResultEndpoint, singleResultEndpoint, studyWorkResultEndpoint } from '../../protocol';

export function waitingResults(
  writes: readonly QueuedWrite[],
  solvedKeys: ReadonlySet<string>,
): WaitingResult[] {
  const out: WaitingResult[] = [];
  for (const write of writes) {
    if (write.path === studyWorkResultEndpoint.path) {
      const body = studyWorkResultEndpoint.request.safeParse(write.body);
      if (body.success && solvedKeys.has(write.idempotencyKey))
        out.push({
          kind: body.data.kind === 'dan9' ? 'dan9' : 'study',
          sno: body.data.sno,
          gno: body.data.gno,
          jkno: body.data.jkno,
        });
    } else if (write.path === singleResultEndpoint.path) {
      const body = singleResultEndpoint.request.safeParse(write.body);
      if (body.success && body.data.outcome === 'win')
        out.push({ kind: 'single', sno: body.data.sno, gno: body.data.gno, jkno: body.data.jkno });
    } else if (write.path === bpowerDrillResultEndpoint.path) {
      const body = bpowerDrillResultEndpoint.request.safeParse(write.body);
      if (body.success) out.push({ kind: 'trainer', drillId: body.data.drillId });
    }
  }
  return out;
}
