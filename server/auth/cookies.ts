// The auth cookies of spec §7 (R7.61–R7.64): access-token and refresh-token (HttpOnly, Secure, expiring
// with their tokens) and the anti-forgery XSRF-TOKEN that the app echoes in X-XSRF-TOKEN.
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const cookieNames = { access: 'access-token', refresh: 'refresh-token', xsrf: 'XSRF-TOKEN' } as const;
export const xsrfHeader = 'x-xsrf-token';

const loopback = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/**
 * Secure when the request came over HTTPS: directly, or from a TRUST_PROXY proxy whose X-Forwarded-Proto
 * says so (Fastify reads the header from those proxies only, so a client cannot claim HTTPS for itself).
 * Also Secure on loopback hosts, where browsers accept Secure cookies over plain http://localhost. Over
 * plain HTTP to any other host (an academy's LAN server without TLS) they are not Secure: a browser would
 * drop them there and nobody could sign in.
 */
export function secureCookies(request: FastifyRequest): boolean {
  return request.protocol === 'https' || loopback.test(request.hostname.replace(/:\d+$/, ''));
}

export function setAuthCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  tokens: { access: string; accessExp: number; refresh: string; refreshExpiresAt: number },
): void {
  const secure = secureCookies(request);
  void reply.setCookie(cookieNames.access, tokens.access, {
    path: '/',
    httpOnly: true,
    secure,
    sameSite: 'lax',
    expires: new Date(tokens.accessExp * 1000),
  });
  void reply.setCookie(cookieNames.refresh, tokens.refresh, {
    path: '/api/',
    httpOnly: true,
    secure,
    sameSite: 'strict',
    expires: new Date(tokens.refreshExpiresAt),
  });
  ensureXsrfCookie(request, reply, true);
}

/** Gives the browser an anti-forgery token if it has none (or a fresh one on sign-in). */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply, renew = false): void {
  if (!renew && request.cookies[cookieNames.xsrf]) return;
  void reply.setCookie(cookieNames.xsrf, randomBytes(18).toString('base64url'), {
    path: '/',
    httpOnly: false,
    secure: secureCookies(request),
    sameSite: 'strict',
  });
}

export function clearAuthCookies(request: FastifyRequest, reply: FastifyReply): void {
  const secure = secureCookies(request);
  void reply.clearCookie(cookieNames.access, { path: '/', secure, httpOnly: true, sameSite: 'lax' });
  void reply.clearCookie(cookieNames.refresh, { path: '/api/', secure, httpOnly: true, sameSite: 'strict' });
}
