import { createHmac } from 'node:crypto';
import { Messages } from '@clinic/contracts';
import { ADMIN, TestApp } from '../support/test-app';

const SECRET = 'e2e-secret-that-is-at-least-32-characters-long';
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
function sign(payload: object): string {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', SECRET).update(head).digest('base64url')}`;
}

describe('Sessions, rate limits, cross-site requests and headers (e2e)', () => {
  describe('with the default settings', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await TestApp.start({ REMOTE_MFE_CLIENT_URL: 'https://cdn.clinic.example/mfe-client/mf-manifest.json' });
    });
    afterAll(() => t.close());

    it('accepts a token we signed and refuses an expired one', async () => {
      const admin = await t.admin();
      const valid = t.client();
      valid.setCookie('clinic_session', sign({ sub: admin.user._id, exp: Math.floor(Date.now() / 1000) + 60 }));
      expect((await valid.get('/api/users')).status).toBe(200);
      const expired = t.client();
      expired.setCookie('clinic_session', sign({ sub: admin.user._id, exp: Math.floor(Date.now() / 1000) - 60 }));
      const res = await expired.get('/api/users');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
    });

    it('refuses state-changing requests a browser sends from another site', async () => {
      const { http, user } = await t.actor('client');
      const crossSite: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site', origin: 'http://127.0.0.1:1' },
        { origin: 'null' },
      ];
      for (const headers of crossSite) {
        const res = await http.put('/api/users/profile', { name: 'Hijacked' }, { headers });
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ statusCode: 403, code: 'AUTH.CROSS_SITE_REQUEST', message: Messages.auth.crossSite });
        const login = await t.client().post('/api/users/auth', { phone: ADMIN.phone, password: ADMIN.password }, { headers });
        expect(login.status).toBe(403);
      }
      expect((await t.userModel.findById(user._id).lean())!.name).toBe(user.name);
      // Same-origin browser requests, and reads from anywhere, pass.
      expect((await http.put('/api/users/profile', { name: 'Renamed' }, { headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
      expect((await http.put('/api/users/profile', { name: 'Renamed again' }, { headers: { origin: t.url } })).status).toBe(200);
      expect((await http.get(`/api/users/${user._id}`, { headers: { origin: 'https://evil.example' } })).status).toBe(200);
    });

    it('sends security headers on every response, with the remotes\' origins in the content security policy', async () => {
      const { http } = await t.actor('client');
      const responses = await Promise.all([
        t.client().get('/api/health'),
        t.client().get('/api/users'),
        http.get('/api/users'),
        http.get('/api/no-such-route'),
        t.client().get('/config.json'),
        t.client().post('/api/users/auth', { phone: '1' }),
      ]);
      for (const res of responses) {
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
        expect(res.headers.get('referrer-policy')).toBe('no-referrer');
        const csp = res.headers.get('content-security-policy') ?? '';
        expect(csp).toMatch(/script-src 'self' https:\/\/cdn\.clinic\.example/);
        expect(csp).toMatch(/connect-src 'self' https:\/\/cdn\.clinic\.example/);
        expect(csp).toContain("frame-ancestors 'none'");
      }
    });
  });

  describe('with low sign-in limits', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await TestApp.start({ LOGIN_LIMIT_PER_PHONE: '3', LOGIN_LIMIT_PER_IP: '8' });
    });
    afterAll(() => t.close());

    it('limits attempts per phone with a clear 429, and other phones are unaffected', async () => {
      for (let i = 0; i < 3; i++) expect((await t.client().post('/api/users/auth', { phone: '9000000111', password: 'wrong-pass' })).status).toBe(401);
      const limited = await t.client().post('/api/users/auth', { phone: '9000000111', password: 'wrong-pass' });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({ statusCode: 429, code: 'RATE_LIMITED', message: Messages.auth.tooManyAttempts });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Even the right password waits out the limit.
      expect((await t.client().post('/api/users/auth', { phone: '9000000111', password: 'anything-else' })).status).toBe(429);
      expect((await t.client().post('/api/users/auth', { phone: ADMIN.phone, password: ADMIN.password })).status).toBe(200);
    });

    it('limits attempts per address across phones', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await t.client().post('/api/users/auth', { phone: `90000002${String(i).padStart(2, '0')}`, password: 'wrong-pass' })).status);
      // 8 per address: 3 + 1 + 1 + 1 above, then 2 more here before 429.
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
      expect(statuses.at(-1)).toBe(429);
    });
  });

  describe('in production', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await TestApp.start({ NODE_ENV: 'production', COOKIE_SECURE: '' });
    });
    afterAll(() => t.close());

    it('marks the session cookie Secure and sends HSTS', async () => {
      const res = await t.client().post('/api/users/auth', { phone: ADMIN.phone, password: ADMIN.password });
      expect(res.status).toBe(200);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('clinic_session='))!;
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Max-Age=2592000/);
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
    });
  });
});
