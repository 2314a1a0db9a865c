// The envelope every API answer shares (spec §7, §8): `errorcode` 0 is success, a negative code is a
// failure with an optional message key in `errormsg`. Business and validation failures travel as HTTP 200.

export interface ApiOk {
  errorcode: 0;
}

export interface ApiFailure {
  errorcode: number;
  /** A translation key (e.g. `error.c4000`) or a server message; the client maps codes without one. */
  errormsg?: string;
}

/** Codes the transport itself answers with, before any endpoint runs. Documented in docs/api.md. */
export const protocolErrors = {
  /** The body is not valid JSON or does not match the endpoint's request schema. */
  badRequest: -4000,
  /** The request's Content-Type is not application/json. */
  unsupportedMediaType: -4015,
  /** No endpoint at this path. */
  notFound: -4040,
  /** Too many requests from this client. */
  tooManyRequests: -4290,
  /** The server failed; the client shows its generic failure. */
  internal: -5000,
} as const;

export type ProtocolErrorName = keyof typeof protocolErrors;

export function failure(errorcode: number, errormsg?: string): ApiFailure {
  return errormsg === undefined ? { errorcode } : { errorcode, errormsg };
}
