import { Types } from 'mongoose';
import { ErrorCode, Messages } from '@clinic/contracts';
import { AuditService } from '../src/modules/audit/audit.service';
import { MessagesUserData } from '../src/modules/messages/messages.user-data';
import { USER_DATA_OWNERS, type UserDataOwner } from '../src/modules/users/user-data';
import { addDays, clinicToday, nextWeekday } from './support/dates';
import { TestApp, type Actor } from './support/test-app';

/** Every document of every collection (but the audit log, which outlives accounts) that mentions one of `ids`. */
async function mentionsOf(t: TestApp, ids: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { name } of await t.connection.db!.listCollections().toArray()) {
    if (name === 'audit_events') continue;
    for (const doc of await t.connection.collection(name).find({}).toArray()) {
      const text = JSON.stringify(doc);
      if (ids.some((id) => text.includes(id))) found.push(`${name}: ${text}`);
    }
  }
  return found;
}

describe('Deleting a user (e2e)', () => {
  let t: TestApp;
  let admin: Actor;
  let N: Actor;
  let N2: Actor;
  const monday = nextWeekday('Monday');

  beforeAll(async () => {
    t = await TestApp.start();
    [admin, N, N2] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('nutritionist')]);
    const slots = [
      { startTime: '09:00', endTime: '10:00' },
      { startTime: '11:00', endTime: '12:00' },
    ];
    for (const who of [N, N2]) expect((await who.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots })).status).toBe(201);
  });
  afterAll(() => t.close());
  afterEach(() => jest.restoreAllMocks());

  it('lists its steps explicitly, in order, the account last', () => {
    expect(t.app.get<UserDataOwner[]>(USER_DATA_OWNERS).map((o) => o.name)).toEqual([
      'appointments',
      'availability',
      'nutrition plans',
      'food diary',
      'nutrition profile',
      'progress',
      'messages',
      'notifications',
      'care team',
      'idempotency keys',
    ]);
  });

  it('a failure half-way is reported, and deleting again finishes the job: nothing of the client is left', async () => {
    const C = await t.actor('client');
    const other = await t.actor('client');
    const db = t.connection;
    const cid = new Types.ObjectId(C.user._id);

    // A booking (which puts N on C's care team), later cancelled; and a past one still holding its lock.
    const booked = await C.http.post('/api/appointments', { nutritionist: N.user._id, date: monday, startTime: '09:00', endTime: '09:30', sessionType: 'consultation', mode: 'online' });
    expect(booked.status).toBe(201);
    expect((await N.http.put(`/api/appointments/${booked.body._id}`, { status: 'cancelled' })).status).toBe(200);
    const past = new Types.ObjectId();
    const pastDate = addDays(clinicToday(), -7);
    await db.collection('appointments').insertOne({
      _id: past, client: cid, nutritionist: new Types.ObjectId(N.user._id), date: pastDate, startTime: '11:00', endTime: '11:30',
      sessionType: 'consultation', mode: 'online', status: 'pending', paymentStatus: 'unpaid', pricePaise: 0, notes: '', createdAt: new Date(), updatedAt: new Date(),
    });
    await db.collection('slot_locks').insertOne({ _id: `${N.user._id}|${pastDate}|11:00` as never, appointment: past, createdAt: new Date() });
    // Records, messages both ways, a second care-team member; and another client's data that must stay.
    expect((await admin.http.post(`/api/careTeam/client/${C.user._id}`, { practitioner: N2.user._id })).status).toBe(201);
    expect((await N.http.post('/api/nutritionPlans', { client: C.user._id, title: 'Plan', startDate: '2026-12-01' })).status).toBe(201);
    expect((await N.http.post('/api/progresses', { client: C.user._id, weight: 70, height: 1.7 })).status).toBe(201);
    expect((await C.http.post('/api/progresses', { client: C.user._id, weight: 69 })).status).toBe(201);
    expect((await C.http.post('/api/messages', { receiver: N.user._id, content: 'Hello' })).status).toBe(201);
    expect((await N.http.post('/api/messages', { receiver: C.user._id, content: 'Hi C' })).status).toBe(201);
    expect((await other.http.post('/api/messages', { receiver: N.user._id, content: 'Not C' })).status).toBe(201);
    const appointmentIds = (await db.collection('appointments').find({ client: cid }).toArray()).map((a) => String(a._id));
    expect(appointmentIds).toHaveLength(2);
    await t.app.get(AuditService).flush();
    const audit = await db.collection('audit_events').countDocuments({ client: cid });
    expect(audit).toBeGreaterThan(0);
    expect((await mentionsOf(t, [C.user._id])).length).toBeGreaterThan(10);

    // The messages step fails once, after appointments, plans and progress are gone.
    jest.spyOn(t.app.get(MessagesUserData), 'deleteFor').mockRejectedValueOnce(new Error('connection reset'));
    const failed = await admin.http.delete(`/api/users/${C.user._id}`);
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ statusCode: 500, code: ErrorCode.UserDeletionIncomplete, message: Messages.users.deletionIncomplete });
    expect(await db.collection('appointments').countDocuments({ client: cid })).toBe(0);
    expect(await db.collection('nutrition_plans').countDocuments({ client: cid })).toBe(0);
    expect(await db.collection('messages').countDocuments({ sender: cid })).toBe(1);
    // Half-deleted, the user counts as gone: their session ends and nobody writes for them.
    expect((await C.http.get(`/api/users/${C.user._id}`)).status).toBe(401);
    expect((await N.http.post('/api/progresses', { client: C.user._id, weight: 71 })).status).toBe(400);
    expect((await N.http.post('/api/messages', { receiver: C.user._id, content: 'Still there?' })).status).toBe(404);

    const retried = await admin.http.delete(`/api/users/${C.user._id}`);
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ message: Messages.users.deleted });
    expect(await mentionsOf(t, [C.user._id, ...appointmentIds])).toEqual([]);
    expect((await admin.http.delete(`/api/users/${C.user._id}`)).status).toBe(404);
    // What was not C's stays: the audit trail of who saw C's records, others' messages, N's week.
    expect(await db.collection('audit_events').countDocuments({ client: cid })).toBe(audit);
    expect(await db.collection('messages').countDocuments({ sender: new Types.ObjectId(other.user._id) })).toBe(1);
    expect(await db.collection('availabilities').countDocuments({ nutritionist: new Types.ObjectId(N.user._id) })).toBe(1);
  });

  it('a refused deletion (a booking ahead) changes nothing', async () => {
    const C = await t.actor('client');
    const booked = await C.http.post('/api/appointments', { nutritionist: N.user._id, date: monday, startTime: '09:30', endTime: '10:00', sessionType: 'consultation', mode: 'online' });
    expect(booked.status).toBe(201);
    const res = await admin.http.delete(`/api/users/${C.user._id}`);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe(ErrorCode.UserHasUpcomingAppointments);
    expect((await C.http.get(`/api/users/${C.user._id}`)).status).toBe(200);
    expect((await C.http.get(`/api/appointments/${booked.body._id}`)).status).toBe(200);
  });

  it('a deleted practitioner leaves their week, teams and messages; their clients keep their history', async () => {
    const P = await t.actor('nutritionist');
    const C = await t.actor('client');
    expect((await P.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: [{ startTime: '09:00', endTime: '10:00' }] })).status).toBe(201);
    const booked = await C.http.post('/api/appointments', { nutritionist: P.user._id, date: monday, startTime: '09:00', endTime: '09:30', sessionType: 'consultation', mode: 'online' });
    expect((await P.http.put(`/api/appointments/${booked.body._id}`, { status: 'cancelled' })).status).toBe(200);
    const plan = await P.http.post('/api/nutritionPlans', { client: C.user._id, title: 'P plan', startDate: '2026-12-01' });
    expect((await P.http.post('/api/messages', { receiver: C.user._id, content: 'From P' })).status).toBe(201);

    expect((await admin.http.delete(`/api/users/${P.user._id}`)).status).toBe(200);
    const pid = new Types.ObjectId(P.user._id);
    const db = t.connection;
    expect(await db.collection('availabilities').countDocuments({ nutritionist: pid })).toBe(0);
    expect(await db.collection('care_team_members').countDocuments({ practitioner: pid })).toBe(0);
    expect(await db.collection('messages').countDocuments({ sender: pid })).toBe(0);
    expect(await db.collection('conversations').countDocuments({ counterpart: pid })).toBe(0);
    expect((await C.http.get(`/api/appointments/${booked.body._id}`)).body.nutritionist).toMatchObject({ name: 'Deleted user' });
    expect((await C.http.get(`/api/nutritionPlans/${plan.body._id}`)).status).toBe(200);
  });
});
