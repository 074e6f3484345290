import { getModelToken } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import type { AppointmentStatus, PracticeHome } from '@clinic/contracts';
import { Appointment } from '../src/modules/appointments/schemas/appointment.schema';
import { addDays, clinicToday, MORNING_SLOTS, nextWeekday } from './support/dates';
import { TestApp, type Actor } from './support/test-app';

/** 08:00–12:00 in half hours on Mondays. */
const SLOTS = MORNING_SLOTS;

/**
 * The practice home keeps its appointment figures per practice while that practice's appointments
 * are unchanged (`practice_versions`). These tests read a home, change appointments every way the
 * app does, and read it again: it must never show what was kept from before the change.
 */
describe('Practice home: what it keeps is never stale (e2e)', () => {
  let t: TestApp;
  let appointments: Model<Appointment>;
  let admin: Actor;
  let N: Actor;
  let N2: Actor;
  let A: Actor;
  const today = clinicToday();
  const monday = nextWeekday('Monday');

  const home = async (who: Actor) => {
    const res = await who.http.get('/api/home/practice');
    expect(res.status).toBe(200);
    return res.body as PracticeHome;
  };
  const versions = async () => {
    const docs = await t.connection.collection<{ _id: string; v: string }>('practice_versions').find({}).toArray();
    return Object.fromEntries(docs.map((d) => [d._id, d.v]));
  };
  const appointment = (nutritionist: Actor, client: Actor, date: string, startTime: string, status: AppointmentStatus) =>
    appointments.create({
      nutritionist: new Types.ObjectId(nutritionist.user._id),
      client: new Types.ObjectId(client.user._id),
      date,
      startTime,
      endTime: `${startTime.slice(0, 3)}30`,
      sessionType: 'follow-up',
      mode: 'online',
      status,
      pricePaise: 100_000,
    });

  beforeAll(async () => {
    t = await TestApp.start();
    appointments = t.app.get<Model<Appointment>>(getModelToken(Appointment.name));
    [admin, N, N2, A] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('nutritionist'), t.actor('client')]);
    expect((await N.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: SLOTS })).status).toBe(201);
  }, 120_000);
  afterAll(() => t.close());

  it('follows a booking, a confirmation, a reschedule and a cancellation through the API', async () => {
    expect((await home(N)).requestsTotal).toBe(0);
    const before = (await home(admin)).requestsTotal;

    const booked = await A.http.post('/api/appointments', { nutritionist: N.user._id, date: monday, sessionType: 'consultation', mode: 'online', ...SLOTS[0] });
    expect(booked.status).toBe(201);
    const id = booked.body._id as string;
    expect((await home(N)).requests.map((a) => [a._id, a.startTime])).toEqual([[id, SLOTS[0].startTime]]);
    expect((await home(admin)).requestsTotal).toBe(before + 1);

    expect((await N.http.put(`/api/appointments/${id}`, { status: 'confirmed' })).status).toBe(200);
    expect((await home(N)).requestsTotal).toBe(0);
    expect((await home(admin)).requestsTotal).toBe(before);

    const moved = await A.http.post(`/api/appointments/${id}/reschedule`, { date: monday, ...SLOTS[3] });
    expect(moved.status).toBe(200);
    const afterMove = await home(N);
    // A moved visit waits for confirmation again, or keeps its confirmation: the home says what is stored.
    expect(afterMove.requests.map((a) => [a._id, a.startTime])).toEqual(moved.body.status === 'pending' ? [[id, SLOTS[3].startTime]] : []);

    expect((await N.http.post(`/api/appointments/${id}/cancel`, { reason: 'Away' })).status).toBe(200);
    expect((await home(N)).requestsTotal).toBe(0);
    expect((await home(admin)).requestsTotal).toBe(before);
  });

  it("follows writes through the model: today's list, the week and follow-ups", async () => {
    const first = await home(N2);
    expect(first.today).toEqual([]);
    const visit = await appointment(N2, A, today, '10:00', 'pending');
    const second = await home(N2);
    expect(second.today.map((a) => [a._id, a.status])).toEqual([[String(visit._id), 'pending']]);
    expect(second.week.booked).toBe(first.week.booked + 1);
    expect(second.requests.map((a) => a._id)).toEqual([String(visit._id)]);

    await appointments.updateOne({ _id: visit._id }, { $set: { status: 'no-show' } });
    const third = await home(N2);
    expect(third.today.map((a) => a.status)).toEqual(['no-show']);
    expect(third.week.noShows).toBe(first.week.noShows + 1);
    expect(third.requestsTotal).toBe(0);

    // A completed visit 40 days ago makes A due; anything booked since makes A not due.
    await appointment(N2, A, addDays(today, -40), '10:00', 'completed');
    expect((await home(N2)).followUps.map((f) => f.client._id)).toEqual([A.user._id]);
    const next = await appointment(N2, A, addDays(today, 5), '10:00', 'confirmed');
    expect((await home(N2)).followUps).toEqual([]);
    await next.deleteOne();
    expect((await home(N2)).followUps.map((f) => f.client._id)).toEqual([A.user._id]);
    await appointments.insertMany([{ ...next.toObject(), _id: new Types.ObjectId() }]);
    expect((await home(N2)).followUps).toEqual([]);
  });

  it("renews only the written practice's version and the clinic's", async () => {
    await home(N);
    await home(N2);
    await home(admin);
    const before = await versions();
    expect(before[N.user._id]).toEqual(expect.any(String));
    expect(before.clinic).toEqual(expect.any(String));

    await appointment(N2, A, addDays(today, 9), '11:00', 'pending');
    const after = await versions();
    expect(after[N.user._id]).toBe(before[N.user._id]);
    expect(after[N2.user._id]).not.toBe(before[N2.user._id]);
    expect(after.clinic).not.toBe(before.clinic);
  });

  it('follows unread messages: a new one, a deleted one, a read conversation, and many at once', async () => {
    const [P, X, Y] = await Promise.all([t.actor('nutritionist'), t.actor('client'), t.actor('client')]);
    const unread = async () => (await home(P)).unread;
    const preview = async () => (await unread()).conversations.map((c) => [c.user._id, c.unread, c.lastMessage]);
    expect(await unread()).toEqual({ total: 0, conversations: [] });

    await X.http.post('/api/messages', { receiver: P.user._id, content: 'One' });
    expect(await preview()).toEqual([[X.user._id, 1, 'One']]);
    const second = await X.http.post('/api/messages', { receiver: P.user._id, content: 'Two' });
    expect(await preview()).toEqual([[X.user._id, 2, 'Two']]);
    // Deleting the last one brings back the one before as the preview.
    expect((await X.http.delete(`/api/messages/${second.body._id}`)).status).toBe(200);
    expect(await preview()).toEqual([[X.user._id, 1, 'One']]);
    await Y.http.post('/api/messages', { receiver: P.user._id, content: 'From Y' });
    expect(await preview()).toEqual([
      [Y.user._id, 1, 'From Y'],
      [X.user._id, 1, 'One'],
    ]);
    // Reading one conversation; the client's own home follows the practitioner's answer.
    expect((await P.http.put(`/api/messages/read/${Y.user._id}`, {})).status).toBe(200);
    expect(await preview()).toEqual([[X.user._id, 1, 'One']]);
    await P.http.post('/api/messages', { receiver: X.user._id, content: 'Answer' });
    expect(await unread()).toEqual({ total: 0, conversations: [] });
    expect((await X.http.get('/api/home/client')).body.unread).toMatchObject({ total: 1, conversations: [{ user: { _id: P.user._id }, unread: 1, lastMessage: 'Answer' }] });

    // Deleting all of a user's messages (their account going) reaches everyone they wrote to.
    await Y.http.post('/api/messages', { receiver: P.user._id, content: 'Again' });
    expect((await unread()).total).toBe(1);
    await t.connection.model('Message').deleteMany({ $or: [{ sender: new Types.ObjectId(Y.user._id) }, { receiver: new Types.ObjectId(Y.user._id) }] });
    expect(await unread()).toEqual({ total: 0, conversations: [] });
  });

  it('reads afresh once the versions are emptied (a restore), even after a write that bypassed the model', async () => {
    const kept = await home(N2);
    // The raw driver skips the middleware: the home may keep showing what it read...
    const { insertedId } = await t.connection.collection('appointments').insertOne({
      nutritionist: new Types.ObjectId(N2.user._id),
      client: new Types.ObjectId(A.user._id),
      date: today,
      startTime: '12:00',
      endTime: '12:30',
      sessionType: 'follow-up',
      mode: 'online',
      status: 'confirmed',
      paymentStatus: 'unpaid',
      paymentState: '',
      pricePaise: 100_000,
      notes: '',
      meetingLink: '',
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    expect((await home(N2)).today.map((a) => a._id)).toEqual(kept.today.map((a) => a._id));
    // ...until its version is gone, as a restore leaves it: the next read starts a new one.
    await t.connection.collection('practice_versions').deleteMany({});
    expect((await home(N2)).today.map((a) => a._id)).toContain(String(insertedId));
  });
});
