// Endpoint schemas built on first use (src/protocol/define.ts, issue 13): defining an endpoint builds
// nothing, reading its schema builds it once; the protocol modules of the app's first chunk build no zod
// schema when they load.
import { afterEach, describe, expect, it, vi } from 'vitest';

/** How many zod builders (z.object, z.int, ...) ran since the count was reset. */
const built = vi.hoisted(() => ({ count: 0 }));

vi.mock('zod/mini', async (importOriginal) => {
  const zod = await importOriginal<Record<string, unknown>>();
  const counted: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(zod)) {
    counted[name] =
      typeof value === 'function' && /^[a-z_]/.test(name)
        ? (...args: unknown[]) => {
            built.count += 1;
            return (value as (...a: unknown[]) => unknown)(...args);
          }
        : value;
  }
  return counted;
});

afterEach(() => {
  vi.resetModules();
});

describe('endpoint', () => {
  it('builds a schema given as a builder when it is first read, and only once', async () => {
    const z = await import('zod/mini');
    const { endpoint } = await import('../../../src/protocol/define');
    const request = vi.fn(() => z.object({ id: z.int() }));
    const response = vi.fn(() => z.object({ errorcode: z.literal(0) }));
    const def = endpoint({
      path: '/api/example',
      summary: 'An example.',
      access: 'public',
      idempotent: false,
      request,
      response,
      requirements: [],
      errors: [],
    });
    expect(request).not.toHaveBeenCalled();
    expect(response).not.toHaveBeenCalled();
    expect(def.response.safeParse({ errorcode: 0 }).success).toBe(true);
    expect(def.response).toBe(def.response);
    expect(response).toHaveBeenCalledTimes(1);
    expect(request).not.toHaveBeenCalled();
    expect(def.request.safeParse({ id: 1.5 }).success).toBe(false);
    expect(request).toHaveBeenCalledTimes(1);
    expect({ ...def }.path).toBe('/api/example');
  });

  it('still takes schemas as they are', async () => {
    const z = await import('zod/mini');
    const { endpoint } = await import('../../../src/protocol/define');
    const request = z.object({});
    const def = endpoint({
      path: '/api/example',
      summary: 'An example.',
      access: 'public',
      idempotent: false,
      request,
      response: z.object({}),
      requirements: [],
      errors: [],
    });
    expect(def.request).toBe(request);
  });
});

describe('lazily', () => {
  it('calls its builder once, whatever it answered', async () => {
    const { lazily } = await import('../../../src/protocol/define');
    const build = vi.fn(() => undefined);
    const get = lazily(build);
    expect(get()).toBeUndefined();
    expect(get()).toBeUndefined();
    expect(build).toHaveBeenCalledTimes(1);
  });
});

describe("the first chunk's protocol modules", () => {
  it('build no zod schema when they load', async () => {
    built.count = 0;
    await import('../../../src/protocol/define');
    await import('../../../src/protocol/errors');
    await import('../../../src/protocol/socketEvents');
    await import('../../../src/protocol/endpoints/auth');
    await import('../../../src/protocol/endpoints/session');
    await import('../../../src/protocol/endpoints/friends');
    await import('../../../src/protocol/endpoints/systemEndpoints');
    await import('../../../src/protocol/endpoints/outbox');
    expect(built.count).toBe(0);
  });

  it('build their schemas when read, the same as before', async () => {
    const { deinfoworkEndpoint, dedataSchema } = await import('../../../src/protocol/endpoints/session');
    const { loginEndpoint } = await import('../../../src/protocol/endpoints/auth');
    built.count = 0;
    const shape = (loginEndpoint.request as unknown as { def: { shape: Record<string, unknown> } }).def.shape;
    expect(Object.keys(shape)).toEqual(['username', 'passwd']);
    expect(built.count).toBeGreaterThan(0);
    expect(deinfoworkEndpoint.response.safeParse({ errorcode: 0, dedata: {} }).success).toBe(false);
    expect(dedataSchema()).toBe(dedataSchema());
  });
});
