import { Types } from 'mongoose';
import { ErrorCode, Messages, weekdayOf } from '@clinic/contracts';
import { addDays, clinicToday } from './support/dates';
import { TestApp, type Actor } from './support/test-app';

const SLOTS = [
  { startTime: '10:00', endTime: '10:30' },
  { startTime: '10:30', endTime: '11:00' },
  { startTime: '11:00', endTime: '11:30' },
];

describe('Cancelling keeps the appointment, with who, when and why (e2e)', () => {
  let t: TestApp;
  let admin: Actor;
  let N: Actor;
  let client: Actor;
  let other: Actor;
  const date = addDays(clinicToday(), 14);

  beforeAll(async () => {
    t = await TestApp.start();
    [admin, N, client, other] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('client'), t.actor('client')]);
    await N.http.post('/api/availabilities', { dayOfWeek: weekdayOf(date), slots: SLOTS });
  }, 120_000);
  afterAll(() => t.close());

  const book = async (slot: (typeof SLOTS)[number], who: Actor = client) => {
    const res = await who.http.post('/api/appointments', { nutritionist: N.user._id, date, sessionType: 'consultation', mode: 'in-person', ...slot });
    expect(res.status).toBe(201);
    return res.body._id as string;
  };
  const stored = (id: string) => t.connection.collection('appointments').findOne({ _id: new Types.ObjectId(id) });

  it('records the canceller, the time and the reason; the client reads them; the slot is free again', async () => {
    const id = await book(SLOTS[0]);
    const before = Date.now();
    const res = await admin.http.put(`/api/appointments/${id}`, { status: 'cancelled', cancelReason: '  The nutritionist is unwell.  ' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    expect(res.body.cancellation).toMatchObject({ by: { _id: admin.user._id, name: admin.user.name }, reason: 'The nutritionist is unwell.' });
    expect(Date.parse(res.body.cancellation.at)).toBeGreaterThanOrEqual(before - 1000);

    const doc = await stored(id);
    expect(doc).toMatchObject({ status: 'cancelled', cancelReason: 'The nutritionist is unwell.' });
    expect(String(doc?.cancelledBy)).toBe(admin.user._id);

    const seen = await client.http.get(`/api/appointments/${id}`);
    expect(seen.body.cancellation).toMatchObject({ by: { name: admin.user.name }, reason: 'The nutritionist is unwell.' });
    // Cancelling frees the slot.
    await book(SLOTS[0], other);
  });

  it('takes the reason as optional', async () => {
    const id = await book(SLOTS[1]);
    const res = await N.http.put(`/api/appointments/${id}`, { status: 'cancelled' });
    expect(res.status).toBe(200);
    expect(res.body.cancellation).toMatchObject({ by: { _id: N.user._id }, reason: '' });
  });

  it('refuses a reason without cancelling, a reason too long, and a client cancelling through the clinic fields; nothing changes', async () => {
    const id = await book(SLOTS[2]);
    const cases = [
      { who: admin, body: { status: 'confirmed', cancelReason: 'x' }, status: 400, message: Messages.appointments.cancelReasonOnlyWhenCancelling, code: ErrorCode.AppointmentCancelReasonWithoutCancel },
      { who: admin, body: { cancelReason: 'x' }, status: 400, message: Messages.appointments.cancelReasonOnlyWhenCancelling, code: ErrorCode.AppointmentCancelReasonWithoutCancel },
      { who: admin, body: { status: 'cancelled', cancelReason: 'x'.repeat(501) }, status: 400, message: Messages.appointments.cancelReasonTooLong, code: ErrorCode.ValidationFailed },
      { who: client, body: { status: 'cancelled', cancelReason: 'x' }, status: 403, message: Messages.appointments.clientCannotChange, code: ErrorCode.AppointmentClientCannotChange },
    ];
    for (const c of cases) {
      const res = await c.who.http.put(`/api/appointments/${id}`, c.body);
      expect([res.status, res.body.code, res.body.message]).toEqual([c.status, c.code, c.message]);
    }
    const doc = await stored(id);
    expect(doc?.status).toBe('pending');
    expect(doc?.cancelledBy ?? null).toBeNull();
    expect((await client.http.get(`/api/appointments/${id}`)).body.cancellation).toBeNull();
  });

  it('forgets the cancellation when the appointment is taken back', async () => {
    // The slot the first test freed and another client then booked.
    const target = (await other.http.get('/api/appointments')).body.data[0]._id as string;
    await admin.http.put(`/api/appointments/${target}`, { status: 'cancelled', cancelReason: 'Double booked' });
    const res = await admin.http.put(`/api/appointments/${target}`, { status: 'confirmed' });
    expect(res.status).toBe(200);
    expect(res.body.cancellation).toBeNull();
    const doc = await stored(target);
    expect(doc?.cancelledBy ?? null).toBeNull();
    expect(doc?.cancelReason ?? null).toBeNull();
  });

  it("keeps the spec's DELETE for practitioners", async () => {
    const list = await other.http.get('/api/appointments?limit=100');
    const id = list.body.data[0]._id as string;
    expect((await admin.http.request('DELETE', `/api/appointments/${id}`)).status).toBe(200);
    expect(await stored(id)).toBeNull();
  });
});

describe('My Appointments order (e2e)', () => {
  let t: TestApp;
  let client: Actor;
  let N: Actor;
  beforeAll(async () => {
    t = await TestApp.start();
    [N, client] = await Promise.all([t.actor('nutritionist'), t.actor('client')]);
  }, 120_000);
  afterAll(() => t.close());

  it('lists upcoming appointments first, soonest at the top, then past ones, most recent first, across pages', async () => {
    const today = clinicToday();
    const dates = [addDays(today, -30), addDays(today, 20), addDays(today, -2), addDays(today, 3), addDays(today, 10), addDays(today, -10)];
    // Past appointments cannot be booked through the API: written as fixtures.
    await t.connection.collection('appointments').insertMany(
      dates.map((date) => ({
        nutritionist: new Types.ObjectId(N.user._id),
        client: new Types.ObjectId(client.user._id),
        date,
        startTime: '10:00',
        endTime: '10:30',
        sessionType: 'consultation',
        mode: 'in-person',
        status: 'completed',
        paymentStatus: 'unpaid',
        pricePaise: 150000,
        notes: '',
        meetingLink: '',
        createdAt: new Date(),
        updatedAt: new Date(),
      })),
    );
    const expected = [addDays(today, 3), addDays(today, 10), addDays(today, 20), addDays(today, -2), addDays(today, -10), addDays(today, -30)];
    const all = await client.http.get('/api/appointments?sort=upcoming&limit=100');
    expect(all.status).toBe(200);
    expect(all.body.data.map((a: { date: string }) => a.date)).toEqual(expected);
    expect(all.body.total).toBe(6);

    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await client.http.get(`/api/appointments?sort=upcoming&limit=2&page=${page}`);
      pages.push(...res.body.data.map((a: { date: string }) => a.date));
      expect(res.body.total).toBe(6);
    }
    expect(pages).toEqual(expected);
    // Filters still apply.
    const past = await client.http.get(`/api/appointments?sort=upcoming&endDate=${today}`);
    expect(past.body.data.map((a: { date: string }) => a.date)).toEqual(expected.slice(3));
  });
});
