// Start-up endpoints that need no token (spec §7): /api/server/address and /api/country.
import type { FastifyInstance } from 'fastify';
import { countryEndpoint, serverAddressEndpoint } from '../../src/protocol';
import { countryFromAcceptLanguage } from './country';
import { ensureXsrfCookie } from '../auth/cookies';
import { route } from './route';

export interface SystemRouteOptions {
  publicHost: string;
  port: number;
}

export function registerSystemRoutes(app: FastifyInstance, options: SystemRouteOptions): void {
  route(app, serverAddressEndpoint, (_body, { request, reply }) => {
    // The first call of every page load: the app gets its anti-forgery cookie here.
    ensureXsrfCookie(request, reply);
    // Behind a proxy the configured public host wins; otherwise the host the client already reached.
    const host = options.publicHost || request.hostname.replace(/:\d+$/, '');
    const port = request.port ?? options.port;
    return { errorcode: 0, error: '', ip: host, port } as const;
  });

  route(app, countryEndpoint, (_body, { request }) =>
    countryFromAcceptLanguage(request.headers['accept-language']),
  );
}
