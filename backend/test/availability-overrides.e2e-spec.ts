import { Messages, weekdayOf } from '@clinic/contracts';
import { Types } from 'mongoose';
import { addDays, clinicToday, nextWeekday } from './support/dates';
import { type Actor, TestApp } from './support/test-app';

describe('Date overrides and dated availability (e2e)', () => {
  let t: TestApp;
  let nutritionist: Actor;
  let other: Actor;
  let client: Actor;
  let admin: Actor;
  const monday = nextWeekday('Monday');
  const nextMonday = addDays(monday, 7);
  // The Wednesday of the Monday's week: on a Tuesday in India the next Wednesday comes before that Monday.
  const wednesday = addDays(monday, 2);

  beforeAll(async () => {
    t = await TestApp.start();
    [nutritionist, other, client, admin] = await Promise.all([t.actor('nutritionist'), t.actor('nutritionist'), t.actor('client'), t.admin()]);
    await nutritionist.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: [{ startTime: '10:00', endTime: '11:00' }, { startTime: '11:00', endTime: '11:30' }] });
    await nutritionist.http.put('/api/availabilities/Monday/slot', { startTime: '11:00', endTime: '11:30', isBooked: true });
  });
  afterAll(() => t.close());

  const book = (date: string, startTime: string, endTime: string, who = client) =>
    who.http.post('/api/appointments', { nutritionist: nutritionist.user._id, date, startTime, endTime, sessionType: 'consultation', mode: 'in-person' });
  const countOn = (date: string) => t.connection.collection('appointments').countDocuments({ nutritionist: new Types.ObjectId(nutritionist.user._id), date });
  const overrides = () => t.connection.collection('availability_overrides').countDocuments({ nutritionist: new Types.ObjectId(nutritionist.user._id) });

  it('refuses a booking on a day of time off with 409 APPOINTMENT.TIME_OFF, and writes nothing', async () => {
    const created = await nutritionist.http.post('/api/availabilities/overrides', { kind: 'time-off', startDate: monday, note: 'Conference' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ nutritionist: nutritionist.user._id, kind: 'time-off', startDate: monday, endDate: monday, note: 'Conference' });
    expect(created.body.startTime).toBeUndefined();

    const res = await book(monday, '10:00', '10:30');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'APPOINTMENT.TIME_OFF', message: Messages.availability.timeOff });
    expect(await countOn(monday)).toBe(0);
    expect(await t.connection.collection('slot_locks').countDocuments({ _id: { $regex: `^${nutritionist.user._id}\\|${monday}` } } as never)).toBe(0);

    // Removing the time off makes the day bookable again.
    expect((await nutritionist.http.delete(`/api/availabilities/overrides/${created.body._id}`)).status).toBe(200);
    const again = await book(monday, '10:00', '10:30');
    expect(again.status).toBe(201);
    await client.http.delete(`/api/appointments/${again.body._id}`);
  });

  it('closes every day of a range of time off, and only those', async () => {
    const res = await admin.http.post('/api/availabilities/overrides', {
      nutritionist: nutritionist.user._id,
      kind: 'time-off',
      startDate: addDays(nextMonday, -2),
      endDate: nextMonday,
      note: 'Leave',
    });
    expect(res.status).toBe(201);
    expect((await book(nextMonday, '10:30', '11:00')).body.code).toBe('APPOINTMENT.TIME_OFF');
    expect(await countOn(nextMonday)).toBe(0);
    const after = await book(addDays(nextMonday, 7), '10:30', '11:00');
    expect(after.status).toBe(201);

    const listed = await nutritionist.http.get('/api/availabilities/overrides');
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([expect.objectContaining({ _id: res.body._id, startDate: addDays(nextMonday, -2), endDate: nextMonday, note: 'Leave' })]);
  });

  it('opens extra hours on a date the week does not cover, bookable in its sessions only', async () => {
    expect((await book(wednesday, '18:00', '18:30')).body.code).toBe('APPOINTMENT.OUTSIDE_AVAILABILITY');
    const res = await nutritionist.http.post('/api/availabilities/overrides', { kind: 'extra-hours', startDate: wednesday, startTime: '18:00', endTime: '19:00' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ startDate: wednesday, endDate: wednesday, startTime: '18:00', endTime: '19:00', note: '' });

    expect((await book(wednesday, '18:00', '18:30')).status).toBe(201);
    expect((await book(wednesday, '19:00', '19:30')).body.code).toBe('APPOINTMENT.OUTSIDE_AVAILABILITY');
    expect((await book(addDays(wednesday, 7), '18:00', '18:30')).body.code).toBe('APPOINTMENT.OUTSIDE_AVAILABILITY');

    const overlapping = await nutritionist.http.post('/api/availabilities/overrides', { kind: 'extra-hours', startDate: wednesday, startTime: '18:30', endTime: '20:00' });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.code).toBe('AVAILABILITY.OVERRIDE_OVERLAP');
  });

  it('answers each date of a range with its sessions: free, booked, blocked, time off', async () => {
    const from = addDays(monday, -1);
    const to = addDays(nextMonday, 2);
    const res = await client.http.get(`/api/availabilities/nutritionist/${nutritionist.user._id}/dates?from=${from}&to=${to}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ nutritionist: nutritionist.user._id, from, to });
    expect(res.body.days.map((d: { date: string }) => d.date)).toEqual(Array.from({ length: 11 }, (_, i) => addDays(from, i)));
    const day = (date: string) => res.body.days.find((d: { date: string }) => d.date === date);

    expect(day(monday)).toEqual({
      date: monday,
      timeOff: false,
      slots: [
        { startTime: '10:00', endTime: '10:30', state: 'free', extra: false },
        { startTime: '10:30', endTime: '11:00', state: 'free', extra: false },
        { startTime: '11:00', endTime: '11:30', state: 'blocked', extra: false },
      ],
    });
    expect(day(wednesday).slots).toEqual([
      { startTime: '18:00', endTime: '18:30', state: 'booked', extra: true },
      { startTime: '18:30', endTime: '19:00', state: 'free', extra: true },
    ]);
    expect(day(nextMonday)).toMatchObject({ timeOff: true });
    expect(day(nextMonday).slots.map((s: { state: string }) => s.state)).toEqual(['time-off', 'time-off', 'time-off']);
    expect(day(addDays(monday, 1)).slots).toEqual([]);
  });

  it('marks sessions already started as past', async () => {
    const today = clinicToday();
    const res = await client.http.get(`/api/availabilities/nutritionist/${nutritionist.user._id}/dates?from=${addDays(today, -7)}&to=${today}`);
    expect(res.status).toBe(200);
    const lastMonday = res.body.days.find((d: { date: string }) => weekdayOf(d.date) === 'Monday' && d.date < today);
    expect(lastMonday.slots.map((s: { state: string }) => s.state)).toEqual(['past', 'past', 'past']);
  });

  it.each([
    ['more than 42 days', (id: string) => `/api/availabilities/nutritionist/${id}/dates?from=${monday}&to=${addDays(monday, 42)}`, 400, 'AVAILABILITY.DATED_RANGE_INVALID'],
    ['an end before the start', (id: string) => `/api/availabilities/nutritionist/${id}/dates?from=${monday}&to=${addDays(monday, -1)}`, 400, 'AVAILABILITY.DATED_RANGE_INVALID'],
    ['no dates', (id: string) => `/api/availabilities/nutritionist/${id}/dates`, 400, 'VALIDATION.FAILED'],
    ['a client, not a nutritionist', () => `/api/availabilities/nutritionist/CLIENT/dates?from=${monday}&to=${monday}`, 404, 'USER.NOT_FOUND'],
  ])('refuses dated availability for %s', async (_label, url, status, code) => {
    const res = await client.http.get(url(nutritionist.user._id).replace('CLIENT', client.user._id));
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
  });

  it("lists one nutritionist's appointments of a date range for the calendar, within the caller's scope", async () => {
    const query = `startDate=${clinicToday()}&endDate=${addDays(wednesday, 7)}&sort=date&limit=100`;
    const forAdmin = await admin.http.get(`/api/appointments?${query}&nutritionist=${nutritionist.user._id}`);
    expect(forAdmin.status).toBe(200);
    expect(forAdmin.body.data.map((a: { date: string; startTime: string }) => `${a.date} ${a.startTime}`)).toEqual([`${wednesday} 18:00`]);
    expect((await admin.http.get(`/api/appointments?${query}&nutritionist=${other.user._id}`)).body.data).toEqual([]);
    // Another nutritionist naming this one still sees only their own appointments: none.
    expect((await other.http.get(`/api/appointments?${query}&nutritionist=${nutritionist.user._id}`)).body.total).toBe(0);
  });

  describe('access', () => {
    it('lets a nutritionist neither add, list nor remove another practitioner\'s overrides', async () => {
      const before = await overrides();
      const add = await other.http.post('/api/availabilities/overrides', { nutritionist: nutritionist.user._id, kind: 'time-off', startDate: monday });
      expect(add.status).toBe(403);
      expect(add.body.code).toBe('AVAILABILITY.OVERRIDE_NOT_YOURS');
      expect((await other.http.get(`/api/availabilities/overrides?nutritionist=${nutritionist.user._id}`)).status).toBe(403);
      const mine = (await nutritionist.http.get('/api/availabilities/overrides')).body.data[0];
      const remove = await other.http.delete(`/api/availabilities/overrides/${mine._id}`);
      expect(remove.status).toBe(404);
      expect(remove.body.code).toBe('AVAILABILITY.OVERRIDE_NOT_FOUND');
      expect(await overrides()).toBe(before);
    });

    it('refuses clients any override route, and lets the admin remove anyone\'s', async () => {
      expect((await client.http.post('/api/availabilities/overrides', { kind: 'time-off', startDate: monday })).status).toBe(403);
      expect((await client.http.get('/api/availabilities/overrides')).status).toBe(403);
      const made = await nutritionist.http.post('/api/availabilities/overrides', { kind: 'time-off', startDate: addDays(monday, 30) });
      expect((await client.http.delete(`/api/availabilities/overrides/${made.body._id}`)).status).toBe(403);
      expect((await admin.http.delete(`/api/availabilities/overrides/${made.body._id}`)).status).toBe(200);
      expect(await t.connection.collection('availability_overrides').countDocuments({ _id: new Types.ObjectId(made.body._id) })).toBe(0);
    });

    it('refuses naming a user who is not a practitioner', async () => {
      const res = await admin.http.post('/api/availabilities/overrides', { nutritionist: client.user._id, kind: 'time-off', startDate: monday });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('USER.NOT_FOUND');
    });
  });

  describe('validation', () => {
    it.each([
      [{ kind: 'holiday', startDate: 'MONDAY' }, 'VALIDATION.FAILED'],
      [{ kind: 'time-off', startDate: '2026-02-30' }, 'VALIDATION.FAILED'],
      [{ kind: 'time-off', startDate: 'MONDAY', endDate: 'SUNDAY_BEFORE' }, 'AVAILABILITY.OVERRIDE_INVALID_RANGE'],
      [{ kind: 'time-off', startDate: 'MONDAY', endDate: 'YEAR_LATER' }, 'AVAILABILITY.OVERRIDE_INVALID_RANGE'],
      [{ kind: 'time-off', startDate: 'MONDAY', startTime: '10:00', endTime: '11:00' }, 'AVAILABILITY.OVERRIDE_INVALID_RANGE'],
      [{ kind: 'time-off', startDate: 'YESTERDAY' }, 'AVAILABILITY.OVERRIDE_IN_THE_PAST'],
      [{ kind: 'extra-hours', startDate: 'MONDAY' }, 'AVAILABILITY.OVERRIDE_INVALID_RANGE'],
      [{ kind: 'extra-hours', startDate: 'MONDAY', endDate: 'NEXT_DAY', startTime: '18:00', endTime: '19:00' }, 'AVAILABILITY.OVERRIDE_INVALID_RANGE'],
      [{ kind: 'extra-hours', startDate: 'MONDAY', startTime: '19:00', endTime: '18:00' }, 'AVAILABILITY.OVERRIDE_INVALID_RANGE'],
      [{ kind: 'extra-hours', startDate: 'MONDAY', startTime: '18:15', endTime: '19:00' }, 'VALIDATION.FAILED'],
      [{ kind: 'time-off', startDate: 'MONDAY', note: 'x'.repeat(201) }, 'VALIDATION.FAILED'],
      [{ kind: 'time-off', startDate: 'MONDAY', surprise: true }, 'VALIDATION.FAILED'],
    ])('refuses %j with %s and writes nothing', async (body, code) => {
      const dates: Record<string, string> = {
        MONDAY: addDays(monday, 60),
        SUNDAY_BEFORE: addDays(monday, 59),
        NEXT_DAY: addDays(monday, 61),
        YEAR_LATER: addDays(monday, 60 + 366),
        YESTERDAY: addDays(clinicToday(), -1),
      };
      const resolved = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' && dates[v] ? dates[v] : v]));
      const before = await overrides();
      const res = await nutritionist.http.post('/api/availabilities/overrides', resolved);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
      expect(await overrides()).toBe(before);
    });
  });
});
