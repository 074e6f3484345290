import { getModelToken } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import type { Appointment as AppointmentView, ChatMessage, ClientHome, NutritionPlan as PlanView, Paged } from '@clinic/contracts';
import { Appointment } from '../src/modules/appointments/schemas/appointment.schema';
import { NutritionPlan } from '../src/modules/nutrition-plans/schemas/nutrition-plan.schema';
import { Progress } from '../src/modules/progress/schemas/progress.schema';
import { addDays, clinicToday, MORNING_SLOTS, nextWeekday } from './support/dates';
import type { HttpClient } from './support/http-client';
import { TestApp, type Actor, via } from './support/test-app';

/** 08:00–12:00 in half hours on Wednesdays. */
const SLOTS = MORNING_SLOTS;

/**
 * A client's own reads (their appointment pages, the home's next appointment, current plan and
 * latest measurement, their plans, their latest record, a conversation) and the taken times the
 * booking form asks for are kept in memory while what they were read from is unchanged
 * (`client_versions`, `practice_versions`, `unread_versions`). These tests read each, change it every
 * way the app does, on this instance and on another one, and read it again: it must never show
 * what was kept from before the change.
 */
describe("A client's own reads: what is kept is never stale (e2e)", () => {
  let t: TestApp;
  let second: TestApp;
  let appointments: Model<Appointment>;
  let plans: Model<NutritionPlan>;
  let records: Model<Progress>;
  let admin: Actor;
  let N: Actor;
  const wednesday = nextWeekday('Wednesday');
  const today = clinicToday();

  const get = async <T>(http: HttpClient, path: string): Promise<T> => {
    const res = await http.get(path);
    expect([path, res.status]).toEqual([path, 200]);
    return res.body as T;
  };
  const list = (http: HttpClient, query = '') => get<Paged<AppointmentView>>(http, `/api/appointments?${query}`);
  const home = (http: HttpClient) => get<ClientHome>(http, '/api/home/client');
  const taken = async (http: HttpClient, date = wednesday) => (await get<{ data: { startTime: string }[] }>(http, `/api/appointments/booked?nutritionist=${N.user._id}&date=${date}`)).data.map((r) => r.startTime);
  const versions = async () => {
    const docs = await t.connection.collection<{ _id: string; v: string }>('client_versions').find({}).toArray();
    return Object.fromEntries(docs.map((d) => [d._id, d.v]));
  };

  beforeAll(async () => {
    t = await TestApp.start();
    second = await TestApp.start({}, t);
    appointments = t.app.get<Model<Appointment>>(getModelToken(Appointment.name));
    plans = t.app.get<Model<NutritionPlan>>(getModelToken(NutritionPlan.name));
    records = t.app.get<Model<Progress>>(getModelToken(Progress.name));
    [admin, N] = await Promise.all([t.admin(), t.actor('nutritionist')]);
    expect((await N.http.post('/api/availabilities', { dayOfWeek: 'Wednesday', slots: SLOTS })).status).toBe(201);
  }, 120_000);
  afterAll(async () => {
    await second?.app.close();
    await t?.close();
  });

  it("follows a booking, a confirmation, a reschedule and a cancellation in the client's list, their home and the taken times, on both instances", async () => {
    const A = await t.actor('client');
    const onSecond = via(second, A.http);
    // Read (and so kept) on both instances before anything changes.
    for (const http of [A.http, onSecond]) {
      expect((await list(http, 'sort=upcoming')).total).toBe(0);
      expect((await home(http)).nextAppointment).toBeNull();
      expect(await taken(http)).toEqual([]);
    }

    const booked = await onSecond.post('/api/appointments', { nutritionist: N.user._id, date: wednesday, sessionType: 'consultation', mode: 'online', ...SLOTS[0] });
    expect(booked.status).toBe(201);
    const id = booked.body._id as string;
    for (const http of [A.http, onSecond]) {
      expect((await list(http, 'sort=upcoming')).data.map((a) => [a._id, a.status, a.startTime])).toEqual([[id, 'pending', SLOTS[0].startTime]]);
      expect((await home(http)).nextAppointment).toMatchObject({ _id: id, status: 'pending' });
      expect(await taken(http)).toEqual([SLOTS[0].startTime]);
    }

    expect((await N.http.put(`/api/appointments/${id}`, { status: 'confirmed' })).status).toBe(200);
    expect((await list(onSecond, 'status=confirmed')).data.map((a) => a._id)).toEqual([id]);
    expect((await home(A.http)).nextAppointment).toMatchObject({ _id: id, status: 'confirmed' });

    expect((await A.http.post(`/api/appointments/${id}/reschedule`, { date: wednesday, ...SLOTS[3] })).status).toBe(200);
    for (const http of [A.http, onSecond]) {
      expect(await taken(http)).toEqual([SLOTS[3].startTime]);
      expect((await list(http, 'sort=upcoming')).data.map((a) => a.startTime)).toEqual([SLOTS[3].startTime]);
    }

    expect((await via(second, N.http).post(`/api/appointments/${id}/cancel`, { reason: 'Away' })).status).toBe(200);
    for (const http of [A.http, onSecond]) {
      expect(await taken(http)).toEqual([]);
      expect((await list(http, 'sort=upcoming')).data.map((a) => a.status)).toEqual(['cancelled']);
      expect((await home(http)).nextAppointment).toBeNull();
    }
  });

  it('follows writes through the model, and renews only the clients a write concerns', async () => {
    const [A, B] = await Promise.all([t.actor('client'), t.actor('client')]);
    expect((await list(A.http)).total).toBe(0);
    expect((await list(B.http)).total).toBe(0);
    const visit = await appointments.create({
      nutritionist: new Types.ObjectId(N.user._id),
      client: new Types.ObjectId(A.user._id),
      date: addDays(today, 2),
      startTime: '07:00',
      endTime: '07:30',
      sessionType: 'follow-up',
      mode: 'online',
      status: 'confirmed',
      pricePaise: 100_000,
    });
    expect((await list(A.http)).data.map((a) => [a._id, a.status])).toEqual([[String(visit._id), 'confirmed']]);
    expect(await taken(A.http, addDays(today, 2))).toEqual(['07:00']);
    const before = await versions();

    // Moved to another client by a query write: both clients' lists follow, nobody else's version moves.
    await appointments.updateOne({ _id: visit._id }, { $set: { client: new Types.ObjectId(B.user._id) } });
    const after = await versions();
    expect(after[A.user._id]).not.toBe(before[A.user._id]);
    expect(after[N.user._id]).toBe(before[N.user._id]);
    expect((await list(A.http)).total).toBe(0);
    expect((await list(B.http)).data.map((a) => a._id)).toEqual([String(visit._id)]);

    await appointments.deleteOne({ _id: visit._id });
    expect((await list(via(second, B.http))).total).toBe(0);
    expect(await taken(B.http, addDays(today, 2))).toEqual([]);
  });

  it("follows a plan created, changed and deleted in the client's plans and home", async () => {
    const [A, B] = await Promise.all([t.actor('client'), t.actor('client')]);
    const myPlans = (http: HttpClient) => get<Paged<PlanView>>(http, '/api/nutritionPlans');
    expect((await myPlans(A.http)).total).toBe(0);
    expect((await home(A.http)).currentPlan).toBeNull();
    await home(B.http);
    const meals = [{ mealTime: 'breakfast', description: 'Oats', calories: 300 }];

    const created = await admin.http.post('/api/nutritionPlans', { client: A.user._id, title: 'Week one', startDate: today, meals });
    expect(created.status).toBe(201);
    const id = created.body._id as string;
    expect((await myPlans(A.http)).data.map((p) => [p._id, p.title])).toEqual([[id, 'Week one']]);
    expect((await home(via(second, A.http))).currentPlan).toMatchObject({ _id: id, title: 'Week one' });
    expect((await home(B.http)).currentPlan).toBeNull();

    expect((await via(second, admin.http).put(`/api/nutritionPlans/${id}`, { title: 'Week two' })).status).toBe(200);
    expect((await home(A.http)).currentPlan).toMatchObject({ title: 'Week two' });
    expect((await myPlans(A.http)).data.map((p) => p.title)).toEqual(['Week two']);

    // A plan that has not started yet is not the current one, and the home says so at once.
    await plans.updateOne({ _id: id }, { $set: { startDate: addDays(today, 5) } });
    expect((await home(A.http)).currentPlan).toBeNull();

    expect((await admin.http.delete(`/api/nutritionPlans/${id}`)).status).toBe(200);
    expect((await myPlans(A.http)).total).toBe(0);
  });

  it("follows a progress record added, changed and deleted in the client's latest record and home", async () => {
    const A = await t.actor('client');
    const latest = (http: HttpClient) => http.get(`/api/progresses/latest/${A.user._id}`);
    expect((await latest(A.http)).status).toBe(404);
    expect((await home(A.http)).latestMeasurement).toBeNull();

    const first = await A.http.post('/api/progresses', { client: A.user._id, weight: 70, height: 1.7, date: addDays(today, -7) });
    expect(first.status).toBe(201);
    expect((await latest(A.http)).body).toMatchObject({ _id: first.body._id, weight: 70 });
    // The admin reads it too, kept under the same client's version.
    expect((await latest(admin.http)).body).toMatchObject({ weight: 70 });

    const second_ = await via(second, A.http).post('/api/progresses', { client: A.user._id, weight: 68, height: 1.7, date: today });
    expect(second_.status).toBe(201);
    expect((await latest(A.http)).body).toMatchObject({ _id: second_.body._id, weight: 68 });
    expect((await latest(admin.http)).body).toMatchObject({ weight: 68 });
    expect((await home(A.http)).latestMeasurement).toMatchObject({ weight: 68, change: { weight: -2 } });

    expect((await admin.http.put(`/api/progresses/${second_.body._id}`, { weight: 67.5 })).status).toBe(200);
    expect((await latest(via(second, A.http))).body).toMatchObject({ weight: 67.5 });
    expect((await home(A.http)).latestMeasurement).toMatchObject({ weight: 67.5, change: { weight: -2.5 } });

    await records.deleteOne({ _id: second_.body._id });
    expect((await latest(A.http)).body).toMatchObject({ _id: first.body._id, weight: 70 });
    expect((await home(A.http)).latestMeasurement).toMatchObject({ weight: 70, change: null });
  });

  it('follows a conversation: a new message, reading it, and deleting it, on both instances', async () => {
    const A = await t.actor('client');
    const conversation = async (http: HttpClient, other: Actor) => (await get<{ data: ChatMessage[] }>(http, `/api/messages/conversation/${other.user._id}`)).data.map((m) => [m.content, m.isRead]);
    expect(await conversation(A.http, N)).toEqual([]);
    expect(await conversation(N.http, A)).toEqual([]);

    const sent = await A.http.post('/api/messages', { receiver: N.user._id, content: 'Hello' });
    expect(sent.status).toBe(201);
    expect(await conversation(A.http, N)).toEqual([['Hello', false]]);
    expect(await conversation(via(second, N.http), A)).toEqual([['Hello', false]]);

    // The nutritionist reading it shows on the client's side as read.
    expect((await via(second, N.http).put(`/api/messages/read/${A.user._id}`, {})).status).toBe(200);
    expect(await conversation(A.http, N)).toEqual([['Hello', true]]);

    await N.http.post('/api/messages', { receiver: A.user._id, content: 'Hi Asha' });
    expect(await conversation(A.http, N)).toEqual([
      ['Hello', true],
      ['Hi Asha', false],
    ]);
    expect((await via(second, A.http).delete(`/api/messages/${sent.body._id}`)).status).toBe(200);
    expect(await conversation(A.http, N)).toEqual([['Hi Asha', false]]);
    expect(await conversation(N.http, A)).toEqual([['Hi Asha', false]]);
  });
});
