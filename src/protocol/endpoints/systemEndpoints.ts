// The start-up calls (R7.07, R7.08) as endpoint definitions.
import * as z from 'zod/mini';
import { endpoint, ok } from '../define';
import { localeCodes, regionCodes } from '../system';

export const serverAddressEndpoint = endpoint({
  path: '/api/server/address',
  summary: 'Where the main server is: stored as server info at start-up; no token.',
  access: 'public',
  idempotent: false,
  request: () => z.object({}),
  response: () => ok({ error: z.string(), ip: z.string(), port: z.int().check(z.nonnegative()) }),
  requirements: ['R7.07'],
  errors: [],
});

export const countryEndpoint = endpoint({
  path: '/api/country',
  summary: "The client's region and language, from its Accept-Language; no token.",
  access: 'public',
  idempotent: false,
  request: () => z.object({}),
  response: () => ok({ region: z.enum(regionCodes), lang: z.enum(localeCodes) }),
  requirements: ['R7.08'],
  errors: [],
});

export const systemEndpoints = [serverAddressEndpoint, countryEndpoint] as const;
