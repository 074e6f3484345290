import { ErrorCode, Messages } from '@clinic/contracts';
import { MORNING_SLOTS, nextWeekday } from './support/dates';
import { DEFAULT_PASSWORD, TestApp, type Actor } from './support/test-app';

/**
 * Issue 60: what a `GET` returns, its `PUT` accepts back. Each case reads a resource, changes one
 * field the caller may change, writes the whole body back, and checks that the change took and the
 * fields the server owns did not move.
 */
describe('GET → PUT round trips (e2e)', () => {
  let t: TestApp;
  let admin: Actor;
  let N: Actor;
  let C: Actor;
  const monday = nextWeekday('Monday');

  beforeAll(async () => {
    t = await TestApp.start();
    [admin, N, C] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('client')]);
    expect((await N.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: MORNING_SLOTS })).status).toBe(201);
    expect((await admin.http.post(`/api/careTeam/client/${C.user._id}`, { practitioner: N.user._id })).status).toBe(201);
  }, 120_000);
  afterAll(() => t.close());

  it('clinic settings: the GET body, `updatedAt` included, is accepted back', async () => {
    const read = (await t.client().get('/api/settings')).body;
    const res = await admin.http.put('/api/settings', { ...read, name: 'Round Trip Clinic' });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Round Trip Clinic');
    expect(res.body.prices).toEqual(read.prices);
    // The server's own timestamp, not the one sent back.
    expect(res.body.updatedAt).not.toBe(read.updatedAt);
  });

  it('profile: the GET body (role, isAdmin) is accepted back and the role stays', async () => {
    const read = (await C.http.get('/api/users/profile')).body;
    expect(read).toHaveProperty('isAdmin', false);
    const res = await C.http.put('/api/users/profile', { ...read, name: 'Round Trip Client' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: C.user._id, name: 'Round Trip Client', role: 'client', isAdmin: false });
    // A role in the body is the server's to keep, never a way to become admin.
    const promoted = await C.http.put('/api/users/profile', { ...read, role: 'admin', isAdmin: true });
    expect(promoted.status).toBe(200);
    expect(await t.userModel.findById(C.user._id).lean()).toMatchObject({ role: 'client' });
  });

  it('profile: a password change with the spec body and `currentPassword` takes effect; a wrong field is named', async () => {
    const me = await t.actor('client');
    const read = (await me.http.get('/api/users/profile')).body;
    const body = { _id: read._id, name: read.name, email: read.email, password: 'fresh-secret-2026', currentPassword: DEFAULT_PASSWORD };
    const res = await me.http.put('/api/users/profile', body);
    expect(res.status).toBe(200);
    expect((await t.client().post('/api/users/auth', { phone: me.user.phone, password: 'fresh-secret-2026' })).status).toBe(200);
    expect((await t.client().post('/api/users/auth', { phone: me.user.phone, password: DEFAULT_PASSWORD })).status).toBe(401);

    // The whole GET body with a password change works too.
    const again = await me.http.put('/api/users/profile', { ...read, password: 'second-secret-2026', currentPassword: 'fresh-secret-2026' });
    expect(again.status).toBe(200);
    expect((await t.client().post('/api/users/auth', { phone: me.user.phone, password: 'second-secret-2026' })).status).toBe(200);

    // Each refusal says which field is wrong, in the message and in `errors`.
    const wrong = await me.http.put('/api/users/profile', { ...body, password: 'third-secret-2026', currentPassword: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: ErrorCode.CurrentPasswordWrong, errors: [{ field: 'currentPassword' }] });
    const weak = await me.http.put('/api/users/profile', { ...body, password: 'password123', currentPassword: 'second-secret-2026' });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toMatchObject([{ field: 'password', message: Messages.users.passwordTooCommon }]);
    expect((await t.client().post('/api/users/auth', { phone: me.user.phone, password: 'second-secret-2026' })).status).toBe(200);
  });

  it('admin user edit: the GET body (`_id`, isAdmin) is accepted back', async () => {
    const read = (await admin.http.get(`/api/users/${N.user._id}`)).body;
    const res = await admin.http.put(`/api/users/${N.user._id}`, { ...read, address: '5 Round Trip Road' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: N.user._id, address: '5 Round Trip Road', role: 'nutritionist' });
  });

  it('appointment: the GET body (people as objects, times, cancellation) is accepted back', async () => {
    const booked = await C.http.post('/api/appointments', { nutritionist: N.user._id, date: monday, ...MORNING_SLOTS[0], sessionType: 'consultation', mode: 'online' });
    expect(booked.status).toBe(201);
    const read = (await N.http.get(`/api/appointments/${booked.body._id}`)).body;
    const res = await N.http.put(`/api/appointments/${read._id}`, { ...read, notes: 'Bring last month\'s reports', status: 'confirmed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ notes: 'Bring last month\'s reports', status: 'confirmed', date: monday, startTime: MORNING_SLOTS[0].startTime });
    // The client's own round trip: notes change; the practitioner's fields in the body do not take effect.
    const mine = (await C.http.get(`/api/appointments/${read._id}`)).body;
    const byClient = await C.http.put(`/api/appointments/${read._id}`, { ...mine, notes: 'Running late' });
    expect(byClient.status).toBe(200);
    expect(byClient.body).toMatchObject({ notes: 'Running late', status: 'confirmed', price: read.price });
  });

  it('plan: the GET body (client as an object, author, createdAt) is accepted back; another client is still refused', async () => {
    const created = await N.http.post('/api/nutritionPlans', { client: C.user._id, title: 'Round trip', startDate: '2026-12-01', meals: [{ mealTime: 'lunch', description: 'Dal', calories: 300 }] });
    expect(created.status).toBe(201);
    const read = (await N.http.get(`/api/nutritionPlans/${created.body._id}`)).body;
    const res = await N.http.put(`/api/nutritionPlans/${read._id}`, { ...read, title: 'Round trip, week 2' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Round trip, week 2', createdAt: read.createdAt, client: { _id: C.user._id } });
    expect(res.body.meals).toEqual(read.meals);
    const other = await t.actor('client');
    const moved = await N.http.put(`/api/nutritionPlans/${read._id}`, { ...read, client: { ...read.client, _id: other.user._id } });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe(Messages.plans.clientCannotChange);
  });

  it('progress: the GET body (BMI, category, people) is accepted back and BMI is computed again', async () => {
    const created = await N.http.post('/api/progresses', { client: C.user._id, weight: 70, height: 1.75 });
    expect(created.status).toBe(201);
    const read = (await N.http.get(`/api/progresses/${created.body._id}`)).body;
    const res = await N.http.put(`/api/progresses/${read._id}`, { ...read, weight: 68, BMI: 99 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ weight: 68, BMI: 22.2, client: { _id: C.user._id } });
  });

  it('availability: a day read from `mine` (ids, isBooked) is accepted back by its PUT', async () => {
    const week = (await N.http.get('/api/availabilities/mine')).body.data as { dayOfWeek: string; slots: unknown[] }[];
    const day = week.find((d) => d.dayOfWeek === 'Monday')!;
    const res = await N.http.put('/api/availabilities/Monday', { ...day, slots: day.slots.slice(0, 4) });
    expect(res.status).toBe(200);
    expect(res.body.slots).toHaveLength(4);
  });

  it('webhook endpoint: an entry of the list (ids, status, timestamps) is accepted back by its PUT', async () => {
    const created = await admin.http.post('/api/integrations/webhooks', { url: 'http://127.0.0.1:9/hook', events: ['plan.created'], description: 'first' });
    expect(created.status).toBe(201);
    const read = ((await admin.http.get('/api/integrations/webhooks')).body as { _id: string }[]).find((w) => w._id === created.body._id)!;
    const res = await admin.http.put(`/api/integrations/webhooks/${read._id}`, { ...read, description: 'renamed' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: read._id, description: 'renamed' });
  });

  it('fields that no GET returns and nobody documents are still refused, and nothing changes', async () => {
    const before = (await t.client().get('/api/settings')).body;
    const res = await admin.http.put('/api/settings', { ...before, name: 'Should not land', colour: 'green' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(Messages.common.unknownField('colour'));
    expect((await t.client().get('/api/settings')).body.name).toBe(before.name);
  });
});
