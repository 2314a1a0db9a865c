// A fake of the API server for client tests: a fetch that answers by path, counts calls, and checks the
// access token like the real one (401 when it is not the current one).
import type { EndpointDef } from '../../../src/protocol';

export interface Seen {
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type Responder = (call: Seen) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function createFakeFetch(routes: Record<string, Responder>) {
  const seen: Seen[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    const call: Seen = { path, headers, body: text ? (JSON.parse(text) as unknown) : undefined };
    seen.push(call);
    const route = routes[path];
    if (!route) return json({ errorcode: -4040 }, 404);
    return route(call);
  };
  return {
    fetch: fetchFn as typeof fetch,
    seen,
    count: (endpoint: EndpointDef | string) =>
      seen.filter((s) => s.path === (typeof endpoint === 'string' ? endpoint : endpoint.path)).length,
  };
}
