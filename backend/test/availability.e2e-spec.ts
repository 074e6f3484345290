import { Messages } from '@clinic/contracts';
import { TestApp } from './support/test-app';

describe('Availability (e2e)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await TestApp.start();
  });
  afterAll(() => t.close());

  it('adds slots to a day, merging with what is there, and lists the week Monday to Sunday', async () => {
    const { http, user } = await t.actor('nutritionist');
    const first = await http.post('/api/availabilities', { dayOfWeek: 'Wednesday', slots: [{ startTime: '14:00', endTime: '15:00' }] });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ nutritionist: user._id, dayOfWeek: 'Wednesday', slots: [{ startTime: '14:00', endTime: '15:00', isBooked: false }] });
    await http.post('/api/availabilities', { dayOfWeek: 'Wednesday', slots: [{ startTime: '09:00', endTime: '09:30' }] });
    await http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: [{ startTime: '10:00', endTime: '10:30' }] });

    const mine = await http.get('/api/availabilities/mine');
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((d: { dayOfWeek: string }) => d.dayOfWeek)).toEqual(['Monday', 'Wednesday']);
    expect(mine.body.data[1].slots.map((s: { startTime: string }) => s.startTime)).toEqual(['09:00', '14:00']);
  });

  it.each([
    [{ dayOfWeek: 'Funday', slots: [{ startTime: '10:00', endTime: '10:30' }] }, Messages.availability.invalidDay],
    [{ slots: [{ startTime: '10:00', endTime: '10:30' }] }, Messages.availability.invalidDay],
    [{ dayOfWeek: 'Monday', slots: [] }, Messages.availability.selectDayAndSlots],
    [{ dayOfWeek: 'Monday' }, Messages.availability.selectDayAndSlots],
    [{ dayOfWeek: 'Monday', slots: [{ startTime: '10:00' }] }, Messages.availability.invalidTime],
    [{ dayOfWeek: 'Monday', slots: [{ startTime: '10:15', endTime: '10:45' }] }, Messages.availability.invalidTime],
    [{ dayOfWeek: 'Monday', slots: [{ startTime: '23:30', endTime: '24:00' }] }, Messages.availability.invalidTime],
    [{ dayOfWeek: 'Monday', slots: [{ startTime: '11:00', endTime: '10:00' }] }, Messages.availability.startBeforeEnd],
    [{ dayOfWeek: 'Monday', slots: [{ startTime: '10:00', endTime: '10:00' }] }, Messages.availability.startBeforeEnd],
    [{ dayOfWeek: 'Monday', slots: [{ startTime: '10:00', endTime: '11:00' }, { startTime: '10:30', endTime: '11:30' }] }, Messages.availability.overlap],
  ])('refuses %j with "%s" and writes nothing', async (body, message) => {
    const { http } = await t.actor('nutritionist');
    const res = await http.post('/api/availabilities', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect((await http.get('/api/availabilities/mine')).body.data).toEqual([]);
  });

  it('refuses new slots that overlap the day\'s existing ones', async () => {
    const { http } = await t.actor('nutritionist');
    await http.post('/api/availabilities', { dayOfWeek: 'Friday', slots: [{ startTime: '10:00', endTime: '12:00' }] });
    const res = await http.post('/api/availabilities', { dayOfWeek: 'Friday', slots: [{ startTime: '11:30', endTime: '12:30' }] });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'AVAILABILITY.OVERLAP', message: Messages.availability.overlap });
    expect((await http.get('/api/availabilities/mine')).body.data[0].slots).toHaveLength(1);
  });

  it('keeps every slot when two additions to one day race', async () => {
    const { http } = await t.actor('nutritionist');
    const times = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00'];
    const results = await Promise.all(
      times.map((start) => http.post('/api/availabilities', { dayOfWeek: 'Tuesday', slots: [{ startTime: start, endTime: start.replace(':00', ':30') }] })),
    );
    expect(results.map((r) => r.status)).toEqual(times.map(() => 201));
    const day = (await http.get('/api/availabilities/mine')).body.data[0];
    expect(day.slots.map((s: { startTime: string }) => s.startTime)).toEqual(times);
  });

  it('replaces a day\'s slots, dropping blank rows and keeping the status of unchanged ones', async () => {
    const { http } = await t.actor('nutritionist');
    await http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: [{ startTime: '10:00', endTime: '10:30' }, { startTime: '11:00', endTime: '11:30' }] });
    await http.put('/api/availabilities/Monday/slot', { startTime: '10:00', endTime: '10:30', isBooked: true });
    const res = await http.put('/api/availabilities/Monday', {
      slots: [{ startTime: '10:00', endTime: '10:30' }, { startTime: '', endTime: '' }, { startTime: '15:00', endTime: '16:00' }, {}],
    });
    expect(res.status).toBe(200);
    expect(res.body.slots).toEqual([
      { startTime: '10:00', endTime: '10:30', isBooked: true },
      { startTime: '15:00', endTime: '16:00', isBooked: false },
    ]);
  });

  it('refuses a replacement with no valid slot left, and one for a day that is not set', async () => {
    const { http } = await t.actor('nutritionist');
    await http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: [{ startTime: '10:00', endTime: '10:30' }] });
    const blank = await http.put('/api/availabilities/Monday', { slots: [{ startTime: '', endTime: '' }, { startTime: '10:00' }] });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe(Messages.availability.addOneValidSlot);
    expect((await http.put('/api/availabilities/Monday', { slots: [] })).body.message).toBe(Messages.availability.addOneValidSlot);
    expect((await http.put('/api/availabilities/Monday', { slots: [{ startTime: '10:00', endTime: '10:20' }] })).body.message).toBe(
      Messages.availability.invalidTime,
    );
    expect((await http.put('/api/availabilities/Monday', { slots: [{ startTime: '10:00', endTime: '11:00' }, { startTime: '10:30', endTime: '12:00' }] })).body.message).toBe(
      Messages.availability.overlap,
    );
    const missing = await http.put('/api/availabilities/Sunday', { slots: [{ startTime: '10:00', endTime: '10:30' }] });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(Messages.availability.dayNotSet);
    expect((await http.put('/api/availabilities/Someday', { slots: [] })).status).toBe(400);
    expect((await http.get('/api/availabilities/mine')).body.data[0].slots).toEqual([{ startTime: '10:00', endTime: '10:30', isBooked: false }]);
  });

  it('marks one slot booked and free again, and 404s for a slot that does not exist', async () => {
    const { http } = await t.actor('nutritionist');
    await http.post('/api/availabilities', { dayOfWeek: 'Thursday', slots: [{ startTime: '09:00', endTime: '09:30' }] });
    const booked = await http.put('/api/availabilities/Thursday/slot', { startTime: '09:00', endTime: '09:30', isBooked: true });
    expect(booked.status).toBe(200);
    expect(booked.body.slots[0].isBooked).toBe(true);
    const freed = await http.put('/api/availabilities/Thursday/slot', { startTime: '09:00', endTime: '09:30', isBooked: false });
    expect(freed.body.slots[0].isBooked).toBe(false);
    const missing = await http.put('/api/availabilities/Thursday/slot', { startTime: '12:00', endTime: '12:30', isBooked: true });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(Messages.availability.slotNotFound);
    expect((await http.put('/api/availabilities/Thursday/slot', { startTime: '09:00', endTime: '09:30', isBooked: 'yes' })).status).toBe(400);
  });

  it('deletes a day with a message, then 404s', async () => {
    const { http } = await t.actor('nutritionist');
    await http.post('/api/availabilities', { dayOfWeek: 'Saturday', slots: [{ startTime: '09:00', endTime: '09:30' }] });
    const res = await http.delete('/api/availabilities/Saturday');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Availability for Saturday deleted.' });
    expect((await http.delete('/api/availabilities/Saturday')).status).toBe(404);
    expect((await http.get('/api/availabilities/mine')).body.data).toEqual([]);
  });

  it('shows any nutritionist\'s week to signed-in users, and 404s for non-nutritionists', async () => {
    const nutritionist = await t.actor('nutritionist');
    await nutritionist.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: [{ startTime: '10:00', endTime: '10:30' }] });
    const client = await t.actor('client');
    const res = await client.http.get(`/api/availabilities/nutritionist/${nutritionist.user._id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect((await client.http.get(`/api/availabilities/nutritionist/${client.user._id}`)).status).toBe(404);
    expect((await client.http.get('/api/availabilities/nutritionist/665f1c2b9d3e4a0012ab34cd')).status).toBe(404);
    expect((await client.http.get('/api/availabilities/nutritionist/nope')).status).toBe(400);
    expect((await t.client().get(`/api/availabilities/nutritionist/${nutritionist.user._id}`)).status).toBe(401);
  });

  it('lets only admins and nutritionists change availability, each only their own', async () => {
    const client = await t.actor('client');
    expect((await client.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: [{ startTime: '10:00', endTime: '10:30' }] })).status).toBe(403);
    expect((await client.http.get('/api/availabilities/mine')).status).toBe(403);
    expect((await client.http.put('/api/availabilities/Monday', { slots: [] })).status).toBe(403);
    expect((await client.http.put('/api/availabilities/Monday/slot', { startTime: '10:00', endTime: '10:30', isBooked: true })).status).toBe(403);
    expect((await client.http.delete('/api/availabilities/Monday')).status).toBe(403);
    const anonymous = t.client();
    expect((await anonymous.post('/api/availabilities', { dayOfWeek: 'Monday', slots: [] })).status).toBe(401);
    expect((await anonymous.get('/api/availabilities/mine')).status).toBe(401);

    const a = await t.actor('nutritionist');
    const b = await t.actor('nutritionist');
    await a.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: [{ startTime: '10:00', endTime: '10:30' }] });
    // B's requests only ever address B's own week.
    expect((await b.http.delete('/api/availabilities/Monday')).status).toBe(404);
    expect((await a.http.get('/api/availabilities/mine')).body.data).toHaveLength(1);

    const admin = await t.admin();
    expect((await admin.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: [{ startTime: '10:00', endTime: '10:30' }] })).status).toBe(201);
  });
});
