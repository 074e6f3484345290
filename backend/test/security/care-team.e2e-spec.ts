import { Types } from 'mongoose';
import { ErrorCode, Messages } from '@clinic/contracts';
import { CareTeamBackfill } from '../../src/modules/care-team/care-team.backfill';
import { nextWeekday } from '../support/dates';
import { TestApp, type Actor } from '../support/test-app';

/**
 * Issue 20 §1: a nutritionist could put themselves on any client's care team by booking for them,
 * then read, change and delete other practitioners' records. Access now comes only from what the
 * client or the clinic did.
 */
describe('Care teams (e2e)', () => {
  let t: TestApp;
  let admin: Actor;
  let N: Actor;
  let other: Actor;
  let A: Actor;
  const monday = nextWeekday('Monday');
  let slot = 0;
  const nextSlot = () => {
    const h = 8 + slot++;
    return { startTime: `${String(h).padStart(2, '0')}:00`, endTime: `${String(h).padStart(2, '0')}:30` };
  };
  const booking = (nutritionist: Actor, extra: Record<string, unknown> = {}) => ({
    nutritionist: nutritionist.user._id,
    date: monday,
    ...nextSlot(),
    sessionType: 'consultation',
    mode: 'in-person',
    ...extra,
  });
  const team = async (client: Actor) => (await admin.http.get(`/api/careTeam/client/${client.user._id}`)).body.members.map((m: { practitioner: { _id: string } }) => m.practitioner._id);

  beforeAll(async () => {
    t = await TestApp.start();
    [admin, N, other, A] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('nutritionist'), t.actor('client')]);
    const slots = Array.from({ length: 12 }, (_, i) => ({ startTime: `${String(8 + i).padStart(2, '0')}:00`, endTime: `${String(9 + i).padStart(2, '0')}:00` }));
    for (const who of [N, other]) await who.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots });
  });
  afterAll(() => t.close());

  it('refuses every step of the reported attack, and nothing is readable or changed', async () => {
    // The other nutritionist is on A's care team legitimately (A booked) and wrote a plan and a record.
    expect((await A.http.post('/api/appointments', booking(other))).status).toBe(201);
    const plan = (await other.http.post('/api/nutritionPlans', { client: A.user._id, title: 'Other\'s plan', startDate: '2026-12-01' })).body;
    const record = (await other.http.post('/api/progresses', { client: A.user._id, weight: 70, height: 1.7 })).body;
    expect(plan._id && record._id).toBeTruthy();
    const before = {
      plans: await t.connection.collection('nutrition_plans').find().toArray(),
      progress: await t.connection.collection('progress_records').find().toArray(),
      team: await team(A),
    };

    // 1. N, with no relation to A, books an appointment for A with themselves.
    const booked = await N.http.post('/api/appointments', booking(N, { client: A.user._id }));
    expect(booked.status).toBe(403);
    expect(booked.body).toMatchObject({ code: ErrorCode.NotYourClient, message: Messages.care.notYourClient });
    expect(await t.connection.collection('appointments').countDocuments({ nutritionist: new Types.ObjectId(N.user._id) })).toBe(0);
    // 2. N reads A's plans and progress.
    for (const path of [
      `/api/nutritionPlans/client/${A.user._id}`,
      `/api/nutritionPlans/${plan._id}`,
      `/api/progresses/client/${A.user._id}`,
      `/api/progresses/latest/${A.user._id}`,
      `/api/progresses/${record._id}`,
    ]) {
      expect({ path, status: (await N.http.get(path)).status }).toEqual({ path, status: 404 });
    }
    for (const path of ['/api/nutritionPlans?limit=100', '/api/progresses?limit=100', `/api/nutritionPlans?client=${A.user._id}`]) {
      expect((await N.http.get(path)).body.total).toBe(0);
    }
    // 3. N changes and deletes the other nutritionist's plan and record, and adds records as them.
    expect((await N.http.put(`/api/nutritionPlans/${plan._id}`, { title: 'Mine now' })).status).toBe(404);
    expect((await N.http.delete(`/api/nutritionPlans/${plan._id}`)).status).toBe(404);
    expect((await N.http.put(`/api/progresses/${record._id}`, { weight: 90 })).status).toBe(404);
    expect((await N.http.delete(`/api/progresses/${record._id}`)).status).toBe(404);
    expect((await N.http.post('/api/progresses', { client: A.user._id, weight: 99 })).status).toBe(403);
    expect((await N.http.post('/api/nutritionPlans', { client: A.user._id, title: 'x', startDate: '2026-12-01' })).status).toBe(403);
    // 4. N does not appear on A's care team, nor A in N's client picker.
    expect((await N.http.get('/api/users/clients')).body.data).toEqual([]);
    expect((await N.http.post(`/api/careTeam/client/${A.user._id}`, { practitioner: N.user._id })).status).toBe(403);

    expect(await t.connection.collection('nutrition_plans').find().toArray()).toEqual(before.plans);
    expect(await t.connection.collection('progress_records').find().toArray()).toEqual(before.progress);
    expect(await team(A)).toEqual(before.team);
  });

  it('a member changes only what they wrote; every record says who wrote it', async () => {
    const client = await t.actor('client');
    await admin.http.post(`/api/careTeam/client/${client.user._id}`, { practitioner: N.user._id });
    await admin.http.post(`/api/careTeam/client/${client.user._id}`, { practitioner: other.user._id });
    const planByOther = (await other.http.post('/api/nutritionPlans', { client: client.user._id, title: 'By other', startDate: '2026-12-01' })).body;
    const recordByOther = (await other.http.post('/api/progresses', { client: client.user._id, weight: 70 })).body;
    // N reads them (same care team) but cannot change them.
    expect((await N.http.get(`/api/nutritionPlans/${planByOther._id}`)).body.enteredBy._id).toBe(other.user._id);
    for (const res of [
      await N.http.put(`/api/nutritionPlans/${planByOther._id}`, { title: 'N edits' }),
      await N.http.delete(`/api/nutritionPlans/${planByOther._id}`),
      await N.http.put(`/api/progresses/${recordByOther._id}`, { weight: 50 }),
      await N.http.delete(`/api/progresses/${recordByOther._id}`),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: ErrorCode.NotTheAuthor, message: Messages.care.notTheAuthor });
    }
    expect((await admin.http.get(`/api/nutritionPlans/${planByOther._id}`)).body.title).toBe('By other');
    expect((await admin.http.get(`/api/progresses/${recordByOther._id}`)).body.weight).toBe(70);
    // A record N adds under the other's first plan names the other as nutritionist but N as author.
    const byN = (await N.http.post('/api/progresses', { client: client.user._id, weight: 69 })).body;
    expect(byN).toMatchObject({ nutritionist: { _id: other.user._id }, enteredBy: { _id: N.user._id } });
    // The admin acts on all.
    expect((await admin.http.put(`/api/progresses/${byN._id}`, { weight: 68 })).status).toBe(200);
  });

  it('a client\'s own booking puts the practitioner on the care team; cancelling it does not take them off', async () => {
    const client = await t.actor('client');
    expect(await team(client)).toEqual([]);
    const appt = await client.http.post('/api/appointments', booking(N));
    expect(appt.status).toBe(201);
    expect(await team(client)).toEqual([N.user._id]);
    const own = await client.http.get(`/api/careTeam/client/${client.user._id}`);
    expect(own.body.members).toEqual([expect.objectContaining({ practitioner: expect.objectContaining({ _id: N.user._id }), source: 'client-booking' })]);
    expect((await client.http.get(`/api/careTeam/client/${A.user._id}`)).status).toBe(404);
    const picker = (await N.http.get('/api/users/clients')).body.data.map((u: { _id: string }) => u._id);
    expect(picker).toContain(client.user._id);
    expect(picker).not.toContain(A.user._id);
    expect((await client.http.delete(`/api/appointments/${appt.body._id}`)).status).toBe(200);
    expect(await team(client)).toEqual([N.user._id]);
    expect((await N.http.get(`/api/progresses/client/${client.user._id}`)).status).toBe(200);
  });

  it('the admin assigns and removes; removal ends access at once, records stay attributed', async () => {
    const client = await t.actor('client');
    const added = await admin.http.post(`/api/careTeam/client/${client.user._id}`, { practitioner: N.user._id });
    expect(added.status).toBe(201);
    expect(added.body.members).toEqual([expect.objectContaining({ source: 'admin' })]);
    // Assigning again is idempotent.
    expect((await admin.http.post(`/api/careTeam/client/${client.user._id}`, { practitioner: N.user._id })).body.members).toHaveLength(1);
    const plan = (await N.http.post('/api/nutritionPlans', { client: client.user._id, title: 'N plan', startDate: '2026-12-01' })).body;
    expect((await admin.http.delete(`/api/careTeam/client/${client.user._id}/${N.user._id}`)).body).toEqual({ message: Messages.care.removed });
    expect((await N.http.get(`/api/nutritionPlans/${plan._id}`)).status).toBe(404);
    expect((await N.http.put(`/api/nutritionPlans/${plan._id}`, { title: 'x' })).status).toBe(404);
    expect((await client.http.get(`/api/nutritionPlans/${plan._id}`)).body.enteredBy._id).toBe(N.user._id);
    expect((await admin.http.delete(`/api/careTeam/client/${client.user._id}/${N.user._id}`)).status).toBe(404);
    // Only practitioners join, only clients have teams.
    const notPractitioner = await admin.http.post(`/api/careTeam/client/${client.user._id}`, { practitioner: A.user._id });
    expect(notPractitioner.status).toBe(400);
    expect(notPractitioner.body.code).toBe(ErrorCode.NotAPractitioner);
    expect((await admin.http.post(`/api/careTeam/client/${N.user._id}`, { practitioner: other.user._id })).status).toBe(404);
  });

  it('joins are idempotent under concurrency: one membership however many requests race', async () => {
    const client = await t.actor('client');
    const results = await Promise.all(Array.from({ length: 8 }, () => admin.http.post(`/api/careTeam/client/${client.user._id}`, { practitioner: other.user._id })));
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(await t.connection.collection('care_team_members').countDocuments({ client: new Types.ObjectId(client.user._id) })).toBe(1);
  });

  it('a deleted user leaves every care team', async () => {
    const client = await t.actor('client');
    await admin.http.post(`/api/careTeam/client/${client.user._id}`, { practitioner: N.user._id });
    expect((await admin.http.delete(`/api/users/${client.user._id}`)).status).toBe(200);
    expect(await t.connection.collection('care_team_members').countDocuments({ client: new Types.ObjectId(client.user._id) })).toBe(0);
  });

  it('brings legacy data over once: memberships only from bookings the client or the admin made, authors from the audit log', async () => {
    const [c1, c2] = [await t.actor('client'), await t.actor('client')];
    const db = t.connection;
    const appt = (client: Actor, by: Actor | null) => {
      const _id = new Types.ObjectId();
      return { _id, client: new Types.ObjectId(client.user._id), nutritionist: new Types.ObjectId(N.user._id), by };
    };
    const legacy = [appt(c1, c1), appt(c2, N)];
    await db.collection('appointments').insertMany(
      legacy.map(({ _id, client, nutritionist }) => ({ _id, client, nutritionist, date: monday, startTime: '20:00', endTime: '20:30', sessionType: 'consultation', mode: 'online', status: 'pending', paymentStatus: 'unpaid', pricePaise: 0 })),
    );
    const progressId = new Types.ObjectId();
    // A legacy record stored under `other` (the first plan's nutritionist) though N entered it.
    await db.collection('progress_records').insertOne({ _id: progressId, client: new Types.ObjectId(c2.user._id), nutritionist: new Types.ObjectId(other.user._id), date: '2026-11-01', weight: 70, createdAt: new Date() });
    const event = (actor: Actor, resource: string, resourceId: Types.ObjectId, client: Actor) => ({
      at: new Date(), client: new Types.ObjectId(client.user._id), actor: new Types.ObjectId(actor.user._id), actorName: actor.user.name, actorRole: actor.user.role, action: 'create', resource, resourceId: String(resourceId),
    });
    await db.collection('audit_events').insertMany([
      event(c1, 'appointment', legacy[0]._id, c1),
      event(N, 'appointment', legacy[1]._id, c2),
      event(N, 'progress', progressId, c2),
    ]);
    await db.collection('migrations').deleteOne({ _id: 'care-team-v1' } as never);
    await t.app.get(CareTeamBackfill).onApplicationBootstrap();
    await t.app.get(CareTeamBackfill).onApplicationBootstrap();

    expect(await team(c1)).toEqual([N.user._id]);
    expect(await team(c2)).toEqual([]);
    const record = (await admin.http.get(`/api/progresses/${progressId}`)).body;
    expect(record).toMatchObject({ nutritionist: { _id: other.user._id }, enteredBy: { _id: N.user._id } });
  });
});
