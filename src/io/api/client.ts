// The API client (spec §7, §8): every call is a POST with a JSON body, typed by its endpoint in
// src/protocol and checked against the endpoint's response schema at the edge. Calls answer values, never
// throw. A 401 on a user call triggers one shared refresh and one retry; a refused refresh clears the session
// (through onSessionLost). Replayable writes carry an Idempotency-Key, the same one on the retry.
import ky, { isNetworkError, isTimeoutError, type KyInstance } from 'ky';
import {
  apiErrors,
  countryEndpoint,
  loginEndpoint,
  refreshTokenEndpoint,
  serverAddressEndpoint,
  type EndpointDef,
  type RequestOf,
  type ResponseOf,
} from '../../protocol';
import type { SessionRecordStore } from '../auth/sessionRecord';
import { buildHeaders, type ServerInfo } from './headers';
import type { LockRunner } from './locks';
import { createRefresher, type Refresher } from './refresher';
import { apiFailure, apiSuccess, genericFailureCode, type ApiFailure, type ApiResult } from './result';

/** Calls sent without the access token (R7.05 "unless excluded"): start-up, sign-in and the refresh. */
export const excludedPaths: ReadonlySet<string> = new Set([
  serverAddressEndpoint.path,
  countryEndpoint.path,
  loginEndpoint.path,
  refreshTokenEndpoint.path,
]);

export interface ApiClientOptions {
  sessions: SessionRecordStore;
  lock: LockRunner;
  /** The `lang` header value. */
  language: () => string;
  /** The XSRF-TOKEN cookie. */
  xsrfToken: () => string | null;
  /**
   * After a refused refresh or with no session: clear everything and go to sign-in (R8.09). The code says
   * why (-1002: the account was stopped).
   */
  onSessionLost: (code: number) => void;
  /** Absolute origin of the API; the page's own origin in the app. */
  baseUrl: string;
  /** The page's origin, to decide whether the anti-forgery header goes along. */
  pageOrigin?: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  newIdempotencyKey?: () => string;
  /** False when the browser knows it is offline. */
  online?: () => boolean;
  now?: () => number;
}

export interface CallOptions {
  /** For replayable writes: the key to send (the outbox passes its stored one). Generated when absent. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface ApiClient {
  call<E extends EndpointDef>(
    endpoint: E,
    body: RequestOf<E>,
    options?: CallOptions,
  ): Promise<ApiResult<ResponseOf<E>>>;
  setServerInfo(info: ServerInfo | null): void;
  readonly sessions: SessionRecordStore;
}

function randomKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function envelopeOf(json: unknown): { errorcode: number; errormsg: string | null } | null {
  if (typeof json !== 'object' || json === null) return null;
  const { errorcode, errormsg } = json as { errorcode?: unknown; errormsg?: unknown };
  if (typeof errorcode !== 'number' || !Number.isInteger(errorcode)) return null;
  return { errorcode, errormsg: typeof errormsg === 'string' ? errormsg : null };
}

/** R8.01, R8.02, R8.18: turns an HTTP answer into the call's result. */
export async function readAnswer<E extends EndpointDef>(
  endpoint: E,
  response: Response,
): Promise<ApiResult<ResponseOf<E>>> {
  const json = await readJson(response);
  const envelope = envelopeOf(json);
  if (!response.ok) {
    // R8.18: any non-2xx is failure; keep the server's negative code when it sent one.
    const code = envelope && envelope.errorcode < 0 ? envelope.errorcode : genericFailureCode;
    return apiFailure(code, { message: envelope?.errormsg ?? null, status: response.status });
  }
  if (!envelope) return apiFailure(genericFailureCode, { status: response.status });
  if (envelope.errorcode !== 0) {
    return apiFailure(envelope.errorcode, { message: envelope.errormsg, status: response.status });
  }
  const parsed = endpoint.response.safeParse(json);
  if (!parsed.success) {
    console.warn(`${endpoint.path}: answer outside its schema`, parsed.error.issues.slice(0, 3));
    return apiFailure(genericFailureCode, { status: response.status });
  }
  return apiSuccess(parsed.data as ResponseOf<E>);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http: KyInstance = ky.create({
    baseUrl: options.baseUrl,
    timeout: options.timeoutMs ?? 10_000,
    retry: 0,
    throwHttpErrors: false,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const sameOrigin =
    options.pageOrigin === undefined || options.pageOrigin === null
      ? true
      : new URL(options.baseUrl).origin === options.pageOrigin;
  const online = options.online ?? (() => true);
  let serverInfo: ServerInfo | null = null;

  async function send(
    endpoint: EndpointDef,
    body: unknown,
    accessToken: string | null,
    callOptions: CallOptions & { idempotencyKey?: string | undefined },
  ): Promise<Response | ApiFailure> {
    const headers = buildHeaders({
      language: options.language(),
      serverInfo,
      accessToken,
      xsrfToken: options.xsrfToken(),
      sameOrigin,
      sessionProof: options.sessions.read()?.proof ?? null,
      idempotencyKey: callOptions.idempotencyKey,
    });
    try {
      return await http.post(endpoint.path, {
        json: body ?? {},
        headers,
        ...(callOptions.signal ? { signal: callOptions.signal } : {}),
      });
    } catch (error) {
      // R8.03: network failure or exception → -4002. Unreachable (not refused) matters offline.
      const unreachable = isNetworkError(error) || isTimeoutError(error) || !online();
      return apiFailure(genericFailureCode, { unreachable });
    }
  }

  const refresher: Refresher = createRefresher({
    sessions: options.sessions,
    lock: options.lock,
    onRefused: options.onSessionLost,
    ...(options.now ? { now: options.now } : {}),
    requestRefresh: async (userno) => {
      const answer = await send(refreshTokenEndpoint, { userno }, null, {});
      return answer instanceof Response ? readAnswer(refreshTokenEndpoint, answer) : answer;
    },
  });

  async function call<E extends EndpointDef>(
    endpoint: E,
    body: RequestOf<E>,
    callOptions: CallOptions = {},
  ): Promise<ApiResult<ResponseOf<E>>> {
    const excluded = excludedPaths.has(endpoint.path);
    const idempotencyKey = endpoint.idempotent
      ? (callOptions.idempotencyKey ?? (options.newIdempotencyKey ?? randomKey)())
      : undefined;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const token = excluded ? null : (options.sessions.read()?.accessToken ?? null);
      const answer = await send(endpoint, body, token, { ...callOptions, idempotencyKey });
      if (!(answer instanceof Response)) return answer;
      // R8.08: a 401 on a call that is not excluded refreshes once (shared) and retries once.
      if (answer.status === 401 && !excluded && attempt === 0) {
        const outcome = await refresher.refresh(token);
        if (outcome === 'refreshed') continue;
        return outcome === 'unreachable'
          ? apiFailure(genericFailureCode, { unreachable: true, status: 401 })
          : apiFailure(apiErrors.refreshInvalid, { status: 401 });
      }
      return readAnswer(endpoint, answer);
    }
    return apiFailure(genericFailureCode, { status: 401 });
  }

  return {
    call,
    setServerInfo(info) {
      serverInfo = info;
    },
    sessions: options.sessions,
  };
}
