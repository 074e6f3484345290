import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { Types } from 'mongoose';
import type { AppointmentStatus, ClientHome, PracticeHome } from '@clinic/contracts';
import { Appointment } from '../src/modules/appointments/schemas/appointment.schema';
import { AuditService, type AuditEntryView } from '../src/modules/audit/audit.service';
import { addDays, clinicToday, nextWeekday } from './support/dates';
import { TestApp, type Actor } from './support/test-app';

/** Monday of the clinic's current week. */
const mondayOf = (date: string) => addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7));

describe('Home pages (e2e)', () => {
  let t: TestApp;
  let appointments: Model<Appointment>;
  let admin: Actor;
  let N: Actor;
  let N2: Actor;
  let A: Actor;
  let B: Actor;
  const today = clinicToday();

  /** A fixture appointment written through the model (past ones cannot be booked through the API). */
  const appointment = (nutritionist: Actor, client: Actor, date: string, startTime: string, status: AppointmentStatus, extra: Record<string, unknown> = {}) =>
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
      ...extra,
    });

  /** This week's appointments by status, counted from the stored documents. */
  const weekIn = async (scope: Record<string, unknown>) => {
    const docs = await t.connection
      .collection('appointments')
      .find({ ...scope, date: { $gte: mondayOf(today), $lte: addDays(mondayOf(today), 6) } })
      .toArray();
    const of = (status: string) => docs.filter((d) => d.status === status).length;
    return { booked: docs.length, completed: of('completed'), cancelled: of('cancelled'), noShows: of('no-show') };
  };

  beforeAll(async () => {
    t = await TestApp.start();
    appointments = t.app.get<Model<Appointment>>(getModelToken(Appointment.name));
    [admin, N, N2, A, B] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('nutritionist'), t.actor('client'), t.actor('client')]);
  });
  afterAll(() => t.close());

  describe('access', () => {
    it('refuses the signed-out, and each role the other role\'s home', async () => {
      expect((await t.client().get('/api/home/client')).status).toBe(401);
      expect((await t.client().get('/api/home/practice')).status).toBe(401);
      expect((await A.http.get('/api/home/practice')).status).toBe(403);
      expect((await N.http.get('/api/home/client')).status).toBe(403);
      expect((await admin.http.get('/api/home/client')).status).toBe(403);
    });
  });

  describe('GET /api/home/client', () => {
    it('is empty for a new client, so the page prompts a booking', async () => {
      const res = await A.http.get('/api/home/client');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ nextAppointment: null, currentPlan: null, latestMeasurement: null, unread: { total: 0, conversations: [] } } satisfies ClientHome);
    });

    it('shows the next appointment, today\'s plan, the latest measurement with its change and unread messages: the caller\'s own only', async () => {
      const later = nextWeekday('Wednesday', 10);
      const soon = addDays(today, 2);
      await appointment(N, A, later, '10:00', 'confirmed', { meetingLink: 'https://meet.example.com/a' });
      const next = await appointment(N, A, soon, '11:00', 'pending');
      await appointment(N, A, addDays(today, 1), '09:00', 'cancelled');
      await appointment(N, A, addDays(today, -3), '09:00', 'completed');
      await appointment(N2, B, addDays(today, 1), '09:00', 'confirmed');

      const meals = [{ mealTime: 'breakfast', description: 'Poha', calories: 300 }];
      await admin.http.post('/api/nutritionPlans', { client: A.user._id, title: 'Ended plan', startDate: addDays(today, -60), endDate: addDays(today, -30), meals });
      const current = await admin.http.post('/api/nutritionPlans', { client: A.user._id, title: 'Current plan', startDate: addDays(today, -5), meals });
      await admin.http.post('/api/nutritionPlans', { client: A.user._id, title: 'Future plan', startDate: addDays(today, 5), meals });
      await admin.http.post('/api/nutritionPlans', { client: B.user._id, title: 'B plan', startDate: addDays(today, -5), meals });

      await admin.http.post('/api/progresses', { client: A.user._id, date: addDays(today, -20), weight: 72, height: 1.7, bodyFat: 25 });
      const latest = await admin.http.post('/api/progresses', { client: A.user._id, date: addDays(today, -1), weight: 70.5, height: 1.7 });
      await admin.http.post('/api/progresses', { client: B.user._id, weight: 90, height: 1.8 });

      await N.http.post('/api/messages', { receiver: A.user._id, content: 'First' });
      await N.http.post('/api/messages', { receiver: A.user._id, content: 'See you soon' });
      await N2.http.post('/api/messages', { receiver: B.user._id, content: 'For B' });

      const res = await A.http.get('/api/home/client');
      expect(res.status).toBe(200);
      const home = res.body as ClientHome;
      expect(home.nextAppointment).toMatchObject({ _id: String(next._id), date: soon, startTime: '11:00', status: 'pending', nutritionist: { name: N.user.name } });
      // A meal described in words, as every plan read returns it: day 1 of the cycle, no items, its typed energy.
      const asRead = meals.map((m) => ({ ...m, day: 1, items: [], nutrients: { energyKcal: m.calories, protein: 0, carbohydrate: 0, fat: 0, fibre: 0 } }));
      expect(home.currentPlan).toEqual({ _id: current.body._id, title: 'Current plan', meals: asRead });
      expect(home.latestMeasurement).toMatchObject({ _id: latest.body._id, date: addDays(today, -1), weight: 70.5, previousDate: addDays(today, -20) });
      expect(home.latestMeasurement!.change).toEqual({ weight: -1.5, bodyFat: null, BMI: expect.closeTo(latest.body.BMI - 24.91, 1) });
      expect(home.unread).toEqual({
        total: 2,
        conversations: [{ user: { _id: N.user._id, name: N.user.name }, unread: 2, lastMessage: 'See you soon', lastMessageTime: expect.any(String) }],
      });

      // Reading the conversation clears it from the home page.
      await A.http.put(`/api/messages/read/${N.user._id}`, {});
      expect((await A.http.get('/api/home/client')).body.unread).toEqual({ total: 0, conversations: [] });
      // B sees B's, none of A's.
      const b = (await B.http.get('/api/home/client')).body as ClientHome;
      expect(b.currentPlan?.title).toBe('B plan');
      expect(b.nextAppointment?.client._id).toBe(B.user._id);
      expect(b.latestMeasurement?.weight).toBe(90);
    });

    it('shows today\'s day of a plan of several days: the cycle counted from its start', async () => {
      const C = await t.actor('client');
      await admin.http.post(`/api/careTeam/client/${C.user._id}`, { practitioner: N.user._id });
      const days = [1, 2, 3].map((day) => ({ day, mealTime: 'lunch', description: `Day ${day} lunch`, calories: 400 + day }));
      // Started four days ago: day 1, 2, 3, then day 1 again three days ago, so today (the fifth day) is day 2.
      expect((await N.http.post('/api/nutritionPlans', { client: C.user._id, title: 'Three-day cycle', startDate: addDays(today, -4), meals: days })).status).toBe(201);
      const home = (await C.http.get('/api/home/client')).body as ClientHome;
      expect(home.currentPlan?.meals.map((m) => [m.day, m.description, m.calories])).toEqual([[2, 'Day 2 lunch', 402]]);
    });
  });

  describe('GET /api/home/practice', () => {
    let C1: Actor;
    let C2: Actor;
    let C3: Actor;
    let C4: Actor;

    beforeAll(async () => {
      [C1, C2, C3, C4] = await Promise.all([t.actor('client'), t.actor('client'), t.actor('client'), t.actor('client')]);
      // Follow-ups (N2, default 30 days): C1 last seen 40 days ago with nothing since → due;
      // C2 the same but booked again → not due; C3 seen 10 days ago → not due; C4 seen 45 days
      // ago by N only → due for N and the admin, not for N2.
      await appointment(N2, C1, addDays(today, -40), '10:00', 'completed');
      await appointment(N2, C1, addDays(today, -90), '10:00', 'completed');
      await appointment(N2, C2, addDays(today, -40), '11:00', 'completed');
      await appointment(N2, C2, addDays(today, 3), '11:00', 'confirmed');
      await appointment(N2, C3, addDays(today, -50), '12:00', 'completed');
      await appointment(N2, C3, addDays(today, -10), '12:00', 'completed');
      await appointment(N, C4, addDays(today, -45), '12:00', 'completed');
      // Today for N2: a completed, a cancelled (C1 stays due) and a pending visit (C4 has one booked);
      // the day before the week, not counted in it.
      await appointment(N2, C3, today, '08:00', 'completed');
      await appointment(N2, C1, today, '09:00', 'cancelled');
      await appointment(N2, C4, today, '23:00', 'pending');
      await appointment(N2, C3, addDays(mondayOf(today), -1), '10:00', 'completed');
      await C1.http.post('/api/messages', { receiver: N2.user._id, content: 'Hello from C1' });
    });

    it('gives a nutritionist their own day, requests, unread messages, follow-ups and week', async () => {
      const res = await N2.http.get('/api/home/practice');
      expect(res.status).toBe(200);
      const home = res.body as PracticeHome;
      expect(home.date).toBe(today);
      expect(home.time).toMatch(/^\d\d:\d\d$/);
      expect(home.today.map((a) => [a.startTime, a.client.name, a.status])).toEqual([
        ['08:00', C3.user.name, 'completed'],
        ['09:00', C1.user.name, 'cancelled'],
        ['23:00', C4.user.name, 'pending'],
      ]);
      expect(home.requests.map((a) => a.client._id)).toEqual([C4.user._id]);
      expect(home.requestsTotal).toBe(1);
      expect(home.unread.total).toBe(1);
      expect(home.unread.conversations).toEqual([expect.objectContaining({ user: { _id: C1.user._id, name: C1.user.name }, unread: 1, lastMessage: 'Hello from C1' })]);
      expect(home.followUpDays).toBe(30);
      expect(home.followUps).toEqual([{ client: { _id: C1.user._id, name: C1.user.name, phoneEnding: expect.stringMatching(/^\d{4}$/) }, lastVisit: addDays(today, -40) }]);
      expect(home.week).toEqual({ from: mondayOf(today), to: addDays(mondayOf(today), 6), ...(await weekIn({ nutritionist: new Types.ObjectId(N2.user._id) })) });
      // Today's three are in it, whatever weekday today is.
      expect(home.week.booked).toBeGreaterThanOrEqual(3);
      expect(home.week.completed).toBeGreaterThanOrEqual(1);
      expect(home.week.cancelled).toBeGreaterThanOrEqual(1);
    });

    it('audits one read of the page once per client on it, even one both on today\'s schedule and among the requests', async () => {
      const entries = async () => {
        await t.app.get(AuditService).flush();
        const res = await admin.http.get(`/api/audit/client/${C4.user._id}?limit=100`);
        return (res.body.data as AuditEntryView[]).filter((e) => e.actor._id === N2.user._id && e.action === 'read' && e.resource === 'appointment').length;
      };
      const before = await entries();
      const home = (await N2.http.get('/api/home/practice')).body as PracticeHome;
      expect(home.today.map((a) => a.client._id)).toContain(C4.user._id);
      expect(home.requests.map((a) => a.client._id)).toEqual([C4.user._id]);
      expect(await entries()).toBe(before + 1);
    });

    it('counts a nutritionist\'s own visits for follow-ups, and a booking as nothing due', async () => {
      const home = (await N2.http.get('/api/home/practice')).body as PracticeHome;
      expect(home.followUps.map((f) => f.client._id)).toEqual([C1.user._id]);
      // C4's last visit was with N: due for N, until something is booked with anyone N can see.
      await appointments.deleteMany({ nutritionist: new Types.ObjectId(N2.user._id), date: today });
      const theirs = (await N.http.get('/api/home/practice')).body as PracticeHome;
      expect(theirs.followUps.map((f) => f.client._id)).toEqual([C4.user._id]);
    });

    it('lists the five conversations whose last message is newest, with every unread message counted', async () => {
      const [P, ...writers] = await Promise.all([t.actor('nutritionist'), ...Array.from({ length: 7 }, () => t.actor('client'))]);
      for (const w of writers) expect((await w.http.post('/api/messages', { receiver: P.user._id, content: `From ${w.user.name}` })).status).toBe(201);
      await writers[0].http.post('/api/messages', { receiver: P.user._id, content: 'Again' });
      const shown = (home: PracticeHome) => home.unread.conversations.map((c) => [c.user._id, c.unread, c.lastMessage]);

      let home = (await P.http.get('/api/home/practice')).body as PracticeHome;
      expect(home.unread.total).toBe(8);
      expect(shown(home)).toEqual([
        [writers[0].user._id, 2, 'Again'],
        ...[6, 5, 4, 3].map((i) => [writers[i].user._id, 1, `From ${writers[i].user.name}`]),
      ]);

      // Answering one reads it: the next one in line takes its place.
      await P.http.post('/api/messages', { receiver: writers[6].user._id, content: 'Thanks' });
      home = (await P.http.get('/api/home/practice')).body as PracticeHome;
      expect(home.unread.total).toBe(7);
      expect(shown(home).map(([id]) => id)).toEqual([0, 5, 4, 3, 2].map((i) => writers[i].user._id));
    });

    it('covers the whole clinic for the admin', async () => {
      const home = (await admin.http.get('/api/home/practice')).body as PracticeHome;
      expect(home.followUps.map((f) => [f.client._id, f.lastVisit])).toEqual([
        [C1.user._id, addDays(today, -40)],
        [C4.user._id, addDays(today, -45)],
      ]);
      expect(home.week).toMatchObject(await weekIn({}));
    });
  });
});
