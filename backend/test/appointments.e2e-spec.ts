import { Messages } from '@clinic/contracts';
import { addDays, clinicToday, nextWeekday } from './support/dates';
import { TestApp, type Actor } from './support/test-app';

describe('Appointments (e2e)', () => {
  let t: TestApp;
  let nutritionist: Actor;
  let otherNutritionist: Actor;
  let clientA: Actor;
  let clientB: Actor;
  let admin: Actor;
  const monday = nextWeekday('Monday');
  const tuesday = nextWeekday('Tuesday');

  beforeAll(async () => {
    t = await TestApp.start({ PRICE_CONSULTATION: '1499.50', PRICE_FOLLOW_UP: '800' });
    [nutritionist, otherNutritionist, clientA, clientB, admin] = await Promise.all([
      t.actor('nutritionist', { email: 'n1@clinic.example' }),
      t.actor('nutritionist'),
      t.actor('client', { email: 'a@example.com' }),
      t.actor('client'),
      t.admin(),
    ]);
    const slots = [
      { startTime: '09:00', endTime: '09:30' },
      { startTime: '10:00', endTime: '10:30' },
      { startTime: '10:30', endTime: '11:00' },
      { startTime: '14:00', endTime: '16:00' },
      { startTime: '16:00', endTime: '16:30' },
    ];
    expect((await nutritionist.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots })).status).toBe(201);
    await nutritionist.http.put('/api/availabilities/Monday/slot', { startTime: '16:00', endTime: '16:30', isBooked: true });
    await otherNutritionist.http.post('/api/availabilities', { dayOfWeek: 'Tuesday', slots: [{ startTime: '09:00', endTime: '12:00' }] });
  });
  afterAll(() => t.close());

  const booking = (over: Record<string, unknown> = {}) => ({
    nutritionist: nutritionist.user._id,
    date: monday,
    startTime: '10:00',
    endTime: '10:30',
    sessionType: 'consultation',
    mode: 'in-person',
    ...over,
  });
  const countAt = (date: string, startTime: string) => t.connection.collection('appointments').countDocuments({ date, startTime });

  describe('POST /api/appointments', () => {
    it('books a free slot for the signed-in client at the clinic\'s price, pending and unpaid', async () => {
      const res = await clientA.http.post('/api/appointments', booking({ notes: '  Prefers mornings ' }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        nutritionist: { _id: nutritionist.user._id, name: nutritionist.user.name, email: 'n1@clinic.example' },
        client: { _id: clientA.user._id, name: clientA.user.name, email: 'a@example.com' },
        date: monday,
        startTime: '10:00',
        endTime: '10:30',
        sessionType: 'consultation',
        mode: 'in-person',
        status: 'pending',
        paymentStatus: 'unpaid',
        price: 1499.5,
        notes: 'Prefers mornings',
        meetingLink: '',
      });
      expect(Object.keys(res.body.nutritionist).sort()).toEqual(['_id', 'email', 'name']);
      await clientA.http.delete(`/api/appointments/${res.body._id}`);
    });

    it('refuses a second booking that overlaps an active one with 409, and writes nothing', async () => {
      const first = await clientA.http.post('/api/appointments', booking({ startTime: '14:00', endTime: '14:30' }));
      expect(first.status).toBe(201);
      const clash = await clientB.http.post('/api/appointments', booking({ startTime: '14:00', endTime: '14:30' }));
      expect(clash.status).toBe(409);
      expect(clash.body).toMatchObject({ code: 'APPOINTMENT.SLOT_TAKEN', message: Messages.appointments.slotTaken });
      expect(await countAt(monday, '14:00')).toBe(1);
      // Touching is not overlapping.
      const next = await clientB.http.post('/api/appointments', booking({ startTime: '14:30', endTime: '15:00' }));
      expect(next.status).toBe(201);
      await admin.http.delete(`/api/appointments/${first.body._id}`);
      await admin.http.delete(`/api/appointments/${next.body._id}`);
    });

    it.each([
      ['outside every slot', { startTime: '12:00', endTime: '12:30' }, 400, Messages.appointments.outsideAvailability],
      ['longer than one session', { startTime: '14:00', endTime: '15:00' }, 400, Messages.appointments.wrongLength(30)],
      ['across two slots\' gap, longer than one session', { startTime: '09:00', endTime: '10:30' }, 400, Messages.appointments.wrongLength(30)],
      ['a date beyond the booking horizon', { date: '2099-01-05' }, 400, Messages.appointments.beyondHorizon(90)],
      ['a slot the nutritionist blocked', { startTime: '16:00', endTime: '16:30' }, 400, Messages.appointments.outsideAvailability],
      ['a weekday without availability', { date: tuesday }, 400, Messages.appointments.outsideAvailability],
      ['a past date', { date: addDays(clinicToday(), -7) }, 400, Messages.appointments.inThePast],
      ['end before start', { startTime: '10:30', endTime: '10:00' }, 400, Messages.availability.startBeforeEnd],
      ['an off-grid time', { startTime: '10:15' }, 400, Messages.availability.invalidTime],
      ['an impossible date', { date: '2031-02-30' }, 400, Messages.appointments.fillRequired],
      ['no nutritionist', { nutritionist: undefined }, 400, Messages.appointments.fillRequired],
      ['an unknown nutritionist', { nutritionist: '665f1c2b9d3e4a0012ab34cd' }, 400, Messages.appointments.notANutritionist],
      ['a client as nutritionist', { nutritionist: 'CLIENT_B' }, 400, Messages.appointments.notANutritionist],
      ['an unknown session type', { sessionType: 'massage' }, 400, 'sessionType must be one of: consultation, follow-up, meal-plan-review.'],
      ['an unknown mode', { mode: 'phone' }, 400, 'mode must be one of: online, in-person.'],
      ['another client', { client: 'CLIENT_B' }, 403, 'Clients book for themselves.'],
      ['a status', { status: 'confirmed' }, 400, 'Unknown field "status".'],
      ['a payment status', { paymentStatus: 'paid' }, 400, 'Unknown field "paymentStatus".'],
    ])('refuses %s', async (_label, over, status, message) => {
      const resolved = Object.fromEntries(Object.entries(over).map(([k, v]) => [k, v === 'CLIENT_B' ? clientB.user._id : v]));
      const before = await t.connection.collection('appointments').countDocuments();
      const res = await clientA.http.post('/api/appointments', booking(resolved));
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect(await t.connection.collection('appointments').countDocuments()).toBe(before);
      expect(await t.connection.collection('slot_locks').countDocuments()).toBe(0);
    });

    it('accepts the spec\'s section-7 body from a client, ignoring its price: the clinic\'s price applies', async () => {
      const body = {
        nutritionist: nutritionist.user._id,
        client: clientA.user._id,
        date: monday,
        startTime: '10:30',
        endTime: '11:00',
        sessionType: 'follow-up',
        price: 1,
        notes: 'Sent as the spec documents it',
      };
      const res = await clientA.http.post('/api/appointments', body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ client: { _id: clientA.user._id }, price: 800, mode: 'in-person', notes: 'Sent as the spec documents it' });
      const stored = await t.connection.collection('appointments').findOne({ date: monday, startTime: '10:30' });
      expect(stored).toMatchObject({ pricePaise: 80000, mode: 'in-person', sessionType: 'follow-up', status: 'pending' });
      await clientA.http.delete(`/api/appointments/${res.body._id}`);
    });

    it('lets the admin book for a client at a set price, exact to the paisa', async () => {
      const res = await admin.http.post('/api/appointments', booking({ client: clientB.user._id, startTime: '09:00', endTime: '09:30', price: 1234.56 }));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ client: { _id: clientB.user._id }, price: 1234.56 });
      const stored = await t.connection.collection('appointments').findOne({ date: monday, startTime: '09:00' });
      expect(stored!.pricePaise).toBe(123456);
      await admin.http.delete(`/api/appointments/${res.body._id}`);
    });

    it('requires the client when the clinic books, and refuses bad prices', async () => {
      expect((await admin.http.post('/api/appointments', booking())).body.message).toBe(Messages.appointments.clientRequired);
      expect((await admin.http.post('/api/appointments', booking({ client: nutritionist.user._id }))).body.message).toBe(
        Messages.appointments.notAClient,
      );
      for (const price of [10.005, -1, 2_000_000, '100']) {
        const res = await admin.http.post('/api/appointments', booking({ client: clientB.user._id, price }));
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(Messages.appointments.invalidPrice);
      }
    });

    it('lets a nutritionist book only with themselves, and only for a client on their care team', async () => {
      const other = await otherNutritionist.http.post('/api/appointments', booking({ client: clientA.user._id }));
      expect(other.status).toBe(403);
      expect(other.body.message).toBe(Messages.appointments.ownAppointmentsOnly);
      const notTheirs = await otherNutritionist.http.post('/api/appointments', {
        ...booking({ client: clientA.user._id, nutritionist: otherNutritionist.user._id, date: tuesday, startTime: '09:00', endTime: '10:00' }),
      });
      expect(notTheirs.status).toBe(403);
      expect(notTheirs.body).toMatchObject({ code: 'CARE.NOT_YOUR_CLIENT', message: Messages.care.notYourClient });
      await admin.http.post(`/api/careTeam/client/${clientA.user._id}`, { practitioner: otherNutritionist.user._id });
      const own = await otherNutritionist.http.post('/api/appointments', {
        ...booking({ client: clientA.user._id, nutritionist: otherNutritionist.user._id, date: tuesday, startTime: '09:00', endTime: '09:30' }),
      });
      expect(own.status).toBe(201);
      expect(own.body.price).toBe(1499.5);
      await otherNutritionist.http.delete(`/api/appointments/${own.body._id}`);
    });

    it('is 401 signed out', async () => {
      expect((await t.client().post('/api/appointments', booking())).status).toBe(401);
    });
  });

  describe('reading appointments', () => {
    let a1: string;
    let b1: string;
    let o1: string;
    beforeAll(async () => {
      a1 = (await clientA.http.post('/api/appointments', booking({ startTime: '10:00', endTime: '10:30', notes: 'A private note' }))).body._id;
      b1 = (await clientB.http.post('/api/appointments', booking({ startTime: '10:30', endTime: '11:00', sessionType: 'follow-up', mode: 'online' }))).body._id;
      await admin.http.post(`/api/careTeam/client/${clientA.user._id}`, { practitioner: otherNutritionist.user._id });
      o1 = (
        await otherNutritionist.http.post('/api/appointments', {
          ...booking({ client: clientA.user._id, nutritionist: otherNutritionist.user._id, date: tuesday, startTime: '09:00', endTime: '09:30' }),
        })
      ).body._id;
    });
    afterAll(async () => {
      for (const id of [a1, b1, o1]) await admin.http.delete(`/api/appointments/${id}`);
    });

    it('lists only the client\'s own appointments', async () => {
      const res = await clientA.http.get('/api/appointments');
      expect(res.status).toBe(200);
      expect(res.body.data.map((a: { _id: string }) => a._id).sort()).toEqual([a1, o1].sort());
      expect(res.text).not.toContain(clientB.user._id);
    });

    it('lists a nutritionist\'s appointments only, and everything for the admin', async () => {
      const mine = await nutritionist.http.get('/api/appointments');
      expect(mine.body.data.map((a: { _id: string }) => a._id).sort()).toEqual([a1, b1].sort());
      const all = await admin.http.get('/api/appointments?limit=100');
      expect(all.body.data.map((a: { _id: string }) => a._id)).toEqual(expect.arrayContaining([a1, b1, o1]));
    });

    it('filters by dates, status, session type and mode, and sorts by date', async () => {
      const q = (query: string) => admin.http.get(`/api/appointments?${query}`).then((r) => r.body.data.map((a: { _id: string }) => a._id));
      expect(await q(`startDate=${tuesday}&endDate=${tuesday}`)).toEqual([o1]);
      expect(await q('sessionType=follow-up')).toEqual([b1]);
      expect(await q('mode=online')).toEqual([b1]);
      expect(await q('status=confirmed')).toEqual([]);
      // On a Tuesday in India the next Tuesday a week ahead comes before the Monday.
      const [first, last] = [monday, tuesday].sort();
      const ascending = await q(`sort=date&startDate=${first}&endDate=${last}`);
      const descending = await q(`sort=-date&startDate=${first}&endDate=${last}`);
      expect(ascending).toHaveLength(3);
      expect(ascending).toEqual([...descending].reverse());
      expect(ascending[0]).toBe(first === monday ? a1 : o1);
      const paged = await admin.http.get(`/api/appointments?limit=1&page=2&sort=date&startDate=${first}&endDate=${last}`);
      expect(paged.body).toMatchObject({ page: 2, limit: 1, total: 3 });
    });

    it.each([
      ['startDate=2026-02-30', 'startDate must be a date written YYYY-MM-DD.'],
      ['status=done', 'status must be one of: pending, confirmed, completed, cancelled, no-show.'],
      ['sort=price', 'sort must be date, -date or upcoming.'],
      ['limit=101', 'limit must be at most 100'],
    ])('refuses the filter %s', async (query, message) => {
      const res = await clientA.http.get(`/api/appointments?${query}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('shows one appointment to its client, nutritionist and the admin only', async () => {
      expect((await clientA.http.get(`/api/appointments/${a1}`)).body.notes).toBe('A private note');
      expect((await nutritionist.http.get(`/api/appointments/${a1}`)).status).toBe(200);
      expect((await admin.http.get(`/api/appointments/${a1}`)).status).toBe(200);
      for (const outsider of [clientB, otherNutritionist]) {
        const res = await outsider.http.get(`/api/appointments/${a1}`);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(Messages.appointments.notFound);
        expect(res.text).not.toContain('A private note');
      }
      expect((await clientA.http.get('/api/appointments/665f1c2b9d3e4a0012ab34cd')).status).toBe(404);
      expect((await clientA.http.get('/api/appointments/xyz')).status).toBe(400);
      expect((await t.client().get(`/api/appointments/${a1}`)).status).toBe(401);
    });

    it('lists a date\'s appointments in time order', async () => {
      const res = await admin.http.get(`/api/appointments/date/${monday}`);
      expect(res.body.data.map((a: { startTime: string }) => a.startTime)).toEqual(['10:00', '10:30']);
      expect((await clientB.http.get(`/api/appointments/date/${monday}`)).body.data.map((a: { _id: string }) => a._id)).toEqual([b1]);
      expect((await admin.http.get('/api/appointments/date/2026-13-01')).status).toBe(400);
    });

    it('lists today\'s appointments', async () => {
      const res = await admin.http.get('/api/appointments/today');
      expect(res.status).toBe(200);
      expect(res.body.data.every((a: { date: string }) => a.date === clinicToday())).toBe(true);
    });

    it('tells anyone signed in which times are taken, without saying by whom', async () => {
      const res = await clientB.http.get(`/api/appointments/booked?nutritionist=${nutritionist.user._id}&date=${monday}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ data: [{ startTime: '10:00', endTime: '10:30' }, { startTime: '10:30', endTime: '11:00' }] });
      expect((await clientB.http.get(`/api/appointments/booked?nutritionist=x&date=${monday}`)).status).toBe(400);
      expect((await clientB.http.get(`/api/appointments/booked?nutritionist=${nutritionist.user._id}`)).status).toBe(400);
      expect((await t.client().get(`/api/appointments/booked?nutritionist=${nutritionist.user._id}&date=${monday}`)).status).toBe(401);
    });

    it('gives the clinic\'s prices', async () => {
      expect((await clientA.http.get('/api/appointments/prices')).body).toEqual({
        currency: 'INR',
        prices: { consultation: 1499.5, 'follow-up': 800, 'meal-plan-review': 600 },
        booking: { sessionMinutes: 30, horizonDays: 90, maxPending: 100 },
      });
    });

    it('exports a calendar file in UTC for those who may see the appointment', async () => {
      const res = await clientA.http.get(`/api/appointments/${a1}/calendar.ics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/calendar');
      expect(res.headers.get('content-disposition')).toContain(`appointment-${monday}.ics`);
      // 10:00 in Asia/Kolkata is 04:30 UTC.
      expect(res.text).toContain(`DTSTART:${monday.replaceAll('-', '')}T043000Z`);
      expect(res.text).toContain(`SUMMARY:Consultation with ${nutritionist.user.name}`);
      expect(res.text).toContain(`UID:appointment-${a1}@`);
      expect((await clientB.http.get(`/api/appointments/${a1}/calendar.ics`)).status).toBe(404);
    });
  });

  describe('PUT /api/appointments/:id', () => {
    it('lets the client change only the notes of their own appointment', async () => {
      const { body } = await clientA.http.post('/api/appointments', booking({ startTime: '09:00', endTime: '09:30' }));
      const notes = await clientA.http.put(`/api/appointments/${body._id}`, { notes: 'Running 5 min late' });
      expect(notes.status).toBe(200);
      expect(notes.body.notes).toBe('Running 5 min late');
      for (const change of [{ status: 'confirmed' }, { paymentStatus: 'paid' }, { price: 1 }, { meetingLink: 'https://x.example' }]) {
        const res = await clientA.http.put(`/api/appointments/${body._id}`, change);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(Messages.appointments.clientCannotChange);
      }
      expect((await clientB.http.put(`/api/appointments/${body._id}`, { notes: 'hijack' })).status).toBe(404);
      const stored = await t.connection.collection('appointments').findOne({ date: monday, startTime: '09:00' });
      expect(stored).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', notes: 'Running 5 min late' });
      await admin.http.delete(`/api/appointments/${body._id}`);
    });

    it('lets the clinic confirm, mark paid, reprice and add a meeting link to an online session', async () => {
      const { body } = await clientA.http.post('/api/appointments', booking({ startTime: '09:00', endTime: '09:30', mode: 'online' }));
      const res = await nutritionist.http.put(`/api/appointments/${body._id}`, {
        status: 'confirmed',
        paymentStatus: 'paid',
        price: 999.99,
        meetingLink: 'https://meet.example.com/abc',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'confirmed', paymentStatus: 'paid', price: 999.99, meetingLink: 'https://meet.example.com/abc' });
      expect((await nutritionist.http.put(`/api/appointments/${body._id}`, { meetingLink: 'javascript:alert(1)' })).body.message).toBe(
        Messages.appointments.invalidMeetingLink,
      );
      expect((await nutritionist.http.put(`/api/appointments/${body._id}`, { status: 'done' })).status).toBe(400);
      expect((await otherNutritionist.http.put(`/api/appointments/${body._id}`, { status: 'cancelled' })).status).toBe(404);
      await admin.http.delete(`/api/appointments/${body._id}`);
    });

    it('refuses a meeting link for an in-person session', async () => {
      const { body } = await clientA.http.post('/api/appointments', booking({ startTime: '09:00', endTime: '09:30' }));
      const res = await admin.http.put(`/api/appointments/${body._id}`, { meetingLink: 'https://meet.example.com/abc' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(Messages.appointments.meetingLinkOnline);
      await admin.http.delete(`/api/appointments/${body._id}`);
    });

    it('frees the time when cancelled, and refuses to re-activate it once someone else took it', async () => {
      const first = await clientA.http.post('/api/appointments', booking({ startTime: '14:00', endTime: '14:30' }));
      expect((await admin.http.put(`/api/appointments/${first.body._id}`, { status: 'cancelled' })).body.status).toBe('cancelled');
      const second = await clientB.http.post('/api/appointments', booking({ startTime: '14:00', endTime: '14:30' }));
      expect(second.status).toBe(201);
      const back = await admin.http.put(`/api/appointments/${first.body._id}`, { status: 'pending' });
      expect(back.status).toBe(409);
      expect((await admin.http.get(`/api/appointments/${first.body._id}`)).body.status).toBe('cancelled');
      await admin.http.delete(`/api/appointments/${second.body._id}`);
      expect((await admin.http.put(`/api/appointments/${first.body._id}`, { status: 'confirmed' })).body.status).toBe('confirmed');
      await admin.http.delete(`/api/appointments/${first.body._id}`);
    });
  });

  describe('DELETE /api/appointments/:id', () => {
    it('lets a client delete their own pending appointment, which frees the time', async () => {
      const { body } = await clientA.http.post('/api/appointments', booking({ startTime: '15:00', endTime: '15:30' }));
      expect((await clientB.http.delete(`/api/appointments/${body._id}`)).status).toBe(404);
      const res = await clientA.http.delete(`/api/appointments/${body._id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: Messages.appointments.deleted });
      expect((await clientB.http.post('/api/appointments', booking({ startTime: '15:00', endTime: '15:30' }))).status).toBe(201);
      expect((await clientA.http.delete(`/api/appointments/${body._id}`)).status).toBe(404);
    });

    it('does not let a client delete a confirmed appointment', async () => {
      const { body } = await clientA.http.post('/api/appointments', booking({ startTime: '15:30', endTime: '16:00' }));
      await admin.http.put(`/api/appointments/${body._id}`, { status: 'confirmed' });
      const res = await clientA.http.delete(`/api/appointments/${body._id}`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(Messages.appointments.clientCannotDelete);
      expect((await nutritionist.http.delete(`/api/appointments/${body._id}`)).status).toBe(200);
    });
  });

  it('refuses to delete a user who has appointments ahead', async () => {
    const client = await t.actor('client');
    const { body } = await client.http.post('/api/appointments', booking({ startTime: '09:00', endTime: '09:30' }));
    const res = await admin.http.delete(`/api/users/${client.user._id}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'USER.HAS_UPCOMING_APPOINTMENTS', message: Messages.appointments.userHasUpcoming });
    await client.http.delete(`/api/appointments/${body._id}`);
    expect((await admin.http.delete(`/api/users/${client.user._id}`)).status).toBe(200);
  });
});
