// Compressed JSON answers (issue 13, Lighthouse's "enable text compression"): the built app's files go out
// precompressed (server/http/static.ts), but the API's answers were sent as they are, and the front gate's
// session bundle and section data are a few kB each. An answer of 1 KiB or more is sent with Brotli (or
// gzip) when the request accepts it. An answer that sets cookies is left as it is: those are the ones that
// issue tokens (sign-in, refresh, registration), and a secret in a compressed body beside text a page could
// choose is what compression side channels (BREACH) read; they are small anyway.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Smaller answers gain little (a packet is about 1.4 kB) and cost a compression call each. */
export const minCompressBytes = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with for an `Accept-Encoding` header: Brotli first, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

function isCompressible(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false;
  if (Buffer.byteLength(payload) < minCompressBytes) return false;
  if (reply.getHeader('content-encoding') !== undefined) return false;
  if (reply.getHeader('set-cookie') !== undefined) return false;
  const type = String(reply.getHeader('content-type') ?? '');
  return /^application\/json\b/i.test(type);
}

export async function compressAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!isCompressible(reply, payload)) return payload;
  // Whatever this request accepted, a cache must not give its answer to a request that accepts otherwise.
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/\baccept-encoding\b/i.test(vary)) {
    void reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  }
  const encoding = chooseEncoding(request.headers['accept-encoding']);
  if (!encoding || request.method === 'HEAD') return payload;
  const body = typeof payload === 'string' ? Buffer.from(payload, 'utf8') : payload;
  const compressed =
    encoding === 'br'
      ? await brotli(body, {
          params: {
            // Quality 5: most of Brotli's gain on JSON at a small part of its top quality's cost.
            [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : await gzip(body, { level: 6 });
  void reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return compressed;
}

export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', compressAnswer);
}
