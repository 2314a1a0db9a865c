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

/**
 * A schema, or what builds it. Building zod schemas is most of the time a module of endpoints takes to
 * load, and the app's first chunk holds several such modules (issue 13): an endpoint given builders builds
 * its schemas the first time they are read (a call, the server's validation, the API reference), once.
 */
export type SchemaSource<S extends z.ZodMiniType> = S | (() => S);

export interface EndpointSpec<
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType,
  A extends Access,
> extends Omit<EndpointDef<Req, Res, A>, 'request' | 'response'> {
  request: SchemaSource<Req>;
  response: SchemaSource<Res>;
}

/** Calls `build` the first time the answer is needed, and gives the same answer ever after. */
export function lazily<T>(build: () => T): () => T {
  let built: { value: T } | null = null;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}

function builderOf<S extends z.ZodMiniType>(source: SchemaSource<S>): () => S {
  // A zod schema is an object, never a function: a function here is the schema's builder.
  return typeof source === 'function' ? lazily(source as () => S) : () => source;
}

export function endpoint<Req extends z.ZodMiniType, Res extends z.ZodMiniType, A extends Access>(
  spec: EndpointSpec<Req, Res, A>,
): EndpointDef<Req, Res, A> {
  const { request, response, ...rest } = spec;
  const requestSchema = builderOf(request);
  const responseSchema = builderOf(response);
  return {
    ...rest,
    get request() {
      return requestSchema();
    },
    get response() {
      return responseSchema();
    },
  };
}

export type RequestOf<E extends EndpointDef> = z.input<E['request']>;
export type ResponseOf<E extends EndpointDef> = z.output<E['response']>;

/**
 * The caller's user number: accepted for compatibility with the spec's bodies, never trusted (DESIGN.md).
 * A builder, as the calls' schemas are: the app never builds the requests' schemas (issue 13).
 */
export const userno = () => z.optional(z.int().check(z.nonnegative()));

/** A success envelope with the given fields. */
export function ok<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.object({ errorcode: z.literal(0), ...shape });
}

/** A failure's envelope, built on first use. */
export const failureSchema = lazily(() =>
  z.object({
    errorcode: z.int().check(z.negative()),
    errormsg: z.optional(z.string()),
  }),
);

/** Short bounded strings: the server never accepts unbounded text. */
export const text = (max: number) => z.string().check(z.maxLength(max));
