// The outbox's transport over the app's API client: a queued write goes out with its own stored
// Idempotency-Key, under the signed-in user's session or, for a user who signed out on a shared tablet,
// under that user's replay grant (`authorization: Grant …`), or with no credential at all when its body
// carries its own authority (a queued sign-out). The client's result becomes a DeliveryOutcome:
// only a success or a business refusal takes a write out of the queue; everything that may pass (no
// network, a server fault, a missing session) keeps it for later.
import { apiErrors, grantScheme, type EndpointDef, type RequestOf, type ResponseOf } from '../../protocol';
import type { SessionRecordStore } from '../auth/sessionRecord';
import { readAnswer, type CallOptions } from '../api/client';
import { buildHeaders } from '../api/headers';
import { apiFailure, genericFailureCode, type ApiResult } from '../api/result';
import type { Credentials, DeliveryOutcome, OutboxTransport, QueuedWrite } from './types';

/** The part of the API client the transport uses. */
export interface TransportClient {
  call<E extends EndpointDef>(
    endpoint: E,
    body: RequestOf<E>,
    options?: CallOptions,
  ): Promise<ApiResult<ResponseOf<E>>>;
  readonly sessions: Pick<SessionRecordStore, 'read'>;
}

/**
 * Sends one write outside the session (the API client only knows the session's token): under a replay
 * grant, or with none (`grant` null).
 */
export type DirectSender = (
  endpoint: EndpointDef,
  body: unknown,
  grant: string | null,
  idempotencyKey: string,
) => Promise<ApiResult<unknown>>;

export interface TransportDeps {
  client: TransportClient;
  sendDirect: DirectSender;
  /**
   * The endpoints a write may name; only replayable ones (`idempotent`) are delivered. By default every
   * endpoint of the protocol, loaded on the first delivery so their schemas stay out of the first load.
   */
  endpoints?: readonly EndpointDef[];
}

/**
 * The client's result as a delivery outcome: success → applied; no answer at all → unreachable; a 401 or
 * a session that could not be refreshed → unauthorized (wait for a sign-in or a grant); a 5xx, an
 * unreadable answer or an exception (the client's generic -4002) → server_error; any other negative code
 * is the server's refusal → rejected.
 */
export function deliveryOutcomeOf(result: ApiResult<unknown>): DeliveryOutcome {
  if (result.ok) return { kind: 'applied', answer: result.value };
  if (result.unreachable) return { kind: 'unreachable' };
  if (
    result.status === 401 ||
    result.code === apiErrors.refreshInvalid ||
    result.code === apiErrors.unauthorized
  ) {
    return { kind: 'unauthorized' };
  }
  if ((result.status !== null && result.status >= 500) || result.code === genericFailureCode) {
    return { kind: 'server_error' };
  }
  if (result.code < 0) {
    return { kind: 'rejected', code: result.code, ...(result.message ? { message: result.message } : {}) };
  }
  return { kind: 'server_error' };
}

export function createApiTransport(deps: TransportDeps): OutboxTransport {
  let table: Promise<Map<string, EndpointDef>> | null = null;
  const byPath = () =>
    (table ??= (
      deps.endpoints
        ? Promise.resolve(deps.endpoints)
        : import('../../protocol/endpoints/all').then((m) => m.allEndpoints)
    ).then((endpoints) => new Map(endpoints.filter((e) => e.idempotent).map((e) => [e.path as string, e]))));
  return {
    async deliver(write: QueuedWrite, credentials: Credentials): Promise<DeliveryOutcome> {
      let endpoint: EndpointDef | undefined;
      try {
        endpoint = (await byPath()).get(write.path);
      } catch {
        // The table's chunk did not load (offline before it was cached): try again later.
        table = null;
        return { kind: 'unreachable' };
      }
      // A write the app can no longer name (an endpoint removed by an update) is refused for good.
      if (!endpoint) return { kind: 'rejected', code: apiErrors.invalidRequest, message: write.path };
      if (credentials.kind !== 'session') {
        const grant = credentials.kind === 'grant' ? credentials.grant : null;
        return deliveryOutcomeOf(await deps.sendDirect(endpoint, write.body, grant, write.idempotencyKey));
      }
      // The session may have changed hands since the drain began (kiosk): never send one student's write
      // under another's session, where the server would refuse it for good as a user mismatch.
      if (deps.client.sessions.read()?.userno !== write.userno) return { kind: 'unauthorized' };
      return deliveryOutcomeOf(
        await deps.client.call(endpoint, write.body as RequestOf<typeof endpoint>, {
          idempotencyKey: write.idempotencyKey,
        }),
      );
    },
  };
}

export interface DirectSenderOptions {
  baseUrl: string;
  language: () => string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A call without the session token. Under a grant it sends no cookies: the server opens only replayable
 * writes to a grant. Without a grant (a queued sign-out) the page's cookies go along, so the server can
 * remove the auth cookies of the session it ends (R7.63) and leaves another student's alone.
 */
export function createDirectSender(options: DirectSenderOptions): DirectSender {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  return async (endpoint, body, grant, idempotencyKey) => {
    const headers = buildHeaders({
      language: options.language(),
      serverInfo: null,
      accessToken: null,
      xsrfToken: null,
      sameOrigin: false,
      idempotencyKey,
    });
    let response: Response;
    try {
      response = await doFetch(new URL(endpoint.path, options.baseUrl).href, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          ...(grant === null ? {} : { authorization: `${grantScheme} ${grant}` }),
        },
        body: JSON.stringify(body ?? {}),
        credentials: grant === null ? 'same-origin' : 'omit',
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch {
      return apiFailure(genericFailureCode, { unreachable: true });
    }
    return readAnswer(endpoint, response);
  };
}
