// The headers every call carries (R7.03–R7.05, R7.64): lang; mainip and mainport once the server info is
// known; authorization unless the call is excluded; the anti-forgery header and the session proof on
// same-origin calls (the refresh call needs both beside its cookie); and the Idempotency-Key of a
// replayable write.
import { sessionProofHeader } from '../../protocol/endpoints/auth';
import { xsrfHeaderName } from '../auth/xsrf';

/** R7.07: where the main server is, as /api/server/address answered at start-up. */
export interface ServerInfo {
  ip: string;
  port: number;
}

export interface HeaderInputs {
  /** The `lang` header: the language subtag of the current locale ("ko", "en", "zh"). */
  language: string;
  serverInfo: ServerInfo | null;
  /** The access token, or null when the call is excluded or none is known. */
  accessToken: string | null;
  /** The XSRF-TOKEN cookie, sent only on same-origin calls. */
  xsrfToken: string | null;
  sameOrigin: boolean;
  /** The session proof of the signed-in session, sent on same-origin calls only. */
  sessionProof?: string | null | undefined;
  idempotencyKey?: string | undefined;
}

export function buildHeaders(inputs: HeaderInputs): Record<string, string> {
  const headers: Record<string, string> = { lang: inputs.language };
  if (inputs.serverInfo) {
    headers.mainip = inputs.serverInfo.ip;
    headers.mainport = String(inputs.serverInfo.port);
  }
  if (inputs.accessToken) headers.authorization = `Bearer ${inputs.accessToken}`;
  if (inputs.sameOrigin && inputs.xsrfToken) headers[xsrfHeaderName] = inputs.xsrfToken;
  if (inputs.sameOrigin && inputs.sessionProof) headers[sessionProofHeader] = inputs.sessionProof;
  if (inputs.idempotencyKey) headers['Idempotency-Key'] = inputs.idempotencyKey;
  return headers;
}
