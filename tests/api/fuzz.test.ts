// Every endpoint fuzzed with generated bodies, content types and tokens: the server never answers 5xx,
// every answer is JSON with a numeric errorcode, and success answers match their schema (the test app
// validates them). Seeded, so a failure replays.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EndpointDef } from '../../src/protocol';
import { allEndpoints } from '../../src/protocol/endpoints/all';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
let token = '';
let userno = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.post('/api/user/reg', { username: 'fuzzer', passwd: 'stone-1234', email: 'fuzz@example.com' });
  const login = (await t.post('/api/login', { username: 'fuzzer', passwd: 'stone-1234' })).json();
  token = login.accessToken;
  userno = login.userno;
});
afterAll(async () => {
  await t.close();
});

/** Fields every body may carry, whatever the endpoint. */
const commonFields = [
  'userno',
  'username',
  'passwd',
  'passwdorg',
  'email',
  'delta',
  'data',
  'sno',
  'gno',
  'jkno',
  'configbit',
  'language',
  'refreshToken',
  'signOut',
  '__proto__',
  'constructor',
];
const values = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(-1, 0, 1, 2 ** 31, -(2 ** 53), Number.MAX_SAFE_INTEGER),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);
/** The endpoint's own request fields (its zod object's shape), so each call is fuzzed near its schema. */
function requestFields(endpoint: EndpointDef): string[] {
  const shape = (endpoint.request as unknown as { def?: { shape?: Record<string, unknown> } }).def?.shape;
  return shape ? Object.keys(shape) : [];
}

function bodiesFor(endpoint: EndpointDef) {
  const fields = [...new Set([...requestFields(endpoint), ...commonFields])];
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...fields), values, { maxKeys: 8 }).map((o) => JSON.stringify(o)),
    fc.jsonValue().map((v) => JSON.stringify(v)),
    fc.string({ maxLength: 40 }),
    fc.constantFrom('', '{', '[]', 'null', '"x"', '{"userno":1e400}', '{"a":'.repeat(50)),
  );
}

it('fuzzes each endpoint with its own request fields', () => {
  const challenge = allEndpoints.find((e) => e.path === '/api/single/challenge/req');
  expect(challenge && requestFields(challenge)).toEqual(
    expect.arrayContaining(['sno', 'gno', 'jkno', 'type']),
  );
});

describe.each(allEndpoints.map((e) => [e.path, e] as const))('%s', (path, endpoint) => {
  it('never answers 5xx, always JSON with a numeric errorcode', async () => {
    await fc.assert(
      fc.asyncProperty(
        bodiesFor(endpoint),
        fc.boolean(),
        fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8'),
        async (payload, withToken, contentType) => {
          const res = await t.app.inject({
            method: 'POST',
            url: path,
            payload,
            remoteAddress: '10.9.9.9',
            headers: {
              'content-type': contentType,
              ...(withToken ? { authorization: `Bearer ${token}` } : {}),
            },
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          expect([200, 401, 429]).toContain(res.statusCode);
          const json = res.json() as { errorcode: unknown };
          expect(typeof json.errorcode).toBe('number');
        },
      ),
      { numRuns: 40, seed: 20261122 },
    );
  });
});

describe('the fuzzing user', () => {
  it('still exists and can sign in (no fuzzed call changed another account or broke this one)', async () => {
    const login = (
      await t.post('/api/login', { username: 'fuzzer', passwd: 'stone-1234' }, { ip: '10.1.1.1' })
    ).json();
    expect(login.userno).toBe(userno);
  });
});
