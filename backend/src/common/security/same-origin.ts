import type { FastifyInstance } from 'fastify';
import { ErrorCode, Messages } from '@clinic/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sends on behalf of another site (cross-site request
 * forgery). SameSite=Lax does not cover a page on another port of the same host, so the browser's own
 * word is checked: `Sec-Fetch-Site` when it sends one, else `Origin` against `Host`. Requests with
 * neither header come from non-browser clients (curl, integrations), which carry no ambient cookie risk.
 */
export function isCrossSite(method: string, headers: Record<string, string | string[] | undefined>): boolean {
  if (SAFE_METHODS.has(method)) return false;
  const fetchSite = headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = headers['origin'];
  if (typeof origin !== 'string') return false;
  try {
    return origin === 'null' || new URL(origin).host !== headers['host'];
  } catch {
    return true;
  }
}

export function registerSameOriginCheck(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (req, reply, done) => {
    if (!isCrossSite(req.method, req.headers)) return done();
    void reply
      .status(403)
      .header('cache-control', 'no-store')
      .send({ statusCode: 403, code: ErrorCode.CrossSiteRequest, message: Messages.auth.crossSite });
  });
}
