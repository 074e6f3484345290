import { Types } from 'mongoose';
import { Messages } from '@clinic/contracts';
import { ADMIN, DEFAULT_PASSWORD, TestApp, nextPhone } from './support/test-app';
import type { HttpResult } from './support/http-client';

/** No response may ever carry a password or its hash, however deeply nested. */
function expectNoSecrets(res: HttpResult) {
  expect(res.text).not.toMatch(/password/i);
  expect(res.text).not.toMatch(/\$argon2/);
}

describe('Users and sessions (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  describe('POST /api/users (register)', () => {
    it('creates a client, signs them in with an httpOnly 30-day cookie and returns user info only', async () => {
      const http = t.client();
      const phone = nextPhone();
      const res = await http.post('/api/users', { name: '  Riya Sen ', phone, email: 'Riya@Example.com', password: 'long-enough-1' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Riya Sen',
        email: 'riya@example.com',
        phone,
        role: 'client',
        isAdmin: false,
        address: '',
      });
      // No language until one is chosen (the browser then saves the one being read).
      expect(res.body).not.toHaveProperty('language');
      expectNoSecrets(res);
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('clinic_session='))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      expect(cookie).toMatch(/Max-Age=2592000/);
      expect(cookie).toMatch(/Path=\//);
      // Signed in: the profile is reachable at once.
      expect((await http.get(`/api/users/${res.body._id}`)).status).toBe(200);
    });

    it('stores an argon2id hash, never the password', async () => {
      const phone = nextPhone();
      await t.client().post('/api/users', { name: 'Hash Check', phone, password: 'plain-text-pw' });
      const stored = await t.userModel.findOne({ phone }).select('+passwordHash').lean();
      // argon2id with OWASP's parameters: 19 MiB memory, 2 iterations, 1 lane.
      expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
      expect(stored!.passwordHash).toMatch(/\$m=19456,t=2,p=1\$/);
      expect(JSON.stringify(stored)).not.toContain('plain-text-pw');
    });

    it('ignores any attempt to choose a role: registration always makes a client', async () => {
      const res = await t.client().post('/api/users', { name: 'Sneaky', phone: nextPhone(), password: 'long-enough-1', role: 'admin' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Unknown field "role".');
      expect(await t.userModel.countDocuments({ name: 'Sneaky' })).toBe(0);
    });

    it.each([
      [{ name: 'A', phone: '12345', password: 'long-enough-1' }, Messages.auth.invalidPhone],
      [{ name: 'A', phone: '98765432100', password: 'long-enough-1' }, Messages.auth.invalidPhone],
      [{ name: 'A', phone: 'abcdefghij', password: 'long-enough-1' }, Messages.auth.invalidPhone],
      [{ name: 'A', password: 'long-enough-1' }, Messages.auth.invalidPhone],
      [{ name: '   ', phone: '9123456780', password: 'long-enough-1' }, Messages.users.nameRequired],
      [{ phone: '9123456780', password: 'long-enough-1' }, Messages.users.nameRequired],
      [{ name: 'A', phone: '9123456780', password: 'short' }, Messages.users.passwordTooShort],
      [{ name: 'A', phone: '9123456780' }, Messages.users.passwordTooShort],
      [{ name: 'A', phone: '9123456780', password: 'long-enough-1', email: 'not-an-email' }, Messages.users.invalidEmail],
      [{ name: 'A', phone: '9123456780', password: 'x'.repeat(129) }, 'Password must be at most 128 characters.'],
      [{ name: 'A'.repeat(101), phone: '9123456780', password: 'long-enough-1' }, 'Name must be at most 100 characters.'],
    ])('refuses %j with "%s" and writes nothing', async (body, message) => {
      const before = await t.userModel.countDocuments();
      const res = await t.client().post('/api/users', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED', message });
      expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ message })]));
      expect(await t.userModel.countDocuments()).toBe(before);
    });

    it('treats a blank email as none', async () => {
      const res = await t.client().post('/api/users', { name: 'No Mail', phone: nextPhone(), email: '  ', password: 'long-enough-1' });
      expect(res.status).toBe(201);
      expect(res.body.email).toBe('');
    });

    it('refuses a phone or email that already has an account with 409', async () => {
      const phone = nextPhone();
      expect((await t.client().post('/api/users', { name: 'First', phone, email: 'dup@example.com', password: 'long-enough-1' })).status).toBe(201);
      const samePhone = await t.client().post('/api/users', { name: 'Second', phone, password: 'long-enough-1' });
      expect(samePhone.status).toBe(409);
      expect(samePhone.body).toMatchObject({ code: 'USER.PHONE_TAKEN', message: Messages.users.phoneTaken });
      const sameEmail = await t.client().post('/api/users', { name: 'Third', phone: nextPhone(), email: 'DUP@example.com', password: 'long-enough-1' });
      expect(sameEmail.status).toBe(409);
      expect(sameEmail.body).toMatchObject({ code: 'USER.EMAIL_TAKEN', message: Messages.users.emailTaken });
    });

    it('keeps phones unique even when two registrations race', async () => {
      const phone = nextPhone();
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) => t.client().post('/api/users', { name: `Racer ${i}`, phone, password: 'long-enough-1' })),
      );
      expect(results.filter((r) => r.status === 201)).toHaveLength(1);
      expect(results.filter((r) => r.status === 409)).toHaveLength(4);
      expect(await t.userModel.countDocuments({ phone })).toBe(1);
    });

    it('answers malformed JSON with 400 in the error shape', async () => {
      const res = await t.client().request('POST', '/api/users', { raw: '{"name": ' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'VALIDATION.FAILED' });
    });

    it('refuses a body over the size limit with 413', async () => {
      const res = await t.client().post('/api/users', { name: 'x'.repeat(200 * 1024), phone: nextPhone(), password: 'long-enough-1' });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE' });
    });
  });

  describe('POST /api/users/auth (sign in)', () => {
    it('signs in with phone and password and returns user info', async () => {
      const http = t.client();
      const res = await http.post('/api/users/auth', { phone: ADMIN.phone, password: ADMIN.password });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ phone: ADMIN.phone, role: 'admin', isAdmin: true, name: ADMIN.name });
      expectNoSecrets(res);
      expect(http.cookie('clinic_session')).toBeTruthy();
    });

    it('gives one message for an unknown phone and a wrong password', async () => {
      const unknown = await t.client().post('/api/users/auth', { phone: '9999999990', password: 'whatever-123' });
      const wrong = await t.client().post('/api/users/auth', { phone: ADMIN.phone, password: 'wrong-password' });
      for (const res of [unknown, wrong]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ statusCode: 401, code: 'AUTH.INVALID_CREDENTIALS', message: Messages.auth.invalidCredentials });
      }
    });

    it.each([
      [{ phone: '123', password: 'x' }, Messages.auth.invalidPhone],
      [{ password: 'x' }, Messages.auth.invalidPhone],
      [{ phone: ADMIN.phone }, 'Password is required.'],
      [{ phone: ADMIN.phone, password: '' }, 'Password is required.'],
    ])('refuses %j with "%s"', async (body, message) => {
      const res = await t.client().post('/api/users/auth', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it("sweeps the user's expired sessions, and only those, while it starts the new one", async () => {
      const { http: earlier, user } = await t.actor('client');
      const other = await t.actor('client');
      const sessions = t.connection.collection<{ _id: string; user: Types.ObjectId; createdAt: Date; expiresAt: Date }>('sessions');
      const [mine, theirs] = [new Types.ObjectId(user._id), new Types.ObjectId(other.user._id)];
      const past = new Date(Date.now() - 60_000);
      await sessions.insertMany([
        { _id: 'expiredSessionOfUser01', user: mine, createdAt: past, expiresAt: past },
        { _id: 'expiredSessionOfOther1', user: theirs, createdAt: past, expiresAt: past },
      ]);
      const again = await t.signIn(user.phone, DEFAULT_PASSWORD);
      const left = await sessions.find({ user: { $in: [mine, theirs] } }).toArray();
      expect(left.map((s) => String(s._id))).not.toContain('expiredSessionOfUser01');
      // Another user's sessions wait for their own sign-in; this user's live ones stay signed in.
      expect(left.map((s) => String(s._id))).toContain('expiredSessionOfOther1');
      expect(left.filter((s) => String(s.user) === String(user._id))).toHaveLength(2);
      for (const http of [earlier, again]) expect((await http.get(`/api/users/${user._id}`)).status).toBe(200);
    });

    it('cannot be bypassed with query operators', async () => {
      const res = await t.client().post('/api/users/auth', { phone: { $ne: null }, password: { $gt: '' } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(Messages.auth.invalidPhone);
    });
  });

  describe('POST /api/users/logout', () => {
    it('clears the session cookie, after which the API treats the caller as signed out', async () => {
      const { http, user } = await t.actor('client');
      expect((await http.get(`/api/users/${user._id}`)).status).toBe(200);
      const res = await http.post('/api/users/logout');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Logged out successfully' });
      const cleared = res.headers.getSetCookie().find((c) => c.startsWith('clinic_session='))!;
      expect(cleared).toMatch(/clinic_session=;/);
      expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/i);
      expect((await http.get(`/api/users/${user._id}`)).status).toBe(401);
    });

    it('is harmless when signed out', async () => {
      expect((await t.client().post('/api/users/logout')).status).toBe(200);
    });
  });

  describe('session tokens', () => {
    it('refuses a forged, tampered or alg:none token with 401', async () => {
      const { http, user } = await t.actor('client');
      const token = http.cookie('clinic_session')!;
      const [header, payload] = token.split('.');
      const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
      const forged = [
        `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
        `${header}.${b64({ sub: user._id, exp: 4102444800 })}.${token.split('.')[2]}`,
        `${header}.${payload}.AAAA`,
        'not-a-token',
      ];
      for (const value of forged) {
        const other = t.client();
        other.setCookie('clinic_session', value);
        const res = await other.get(`/api/users/${user._id}`);
        expect(res.status).toBe(401);
        expect(res.body.code).toBe('AUTH.UNAUTHENTICATED');
      }
    });

    it('stops working for a user who was deleted', async () => {
      const admin = await t.admin();
      const { http, user } = await t.actor('client');
      expect((await admin.http.delete(`/api/users/${user._id}`)).status).toBe(200);
      expect((await http.get(`/api/users/${user._id}`)).status).toBe(401);
    });

    it('applies a role change made by the admin to the next request', async () => {
      const admin = await t.admin();
      const { http, user } = await t.actor('client');
      expect((await http.get('/api/users/clients')).status).toBe(403);
      expect((await admin.http.put(`/api/users/${user._id}`, { role: 'nutritionist' })).status).toBe(200);
      expect((await http.get('/api/users/clients')).status).toBe(200);
    });
  });

  describe('PUT /api/users/profile', () => {
    it('updates the caller\'s own profile and password', async () => {
      const { http, user } = await t.actor('client');
      const res = await http.put('/api/users/profile', { name: 'New Name', email: 'new@example.com', address: '1 Park St', password: 'brand-new-pass', currentPassword: DEFAULT_PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ _id: user._id, name: 'New Name', email: 'new@example.com', address: '1 Park St' });
      expectNoSecrets(res);
      expect((await t.client().post('/api/users/auth', { phone: user.phone, password: DEFAULT_PASSWORD })).status).toBe(401);
      expect((await t.client().post('/api/users/auth', { phone: user.phone, password: 'brand-new-pass' })).status).toBe(200);
    });

    it('removes the email when the field is emptied, and leaves it when the field is left out', async () => {
      const { http, user } = await t.actor('client', { email: 'old@example.com' });
      expect((await http.put('/api/users/profile', { name: 'Kept Mail' })).body.email).toBe('old@example.com');
      const res = await http.put('/api/users/profile', { email: '  ' });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe('');
      expect((await t.userModel.findById(user._id).lean())?.email).toBeUndefined();
      // Two accounts without an email do not collide on the unique index.
      const other = await t.actor('client', { email: 'other@example.com' });
      expect((await other.http.put('/api/users/profile', { email: '' })).status).toBe(200);
      expect((await http.put('/api/users/profile', { email: null })).status).toBe(400);
    });

    it('refuses another `_id` and unknown fields; the role a GET returns is ignored, never set (issue 60)', async () => {
      const { http, user } = await t.actor('client');
      for (const body of [{ _id: '665f1c2b9d3e4a0012ab34cd', name: 'X' }, { name: 'X', permissions: ['all'] }]) {
        const res = await http.put('/api/users/profile', body);
        expect(res.status).toBe(400);
      }
      for (const body of [{ role: 'admin' }, { isAdmin: true }]) {
        expect((await http.put('/api/users/profile', body)).status).toBe(200);
      }
      const stored = await t.userModel.findById(user._id).lean();
      expect(stored).toMatchObject({ role: 'client', name: user.name });
    });

    it.each([
      [{ password: 'short' }, Messages.users.passwordTooShort],
      [{ email: 'nope' }, Messages.users.invalidEmail],
      [{ phone: '12' }, Messages.auth.invalidPhone],
      [{ name: '' }, Messages.users.nameRequired],
    ])('refuses %j with "%s"', async (body, message) => {
      const { http } = await t.actor('client');
      const res = await http.put('/api/users/profile', body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses a phone that belongs to someone else with 409', async () => {
      const a = await t.actor('client');
      const b = await t.actor('client');
      const res = await a.http.put('/api/users/profile', { phone: b.user.phone, currentPassword: DEFAULT_PASSWORD });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('USER.PHONE_TAKEN');
    });

    it('requires a session', async () => {
      expect((await t.client().put('/api/users/profile', { name: 'X' })).status).toBe(401);
    });

    it('accepts the spec\'s section-7 body (`_id` of the caller), refuses another `_id` and changes nothing', async () => {
      const { http, user } = await t.actor('client');
      const res = await http.put('/api/users/profile', { _id: user._id, name: 'Spec Body', email: 'spec-body@example.com' });
      expect(res.status).toBe(200);
      expect(await t.userModel.findById(user._id).lean()).toMatchObject({ name: 'Spec Body', email: 'spec-body@example.com' });
      // With a password, decisions.md ("Sessions and credentials") adds currentPassword to the spec's body.
      const withPassword = { _id: user._id, name: 'Spec Body 2', email: 'spec-body@example.com', password: 'a-new-secret-77' };
      expect((await http.put('/api/users/profile', withPassword)).body.code).toBe('AUTH.CURRENT_PASSWORD_REQUIRED');
      expect((await http.put('/api/users/profile', { ...withPassword, currentPassword: DEFAULT_PASSWORD })).status).toBe(200);
      expect((await t.client().post('/api/users/auth', { phone: user.phone, password: 'a-new-secret-77' })).status).toBe(200);

      const other = await t.actor('client');
      const refused = await http.put('/api/users/profile', { _id: other.user._id, name: 'Not Me' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'REQUEST.ID_MISMATCH', message: Messages.users.profileIdMismatch });
      expect((await t.userModel.findById(user._id).lean())!.name).toBe('Spec Body 2');
      expect((await t.userModel.findById(other.user._id).lean())!.name).toBe(other.user.name);
    });

    it.each([
      ['blank', '          ', Messages.users.passwordBlank],
      ['common', 'password123', Messages.users.passwordTooCommon],
      ['common with a year', 'Password2024', Messages.users.passwordTooCommon],
      ['common digits', '12345678', Messages.users.passwordTooCommon],
    ])('refuses a %s password with the spec-style message, and registration too', async (_kind, password, message) => {
      const { http } = await t.actor('client');
      const res = await http.put('/api/users/profile', { password, currentPassword: DEFAULT_PASSWORD });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      const reg = await t.client().post('/api/users', { name: 'New Person', phone: '9812345670', password });
      expect(reg.status).toBe(400);
      expect(reg.body.message).toBe(message);
    });

    it('stores an Indian mobile number typed with +91, 0, spaces or dashes as 10 digits, and refuses non-mobile numbers', async () => {
      const { http, user } = await t.actor('client');
      for (const [typed, stored] of [['+91 98450 12345', '9845012345'], ['0-98450-12346', '9845012346'], ['98450 12347', '9845012347']]) {
        const res = await http.put('/api/users/profile', { phone: typed, currentPassword: DEFAULT_PASSWORD });
        expect(res.status).toBe(200);
        expect((await t.userModel.findById(user._id).lean())!.phone).toBe(stored);
      }
      for (const bad of ['1234567890', '5845012345', '98450123', 'abcdefghij']) {
        const res = await http.put('/api/users/profile', { phone: bad, currentPassword: DEFAULT_PASSWORD });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(Messages.auth.invalidPhone);
      }
      expect((await t.userModel.findById(user._id).lean())!.phone).toBe('9845012347');
      const reg = await t.client().post('/api/users', { name: 'Typed Plus', phone: '+91-70000-12345', password: 'good-pass-word' });
      expect(reg.status).toBe(201);
      expect(reg.body.phone).toBe('7000012345');
      expect((await t.client().post('/api/users/auth', { phone: '+91 70000 12345', password: 'good-pass-word' })).status).toBe(200);
      expect((await t.client().post('/api/users', { name: 'Bad', phone: '1234567890', password: 'good-pass-word' })).status).toBe(400);
    });
  });

  describe('GET /api/users (admin list)', () => {
    it('lists users by name, paged, for the admin only, without hashes', async () => {
      const admin = await t.admin();
      await t.actor('client', { name: 'Zed Paging' });
      const res = await admin.http.get('/api/users?limit=2&page=1');
      expect(res.status).toBe(200);
      expect(res.body.data).toHaveLength(2);
      expect(res.body).toMatchObject({ page: 1, limit: 2, total: expect.any(Number) });
      expect(res.body.total).toBeGreaterThan(2);
      expectNoSecrets(res);
      const search = await admin.http.get('/api/users?search=zed');
      expect(search.body.data.map((u: { name: string }) => u.name)).toEqual(['Zed Paging']);
      const byRole = await admin.http.get('/api/users?role=admin');
      expect(byRole.body.data.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    });

    it('refuses bad paging and filters', async () => {
      const admin = await t.admin();
      expect((await admin.http.get('/api/users?limit=1000')).body.message).toBe('limit must be at most 100');
      expect((await admin.http.get('/api/users?page=0')).body.message).toBe('page must be at least 1');
      expect((await admin.http.get('/api/users?role=supplier')).status).toBe(400);
    });

    it('treats a search string literally, not as a pattern', async () => {
      const admin = await t.admin();
      const res = await admin.http.get(`/api/users?search=${encodeURIComponent('.*')}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(0);
    });

    it('is 401 signed out and 403 for clients and nutritionists', async () => {
      expect((await t.client().get('/api/users')).status).toBe(401);
      expect((await (await t.actor('client')).http.get('/api/users')).status).toBe(403);
      expect((await (await t.actor('nutritionist')).http.get('/api/users')).status).toBe(403);
    });
  });

  describe('GET /api/users/nutritionists and /clients', () => {
    it('lists admins and nutritionists under data, without phones or addresses', async () => {
      const nutritionist = await t.actor('nutritionist', { address: 'Secret address' });
      const client = await t.actor('client');
      const res = await client.http.get('/api/users/nutritionists');
      expect(res.status).toBe(200);
      const ids = res.body.data.map((u: { _id: string }) => u._id);
      expect(ids).toContain(nutritionist.user._id);
      expect(res.body.data.every((u: { role: string }) => ['admin', 'nutritionist'].includes(u.role))).toBe(true);
      expect(res.text).not.toContain(nutritionist.user.phone);
      expect(res.text).not.toContain('Secret address');
    });

    it('lists clients under data for admins and nutritionists only, a nutritionist\'s care team only', async () => {
      const [client, stranger] = [await t.actor('client'), await t.actor('client')];
      const nutritionist = await t.actor('nutritionist');
      const admin = await t.admin();
      expect((await nutritionist.http.get('/api/users/clients?limit=100')).body.data).toEqual([]);
      await admin.http.post(`/api/careTeam/client/${client.user._id}`, { practitioner: nutritionist.user._id });
      const res = await nutritionist.http.get('/api/users/clients?limit=100');
      expect(res.status).toBe(200);
      expect(res.body.data.map((u: { _id: string }) => u._id)).toEqual([client.user._id]);
      const all = (await admin.http.get('/api/users/clients?limit=100')).body.data.map((u: { _id: string }) => u._id);
      expect(all).toEqual(expect.arrayContaining([client.user._id, stranger.user._id]));
      expectNoSecrets(res);
      expect((await client.http.get('/api/users/clients')).status).toBe(403);
      expect((await t.client().get('/api/users/clients')).status).toBe(401);
      expect((await t.client().get('/api/users/nutritionists')).status).toBe(401);
    });
  });

  describe('GET /api/users/:id', () => {
    it('lets users read themselves, nutritionists read clients and the admin read anyone', async () => {
      const a = await t.actor('client');
      const nutritionist = await t.actor('nutritionist');
      const admin = await t.admin();
      expect((await a.http.get(`/api/users/${a.user._id}`)).body).toEqual(a.user);
      expect((await nutritionist.http.get(`/api/users/${a.user._id}`)).status).toBe(200);
      expect((await admin.http.get(`/api/users/${nutritionist.user._id}`)).status).toBe(200);
    });

    it('never lets a client read another user', async () => {
      const a = await t.actor('client');
      const b = await t.actor('client');
      const res = await a.http.get(`/api/users/${b.user._id}`);
      expect(res.status).toBe(403);
      expect(res.text).not.toContain(b.user.phone);
      const admin = await t.admin();
      expect((await a.http.get(`/api/users/${admin.user._id}`)).status).toBe(403);
      expect((await (await t.actor('nutritionist')).http.get(`/api/users/${admin.user._id}`)).status).toBe(403);
    });

    it('is 404 for an unknown id, 400 for a malformed one, 401 signed out', async () => {
      const admin = await t.admin();
      const missing = await admin.http.get('/api/users/665f1c2b9d3e4a0012ab34cd');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ code: 'USER.NOT_FOUND', message: Messages.users.notFound });
      expect((await admin.http.get('/api/users/not-an-id')).status).toBe(400);
      expect((await admin.http.get(`/api/users/${encodeURIComponent('{"$ne":null}')}`)).status).toBe(400);
      expect((await t.client().get(`/api/users/${admin.user._id}`)).status).toBe(401);
    });
  });

  describe('PUT /api/users/:id (admin edit)', () => {
    it('updates name, email, role, phone and address', async () => {
      const admin = await t.admin();
      const { user } = await t.actor('client');
      const phone = nextPhone();
      const res = await admin.http.put(`/api/users/${user._id}`, {
        name: 'Edited', email: 'edited@example.com', role: 'nutritionist', phone, address: 'Clinic Road',
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...user, name: 'Edited', email: 'edited@example.com', role: 'nutritionist', phone, address: 'Clinic Road' });
    });

    it('refuses roles outside admin, nutritionist and client, and unknown fields', async () => {
      const admin = await t.admin();
      const { user } = await t.actor('client');
      const res = await admin.http.put(`/api/users/${user._id}`, { role: 'supplier' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Role must be one of: admin, nutritionist, client.');
      expect((await admin.http.put(`/api/users/${user._id}`, { permissions: ['all'] })).status).toBe(400);
      // `isAdmin` is what a GET returns, derived from the role: accepted back and ignored (issue 60).
      expect((await admin.http.put(`/api/users/${user._id}`, { isAdmin: true })).status).toBe(200);
      expect((await t.userModel.findById(user._id).lean())!.role).toBe('client');
    });

    it('sets a temporary password for a user who forgot theirs', async () => {
      const admin = await t.admin();
      const { user } = await t.actor('client');
      expect((await admin.http.put(`/api/users/${user._id}`, { password: 'temporary-123' })).status).toBe(200);
      expect((await t.client().post('/api/users/auth', { phone: user.phone, password: DEFAULT_PASSWORD })).status).toBe(401);
      expect((await t.client().post('/api/users/auth', { phone: user.phone, password: 'temporary-123' })).status).toBe(200);
      expect((await admin.http.put(`/api/users/${user._id}`, { password: 'short' })).body.message).toBe(Messages.users.passwordTooShort);
    });

    it('accepts the spec\'s section-7 body (`userId` of the path), refuses another `userId` and changes nothing', async () => {
      const admin = await t.admin();
      const { user } = await t.actor('client');
      const body = { userId: user._id, name: 'Edited By Spec', email: 'spec-edit@example.com', role: 'client', phone: '9811122299', address: '5 Residency Rd' };
      const res = await admin.http.put(`/api/users/${user._id}`, body);
      expect(res.status).toBe(200);
      expect(await t.userModel.findById(user._id).lean()).toMatchObject({ name: 'Edited By Spec', email: 'spec-edit@example.com', role: 'client', phone: '9811122299', address: '5 Residency Rd' });
      const other = await t.actor('client');
      const refused = await admin.http.put(`/api/users/${user._id}`, { ...body, userId: other.user._id, name: 'Wrong' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code: 'REQUEST.ID_MISMATCH', message: Messages.users.userIdMismatch });
      expect((await t.userModel.findById(user._id).lean())!.name).toBe('Edited By Spec');
    });

    it('edits another admin\'s name, email, phone and address; the last admin keeps the role; admins are never deleted', async () => {
      const admin = await t.admin();
      const second = await t.actor('admin');
      const res = await admin.http.put(`/api/users/${second.user._id}`, { name: 'Dr. Second', email: 'second@clinic.example', phone: '9822233344', address: 'Clinic' });
      expect(res.status).toBe(200);
      expect(await t.userModel.findById(second.user._id).lean()).toMatchObject({ name: 'Dr. Second', email: 'second@clinic.example', phone: '9822233344', address: 'Clinic', role: 'admin' });
      expect((await admin.http.delete(`/api/users/${second.user._id}`)).body.code).toBe('USER.ADMIN_PROTECTED');
      // With two admins one may step down; then the remaining one may not.
      expect((await admin.http.put(`/api/users/${second.user._id}`, { role: 'nutritionist' })).status).toBe(200);
      const last = await admin.http.put(`/api/users/${admin.user._id}`, { role: 'client' });
      expect(last.status).toBe(409);
      expect(last.body).toMatchObject({ code: 'USER.LAST_ADMIN', message: Messages.users.lastAdmin });
      expect((await t.userModel.findById(admin.user._id).lean())!.role).toBe('admin');
    });

    it('is 404 for an unknown user, 403 for non-admins, 401 signed out', async () => {
      const admin = await t.admin();
      const a = await t.actor('client');
      expect((await admin.http.put('/api/users/665f1c2b9d3e4a0012ab34cd', { name: 'X' })).status).toBe(404);
      expect((await a.http.put(`/api/users/${a.user._id}`, { name: 'Self via admin route' })).status).toBe(403);
      expect((await (await t.actor('nutritionist')).http.put(`/api/users/${a.user._id}`, { name: 'X' })).status).toBe(403);
      expect((await t.client().put(`/api/users/${a.user._id}`, { name: 'X' })).status).toBe(401);
      expect((await t.userModel.findById(a.user._id).lean())!.name).toBe(a.user.name);
    });
  });

  describe('DELETE /api/users/:id', () => {
    it('deletes a user for the admin', async () => {
      const admin = await t.admin();
      const { user } = await t.actor('client');
      const res = await admin.http.delete(`/api/users/${user._id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: Messages.users.deleted });
      expect(await t.userModel.exists({ _id: user._id })).toBeNull();
      expect((await admin.http.delete(`/api/users/${user._id}`)).status).toBe(404);
    });

    it('never deletes an admin', async () => {
      const admin = await t.admin();
      const res = await admin.http.delete(`/api/users/${admin.user._id}`);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'USER.ADMIN_PROTECTED', message: Messages.users.adminProtected });
      expect(await t.userModel.exists({ _id: admin.user._id })).not.toBeNull();
    });

    it('is 403 for non-admins and 401 signed out', async () => {
      const a = await t.actor('client');
      const b = await t.actor('client');
      expect((await a.http.delete(`/api/users/${b.user._id}`)).status).toBe(403);
      expect((await (await t.actor('nutritionist')).http.delete(`/api/users/${b.user._id}`)).status).toBe(403);
      expect((await t.client().delete(`/api/users/${b.user._id}`)).status).toBe(401);
      expect(await t.userModel.exists({ _id: b.user._id })).not.toBeNull();
    });
  });
});
