import { ErrorCode } from '@clinic/contracts';
import { ADMIN, TestApp } from '../support/test-app';
import { buildWorld, type World } from '../support/world';

const OPERATORS = [{ $ne: null }, { $gt: '' }, { $regex: '.*' }, { $exists: true }, { $in: ['x'] }];

describe('Operator injection (e2e)', () => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    t = await TestApp.start();
    w = await buildWorld(t);
  }, 120_000);
  afterAll(() => t.close());

  it('cannot bypass sign-in with operators in the phone or password', async () => {
    for (const operator of OPERATORS) {
      for (const body of [{ phone: operator, password: ADMIN.password }, { phone: ADMIN.phone, password: operator }, { phone: operator, password: operator }]) {
        const http = t.client();
        const res = await http.post('/api/users/auth', body);
        expect(res.status).toBe(400);
        expect(http.cookie('clinic_session')).toBeUndefined();
      }
    }
  });

  it('refuses operators wherever a body expects an id, a string or a number', async () => {
    const { A, N } = w.actors;
    for (const operator of OPERATORS) {
      const attempts = [
        A.http.post('/api/appointments', { nutritionist: operator, date: w.monday, startTime: '19:00', endTime: '19:30', sessionType: 'consultation', mode: 'online' }),
        A.http.put('/api/users/profile', { email: operator }),
        A.http.post('/api/messages', { receiver: operator, content: 'x' }),
        N.http.post('/api/nutritionPlans', { client: operator, title: 'x', startDate: '2026-12-01' }),
        N.http.post('/api/progresses', { client: operator, weight: operator }),
        N.http.put(`/api/appointments/${w.ids.apptA}`, { status: operator }),
      ];
      for (const res of await Promise.all(attempts)) expect(res.status).toBe(400);
    }
  });

  it('treats bracketed query keys as unknown fields, not operators', async () => {
    const { admin, A, N } = w.actors;
    const urls = [
      '/api/users?role[$ne]=client',
      '/api/users?search[$regex]=.*',
      '/api/appointments?status[$ne]=cancelled',
      '/api/appointments?startDate[$gt]=',
      `/api/appointments/booked?nutritionist[$ne]=x&date=${w.monday}`,
      '/api/nutritionPlans?client[$ne]=x',
      '/api/progresses?client[$exists]=true',
      '/api/messages/conversations?page[$gt]=0',
    ];
    for (const url of urls) {
      const res = await admin.http.get(url);
      expect([url, res.status]).toEqual([url, 400]);
    }
    // And literal values stay literal: a client asking for "all statuses" by pattern gets nothing extra.
    const res = await A.http.get(`/api/appointments?status=${encodeURIComponent('{"$ne":null}')}`);
    expect(res.status).toBe(400);
    expect((await N.http.get(`/api/users/clients?search=${encodeURIComponent('.*')}`)).body.total).toBe(0);
  });

  it('refuses operators in path parameters', async () => {
    const { A } = w.actors;
    const encoded = encodeURIComponent('{"$ne":null}');
    for (const url of [`/api/users/${encoded}`, `/api/appointments/${encoded}`, `/api/nutritionPlans/${encoded}`, `/api/progresses/latest/${encoded}`, `/api/messages/conversation/${encoded}`]) {
      const res = await A.http.get(url);
      expect([url, res.status]).toEqual([url, 400]);
    }
    // Availability is practitioners' work: a client is refused before the id is even read.
    expect((await A.http.request('DELETE', `/api/availabilities/${encoded}`)).status).toBe(403);
    expect((await w.actors.N.http.request('DELETE', `/api/availabilities/${encoded}`)).status).toBe(400);
  });

  it('neutralises operators even if one ever reached a query (sanitizeFilter, defence in depth)', async () => {
    // Straight through the model, bypassing validation: the operator object is taken as a value
    // ($eq), which cannot be a phone or a role, so the query fails instead of matching everyone.
    await expect(t.userModel.findOne({ phone: { $ne: null } })).rejects.toThrow(/Cast to string failed/);
    await expect(t.userModel.countDocuments({ role: { $in: ['admin', 'client'] } })).rejects.toThrow(/Cast to string failed/);
    // Through the API such a value is a 400 naming the field, never a match and never a 500.
    const { A } = w.actors;
    const before = await t.userModel.findById(A.user._id).lean();
    const res = await A.http.put('/api/users/profile', { phone: { $ne: null } });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, code: ErrorCode.ValidationFailed });
    expect(new Set(res.body.errors.map((e: { field: string }) => e.field))).toEqual(new Set(['phone']));
    expect((await t.userModel.findById(A.user._id).lean())?.phone).toBe(before?.phone);
  });
});
