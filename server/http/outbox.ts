// The replay grant of the kiosk outbox (issue 7): see src/protocol/endpoints/outbox.ts.
import type { FastifyInstance } from 'fastify';
import { outboxGrantEndpoint } from '../../src/protocol';
import { grantSeconds, signReplayGrant } from '../auth/accessTokens';
import { route } from './route';

export function registerOutboxRoutes(app: FastifyInstance): void {
  route(app, outboxGrantEndpoint, async (_body, ctx) => {
    const grant = await signReplayGrant(
      app.keys.accessKey,
      { userno: ctx.userno, familyId: ctx.familyId },
      ctx.nowMs,
    );
    return { errorcode: 0, grant: grant.token, expiresIn: grantSeconds } as const;
  });
}
