import { ErrorCode, Messages } from '@clinic/contracts';
import { TestApp, nextPhone } from './support/test-app';

/** The user's language (issue 16): stored on the account, read and set by the user, English by default. */
describe('A user\'s language (e2e)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  const invalid = (res: { status: number; body: { code: string; message: string; errors?: { field: string; message: string }[] } }) => {
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.ValidationFailed);
    expect(res.body.message).toBe(Messages.users.invalidLanguage);
    expect(res.body.errors).toEqual([{ field: 'language', message: Messages.users.invalidLanguage, code: 'users.invalidLanguage' }]);
  };

  it('is absent until chosen (emails are then English), in GET /users/profile and GET /users/:id', async () => {
    const A = await t.actor('client');
    const profile = await A.http.get('/api/users/profile');
    expect(profile.status).toBe(200);
    expect(profile.body._id).toBe(A.user._id);
    expect(profile.body).not.toHaveProperty('language');
    expect((await A.http.get(`/api/users/${A.user._id}`)).body).not.toHaveProperty('language');
  });

  it('is set on the profile, kept, and returned by sign-in and the admin\'s reads', async () => {
    const A = await t.actor('client');
    const res = await A.http.put('/api/users/profile', { language: 'hi' });
    expect(res.status).toBe(200);
    expect(res.body.language).toBe('hi');
    expect((await A.http.get('/api/users/profile')).body.language).toBe('hi');
    expect((await t.userModel.findById(A.user._id).lean())?.language).toBe('hi');
    const admin = await t.admin();
    expect((await admin.http.get(`/api/users/${A.user._id}`)).body.language).toBe('hi');
    // The spec's section-7 body with the language beside it.
    const back = await A.http.put('/api/users/profile', { _id: A.user._id, name: A.user.name, language: 'en' });
    expect(back.status).toBe(200);
    expect(back.body.language).toBe('en');
  });

  it('may be given at registration', async () => {
    const http = t.client();
    const res = await http.post('/api/users', { name: 'Sunita Devi', phone: nextPhone(), password: 'long-enough-1', language: 'hi' });
    expect(res.status).toBe(201);
    expect(res.body.language).toBe('hi');
    expect((await http.get('/api/users/profile')).body.language).toBe('hi');
  });

  it('refuses anything but en or hi, with a message from the catalogue, and changes nothing', async () => {
    const A = await t.actor('client');
    for (const language of ['fr', 'HI', 'hi-IN', '', null, 1, ['hi']]) invalid(await A.http.put('/api/users/profile', { language }));
    invalid(await t.client().post('/api/users', { name: 'X Y', phone: nextPhone(), password: 'long-enough-1', language: 'fr' }));
    expect((await A.http.get('/api/users/profile')).body).not.toHaveProperty('language');
  });

  it('gives each field error the catalogue key of its message, and the values in it, for the browser to translate', async () => {
    const A = await t.actor('client');
    const res = await A.http.put('/api/users/profile', { name: 'N'.repeat(101), permissions: 'all' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name must be at most 100 characters.', code: 'users.nameTooLong', params: ['100'] },
        { field: 'permissions', message: 'Unknown field "permissions".', code: 'common.unknownField', params: ['permissions'] },
      ]),
    );
  });

  it('a client cannot set another user\'s language; the admin can, for a client who reads Hindi', async () => {
    const [A, B] = await Promise.all([t.actor('client'), t.actor('client')]);
    expect((await A.http.put(`/api/users/${B.user._id}`, { language: 'hi' })).status).toBe(403);
    const other = await A.http.put('/api/users/profile', { _id: B.user._id, language: 'hi' });
    expect(other.status).toBe(400);
    expect(other.body.code).toBe(ErrorCode.IdMismatch);
    expect((await t.userModel.findById(B.user._id).lean())?.language).toBeUndefined();
    expect((await t.userModel.findById(A.user._id).lean())?.language).toBeUndefined();

    const admin = await t.admin();
    const set = await admin.http.put(`/api/users/${B.user._id}`, { language: 'hi' });
    expect(set.status).toBe(200);
    expect(set.body.language).toBe('hi');
    expect((await B.http.get('/api/users/profile')).body.language).toBe('hi');
  });

  it('GET /users/profile needs a session', async () => {
    expect((await t.client().get('/api/users/profile')).status).toBe(401);
  });
});
