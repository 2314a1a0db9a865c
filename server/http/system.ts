// Start-up endpoints that need no token (spec §7): /api/server/address and /api/country.
import type { FastifyInstance } from 'fastify';
import { systemPaths, type ServerAddressResponse } from '../../src/protocol';
import { countryFromAcceptLanguage } from './country';

export interface SystemRouteOptions {
  publicHost: string;
  port: number;
}

export function registerSystemRoutes(app: FastifyInstance, options: SystemRouteOptions): void {
  app.post(systemPaths.serverAddress, (request): ServerAddressResponse => {
    // Behind a proxy the configured public host wins; otherwise the host the client already reached.
    const host = options.publicHost || request.hostname.replace(/:\d+$/, '');
    const port = request.port ?? options.port;
    return { errorcode: 0, error: '', ip: host, port };
  });

  app.post(systemPaths.country, (request) => countryFromAcceptLanguage(request.headers['accept-language']));
}
