import { Messages } from '@clinic/contracts';
import { nextWeekday } from './support/dates';
import { TestApp, type Actor } from './support/test-app';

describe('Nutrition plans and progress (e2e)', () => {
  let t: TestApp;
  let admin: Actor;
  let nutritionist: Actor;
  let stranger: Actor;
  let clientA: Actor;
  let clientB: Actor;

  beforeAll(async () => {
    t = await TestApp.start();
    [admin, nutritionist, stranger, clientA, clientB] = await Promise.all([
      t.admin(),
      t.actor('nutritionist'),
      t.actor('nutritionist'),
      t.actor('client'),
      t.actor('client'),
    ]);
    // Client A becomes the nutritionist's client through an appointment.
    await nutritionist.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: [{ startTime: '10:00', endTime: '10:30' }] });
    const booked = await clientA.http.post('/api/appointments', {
      nutritionist: nutritionist.user._id,
      date: nextWeekday('Monday'),
      startTime: '10:00',
      endTime: '10:30',
      sessionType: 'consultation',
      mode: 'in-person',
    });
    expect(booked.status).toBe(201);
  });
  afterAll(() => t.close());

  const plan = (over: Record<string, unknown> = {}) => ({
    client: clientA.user._id,
    title: 'Weeks 1–4',
    description: 'More protein at breakfast.',
    startDate: '2026-12-01',
    endDate: '2026-12-28',
    meals: [
      { mealTime: 'breakfast', description: 'Besan chilla, 2', calories: 320 },
      { mealTime: 'lunch', description: 'Dal, brown rice, salad', calories: 520 },
      { mealTime: 'snack', description: 'Roasted chana' },
    ],
    attachments: ['https://example.com/recipes.pdf'],
    ...over,
  });

  describe('plans', () => {
    it('lets a nutritionist write a plan for their client, recorded under them', async () => {
      const res = await nutritionist.http.post('/api/nutritionPlans', plan());
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        client: { _id: clientA.user._id, name: clientA.user.name },
        nutritionist: { _id: nutritionist.user._id },
        title: 'Weeks 1–4',
        startDate: '2026-12-01',
        endDate: '2026-12-28',
        attachments: ['https://example.com/recipes.pdf'],
        createdAt: expect.any(String),
      });
      // Meals without foods keep their typed calories as their only known value (issue 59).
      const typed = (calories: number) => ({ day: 1, items: [], nutrients: { energyKcal: calories, protein: 0, carbohydrate: 0, fat: 0, fibre: 0 } });
      expect(res.body.meals).toEqual([
        { mealTime: 'breakfast', description: 'Besan chilla, 2', calories: 320, ...typed(320) },
        { mealTime: 'lunch', description: 'Dal, brown rice, salad', calories: 520, ...typed(520) },
        { mealTime: 'snack', description: 'Roasted chana', calories: 0, ...typed(0) },
      ]);
      await admin.http.delete(`/api/nutritionPlans/${res.body._id}`);
    });

    it.each([
      [{ client: undefined }, Messages.plans.clientRequired],
      [{ client: 'nope' }, Messages.plans.clientRequired],
      [{ title: '  ' }, Messages.plans.titleRequired],
      [{ title: undefined }, Messages.plans.titleRequired],
      [{ startDate: undefined }, Messages.plans.startDateRequired],
      [{ startDate: '2026-02-30' }, Messages.plans.startDateRequired],
      [{ endDate: '2026-11-30' }, Messages.plans.endBeforeStart],
      [{ meals: [{ mealTime: 'brunch', description: 'x' }] }, Messages.plans.invalidMealTime],
      [{ meals: [{ mealTime: 'lunch', description: ' ' }] }, Messages.plans.mealDescriptionRequired],
      [{ meals: [{ mealTime: 'lunch' }] }, Messages.plans.mealDescriptionRequired],
      [{ meals: [{ mealTime: 'lunch', description: 'x', calories: -5 }] }, Messages.plans.invalidCalories],
      [{ meals: [{ mealTime: 'lunch', description: 'x', calories: 10.5 }] }, Messages.plans.invalidCalories],
      [{ attachments: ['ftp://example.com/x'] }, Messages.plans.invalidAttachment],
      [{ attachments: ['javascript:alert(1)'] }, Messages.plans.invalidAttachment],
      [{ nutritionist: '665f1c2b9d3e4a0012ab34cd' }, 'Unknown field "nutritionist".'],
    ])('refuses %j with "%s" and stores nothing', async (over, message) => {
      const res = await admin.http.post('/api/nutritionPlans', plan(over));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect(await t.connection.collection('nutrition_plans').countDocuments()).toBe(0);
    });

    it('refuses a client as the plan\'s client only if they are a client', async () => {
      const res = await admin.http.post('/api/nutritionPlans', plan({ client: nutritionist.user._id }));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(Messages.plans.clientRequired);
    });

    it('does not let a nutritionist write for someone who is not their client, nor clients write at all', async () => {
      const res = await stranger.http.post('/api/nutritionPlans', plan());
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'CARE.NOT_YOUR_CLIENT', message: Messages.care.notYourClient });
      expect((await clientA.http.post('/api/nutritionPlans', plan())).status).toBe(403);
      expect((await t.client().post('/api/nutritionPlans', plan())).status).toBe(401);
    });

    describe('reading and changing', () => {
      let planA: string;
      let planB: string;
      beforeAll(async () => {
        planA = (await nutritionist.http.post('/api/nutritionPlans', plan())).body._id;
        planB = (await admin.http.post('/api/nutritionPlans', plan({ client: clientB.user._id, title: 'B plan' }))).body._id;
      });

      it('shows a client only their own plans', async () => {
        const list = await clientA.http.get('/api/nutritionPlans');
        expect(list.body.data.map((p: { _id: string }) => p._id)).toEqual([planA]);
        expect((await clientA.http.get(`/api/nutritionPlans/${planA}`)).status).toBe(200);
        const other = await clientA.http.get(`/api/nutritionPlans/${planB}`);
        expect(other.status).toBe(404);
        expect(other.body.message).toBe(Messages.plans.notFound);
        expect((await clientA.http.get(`/api/nutritionPlans/client/${clientB.user._id}`)).status).toBe(404);
        expect((await clientA.http.get(`/api/nutritionPlans/client/${clientA.user._id}`)).body.total).toBe(1);
      });

      it('shows a nutritionist only their clients\' plans, and the admin all', async () => {
        expect((await nutritionist.http.get('/api/nutritionPlans')).body.data.map((p: { _id: string }) => p._id)).toEqual([planA]);
        expect((await nutritionist.http.get(`/api/nutritionPlans/${planB}`)).status).toBe(404);
        expect((await stranger.http.get('/api/nutritionPlans')).body.total).toBe(0);
        expect((await stranger.http.get(`/api/nutritionPlans/${planA}`)).status).toBe(404);
        expect((await stranger.http.get(`/api/nutritionPlans/client/${clientA.user._id}`)).status).toBe(404);
        const all = await admin.http.get('/api/nutritionPlans');
        expect(all.body.data.map((p: { _id: string }) => p._id).sort()).toEqual([planA, planB].sort());
        expect((await admin.http.get(`/api/nutritionPlans?client=${clientB.user._id}`)).body.data.map((p: { _id: string }) => p._id)).toEqual([planB]);
        expect((await nutritionist.http.get(`/api/nutritionPlans?client=${clientB.user._id}`)).body.total).toBe(0);
      });

      it('lets practitioners change a plan (only what is sent), never clients', async () => {
        const res = await nutritionist.http.put(`/api/nutritionPlans/${planA}`, { title: 'Weeks 1–6', endDate: '' });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ title: 'Weeks 1–6', endDate: '', startDate: '2026-12-01' });
        expect(res.body.meals).toHaveLength(3);
        expect((await nutritionist.http.put(`/api/nutritionPlans/${planA}`, { startDate: '2027-01-01', endDate: '2026-12-01' })).body.message).toBe(
          Messages.plans.endBeforeStart,
        );
        expect((await nutritionist.http.put(`/api/nutritionPlans/${planA}`, { client: clientB.user._id })).status).toBe(400);
        expect((await clientA.http.put(`/api/nutritionPlans/${planA}`, { title: 'Mine now' })).status).toBe(403);
        expect((await stranger.http.put(`/api/nutritionPlans/${planA}`, { title: 'X' })).status).toBe(404);
        expect((await admin.http.get(`/api/nutritionPlans/${planA}`)).body.title).toBe('Weeks 1–6');
      });

      it('lets practitioners delete a plan they wrote, never clients, and never another author\'s', async () => {
        const byAdmin = (await admin.http.post('/api/nutritionPlans', plan({ title: 'Admin wrote this' }))).body._id;
        const refused = await nutritionist.http.delete(`/api/nutritionPlans/${byAdmin}`);
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({ code: 'CARE.NOT_THE_AUTHOR', message: Messages.care.notTheAuthor });
        expect((await admin.http.get(`/api/nutritionPlans/${byAdmin}`)).body).toMatchObject({ title: 'Admin wrote this', enteredBy: { _id: admin.user._id } });
        const extra = (await nutritionist.http.post('/api/nutritionPlans', plan({ title: 'To delete' }))).body._id;
        expect((await clientA.http.delete(`/api/nutritionPlans/${extra}`)).status).toBe(403);
        expect((await stranger.http.delete(`/api/nutritionPlans/${extra}`)).status).toBe(404);
        const res = await nutritionist.http.delete(`/api/nutritionPlans/${extra}`);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ message: Messages.plans.deleted });
        expect((await admin.http.get(`/api/nutritionPlans/${extra}`)).status).toBe(404);
        expect((await admin.http.delete(`/api/nutritionPlans/${byAdmin}`)).status).toBe(200);
        expect((await admin.http.get('/api/nutritionPlans/bad-id')).status).toBe(400);
        expect((await t.client().get(`/api/nutritionPlans/${planA}`)).status).toBe(401);
      });
    });
  });

  describe('progress', () => {
    it('computes BMI on the server with its category, and records the admin as nutritionist', async () => {
      const res = await admin.http.post('/api/progresses', { client: clientB.user._id, date: '2026-11-01', weight: 72.4, height: 1.68, bodyFat: 28.5, notes: 'Start' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        client: { _id: clientB.user._id },
        nutritionist: { _id: admin.user._id },
        date: '2026-11-01',
        weight: 72.4,
        height: 1.68,
        bodyFat: 28.5,
        BMI: 25.7,
        // Asian-Indian cut-offs: obese from 25.
        bmiCategory: 'obese',
        notes: 'Start',
      });
    });

    it('records a nutritionist\'s entry under the nutritionist of the client\'s first plan', async () => {
      // Client A's first plan was written by `nutritionist` (the describe above).
      const res = await nutritionist.http.post('/api/progresses', { client: clientA.user._id, weight: 60, height: 1.6 });
      expect(res.status).toBe(201);
      expect(res.body.nutritionist._id).toBe(nutritionist.user._id);
      expect(res.body.BMI).toBe(23.4);
      expect(res.body.bmiCategory).toBe('overweight');
      expect(res.body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    });

    it('ignores a BMI and a nutritionist sent by the browser (spec section 7), and refuses undocumented fields', async () => {
      const someone = await t.actor('client');
      for (const extra of [{ BMI: 18 }, { BMI: '18.0' }, { nutritionist: clientA.user._id }, { nutritionist: '' }]) {
        const res = await admin.http.post('/api/progresses', { client: someone.user._id, weight: 70, height: 1.7, ...extra });
        expect(res.status).toBe(201);
        expect(res.body).toMatchObject({ BMI: 24.2, nutritionist: { _id: admin.user._id }, enteredBy: { _id: admin.user._id } });
      }
      expect((await admin.http.post('/api/progresses', { client: someone.user._id, weight: 70, bmi: 18 })).status).toBe(400);
      expect((await admin.http.post('/api/progresses', { client: someone.user._id, weight: 70, BMI: { $gt: 1 } })).status).toBe(400);
    });

    it.each([
      [{ client: undefined, weight: 70 }, Messages.progress.clientRequired],
      [{ weight: 70, client: 'CLINIC' }, Messages.progress.clientRequired],
      [{ notes: 'nothing measured' }, Messages.progress.oneMeasurement],
      [{ weight: 1 }, Messages.progress.weightRange],
      [{ weight: 500 }, Messages.progress.weightRange],
      [{ weight: 70.25 }, Messages.progress.weightRange],
      [{ height: 170 }, Messages.progress.heightRange],
      [{ height: 1.755 }, Messages.progress.heightRange],
      [{ bodyFat: 90 }, Messages.progress.bodyFatRange],
      [{ weight: '70' }, Messages.progress.weightRange],
      [{ weight: 70, date: '2026-13-01' }, 'date must be a date written YYYY-MM-DD.'],
    ])('refuses %j with "%s"', async (body: Record<string, unknown>, message) => {
      const client = body.client === 'CLINIC' ? admin.user._id : 'client' in body ? body.client : clientB.user._id;
      const res = await admin.http.post('/api/progresses', { ...body, client });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('keeps progress private: clients read their own, nutritionists their clients\'', async () => {
      const recordB = (await admin.http.get(`/api/progresses/client/${clientB.user._id}`)).body.data[0]._id;
      expect((await clientB.http.get(`/api/progresses/${recordB}`)).status).toBe(200);
      expect((await clientA.http.get(`/api/progresses/${recordB}`)).status).toBe(404);
      expect((await nutritionist.http.get(`/api/progresses/${recordB}`)).status).toBe(404);
      expect((await clientA.http.get(`/api/progresses/client/${clientB.user._id}`)).status).toBe(404);
      expect((await clientA.http.get(`/api/progresses/latest/${clientB.user._id}`)).status).toBe(404);
      expect((await clientA.http.get('/api/progresses')).body.data.every((r: { client: { _id: string } }) => r.client._id === clientA.user._id)).toBe(true);
      expect((await stranger.http.post('/api/progresses', { client: clientA.user._id, weight: 60 })).status).toBe(403);
      const forOther = await clientA.http.post('/api/progresses', { client: clientB.user._id, weight: 60 });
      expect(forOther.status).toBe(403);
      expect(forOther.body.message).toBe(Messages.care.ownRecordsOnly);
      expect((await t.client().get('/api/progresses')).status).toBe(401);
    });

    it('gives the latest record and lists a client\'s records latest first', async () => {
      await admin.http.post('/api/progresses', { client: clientB.user._id, date: '2026-11-15', weight: 71.2, height: 1.68 });
      const latest = await clientB.http.get(`/api/progresses/latest/${clientB.user._id}`);
      expect(latest.status).toBe(200);
      expect(latest.body).toMatchObject({ date: '2026-11-15', weight: 71.2 });
      const list = await clientB.http.get(`/api/progresses/client/${clientB.user._id}`);
      expect(list.body.data.map((r: { date: string }) => r.date)).toEqual(['2026-11-15', '2026-11-01']);
      const none = await admin.http.get(`/api/progresses/latest/${stranger.user._id}`);
      expect(none.status).toBe(404);
    });

    it('recomputes BMI on update, and lets only practitioners update or delete', async () => {
      const { body } = await admin.http.post('/api/progresses', { client: clientB.user._id, weight: 80, height: 1.8 });
      const updated = await admin.http.put(`/api/progresses/${body._id}`, { weight: 75 });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ weight: 75, height: 1.8, BMI: 23.1 });
      const cleared = await admin.http.put(`/api/progresses/${body._id}`, { height: null });
      expect(cleared.body).toMatchObject({ height: null, BMI: null, bmiCategory: null });
      expect((await admin.http.put(`/api/progresses/${body._id}`, { weight: null, bodyFat: null })).body.message).toBe(Messages.progress.oneMeasurement);
      // BMI is what a GET returns and the server derives: accepted back, never stored as sent (issue 60).
      const withBmi = await admin.http.put(`/api/progresses/${body._id}`, { BMI: 10 });
      expect(withBmi.status).toBe(200);
      expect(withBmi.body.BMI).not.toBe(10);
      expect((await clientB.http.put(`/api/progresses/${body._id}`, { weight: 70 })).status).toBe(403);
      expect((await clientB.http.delete(`/api/progresses/${body._id}`)).status).toBe(403);
      expect((await nutritionist.http.delete(`/api/progresses/${body._id}`)).status).toBe(404);
      const deleted = await admin.http.delete(`/api/progresses/${body._id}`);
      expect(deleted.body).toEqual({ message: Messages.progress.deleted });
      expect((await admin.http.get(`/api/progresses/${body._id}`)).status).toBe(404);
    });
  });

  describe('spec section 7 bodies, sent verbatim', () => {
    it('PUT /api/nutritionPlans/{id} takes the create body with the same client, and refuses another client changing nothing', async () => {
      const created = (await nutritionist.http.post('/api/nutritionPlans', plan({ title: 'Section 7' }))).body;
      // The create form's body, as the spec's edit screen sends it.
      const body = { client: clientA.user._id, title: 'Section 7, edited', description: 'd', startDate: '2026-12-01', endDate: '2026-12-31', meals: [{ mealTime: 'dinner', description: 'Khichdi', calories: 400 }], attachments: [] };
      const res = await nutritionist.http.put(`/api/nutritionPlans/${created._id}`, body);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ client: { _id: clientA.user._id }, title: 'Section 7, edited', endDate: '2026-12-31', meals: [{ mealTime: 'dinner', calories: 400 }], attachments: [] });
      const before = await t.connection.collection('nutrition_plans').findOne({ title: 'Section 7, edited' });
      const moved = await nutritionist.http.put(`/api/nutritionPlans/${created._id}`, { ...body, client: clientB.user._id, title: 'Moved' });
      expect(moved.status).toBe(400);
      expect(moved.body).toMatchObject({ message: Messages.plans.clientCannotChange, errors: [{ field: 'client' }] });
      expect(await t.connection.collection('nutrition_plans').findOne({ _id: before!._id })).toEqual(before);
    });

    it('POST /api/progresses takes client, nutritionist, weight, height, bodyFat, BMI, notes: BMI and nutritionist derived', async () => {
      const body = { client: clientA.user._id, nutritionist: stranger.user._id, weight: 64, height: 1.6, bodyFat: 30, BMI: '99.9', notes: 'Spec body' };
      const res = await nutritionist.http.post('/api/progresses', body);
      expect(res.status).toBe(201);
      // Client A's first plan is the nutritionist's: the spec's rule, not the body, names the nutritionist.
      expect(res.body).toMatchObject({ nutritionist: { _id: nutritionist.user._id }, enteredBy: { _id: nutritionist.user._id }, BMI: 25, weight: 64, bodyFat: 30, notes: 'Spec body' });
      const stored = await t.connection.collection('progress_records').findOne({ notes: 'Spec body' });
      expect(stored).toMatchObject({ bmi: 25 });
      expect(String(stored!.nutritionist)).toBe(nutritionist.user._id);
    });
  });

  describe('progress entered by clients', () => {
    it('a client records for themselves: BMI computed, nutritionist by the spec rule, entered by "you"', async () => {
      const res = await clientA.http.post('/api/progresses', { client: clientA.user._id, weight: 63.5, height: 1.6, notes: 'Home scale' });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ client: { _id: clientA.user._id }, nutritionist: { _id: nutritionist.user._id }, enteredBy: { _id: clientA.user._id }, BMI: 24.8 });
      const newcomer = await t.actor('client');
      const first = await newcomer.http.post('/api/progresses', { client: newcomer.user._id, weight: 80 });
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ nutritionist: null, enteredBy: { _id: newcomer.user._id } });
    });

    it('a client edits and deletes only what they entered; a practitioner\'s record is read-only to them', async () => {
      const own = (await clientA.http.post('/api/progresses', { client: clientA.user._id, weight: 63 })).body;
      const theirs = (await nutritionist.http.post('/api/progresses', { client: clientA.user._id, weight: 62 })).body;
      const edited = await clientA.http.put(`/api/progresses/${own._id}`, { weight: 62.5, notes: 'Fixed a typo' });
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ weight: 62.5, enteredBy: { _id: clientA.user._id } });
      const refused = await clientA.http.put(`/api/progresses/${theirs._id}`, { weight: 50 });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'CARE.NOT_THE_AUTHOR', message: Messages.care.enteredByPractitioner });
      expect((await clientA.http.delete(`/api/progresses/${theirs._id}`)).status).toBe(403);
      expect((await admin.http.get(`/api/progresses/${theirs._id}`)).body.weight).toBe(62);
      // Another client's own entry is invisible; the practitioner does not change the client's entry.
      expect((await clientB.http.put(`/api/progresses/${own._id}`, { weight: 40 })).status).toBe(404);
      expect((await clientB.http.delete(`/api/progresses/${own._id}`)).status).toBe(404);
      expect((await nutritionist.http.put(`/api/progresses/${own._id}`, { weight: 40 })).status).toBe(403);
      expect((await clientA.http.delete(`/api/progresses/${own._id}`)).status).toBe(200);
    });

    it('refuses a measurement dated in the future', async () => {
      const res = await clientA.http.post('/api/progresses', { client: clientA.user._id, weight: 63, date: '2099-01-01' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(Messages.progress.futureDate);
    });
  });

  it('removes a deleted client\'s plans and progress', async () => {
    const gone = await t.actor('client');
    await admin.http.post('/api/nutritionPlans', plan({ client: gone.user._id }));
    await admin.http.post('/api/progresses', { client: gone.user._id, weight: 60 });
    expect((await admin.http.delete(`/api/users/${gone.user._id}`)).status).toBe(200);
    const { Types } = await import('mongoose');
    const id = new Types.ObjectId(gone.user._id);
    expect(await t.connection.collection('nutrition_plans').countDocuments({ client: id })).toBe(0);
    expect(await t.connection.collection('progress_records').countDocuments({ client: id })).toBe(0);
  });
});
