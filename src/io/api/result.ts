// What every API call answers: the checked success value, or a failure with its code (spec §8). Calls never
// throw; screens turn failures into text with errorDisplay (src/domain/rules/errors.ts).
import { errorCodes } from '../../domain/rules/errors';

export interface ApiFailure {
  ok: false;
  /** errorcode of the answer; -4002 for network failures, exceptions and non-2xx answers without one. */
  code: number;
  /** The server's errormsg (a message or a translation key), if any. */
  message: string | null;
  /** True when the server could not be reached at all (offline, DNS, timeout): not a refusal. */
  unreachable: boolean;
  /** The HTTP status, when an answer came. */
  status: number | null;
}

export interface ApiSuccess<T> {
  ok: true;
  value: T;
}

export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** R8.03: the generic failure of a network problem or an exception. */
export const genericFailureCode = errorCodes.genericFailure;

export function apiFailure(
  code: number,
  options: { message?: string | null; unreachable?: boolean; status?: number | null } = {},
): ApiFailure {
  return {
    ok: false,
    code,
    message: options.message ?? null,
    unreachable: options.unreachable ?? false,
    status: options.status ?? null,
  };
}

export function apiSuccess<T>(value: T): ApiSuccess<T> {
  return { ok: true, value };
}
