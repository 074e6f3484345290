import { Types } from 'mongoose';
import { ErrorCode } from '@clinic/contracts';
import { nextWeekday } from './support/dates';
import { TestApp, type Actor } from './support/test-app';

const SLOTS = Array.from({ length: 20 }, (_, i) => {
  const start = 8 * 60 + i * 30;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { startTime: hhmm(start), endTime: hhmm(start + 30) };
});

describe('Idempotent writes (e2e)', () => {
  let t: TestApp;
  let admin: Actor;
  let N: Actor;
  let A: Actor;
  let B: Actor;
  const monday = nextWeekday('Monday');
  let slot = 0;
  const booking = () => ({ nutritionist: N.user._id, date: monday, sessionType: 'consultation', mode: 'in-person', ...SLOTS[slot++] });
  const withKey = (key: string) => ({ headers: { 'idempotency-key': key } });
  const appointmentsOf = (client: string) => t.connection.collection('appointments').countDocuments({ client: new Types.ObjectId(client) });

  beforeAll(async () => {
    t = await TestApp.start();
    [admin, N, A, B] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('client'), t.actor('client')]);
    expect((await N.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: SLOTS })).status).toBe(201);
  });
  afterAll(() => t.close());

  it('answers a retry with the first answer, without booking twice', async () => {
    const body = booking();
    const before = await appointmentsOf(A.user._id);
    const first = await A.http.post('/api/appointments', body, withKey('retry-1'));
    expect(first.status).toBe(201);
    const again = await A.http.post('/api/appointments', body, withKey('retry-1'));
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await appointmentsOf(A.user._id)).toBe(before + 1);
  });

  it('books exactly one appointment for concurrent identical requests', async () => {
    const body = booking();
    const before = await appointmentsOf(A.user._id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => A.http.post('/api/appointments', body, withKey('concurrent-1'))));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(answers.map((r) => r.body._id)).size).toBe(1);
    expect(await appointmentsOf(A.user._id)).toBe(before + 1);
  });

  it('does the same for an API key, whose keys are its own', async () => {
    const created = await admin.http.post('/api/integrations/keys', { name: 'Booking bot', scopes: ['appointments:write'] });
    const headers = { authorization: `Bearer ${created.body.secret}`, 'idempotency-key': 'bot-1' };
    const body = { ...booking(), client: A.user._id };
    const before = await appointmentsOf(A.user._id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.client().post('/api/appointments', body, { headers })));
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((r) => r.body._id)).size).toBe(1);
    expect(await appointmentsOf(A.user._id)).toBe(before + 1);
    // The admin's session using the same string is another caller: a new request (here refused, the slot being taken).
    expect((await admin.http.post('/api/appointments', body, withKey('bot-1'))).body.code).toBe(ErrorCode.SlotTaken);
  });

  it('refuses the same key with a different body (422) and changes nothing', async () => {
    const body = booking();
    expect((await A.http.post('/api/appointments', body, withKey('reuse-1'))).status).toBe(201);
    const before = await appointmentsOf(A.user._id);
    const other = await A.http.post('/api/appointments', booking(), withKey('reuse-1'));
    expect(other.status).toBe(422);
    expect(other.body.code).toBe(ErrorCode.IdempotencyKeyReused);
    expect(await appointmentsOf(A.user._id)).toBe(before);
  });

  it('scopes keys by caller: another user\'s same key is a new request', async () => {
    const bodyA = booking();
    const bodyB = booking();
    const a = await A.http.post('/api/appointments', bodyA, withKey('shared-key'));
    const b = await B.http.post('/api/appointments', bodyB, withKey('shared-key'));
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body._id).not.toBe(b.body._id);
  });

  it('replays a refusal too, and lets a request without a key through as before', async () => {
    const taken = booking();
    expect((await B.http.post('/api/appointments', taken)).status).toBe(201);
    const first = await A.http.post('/api/appointments', taken, withKey('taken-1'));
    expect(first.status).toBe(409);
    const again = await A.http.post('/api/appointments', taken, withKey('taken-1'));
    expect(again.status).toBe(409);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });

  it('works for messages, plans and progress, and refuses a malformed key', async () => {
    const message = { receiver: N.user._id, content: 'Hello once' };
    const m1 = await A.http.post('/api/messages', message, withKey('msg-1'));
    const m2 = await A.http.post('/api/messages', message, withKey('msg-1'));
    expect(m2.body._id).toBe(m1.body._id);
    expect(await t.connection.collection('messages').countDocuments({ content: 'Hello once' })).toBe(1);

    const plan = { client: A.user._id, title: 'Once', startDate: '2026-12-01', meals: [] };
    const p1 = await admin.http.post('/api/nutritionPlans', plan, withKey('plan-1'));
    const p2 = await admin.http.post('/api/nutritionPlans', plan, withKey('plan-1'));
    expect(p1.status).toBe(201);
    expect(p2.body._id).toBe(p1.body._id);

    const progress = { client: A.user._id, weight: 71 };
    const g1 = await admin.http.post('/api/progresses', progress, withKey('prog-1'));
    const g2 = await admin.http.post('/api/progresses', progress, withKey('prog-1'));
    expect(g1.status).toBe(201);
    expect(g2.body._id).toBe(g1.body._id);

    const bad = await A.http.post('/api/messages', message, withKey('has space'));
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe(ErrorCode.IdempotencyKeyInvalid);
  });

  it('forgets a deleted user\'s kept answers', async () => {
    const C = await t.actor('client');
    expect((await C.http.post('/api/messages', { receiver: N.user._id, content: 'Bye' }, withKey('bye-1'))).status).toBe(201);
    const mine = { _id: new RegExp(`^user:${C.user._id}\\|`) } as never;
    expect(await t.connection.collection('idempotency_keys').countDocuments(mine)).toBe(1);
    expect((await admin.http.delete(`/api/users/${C.user._id}`)).status).toBe(200);
    expect(await t.connection.collection('idempotency_keys').countDocuments(mine)).toBe(0);
  });

  it('is declared in the OpenAPI document', async () => {
    const doc = (await t.client().get('/api/docs-json')).body;
    const book = doc.paths['/api/appointments'].post;
    expect(book.parameters).toContainEqual(expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }));
    expect(book.responses['422']).toBeDefined();
  });
});
