import { createHmac } from 'node:crypto';
import { Messages } from '@clinic/contracts';
import { ADMIN, DEFAULT_PASSWORD, TestApp } from '../support/test-app';
import type { HttpClient } from '../support/http-client';

const SECRET = 'e2e-secret-that-is-at-least-32-characters-long';
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
function sign(payload: object): string {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`;
  return `${head}.${createHmac('sha256', SECRET).update(head).digest('base64url')}`;
}
const claims = (http: HttpClient) => JSON.parse(Buffer.from(http.cookie('clinic_session')!.split('.')[1], 'base64url').toString()) as { sub: string; sid: string };
/** Another browser holding a copy of this one's cookie (what a thief would replay). */
function copyOf(t: TestApp, http: HttpClient): HttpClient {
  const copy = t.client();
  copy.setCookie('clinic_session', http.cookie('clinic_session')!);
  return copy;
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
      const { sid } = claims(admin.http);
      const valid = t.client();
      valid.setCookie('clinic_session', sign({ sub: admin.user._id, sid, exp: Math.floor(Date.now() / 1000) + 60 }));
      expect((await valid.get('/api/users')).status).toBe(200);
      const expired = t.client();
      expired.setCookie('clinic_session', sign({ sub: admin.user._id, sid, exp: Math.floor(Date.now() / 1000) - 60 }));
      const res = await expired.get('/api/users');
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
    });

    describe('revocable sessions (issue 20 §2)', () => {
      const me = (http: HttpClient, id: string) => http.get(`/api/users/${id}`).then((r) => r.status);

      it('refuses a well-signed token without a session, or naming another user\'s session', async () => {
        const a = await t.actor('client');
        const b = await t.actor('client');
        const exp = Math.floor(Date.now() / 1000) + 60;
        for (const payload of [{ sub: a.user._id, exp }, { sub: a.user._id, sid: claims(b.http).sid, exp }, { sub: a.user._id, sid: 'A'.repeat(22), exp }]) {
          const forged = t.client();
          forged.setCookie('clinic_session', sign(payload));
          expect(await me(forged, a.user._id)).toBe(401);
        }
        expect(await me(a.http, a.user._id)).toBe(200);
      });

      it('logout ends the session on the server: a copied cookie gets 401, other sessions go on', async () => {
        const { http, user } = await t.actor('client');
        const other = await t.signIn(user.phone, DEFAULT_PASSWORD);
        const copy = copyOf(t, http);
        expect(await me(copy, user._id)).toBe(200);
        expect((await http.post('/api/users/logout')).status).toBe(200);
        expect(await me(copy, user._id)).toBe(401);
        expect(await me(other, user._id)).toBe(200);
      });

      it('"sign out everywhere" ends every session of the user, and only theirs', async () => {
        const { http, user } = await t.actor('client');
        const laptop = await t.signIn(user.phone, DEFAULT_PASSWORD);
        const copy = copyOf(t, http);
        const bystander = await t.actor('client');
        const res = await http.post('/api/users/logout-everywhere');
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ message: Messages.auth.loggedOutEverywhere });
        for (const replay of [http, copy, laptop]) expect(await me(replay, user._id)).toBe(401);
        expect(await me(bystander.http, bystander.user._id)).toBe(200);
        expect((await t.client().post('/api/users/logout-everywhere')).status).toBe(401);
      });

      it('a password change needs the current password, then ends every other session and renews this one', async () => {
        const { http, user } = await t.actor('client');
        const laptop = await t.signIn(user.phone, DEFAULT_PASSWORD);
        const copy = copyOf(t, http);
        const before = (await t.userModel.findById(user._id).select('+passwordHash').lean())!.passwordHash;
        for (const [body, code] of [
          [{ password: 'brand-new-pass-1' }, 'AUTH.CURRENT_PASSWORD_REQUIRED'],
          [{ password: 'brand-new-pass-1', currentPassword: 'not-my-password' }, 'AUTH.CURRENT_PASSWORD_WRONG'],
          [{ password: 'brand-new-pass-1', currentPassword: '' }, 'AUTH.CURRENT_PASSWORD_REQUIRED'],
        ] as const) {
          const res = await http.put('/api/users/profile', body);
          expect(res.status).toBe(400);
          expect(res.body.code).toBe(code);
          expect(res.body.errors).toEqual([{ field: 'currentPassword', message: expect.any(String), code: expect.stringMatching(/^auth\.currentPassword(Required|Wrong)$/) }]);
        }
        expect((await t.userModel.findById(user._id).select('+passwordHash').lean())!.passwordHash).toBe(before);
        expect(await me(laptop, user._id)).toBe(200);

        const changed = await http.put('/api/users/profile', { password: 'brand-new-pass-1', currentPassword: DEFAULT_PASSWORD });
        expect(changed.status).toBe(200);
        expect(changed.headers.getSetCookie().some((c) => c.startsWith('clinic_session=') && !c.startsWith('clinic_session=;'))).toBe(true);
        expect(await me(http, user._id)).toBe(200);
        expect(await me(copy, user._id)).toBe(401);
        expect(await me(laptop, user._id)).toBe(401);
        expect((await t.client().post('/api/users/auth', { phone: user.phone, password: 'brand-new-pass-1' })).status).toBe(200);
      });

      it('a phone change needs the current password too; an unchanged phone does not', async () => {
        const { http, user } = await t.actor('client');
        const copy = copyOf(t, http);
        expect((await http.put('/api/users/profile', { phone: user.phone, name: 'Same Phone' })).status).toBe(200);
        expect(await me(copy, user._id)).toBe(200);
        const refused = await http.put('/api/users/profile', { phone: '9123456780' });
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(Messages.auth.currentPasswordRequired);
        expect((await t.userModel.findById(user._id).lean())!.phone).toBe(user.phone);
        const ok = await http.put('/api/users/profile', { phone: '+91 91234-56780', currentPassword: DEFAULT_PASSWORD });
        expect(ok.status).toBe(200);
        expect(ok.body.phone).toBe('9123456780');
        expect(await me(copy, user._id)).toBe(401);
        expect(await me(http, user._id)).toBe(200);
      });

      it('an admin\'s password reset ends every session of the user', async () => {
        const admin = await t.admin();
        const { http, user } = await t.actor('client');
        const res = await admin.http.put(`/api/users/${user._id}`, { password: 'temporary-pass-9' });
        expect(res.status).toBe(200);
        expect(await me(http, user._id)).toBe(401);
        expect(await me(admin.http, user._id)).toBe(200);
      });

      it('the admin ends a user\'s sessions; nobody else can', async () => {
        const admin = await t.admin();
        const { http, user } = await t.actor('client');
        const nutritionist = await t.actor('nutritionist');
        expect((await nutritionist.http.delete(`/api/users/${user._id}/sessions`)).status).toBe(403);
        expect((await http.delete(`/api/users/${user._id}/sessions`)).status).toBe(403);
        expect(await me(http, user._id)).toBe(200);
        const res = await admin.http.delete(`/api/users/${user._id}/sessions`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ message: Messages.users.sessionsEnded });
        expect(await me(http, user._id)).toBe(401);
        expect((await admin.http.delete('/api/users/665f1c2b9d3e4a0012ab34cd/sessions')).status).toBe(404);
        // Signing in again works.
        expect(await me(await t.signIn(user.phone, DEFAULT_PASSWORD), user._id)).toBe(200);
      });
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

    it('expects https:// in Origin behind a TLS proxy, trusted or not', async () => {
      const host = new URL(t.url).host;
      const login = (origin: string) => t.client().post('/api/users/auth', { phone: ADMIN.phone, password: ADMIN.password }, { headers: { origin } });
      expect((await login(`http://${host}`)).status).toBe(403);
      expect((await login(`https://${host}`)).status).toBe(200);
    });

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
