import type { Browser, Page } from 'playwright-core';
import { type FoodSummary, formatIndianNumber, Messages, type NutritionPlan, type Nutrients, nutrientsFor, sumNutrients } from '@clinic/contracts';
import { launchBrowser, newSession, screenshot, uniquePhone } from '../support/browser';
import { futureDate } from '../support/clinic-dates';
import { chooseOption, expectToast, languageSaved, openOptions, signIn, typeDate } from '../support/flows';
import { ADMIN, ApiSession } from '../support/seed';

async function register(name: string) {
  const phone = uniquePhone();
  const password = 'editor-pass-1';
  const api = new ApiSession();
  const { _id: id } = await api.call('POST', '/api/users', { name, phone, password });
  api.userId = id;
  return { id, phone, password, api };
}

const one = (n: number) => formatIndianNumber(n, { maximumFractionDigits: 1 });
/** The editor's line of totals, as a person reads it. */
const totalsLine = (n: Nutrients) =>
  `${formatIndianNumber(Math.round(n.energyKcal), { maximumFractionDigits: 0 })} kcal · protein ${one(n.protein)} g · carbs ${one(n.carbohydrate)} g · fat ${one(n.fat)} g · fibre ${one(n.fibre)} g`;
const totalsLineHindi = (n: Nutrients) =>
  `${formatIndianNumber(Math.round(n.energyKcal), { maximumFractionDigits: 0 })} कैलोरी · प्रोटीन ${one(n.protein)} ग्रा · कार्ब्स ${one(n.carbohydrate)} ग्रा · फ़ैट ${one(n.fat)} ग्रा · फ़ाइबर ${one(n.fibre)} ग्रा`;
const energyAgainstTarget = (kcal: number, target: number) =>
  `Energy: ${formatIndianNumber(Math.round(kcal), { maximumFractionDigits: 0 })} kcal / ${formatIndianNumber(target, { maximumFractionDigits: 0 })} kcal`;

/** The card of the day's totals under the meals. */
const dayTotals = (page: Page) => page.getByTestId('day-totals');

/** Types into a meal's food search and picks the food shown first. */
async function addFood(page: Page, meal: number, search: string, name: string) {
  const box = page.getByRole('combobox', { name: `Meal ${meal} add food` });
  await box.click();
  await box.fill(search);
  await openOptions(page).filter({ hasText: name }).first().click();
}

/**
 * Issue 59, the nutritionist's side: a two-meal day built from a Hindi and an English search, its
 * totals moving against the client's target, saved as a plan and as a template, and another client's
 * plan started from that template with the same totals.
 */
describe("the nutritionist's plan editor", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('builds a day from Hindi and English searches against the target, saves it as a template and starts another plan from it', async () => {
    const admin = await ApiSession.signIn(ADMIN.phone, ADMIN.password);
    const nutritionist = await register('Kavita Joshi');
    await admin.call('PUT', `/api/users/${nutritionist.id}`, { role: 'nutritionist' });
    nutritionist.api = await ApiSession.signIn(nutritionist.phone, nutritionist.password);
    const first = await register('Anjali Desai');
    const second = await register('Rohit Nair');
    for (const client of [first, second]) await admin.call('POST', `/api/careTeam/client/${client.id}`, { practitioner: nutritionist.id });
    await nutritionist.api.call('PUT', `/api/nutritionProfiles/client/${first.id}`, {
      target: { method: 'manual', energyKcal: 1800, macros: { unit: 'percent', protein: 20, carbohydrate: 55, fat: 25 } },
    });

    // The foods the searches show first, read from the API to work out the totals by hand.
    const find = async (search: string) => (await nutritionist.api.call<{ data: FoodSummary[] }>('GET', `/api/foods?search=${encodeURIComponent(search)}&limit=20`)).data[0];
    const rice = await find('चावल');
    const spinach = await find('spinach');
    expect(rice).toBeDefined();
    expect(spinach).toBeDefined();
    // Each food is added as 100 g; the day is their sum, each to one decimal as the server stores it.
    const afterRice = sumNutrients([nutrientsFor(rice.per100g, 100)]);
    const afterBoth = sumNutrients([nutrientsFor(rice.per100g, 100), nutrientsFor(spinach.per100g, 100)]);

    const { page } = await newSession(browser);
    await signIn(page, nutritionist.phone, nutritionist.password);
    await page.goto(`/admin/createNutritionPlan?client=${first.id}`);
    await page.getByRole('heading', { name: 'Create Nutrition Plan' }).waitFor();
    await page.getByText(energyAgainstTarget(0, 1800)).waitFor();
    await page.getByLabel('Title').fill('Dal chawal and palak');
    await typeDate(page, 'Start date', futureDate(1).date);

    await page.getByRole('button', { name: 'Add meal' }).click();
    await chooseOption(page, 'Meal 1 time', 'Lunch');
    await page.getByLabel('Meal 1 description').fill('Rice');
    await addFood(page, 1, 'चावल', rice.name);
    await dayTotals(page).getByText(totalsLine(afterRice), { exact: true }).waitFor();
    await page.getByText(energyAgainstTarget(afterRice.energyKcal, 1800)).waitFor();

    await page.getByRole('button', { name: 'Add meal' }).click();
    await chooseOption(page, 'Meal 2 time', 'Dinner');
    await page.getByLabel('Meal 2 description').fill('Spinach');
    await addFood(page, 2, 'spinach', spinach.name);
    await dayTotals(page).getByText(totalsLine(afterBoth), { exact: true }).waitFor();
    await page.getByText(energyAgainstTarget(afterBoth.energyKcal, 1800)).waitFor();
    // With foods, a meal's calories are computed, not typed.
    expect(await page.getByLabel('Meal 1 calories').getAttribute('readonly')).not.toBeNull();
    await screenshot(page, 'nutrition-editor');

    await page.getByRole('button', { name: 'Save as template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as template' });
    await dialog.getByLabel('Template name').fill('Dal chawal and palak day');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Template saved.');

    await page.getByRole('button', { name: 'Create plan' }).click();
    await expectToast(page, Messages.plans.created);
    const saved = (await nutritionist.api.call<{ data: NutritionPlan[] }>('GET', `/api/nutritionPlans?client=${first.id}&page=1&limit=10`)).data[0];
    expect(saved.days?.[0].nutrients).toEqual(afterBoth);

    // The second client's plan, from the template: the same meals and the same totals.
    await page.goto(`/admin/createNutritionPlan?client=${second.id}`);
    await page.getByRole('heading', { name: 'Create Nutrition Plan' }).waitFor();
    await chooseOption(page, 'Start from a template', 'Dal chawal and palak day');
    await dayTotals(page).getByText(totalsLine(afterBoth), { exact: true }).waitFor();
    expect(await page.getByLabel('Meal 2 description').inputValue()).toBe('Spinach');
    // This client has no target yet: the editor says so and links to setting one.
    await page.getByText('This client has no target yet.').waitFor();
    await page.getByLabel('Title').fill('From the template');
    await typeDate(page, 'Start date', futureDate(1).date);
    await page.getByRole('button', { name: 'Create plan' }).click();
    await expectToast(page, Messages.plans.created);
    const fromTemplate = (await nutritionist.api.call<{ data: NutritionPlan[] }>('GET', `/api/nutritionPlans?client=${second.id}&page=1&limit=10`)).data[0];
    expect(fromTemplate.days?.[0].nutrients).toEqual(afterBoth);
    expect(fromTemplate.meals.map((m) => m.items?.map((i) => i.food))).toEqual([[rice._id], [spinach._id]]);

    // On a phone: the first client's target on their nutrition page, and the food table by its Hindi name.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/clients/${first.id}/nutrition`);
    await page.getByTestId('resolved-target').getByText('1,800 kcal').waitFor();
    await screenshot(page, 'nutrition-profile-390');
    await page.goto('/admin/foods');
    await page.getByRole('heading', { name: 'Foods' }).waitFor();
    await page.getByLabel('Search foods').fill('palak');
    await page.getByRole('cell', { name: new RegExp(spinach.name) }).first().waitFor();
    await screenshot(page, 'foods-390');

    // The saved plan in the editor, in Hindi on a phone: the same totals, in Hindi words.
    await page.goto(`/admin/nutrition-plans/${saved._id}/edit`);
    await page.getByRole('heading', { name: 'Edit Nutrition Plan' }).waitFor();
    await Promise.all([languageSaved(page, 'hi'), page.locator('header .language-switch select').selectOption('hi')]);
    await dayTotals(page).getByText('दिन 1 का कुल').waitFor();
    await dayTotals(page).getByText(totalsLineHindi(afterBoth), { exact: true }).waitFor();
    await screenshot(page, 'nutrition-editor-390-hi');
  });
});
