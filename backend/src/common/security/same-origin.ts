import type { FastifyInstance } from 'fastify';
import { ErrorCode, Messages } from '@clinic/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sends on behalf of another site (cross-site request
 * forgery). SameSite=Lax does not cover a page on another port of the same host, so the browser's own
 * word is checked: `Sec-Fetch-Site` when it sends one, else `Origin` against the request's scheme and `Host`. Requests with
 * neither header come from non-browser clients (curl, integrations), which carry no ambient cookie risk.
 */
export function isCrossSite(method: string, headers: Record<string, string | string[] | undefined>, protocol: 'http' | 'https' = 'http'): boolean {
  if (SAFE_METHODS.has(method)) return false;
  const fetchSite = headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = headers['origin'];
  if (typeof origin !== 'string') return false;
  try {
    if (origin === 'null') return true;
    // The scheme too: http://clinic.example is another origin than https://clinic.example (a page
    // served over plain HTTP, e.g. by a network attacker, must not write to the HTTPS site).
    const url = new URL(origin);
    return url.host !== headers['host'] || url.protocol !== `${protocol}:`;
  } catch {
    return true;
  }
}

/**
 * `httpsOnly`: the site is served over HTTPS (Secure cookies), so the expected scheme is https even
 * when a TLS-terminating proxy is not trusted for X-Forwarded-Proto (TRUST_PROXY_HOPS unset).
 */
export function registerSameOriginCheck(fastify: FastifyInstance, { httpsOnly = false } = {}): void {
  fastify.addHook('onRequest', (req, reply, done) => {
    // Otherwise req.protocol, which follows X-Forwarded-Proto only behind a trusted proxy.
    if (!isCrossSite(req.method, req.headers, httpsOnly ? 'https' : req.protocol)) return done();
    void reply
      .status(403)
      .header('cache-control', 'no-store')
      .send({ statusCode: 403, code: ErrorCode.CrossSiteRequest, message: Messages.auth.crossSite });
  });
}
