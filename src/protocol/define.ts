// How an endpoint of the API is described: its path, who may call it, whether the client may replay it,
// and the zod schemas (zod/mini: the app ships them, so their size counts) of its request and success answer. The server validates with these schemas, the
// app is typed by them, and docs/api.md is generated from them.
import * as z from 'zod/mini';

export type Access =
  /** Anyone: start-up calls, login, registration, lost password. */
  | 'public'
  /** A signed-in user: the access token in `authorization` or the `access-token` cookie. */
  | 'user';

export interface EndpointDef<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
  A extends Access = Access,
> {
  path: `/api/${string}`;
  summary: string;
  access: A;
  /** A replayable write: takes an `Idempotency-Key` and answers a replay with the first answer. */
  idempotent: boolean;
  request: Req;
  /** The success answer (errorcode 0). Failures are `{ errorcode < 0, errormsg? }`. */
  response: Res;
  /** Requirement ids of ../shared/REQUIREMENTS.md this call serves. */
  requirements: readonly string[];
  /** Failure codes this call can answer besides the transport's own. */
  errors: readonly number[];
}

export function endpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType, A extends Access>(
  def: EndpointDef<Req, Res, A>,
): EndpointDef<Req, Res, A> {
  return def;
}

export type RequestOf<E extends EndpointDef> = z.input<E['request']>;
export type ResponseOf<E extends EndpointDef> = z.output<E['response']>;

/** The caller's user number: accepted for compatibility with the spec's bodies, never trusted (DESIGN.md). */
export const userno = z.optional(z.int().check(z.nonnegative()));

/** A success envelope with the given fields. */
export function ok<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.object({ errorcode: z.literal(0), ...shape });
}

export const failureSchema = z.object({
  errorcode: z.int().check(z.negative()),
  errormsg: z.optional(z.string()),
});

/** Short bounded strings: the server never accepts unbounded text. */
export const text = (max: number) => z.string().check(z.maxLength(max));
