// The login load sequence's calls (R4.34): events, pattern trainer steps, multiplayer steps, study info.
// Sections fill their lists as their content arrives; until then the lists are empty, never invented.
import type { FastifyInstance } from 'fastify';
import {
  bpowerInfoEndpoint,
  eventViewEndpoint,
  multiStepInfoEndpoint,
  studyInfoEndpoint,
} from '../../src/protocol';
import { millisToMicros } from '../../src/domain/rules/time';
import { route } from './route';

/** The weakest step of the AStep scale (lower is stronger, DESIGN.md): where every new player starts. */
export const startingStep = 99;

export function registerLoadSequenceRoutes(app: FastifyInstance): void {
  route(app, eventViewEndpoint, (_body, ctx) => {
    const now = millisToMicros(ctx.nowMs);
    const events = app.content.events.events.filter(
      (e) => (e.stime === 0 || e.stime <= now) && (e.etime === 0 || now < e.etime),
    );
    return { errorcode: 0, events } as const;
  });

  route(app, bpowerInfoEndpoint, () => ({ errorcode: 0, BPowerStepList: [], BStep: 40, BType: 0 }) as const);

  route(
    app,
    multiStepInfoEndpoint,
    () => ({ errorcode: 0, MultiStepInfoVector: [], astep: startingStep, rpoint: 0 }) as const,
  );

  route(
    app,
    studyInfoEndpoint,
    () =>
      ({
        errorcode: 0,
        study_count_info2: [],
        user_study_work: [],
        user_study_try: [],
        study_try2_info: [],
        study_group_second2: [],
      }) as const,
  );
}
