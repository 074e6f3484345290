import { getModelToken } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import type { Appointment as AppointmentView, ConversationSummary, Paged } from '@clinic/contracts';
import { Appointment } from '../src/modules/appointments/schemas/appointment.schema';
import { addDays, clinicToday, MORNING_SLOTS, nextWeekday } from './support/dates';
import type { HttpClient } from './support/http-client';
import { TestApp, type Actor, via } from './support/test-app';

/** 08:00–12:00 in half hours on Tuesdays. */
const SLOTS = MORNING_SLOTS;

/**
 * A practitioner's appointment pages and conversation list are kept in memory while what they were
 * read from is unchanged (`practice_versions`, `unread_versions`). These tests read a list, change
 * it every way the app does, on this instance and on another one, and read it again: it must never
 * show what was kept from before the change.
 */
describe("Practitioners' lists: what is kept is never stale (e2e)", () => {
  let t: TestApp;
  let second: TestApp;
  let appointments: Model<Appointment>;
  let admin: Actor;
  let N: Actor;
  let N2: Actor;
  let A: Actor;
  let B: Actor;
  const tuesday = nextWeekday('Tuesday');

  const list = async (http: HttpClient, query: string) => {
    const res = await http.get(`/api/appointments?${query}`);
    expect(res.status).toBe(200);
    return res.body as Paged<AppointmentView>;
  };
  const conversations = async (http: HttpClient, query = '') => {
    const res = await http.get(`/api/messages/conversations${query}`);
    expect(res.status).toBe(200);
    return res.body as Paged<ConversationSummary>;
  };
  const rows = (page: Paged<AppointmentView>) => page.data.map((a) => [a._id, a.status, a.startTime, a.client?.name]);

  beforeAll(async () => {
    t = await TestApp.start();
    second = await TestApp.start({}, t);
    appointments = t.app.get<Model<Appointment>>(getModelToken(Appointment.name));
    [admin, N, N2, A, B] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('nutritionist'), t.actor('client', { name: 'Asha' }), t.actor('client')]);
    expect((await N.http.post('/api/availabilities', { dayOfWeek: 'Tuesday', slots: SLOTS })).status).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await second?.app.close();
    await t?.close();
  });

  it("follows a booking, a confirmation, a reschedule and a cancellation in a nutritionist's and the admin's lists", async () => {
    const confirmedAhead = `status=confirmed&startDate=${clinicToday()}&limit=20`;
    expect((await list(N.http, confirmedAhead)).total).toBe(0);
    expect((await list(N.http, 'sort=upcoming')).data).toEqual([]);
    const clinicBefore = (await list(admin.http, 'limit=5')).total;

    const booked = await A.http.post('/api/appointments', { nutritionist: N.user._id, date: tuesday, sessionType: 'consultation', mode: 'online', ...SLOTS[0] });
    expect(booked.status).toBe(201);
    const id = booked.body._id as string;
    expect(rows(await list(N.http, 'sort=upcoming'))).toEqual([[id, 'pending', SLOTS[0].startTime, 'Asha']]);
    expect((await list(admin.http, 'limit=5')).total).toBe(clinicBefore + 1);
    expect((await list(N.http, confirmedAhead)).total).toBe(0);

    expect((await N.http.put(`/api/appointments/${id}`, { status: 'confirmed' })).status).toBe(200);
    expect(rows(await list(N.http, confirmedAhead))).toEqual([[id, 'confirmed', SLOTS[0].startTime, 'Asha']]);

    const moved = await A.http.post(`/api/appointments/${id}/reschedule`, { date: tuesday, ...SLOTS[3] });
    expect(moved.status).toBe(200);
    expect((await list(N.http, 'sort=upcoming')).data.map((a) => [a._id, a.startTime, a.status])).toEqual([[id, SLOTS[3].startTime, moved.body.status]]);

    expect((await N.http.post(`/api/appointments/${id}/cancel`, { reason: 'Away' })).status).toBe(200);
    expect((await list(N.http, confirmedAhead)).total).toBe(0);
    expect((await list(N.http, 'sort=upcoming')).data.map((a) => a.status)).toEqual(['cancelled']);
    // Another nutritionist's list was never theirs to see.
    expect((await list(N2.http, 'sort=upcoming')).total).toBe(0);
  });

  it('fills in names on every read: a kept page shows the same people twice, and a new name at once', async () => {
    const visit = await appointments.create({
      nutritionist: new Types.ObjectId(N2.user._id),
      client: new Types.ObjectId(A.user._id),
      date: addDays(clinicToday(), 3),
      startTime: '10:00',
      endTime: '10:30',
      sessionType: 'follow-up',
      mode: 'online',
      status: 'confirmed',
      pricePaise: 100_000,
    });
    const first = await list(N2.http, 'limit=10');
    const again = await list(N2.http, 'limit=10');
    expect(again).toEqual(first);
    expect(first.data.map((a) => [a._id, a.client.name, a.nutritionist.name])).toEqual([[String(visit._id), 'Asha', N2.user.name]]);

    expect((await A.http.put('/api/users/profile', { name: 'Asha Rao' })).status).toBe(200);
    expect((await list(N2.http, 'limit=10')).data.map((a) => a.client.name)).toEqual(['Asha Rao']);
  });

  it("follows writes through the model, and another instance's writes, in today's list and the pages", async () => {
    const today = clinicToday();
    expect((await N2.http.get('/api/appointments/today')).body.total).toBe(0);
    const visit = await appointments.create({
      nutritionist: new Types.ObjectId(N2.user._id),
      client: new Types.ObjectId(B.user._id),
      date: today,
      startTime: '07:00',
      endTime: '07:30',
      sessionType: 'follow-up',
      mode: 'online',
      status: 'pending',
      pricePaise: 100_000,
    });
    expect((await N2.http.get('/api/appointments/today')).body.data.map((a: AppointmentView) => a._id)).toEqual([String(visit._id)]);

    // Both instances keep the page; a write through one retires it on both.
    const onSecond = via(second, N2.http);
    const before = await list(onSecond, 'limit=1');
    expect((await list(N2.http, 'limit=1')).total).toBe(before.total);
    expect((await via(second, admin.http).put(`/api/appointments/${visit._id}`, { status: 'confirmed' })).status).toBe(200);
    expect((await N2.http.get('/api/appointments/today')).body.data.map((a: AppointmentView) => a.status)).toEqual(['confirmed']);
    await appointments.deleteOne({ _id: visit._id });
    expect((await list(onSecond, 'limit=1')).total).toBe(before.total - 1);
    expect((await list(N2.http, 'limit=1')).total).toBe(before.total - 1);
  });

  it("follows a practitioner's conversations: a new message, a read one, a deleted one, and a deleted account", async () => {
    const [P, X, Y] = await Promise.all([t.actor('nutritionist'), t.actor('client'), t.actor('client')]);
    const summary = async (http: HttpClient = P.http) => (await conversations(http)).data.map((c) => [c.user._id, c.lastMessage, c.isRead]);
    expect((await conversations(P.http)).total).toBe(0);

    await X.http.post('/api/messages', { receiver: P.user._id, content: 'One' });
    expect(await summary()).toEqual([[X.user._id, 'One', false]]);
    await Y.http.post('/api/messages', { receiver: P.user._id, content: 'From Y' });
    expect(await summary()).toEqual([
      [Y.user._id, 'From Y', false],
      [X.user._id, 'One', false],
    ]);
    // The second page, kept separately, follows too.
    expect((await conversations(P.http, '?page=2&limit=1')).data.map((c) => c.lastMessage)).toEqual(['One']);

    expect((await P.http.put(`/api/messages/read/${X.user._id}`, {})).status).toBe(200);
    expect(await summary()).toEqual([
      [Y.user._id, 'From Y', false],
      [X.user._id, 'One', true],
    ]);
    const two = await X.http.post('/api/messages', { receiver: P.user._id, content: 'Two' });
    expect(await summary()).toEqual([
      [X.user._id, 'Two', false],
      [Y.user._id, 'From Y', false],
    ]);
    expect((await conversations(P.http, '?page=2&limit=1')).data.map((c) => c.lastMessage)).toEqual(['From Y']);

    // Deleted on the other instance: the preview goes back to the message before.
    expect((await via(second, X.http).delete(`/api/messages/${two.body._id}`)).status).toBe(200);
    expect(await summary()).toEqual([
      [Y.user._id, 'From Y', false],
      [X.user._id, 'One', true],
    ]);
    // The answer shows on the client's side as well.
    await P.http.post('/api/messages', { receiver: Y.user._id, content: 'Answer' });
    expect(await summary(Y.http)).toEqual([[P.user._id, 'Answer', false]]);

    // An account going takes its conversations out of everyone's list.
    expect((await admin.http.delete(`/api/users/${Y.user._id}`)).status).toBe(200);
    expect(await summary()).toEqual([[X.user._id, 'One', true]]);
    expect((await conversations(P.http)).total).toBe(1);
  });

  it("follows a write of a summary itself, and renews only its owner's version", async () => {
    const [P, Q, X] = await Promise.all([t.actor('nutritionist'), t.actor('nutritionist'), t.actor('client')]);
    await X.http.post('/api/messages', { receiver: P.user._id, content: 'Hello' });
    await X.http.post('/api/messages', { receiver: Q.user._id, content: 'Hello' });
    expect((await conversations(P.http)).data.map((c) => c.lastMessage)).toEqual(['Hello']);
    await conversations(Q.http);
    const versions = async () => {
      const docs = await t.connection.collection<{ _id: string; v: string }>('unread_versions').find({}).toArray();
      return Object.fromEntries(docs.map((d) => [d._id, d.v]));
    };
    const before = await versions();

    // Summaries are written after their message (a preview, the time it was read): a page kept in
    // between must not outlive that write.
    const summaries = t.connection.model('Conversation');
    await summaries.updateOne({ _id: `${P.user._id}|${X.user._id}` }, { $set: { lastMessage: 'Edited' } });
    const after = await versions();
    expect(after[P.user._id]).not.toBe(before[P.user._id]);
    expect(after[Q.user._id]).toBe(before[Q.user._id]);
    expect(after[X.user._id]).toBe(before[X.user._id]);
    expect((await conversations(P.http)).data.map((c) => c.lastMessage)).toEqual(['Edited']);

    // A write of many people's summaries retires everyone's pages.
    await summaries.deleteMany({ counterpart: new Types.ObjectId(X.user._id) });
    expect((await conversations(P.http)).total).toBe(0);
    expect((await conversations(Q.http)).total).toBe(0);
  });
});
