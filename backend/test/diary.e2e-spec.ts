import { randomUUID } from 'node:crypto';
import { getModelToken } from '@nestjs/mongoose';
import { type Model, Types } from 'mongoose';
import { DIARY_BACKDATE_DAYS_MAX, DIARY_NOTE_MAX_LENGTH, DIARY_PHOTO_MAX_BYTES, NutritionMessages } from '@clinic/contracts';
import { ClinicClock } from '../src/common/time/clinic-clock';
import { AuditService } from '../src/modules/audit/audit.service';
import { addDays } from '../src/modules/diary/diary.service';
import { FoodUsage } from '../src/modules/foods/foods.usage';
import { Food } from '../src/modules/foods/schemas/food.schema';
import { TestApp, type Actor } from './support/test-app';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

// Values per 100 g chosen so that the hand-computed amounts below are exact to one decimal.
const DAL = { energyKcal: 340, protein: 24, carbohydrate: 60, fat: 2, fibre: 10 };
const RICE = { energyKcal: 130, protein: 2.5, carbohydrate: 28, fat: 0.5, fibre: 0.4 };

describe('Food diary (e2e)', () => {
  let t: TestApp;
  let admin: Actor;
  let nutritionist: Actor;
  let stranger: Actor;
  let client: Actor;
  let other: Actor;
  let today: string;
  let dal: string;
  let rice: string;
  let planId: string;

  const entries = () => t.connection.collection('diary_entries');
  const entry = (over: Record<string, unknown> = {}) => ({ clientEntryId: randomUUID(), date: today, mealTime: 'lunch', items: [{ food: dal, grams: 150 }], ...over });
  const putPhoto = (who: Actor, id: string, body: Buffer, type: string) =>
    fetch(`${t.url}/api/diary/${id}/photo`, { method: 'PUT', headers: { 'content-type': type, cookie: `clinic_session=${who.http.cookie('clinic_session')}` }, body });

  beforeAll(async () => {
    t = await TestApp.start();
    [admin, nutritionist, stranger, client, other] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('nutritionist'), t.actor('client'), t.actor('client')]);
    today = t.app.get(ClinicClock).today();
    const foods = t.app.get<Model<Food>>(getModelToken(Food.name));
    const made = await foods.create([
      { key: 'test:dal', kind: 'food', source: 'clinic', name: 'Moong dal', hindiName: 'Moong ki dal', group: 'B', diet: 'vegetarian', jain: true, allergens: [], per100g: DAL, measures: [{ name: 'katori', grams: 120 }] },
      { key: 'test:rice', kind: 'food', source: 'clinic', name: 'Rice, cooked', hindiName: 'Chawal', group: 'A', diet: 'vegetarian', jain: true, allergens: [], per100g: RICE, measures: [] },
    ]);
    [dal, rice] = made.map((f) => String(f._id));
    expect((await admin.http.post(`/api/careTeam/client/${client.user._id}`, { practitioner: nutritionist.user._id })).status).toBe(201);
    const plan = await nutritionist.http.post('/api/nutritionPlans', {
      client: client.user._id,
      title: 'Dal and rice',
      startDate: addDays(today, -10),
      meals: [
        { mealTime: 'lunch', description: 'Dal chawal', items: [{ food: dal, grams: 150 }, { food: rice, grams: 200 }] },
        { mealTime: 'dinner', description: 'Khichdi', calories: 400 },
      ],
    });
    expect(plan.status).toBe(201);
    planId = plan.body._id;
  });
  afterAll(() => t.close());

  describe('logging', () => {
    it('computes an entry of foods from their values per 100 g (grams and a household measure)', async () => {
      const res = await client.http.post('/api/diary', entry({ date: addDays(today, -1), items: [{ food: dal, measure: { name: 'katori', count: 1.5 } }, { food: rice, grams: 200 }], note: ' Less salt ' }));
      expect(res.status).toBe(201);
      // 1.5 katori × 120 g = 180 g of dal: 340 × 1.8 = 612 kcal, 43.2 g protein, 108 g carbohydrate, 3.6 g fat, 18 g fibre;
      // 200 g of rice: 260 kcal, 5 g, 56 g, 1 g, 0.8 g.
      expect(res.body.items).toEqual([
        { food: dal, name: 'Moong dal', hindiName: 'Moong ki dal', grams: 180, measure: { name: 'katori', count: 1.5 }, nutrients: { energyKcal: 612, protein: 43.2, carbohydrate: 108, fat: 3.6, fibre: 18 } },
        { food: rice, name: 'Rice, cooked', hindiName: 'Chawal', grams: 200, nutrients: { energyKcal: 260, protein: 5, carbohydrate: 56, fat: 1, fibre: 0.8 } },
      ]);
      expect(res.body).toMatchObject({ client: client.user._id, mealTime: 'lunch', asPlanned: null, note: 'Less salt', hasPhoto: false, nutrients: { energyKcal: 872, protein: 48.2, carbohydrate: 164, fat: 4.6, fibre: 18.8 } });
    });

    it('copies the planned meal "as planned", with its foods and numbers; a meal in words gives its typed energy', async () => {
      const lunch = await client.http.post('/api/diary', entry({ items: undefined, asPlanned: planId }));
      expect(lunch.status).toBe(201);
      expect(lunch.body.asPlanned).toBe(planId);
      expect(lunch.body.items.map((i: { food: string; grams: number }) => [i.food, i.grams])).toEqual([[dal, 150], [rice, 200]]);
      // 150 g dal (510, 36, 90, 3, 15) + 200 g rice (260, 5, 56, 1, 0.8).
      expect(lunch.body.nutrients).toEqual({ energyKcal: 770, protein: 41, carbohydrate: 146, fat: 4, fibre: 15.8 });
      const dinner = await client.http.post('/api/diary', entry({ mealTime: 'dinner', items: undefined, asPlanned: planId }));
      expect(dinner.status).toBe(201);
      expect(dinner.body).toMatchObject({ items: [], nutrients: { energyKcal: 400, protein: 0, carbohydrate: 0, fat: 0, fibre: 0 } });
    });

    it('stores an entry sent twice once, one after the other and at the same moment', async () => {
      const body = entry({ mealTime: 'snack', items: [{ food: rice, grams: 100 }] });
      const first = await client.http.post('/api/diary', body);
      const again = await client.http.post('/api/diary', body);
      expect([first.status, again.status]).toEqual([201, 200]);
      expect(again.body._id).toBe(first.body._id);
      const racing = entry({ mealTime: 'snack', items: [{ food: rice, grams: 50 }] });
      const both = await Promise.all([client.http.post('/api/diary', racing), client.http.post('/api/diary', racing)]);
      expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
      expect(both[0].body._id).toBe(both[1].body._id);
      expect(await entries().countDocuments({ clientEntryId: racing.clientEntryId })).toBe(1);
      expect(await entries().countDocuments({ clientEntryId: body.clientEntryId })).toBe(1);
    });

    it.each([
      ['a future date', { date: 'TOMORROW' }, 'date', NutritionMessages.diary.futureDate],
      ['a date too long ago', { date: 'TOO_OLD' }, 'date', NutritionMessages.diary.tooOld(DIARY_BACKDATE_DAYS_MAX)],
      ['0 grams', { items: [{ food: 'DAL', grams: 0 }] }, 'items.0.grams', undefined],
      ['an unknown food', { items: [{ food: '665f1c2b9d3e4a0012ab34cd', grams: 100 }] }, 'items.0.food', undefined],
      ['an unknown measure', { items: [{ food: 'DAL', measure: { name: 'glass', count: 1 } }] }, 'items.0.measure', undefined],
      ['both items and asPlanned', { asPlanned: 'PLAN' }, 'asPlanned', NutritionMessages.diary.itemsOrPlan],
      ['neither items nor asPlanned', { items: undefined }, 'items', NutritionMessages.diary.itemsRequired],
      ['no items', { items: [] }, 'items', NutritionMessages.diary.itemsRequired],
      ['a note too long', { note: 'x'.repeat(DIARY_NOTE_MAX_LENGTH + 1) }, 'note', NutritionMessages.diary.noteTooLong(DIARY_NOTE_MAX_LENGTH)],
      ['an entry id that is not one', { clientEntryId: 'short' }, 'clientEntryId', NutritionMessages.diary.entryIdInvalid],
      ['a meal the plan does not have that day', { mealTime: 'breakfast', items: undefined, asPlanned: 'PLAN' }, 'mealTime', NutritionMessages.diary.noPlannedMeal],
      ['a day the plan is not in effect', { date: 'BEFORE_PLAN', items: undefined, asPlanned: 'PLAN' }, 'asPlanned', NutritionMessages.diary.planNotActive],
      ['another client\'s plan', { items: undefined, asPlanned: 'OTHER_PLAN' }, 'asPlanned', NutritionMessages.diary.planNotFound],
    ])('refuses %s with a 400 naming the field, and writes nothing', async (_name, over, field, message) => {
      const resolved = JSON.parse(
        JSON.stringify(over)
          .replace('TOMORROW', addDays(today, 1))
          .replace('TOO_OLD', addDays(today, -DIARY_BACKDATE_DAYS_MAX - 1))
          .replace('BEFORE_PLAN', addDays(today, -11))
          .replace('"DAL"', JSON.stringify(dal))
          .replace('"PLAN"', JSON.stringify(planId))
          .replace('OTHER_PLAN', await otherClientsPlan()),
      );
      const body: Record<string, unknown> = { ...entry(), ...resolved };
      // JSON drops the `items: undefined` of a case without items.
      if ('items' in over && over.items === undefined) delete body.items;
      const before = await entries().countDocuments({});
      const res = await client.http.post('/api/diary', body);
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      if (message) expect(res.body.errors.find((e: { field: string }) => e.field === field).message).toBe(message);
      expect(await entries().countDocuments({})).toBe(before);
    });

    let otherPlan: string | undefined;
    async function otherClientsPlan(): Promise<string> {
      if (otherPlan) return otherPlan;
      const res = await admin.http.post('/api/nutritionPlans', { client: other.user._id, title: 'Other', startDate: addDays(today, -5), meals: [{ mealTime: 'lunch', description: 'Salad', calories: 200 }] });
      expect(res.status).toBe(201);
      otherPlan = res.body._id as string;
      return otherPlan;
    }

    it('counts a food named by an entry as in use, so deleting it retires it instead', async () => {
      const foods = t.app.get<Model<Food>>(getModelToken(Food.name));
      const unused = await foods.create({ key: 'test:unused', kind: 'food', source: 'clinic', name: 'Unused', group: 'A', diet: 'vegetarian', jain: true, allergens: [], per100g: RICE, measures: [] });
      const usage = t.app.get(FoodUsage);
      expect(await usage.inUse(unused._id)).toBe(false);
      expect((await client.http.post('/api/diary', entry({ date: addDays(today, -20), items: [{ food: String(unused._id), grams: 10 }] }))).status).toBe(201);
      expect(await usage.inUse(unused._id)).toBe(true);
    });

    it('takes entries from clients only, for themselves', async () => {
      expect((await nutritionist.http.post('/api/diary', entry())).status).toBe(403);
      expect((await admin.http.post('/api/diary', entry())).status).toBe(403);
      expect((await t.client().post('/api/diary', entry())).status).toBe(401);
      // A client field is not part of the body: nobody logs for someone else.
      expect((await client.http.post('/api/diary', { ...entry(), client: other.user._id })).status).toBe(400);
    });
  });

  describe('photos', () => {
    let id: string;
    beforeAll(async () => {
      id = (await client.http.post('/api/diary', entry({ mealTime: 'breakfast', items: [{ food: rice, grams: 120 }] }))).body._id;
    });

    it('stores a PNG and gives it back to the client and their care team, privately', async () => {
      const put = await putPhoto(client, id, PNG, 'image/png');
      expect(put.status).toBe(200);
      expect(((await put.json()) as { hasPhoto: boolean }).hasPhoto).toBe(true);
      for (const reader of [client, nutritionist, admin]) {
        const res = await fetch(`${t.url}/api/diary/${id}/photo`, { headers: { cookie: `clinic_session=${reader.http.cookie('clinic_session')}` } });
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/png');
        expect(res.headers.get('cache-control')).toMatch(/^private/);
        expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
      }
      for (const stranger_ of [other, stranger]) expect((await stranger_.http.get(`/api/diary/${id}/photo`)).status).toBe(404);
    });

    it('refuses a text file sent as image/png (415) and a photo over 2 MB (413)', async () => {
      const text = await putPhoto(client, id, Buffer.from('not a picture at all'), 'image/png');
      expect(text.status).toBe(415);
      expect(((await text.json()) as { message: string }).message).toBe(NutritionMessages.diary.photoType);
      const big = Buffer.alloc(DIARY_PHOTO_MAX_BYTES + 1);
      PNG.copy(big);
      expect((await putPhoto(client, id, big, 'image/png')).status).toBe(413);
      expect((await putPhoto(client, id, PNG, 'text/plain')).status).toBe(415);
      // Another client's entry is not theirs to change.
      expect((await putPhoto(other, id, PNG, 'image/png')).status).toBe(404);
    });

    it('deletes an entry with its photo, only by the client who logged it', async () => {
      expect((await other.http.delete(`/api/diary/${id}`)).status).toBe(404);
      expect((await nutritionist.http.delete(`/api/diary/${id}`)).status).toBe(403);
      expect((await client.http.delete(`/api/diary/${id}`)).status).toBe(200);
      expect(await t.connection.collection('diary_photos').countDocuments({})).toBe(0);
      expect((await client.http.get(`/api/diary/${id}/photo`)).status).toBe(404);
    });
  });

  describe('reading', () => {
    it('lists a period to the client and their care team, and to nobody else', async () => {
      const range = `from=${addDays(today, -6)}&to=${today}`;
      const own = await client.http.get(`/api/diary?${range}`);
      expect(own.status).toBe(200);
      expect(own.body.data.length).toBeGreaterThanOrEqual(4);
      expect(own.body.data.every((e: { client: string }) => e.client === client.user._id)).toBe(true);
      expect((await nutritionist.http.get(`/api/diary?client=${client.user._id}&${range}`)).body.data).toHaveLength(own.body.data.length);
      expect((await other.http.get(`/api/diary?client=${client.user._id}&${range}`)).status).toBe(404);
      expect((await stranger.http.get(`/api/diary?client=${client.user._id}&${range}`)).status).toBe(404);
      expect((await nutritionist.http.get(`/api/diary?${range}`)).status).toBe(400);
      expect((await t.client().get(`/api/diary?${range}`)).status).toBe(401);
      expect((await client.http.get(`/api/diary?from=${today}&to=${addDays(today, -1)}`)).status).toBe(400);
      expect((await client.http.get(`/api/diary?from=${addDays(today, -92)}&to=${today}`)).status).toBe(400);
    });

    it('records a practitioner\'s read in the audit log', async () => {
      await t.app.get(AuditService).flush();
      const before = await t.connection.collection('audit_events').countDocuments({ resource: 'diary', action: 'read' });
      await nutritionist.http.get(`/api/diary?client=${client.user._id}&from=${today}&to=${today}`);
      await client.http.get(`/api/diary?from=${today}&to=${today}`);
      await t.app.get(AuditService).flush();
      const events = await t.connection.collection('audit_events').find({ resource: 'diary', action: 'read' }).toArray();
      expect(events).toHaveLength(before + 1);
      expect(String(events[events.length - 1].actor)).toBe(nutritionist.user._id);
      expect(String(events[events.length - 1].client)).toBe(client.user._id);
    });

    it('sums each day against the plan and the target', async () => {
      const target = await nutritionist.http.put(`/api/nutritionProfiles/client/${client.user._id}`, {
        target: { method: 'manual', energyKcal: 2000, macros: { unit: 'grams', protein: 80, carbohydrate: 250, fat: 60 }, fibre: 30 },
      });
      expect(target.status).toBe(200);
      const res = await nutritionist.http.get(`/api/diary/summary?client=${client.user._id}&from=${addDays(today, -6)}&to=${today}`);
      expect(res.status).toBe(200);
      expect(res.body.days.map((d: { date: string }) => d.date)).toEqual(Array.from({ length: 7 }, (_, i) => addDays(today, i - 6)));
      const [yesterday, day] = res.body.days.slice(-2);
      // Yesterday: the dal and rice lunch (872 kcal). Today: lunch as planned (770, 41 g protein), dinner as planned (400),
      // snacks of rice, 100 g (130, 2.5) and 50 g (65, 1.3): 1365 kcal, 44.8 g protein, 188 g carbohydrate, 4.8 g fat, 16.4 g fibre.
      expect(yesterday).toMatchObject({ entries: 1, intake: { energyKcal: 872, protein: 48.2 } });
      expect(day).toMatchObject({ entries: 4, intake: { energyKcal: 1365, protein: 44.8, carbohydrate: 188, fat: 4.8, fibre: 16.4 } });
      // Planned every day of the plan: lunch 770 + dinner 400.
      expect(day.planned).toEqual({ energyKcal: 1170, protein: 41, carbohydrate: 146, fat: 4, fibre: 15.8 });
      expect(day.target).toMatchObject({ energyKcal: 2000, protein: 80, carbohydrate: 250, fat: 60, fibre: 30 });
      expect(res.body.average).toMatchObject({ daysLogged: 2, intake: { energyKcal: (872 + 1365) / 2 }, planned: { energyKcal: 1170 } });
      expect((await stranger.http.get(`/api/diary/summary?client=${client.user._id}&from=${today}&to=${today}`)).status).toBe(404);
    });

    it('gives a practitioner their clients\' adherence, least adherent first', async () => {
      const res = await nutritionist.http.get('/api/diary/adherence');
      expect(res.status).toBe(200);
      const row = res.body.data.find((r: { client: { _id: string } }) => r.client._id === client.user._id);
      // Intake on the two days logged (872 + 1365) against the plan's 1170 a day: 2237 / 2340 = 96 %.
      expect(row).toEqual({ client: { _id: client.user._id, name: client.user.name, email: expect.any(String) }, daysLogged: 2, energyPercentOfPlan: 96, lastLogged: today });
      expect((await stranger.http.get('/api/diary/adherence')).body.data).toEqual([]);
      expect((await client.http.get('/api/diary/adherence')).status).toBe(403);
      const all = await admin.http.get('/api/diary/adherence');
      // The other client has a plan and logged nothing: unknown adherence comes first.
      expect(all.body.data.map((r: { client: { _id: string } }) => r.client._id)).toEqual([other.user._id, client.user._id]);
    });
  });

  describe('the client\'s own data', () => {
    it('exports the entries and photos, and deletion removes them', async () => {
      const logged = await other.http.post('/api/diary', entry({ items: [{ food: dal, grams: 100 }] }));
      expect(logged.status).toBe(201);
      expect((await putPhoto(other, logged.body._id, PNG, 'image/png')).status).toBe(200);
      const exported = await other.http.get('/api/users/me/export');
      expect(exported.status).toBe(200);
      expect(exported.body.diaryEntries).toEqual([expect.objectContaining({ _id: logged.body._id, nutrients: { energyKcal: 340, protein: 24, carbohydrate: 60, fat: 2, fibre: 10 }, hasPhoto: true })]);
      expect(exported.body.diaryPhotos).toEqual([{ entry: logged.body._id, type: 'image/png', base64: PNG.toString('base64') }]);
      expect((await admin.http.delete(`/api/users/${other.user._id}`)).status).toBe(200);
      expect(await entries().countDocuments({ client: new Types.ObjectId(other.user._id) })).toBe(0);
      expect(await entries().countDocuments({})).toBeGreaterThan(0);
      expect(await t.connection.collection('diary_photos').countDocuments({})).toBe(0);
    });
  });
});
