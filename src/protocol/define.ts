// How an endpoint of the API is described: its path, who may call it, whether the client may replay it,
// and the zod schemas of its request and success answer. The server validates with these schemas, the
// app is typed by them, and docs/api.md is generated from them.
import { z } from 'zod';

export type Access =
  /** Anyone: start-up calls, login, registration, lost password. */
  | 'public'
  /** A signed-in user: the access token in `authorization` or the `access-token` cookie. */
  | 'user';

export interface EndpointDef<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
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

export function endpoint<Req extends z.ZodType, Res extends z.ZodType, A extends Access>(
  def: EndpointDef<Req, Res, A>,
): EndpointDef<Req, Res, A> {
  return def;
}

export type RequestOf<E extends EndpointDef> = z.input<E['request']>;
export type ResponseOf<E extends EndpointDef> = z.output<E['response']>;

/** The caller's user number: accepted for compatibility with the spec's bodies, never trusted (DESIGN.md). */
export const userno = z.number().int().nonnegative().optional();

/** A success envelope with the given fields. */
export function ok<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ errorcode: z.literal(0), ...shape });
}

export const failureSchema = z.object({
  errorcode: z.number().int().negative(),
  errormsg: z.string().optional(),
});

/** Short bounded strings: the server never accepts unbounded text. */
export const text = (max: number) => z.string().max(max);
