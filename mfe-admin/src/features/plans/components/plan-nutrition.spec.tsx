import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FoodSummary, type NutritionProfile, ZERO_NUTRIENTS } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { CreatePlanPage } from './create-plan-page';

const admin = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const clientId = 'c'.repeat(24);

const food = (id: string, name: string, hindiName: string, per100g: Partial<FoodSummary['per100g']>, extra: Partial<FoodSummary> = {}): FoodSummary => ({
  _id: id.repeat(24),
  kind: 'food',
  source: 'ifct2017',
  code: 'A001',
  name,
  hindiName,
  group: 'A',
  diet: 'vegetarian',
  jain: true,
  allergens: [],
  per100g: { ...ZERO_NUTRIENTS, ...per100g },
  measures: [{ name: 'katori', grams: 150 }],
  retired: false,
  ...extra,
});
// Values per 100 g as in IFCT 2017 (rounded): rice, raw milled; spinach; paneer.
const RICE = food('1', 'Rice, raw, milled', 'Chawal', { energyKcal: 356, protein: 7.9, carbohydrate: 78.2, fat: 0.5, fibre: 2.8 });
const SPINACH = food('2', 'Spinach', 'Palak', { energyKcal: 24, protein: 2.1, carbohydrate: 2.0, fat: 0.6, fibre: 2.2 }, { group: 'C' });
const PANEER = food('3', 'Paneer', 'Paneer', { energyKcal: 258, protein: 18.9, carbohydrate: 1.2, fat: 20, fibre: 0 }, { group: 'L', allergens: ['milk'] });

const profile = (over: Partial<NutritionProfile> = {}): NutritionProfile => ({
  client: clientId,
  sex: 'female',
  dateOfBirth: '1990-01-01',
  activity: 'light',
  diet: 'vegetarian',
  allergies: [],
  target: { method: 'manual', energyKcal: 1800, adjustmentKcal: 0, macros: { unit: 'percent', protein: 20, carbohydrate: 55, fat: 25 }, fibre: 30 },
  resolved: { energyKcal: 1800, protein: 90, carbohydrate: 247.5, fat: 50, fibre: 30, restingKcal: null, from: null },
  missing: [],
  updatedAt: null,
  updatedBy: null,
  ...over,
});

function stubEditor(p: NutritionProfile, templates: object[] = []) {
  return stubApi({
    'GET /api/users/clients': { data: [], page: 1, limit: 20, total: 0 },
    [`GET /api/nutritionProfiles/client/${clientId}`]: p,
    'GET /api/planTemplates': { data: templates, page: 1, limit: 100, total: templates.length },
    'GET /api/foods': (request: Request) => {
      const search = new URL(request.url).searchParams.get('search') ?? '';
      const found = [RICE, SPINACH, PANEER].filter((f) => `${f.name} ${f.hindiName}`.toLowerCase().includes(search.toLowerCase()));
      return { data: found, page: 1, limit: 20, total: found.length };
    },
  });
}

function renderCreate() {
  return renderScreen(<CreatePlanPage />, { user: admin as never, path: '/admin/createNutritionPlan', url: `/admin/createNutritionPlan?client=${clientId}` });
}

async function addFood(mealNumber: number, text: string, optionName: string) {
  await userEvent.type(screen.getByRole('combobox', { name: `Meal ${mealNumber} add food` }), text);
  await userEvent.click(await screen.findByText(optionName));
}

/** The element titled `name` among those with `className` (a day's segment and its copy option share the title). */
const titled = (elements: HTMLElement[], className: string) => elements.find((el) => el.classList.contains(className))!;
const segment = (name: string) => titled(screen.getAllByTitle(name), 'ant-segmented-item-label');
const dayLine = () => screen.getByTestId('day-totals-line').textContent;

describe('the plan editor with foods', () => {
  it('adds foods from the search, computes the meal and day totals and compares them with the target', async () => {
    const api = stubEditor(profile());
    renderCreate();
    await userEvent.click(screen.getByRole('button', { name: /Add meal/ }));
    await userEvent.type(screen.getByLabelText('Meal 1 description'), 'Rice and spinach');
    await addFood(1, 'chawal', 'Rice, raw, milled');
    // 100 g by default: the table's values per 100 g.
    await waitFor(() => expect(dayLine()).toBe('356 kcal · protein 7.9 g · carbs 78.2 g · fat 0.5 g · fibre 2.8 g'));
    expect(screen.getByText('Energy: 356 kcal / 1,800 kcal')).toBeInTheDocument();

    await addFood(1, 'spin', 'Spinach');
    await userEvent.clear(screen.getByLabelText('Spinach amount'));
    await userEvent.type(screen.getByLabelText('Spinach amount'), '250');
    // 250 g of spinach: 60 kcal, 5.3 g protein, 5 g carbs, 1.5 g fat, 5.5 g fibre.
    await waitFor(() => expect(dayLine()).toBe('416 kcal · protein 13.2 g · carbs 83.2 g · fat 2 g · fibre 8.3 g'));
    expect(screen.getByText('Energy: 416 kcal / 1,800 kcal')).toBeInTheDocument();
    expect(screen.getByText('Fibre: 8.3 g / 30 g')).toBeInTheDocument();
    expect(screen.getByLabelText('Meal 1 calories')).toHaveValue('416');
    // The client's diet goes to the search as a filter.
    expect(api.calls.some((c) => c.path.startsWith('/api/foods?') && c.path.includes('diet=vegetarian'))).toBe(true);
  });

  it('counts a household measure as its grams and sends the measure, not calories, for a meal with foods', async () => {
    const api = stubEditor(profile());
    stubEditorPost(api);
    renderCreate();
    await userEvent.type(screen.getByLabelText('Title'), 'Winter plan');
    await userEvent.type(screen.getByLabelText('Start date'), '01/12/2026{enter}');
    await userEvent.click(screen.getByRole('button', { name: /Add meal/ }));
    await userEvent.type(screen.getByLabelText('Meal 1 description'), 'Rice');
    await addFood(1, 'rice', 'Rice, raw, milled');
    await userEvent.click(screen.getByRole('combobox', { name: 'Rice, raw, milled unit' }));
    await userEvent.click(await screen.findByText('katori (150 g)'));
    // One katori of 150 g: 534 kcal.
    await waitFor(() => expect(dayLine()).toMatch(/^534 kcal · protein 11.9 g/));
    await userEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const body = api.calls.find((c) => c.method === 'POST')!.body as { meals: unknown[] };
    expect(body.meals).toEqual([{ day: 1, mealTime: 'breakfast', description: 'Rice', items: [{ food: RICE._id, measure: { name: 'katori', count: 1 } }] }]);
  });

  it('refuses an amount out of bounds with the field message and sends nothing', async () => {
    const api = stubEditor(profile());
    renderCreate();
    await userEvent.type(screen.getByLabelText('Title'), 'Winter plan');
    await userEvent.type(screen.getByLabelText('Start date'), '01/12/2026{enter}');
    await userEvent.click(screen.getByRole('button', { name: /Add meal/ }));
    await userEvent.type(screen.getByLabelText('Meal 1 description'), 'Rice');
    await addFood(1, 'rice', 'Rice, raw, milled');
    await userEvent.clear(screen.getByLabelText('Rice, raw, milled amount'));
    await userEvent.type(screen.getByLabelText('Rice, raw, milled amount'), '6000');
    await userEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    expect(await screen.findByText('An amount is 1 to 5000 grams.')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('warns when a template brings a food that conflicts with the allergies, and says when there is no target', async () => {
    const template = {
      _id: 't'.repeat(24),
      title: 'Protein day',
      description: '',
      meals: [{ day: 1, mealTime: 'lunch', description: 'Paneer', calories: 258, items: [{ food: PANEER._id, name: 'Paneer', hindiName: 'Paneer', grams: 100, nutrients: { energyKcal: 258, protein: 18.9, carbohydrate: 1.2, fat: 20, fibre: 0 } }], nutrients: ZERO_NUTRIENTS }],
      days: [],
      createdBy: { _id: admin._id, name: admin.name },
      createdAt: '2026-12-01T00:00:00.000Z',
    };
    const api = stubEditor(profile({ allergies: ['milk'], resolved: null, missing: ['weight'] }), [template]);
    stubFood(api, PANEER);
    renderCreate();
    await userEvent.click(screen.getByRole('combobox', { name: 'Start from a template' }));
    await userEvent.click(await screen.findByText('Protein day'));
    expect(await screen.findByText('Paneer contains milk, which the client is allergic to.')).toBeInTheDocument();
    expect(dayLine()).toBe('258 kcal · protein 18.9 g · carbs 1.2 g · fat 20 g · fibre 0 g');
    const note = screen.getByText('This client has no target yet.');
    expect(within(screen.getByTestId('no-target')).getByRole('link', { name: 'Set a target' })).toHaveAttribute('href', `/admin/clients/${clientId}/nutrition`);
    expect(note).toBeVisible();
  });

  it('adds a day and copies a day onto it, each day with its own meals and totals', async () => {
    const api = stubEditor(profile());
    stubEditorPost(api);
    renderCreate();
    await userEvent.type(screen.getByLabelText('Title'), 'Two days');
    await userEvent.type(screen.getByLabelText('Start date'), '01/12/2026{enter}');
    await userEvent.click(screen.getByRole('button', { name: /Add meal/ }));
    await userEvent.type(screen.getByLabelText('Meal 1 description'), 'Spinach');
    await addFood(1, 'spin', 'Spinach');
    await userEvent.click(screen.getByRole('button', { name: /Add day/ }));
    // Day 2 starts empty.
    expect(screen.getByText('Day 2 totals')).toBeInTheDocument();
    expect(screen.queryByLabelText('Meal 1 description')).toBeNull();
    expect(dayLine()).toMatch(/^0 kcal/);
    await userEvent.click(segment('Day 1'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Copy this day to…' }));
    await userEvent.click(titled(await screen.findAllByTitle('Day 2'), 'ant-select-item-option'));
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await userEvent.click(segment('Day 2'));
    await waitFor(() => expect(dayLine()).toMatch(/^24 kcal · protein 2.1 g/));
    await userEvent.click(screen.getByRole('button', { name: 'Create plan' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const body = api.calls.find((c) => c.method === 'POST')!.body as { meals: { day: number; description: string }[] };
    expect(body.meals.map((m) => [m.day, m.description])).toEqual([
      [1, 'Spinach'],
      [2, 'Spinach'],
    ]);
  });
});

/** Adds routes to a stub made by `stubEditor`. */
function extendStub(api: ReturnType<typeof stubApi>, routes: Record<string, (request: Request) => unknown>) {
  const base = api.fetch.getMockImplementation()!;
  api.fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const route = routes[`${request.method} ${new URL(request.url).pathname}`];
    if (!route) return base(input, init);
    const text = request.body ? await request.clone().text() : '';
    api.calls.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
    return Response.json(route(request));
  });
}
const stubEditorPost = (api: ReturnType<typeof stubApi>) => extendStub(api, { 'POST /api/nutritionPlans': () => ({}) });
const stubFood = (api: ReturnType<typeof stubApi>, f: FoodSummary) => extendStub(api, { [`GET /api/foods/${f._id}`]: () => f });
