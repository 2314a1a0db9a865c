// One error shape for the whole API (spec §8): bad input answers HTTP 200 with a negative errorcode,
// unknown endpoints 404, and nothing a client sends turns into a 5xx.
import type { FastifyError, FastifyInstance } from 'fastify';
import { apiErrors, failure } from '../../src/protocol';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status === 415) {
      return reply.code(200).send(failure(apiErrors.unsupportedMediaType));
    }
    if (status === 429) {
      return reply.code(429).send(failure(apiErrors.tooManyRequests));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, schema violations, body too large: the client's fault, told as a value.
      request.log.info({ code: error.code }, 'rejected request');
      return reply.code(200).send(failure(apiErrors.invalidRequest));
    }
    request.log.error(error, 'unhandled error');
    return reply.code(500).send(failure(apiErrors.internal));
  });
}

export function apiNotFound(): ReturnType<typeof failure> {
  return failure(apiErrors.notFound);
}
