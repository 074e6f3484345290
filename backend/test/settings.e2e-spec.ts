import { CLINIC_ADDRESS_MAX_LENGTH, CLINIC_NAME_MAX_LENGTH, ErrorCode } from '@clinic/contracts';
import { nextWeekday } from './support/dates';
import { TestApp, type Actor } from './support/test-app';

const SLOTS = [
  { startTime: '10:00', endTime: '10:30' },
  { startTime: '10:30', endTime: '11:00' },
];

describe('Clinic settings in the database (e2e)', () => {
  let t: TestApp;
  let admin: Actor;
  let N: Actor;
  let client: Actor;
  const monday = nextWeekday('Monday');

  beforeAll(async () => {
    t = await TestApp.start({ CLINIC_NAME: 'Seeded Clinic', PRICE_CONSULTATION: '1500', PRICE_FOLLOW_UP: '800', PRICE_MEAL_PLAN_REVIEW: '600' });
    [admin, N, client] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('client')]);
    expect((await N.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: SLOTS })).status).toBe(201);
  }, 120_000);
  afterAll(() => t.close());

  const stored = () => t.connection.collection('clinic_settings').findOne({});

  it('seeds from the environment on the first start; anyone may read the settings, signed in or not', async () => {
    const res = await t.client().get('/api/settings');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      name: 'Seeded Clinic',
      address: '',
      phone: '',
      prices: { consultation: 1500, 'follow-up': 800, 'meal-plan-review': 600 },
      cancelCutoffHours: 24,
      followUpDays: 30,
      updatedAt: null,
    });
  });

  it('only the admin changes them: signed out 401, client and nutritionist 403, nothing changes', async () => {
    const before = await stored();
    expect((await t.client().put('/api/settings', { name: 'X' })).status).toBe(401);
    for (const who of [client, N]) {
      const res = await who.http.put('/api/settings', { name: 'X' });
      expect(res.status).toBe(403);
    }
    expect((await client.http.get('/api/settings/changes')).status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ name: 'x'.repeat(CLINIC_NAME_MAX_LENGTH + 1) }, 'name'],
    [{ address: 'x'.repeat(CLINIC_ADDRESS_MAX_LENGTH + 1) }, 'address'],
    [{ phone: 'call us' }, 'phone'],
    [{ cancelCutoffHours: -1 }, 'cancelCutoffHours'],
    [{ cancelCutoffHours: 1.5 }, 'cancelCutoffHours'],
    [{ cancelCutoffHours: 337 }, 'cancelCutoffHours'],
    [{ followUpDays: 0 }, 'followUpDays'],
    [{ followUpDays: '30' }, 'followUpDays'],
    [{ prices: { consultation: 12.345 } }, 'prices.consultation'],
    [{ prices: { consultation: -1 } }, 'prices.consultation'],
    [{ prices: { massage: 100 } }, 'prices.massage'],
    [{ timeZone: 'UTC' }, 'timeZone'],
  ])('refuses a bad value (%#: 400 naming the field); nothing changes', async (body, field) => {
    const before = await stored();
    const res = await admin.http.put('/api/settings', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.ValidationFailed);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect(await stored()).toEqual(before);
  });

  it('a price change applies to new bookings only; every change is audited with who, when, old and new', async () => {
    const first = await client.http.post('/api/appointments', { nutritionist: N.user._id, date: monday, sessionType: 'consultation', ...SLOTS[0] });
    expect(first.body.price).toBe(1500);

    const res = await admin.http.put('/api/settings', { name: '  Green Leaf Clinic ', phone: '+91 80 4000 1234', prices: { consultation: 1800.5 }, followUpDays: 45 });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Green Leaf Clinic', phone: '+91 80 4000 1234', prices: { consultation: 1800.5, 'follow-up': 800 }, followUpDays: 45, cancelCutoffHours: 24 });
    expect(Date.parse(res.body.updatedAt)).toBeGreaterThan(Date.now() - 60_000);

    expect((await client.http.get(`/api/appointments/${first.body._id}`)).body.price).toBe(1500);
    const second = await client.http.post('/api/appointments', { nutritionist: N.user._id, date: monday, sessionType: 'consultation', ...SLOTS[1] });
    expect(second.body.price).toBe(1800.5);
    expect((await client.http.get('/api/appointments/prices')).body.prices.consultation).toBe(1800.5);
    expect((await t.client().get('/api/settings')).body.name).toBe('Green Leaf Clinic');

    // The same values again change nothing and record nothing.
    expect((await admin.http.put('/api/settings', { name: 'Green Leaf Clinic', followUpDays: 45 })).status).toBe(200);
    const changes = await admin.http.get('/api/settings/changes');
    expect(changes.status).toBe(200);
    expect(changes.body.total).toBe(1);
    expect(changes.body.data[0]).toMatchObject({ by: { _id: admin.user._id, name: admin.user.name } });
    expect(changes.body.data[0].changes).toEqual(
      expect.arrayContaining([
        { field: 'name', from: 'Seeded Clinic', to: 'Green Leaf Clinic' },
        { field: 'phone', from: '', to: '+91 80 4000 1234' },
        { field: 'followUpDays', from: '30', to: '45' },
        { field: 'prices.consultation', from: '1500.00', to: '1800.50' },
      ]),
    );
    expect(changes.body.data[0].changes).toHaveLength(4);
  });

  it('the calendar file carries the clinic name, address and phone', async () => {
    await admin.http.put('/api/settings', { address: '12 MG Road, Bengaluru' });
    const list = await client.http.get('/api/appointments');
    const ics = await client.http.get(`/api/appointments/${list.body.data[0]._id}/calendar.ics`);
    expect(ics.status).toBe(200);
    const text = ics.text.replace(/\r\n /g, '');
    expect(text).toContain('LOCATION:Green Leaf Clinic\\, 12 MG Road\\, Bengaluru');
    expect(text).toContain('+91 80 4000 1234');
  });

  it('after a restart the stored settings rule; the environment only seeded the first start', async () => {
    const second = await TestApp.start({ CLINIC_NAME: 'Other Name', PRICE_CONSULTATION: '999' }, t);
    try {
      const res = await second.client().get('/api/settings');
      expect(res.body).toMatchObject({ name: 'Green Leaf Clinic', prices: { consultation: 1800.5 } });
    } finally {
      await second.app.close();
    }
  });
});
