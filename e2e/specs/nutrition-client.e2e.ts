import type { Browser } from 'playwright-core';
import { type DiaryEntry, type FoodSummary, formatIndianNumber, type NutritionPlan, nutrientsFor, sumNutrients } from '@clinic/contracts';
import { launchBrowser, screenshot, uniquePhone } from '../support/browser';
import { futureDate } from '../support/clinic-dates';
import { signIn } from '../support/flows';
import { ADMIN, ApiSession } from '../support/seed';

async function register(name: string) {
  const phone = uniquePhone();
  const password = 'diary-pass-1';
  const api = new ApiSession();
  const { _id: id } = await api.call('POST', '/api/users', { name, phone, password });
  api.userId = id;
  return { id, phone, password, api };
}

/** A 1×1 PNG, the smallest photo of a meal. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** kcal as the plan shows them in Hindi: whole, Indian grouping. */
const kcal = (value: number) => `${formatIndianNumber(Math.round(value), { maximumFractionDigits: 0 })} कैलोरी`;

/**
 * Issue 59, the client's side: a plan built from the food table read on a phone in Hindi with its
 * totals, and a meal logged in the diary while offline that reaches the server once the connection
 * returns, exactly once.
 */
describe("the client's plan and food diary", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('reads a plan of foods with its totals at 390 px in Hindi, and logs a meal offline that is sent once online', async () => {
    const admin = await ApiSession.signIn(ADMIN.phone, ADMIN.password);
    const nutritionist = await register('Meera Iyer');
    await admin.call('PUT', `/api/users/${nutritionist.id}`, { role: 'nutritionist' });
    nutritionist.api = await ApiSession.signIn(nutritionist.phone, nutritionist.password);
    const client = await register('Sunita Verma');
    await client.api.call('PUT', '/api/users/profile', { language: 'hi' });
    await admin.call('POST', `/api/careTeam/client/${client.id}`, { practitioner: nutritionist.id });

    // Two foods of the table, found as a dietitian would: one by its Hindi name, one by its English name.
    const find = async (search: string) => (await nutritionist.api.call<{ data: FoodSummary[] }>('GET', `/api/foods?search=${encodeURIComponent(search)}&limit=5`)).data[0];
    const dal = await find('arhar');
    const rice = await find('rice');
    expect(dal).toBeDefined();
    expect(rice).toBeDefined();
    await nutritionist.api.call('PUT', `/api/nutritionProfiles/client/${client.id}`, {
      target: { method: 'manual', energyKcal: 1800, macros: { unit: 'percent', protein: 20, carbohydrate: 55, fat: 25 } },
    });
    const today = futureDate(0).date;
    const plan = await nutritionist.api.call<NutritionPlan>('POST', '/api/nutritionPlans', {
      client: client.id,
      title: 'Dal chawal week',
      startDate: today,
      meals: [
        { mealTime: 'breakfast', description: 'Dal', items: [{ food: dal._id, grams: 150 }] },
        { mealTime: 'lunch', description: 'Rice and dal', items: [{ food: rice._id, grams: 200 }, { food: dal._id, grams: 100 }] },
      ],
    });
    // What the table says these amounts give, worked out here from each food's values per 100 g.
    const breakfast = nutrientsFor(dal.per100g, 150);
    const lunch = sumNutrients([nutrientsFor(rice.per100g, 200), nutrientsFor(dal.per100g, 100)]);
    const day = sumNutrients([breakfast, lunch]);

    const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, client.phone, client.password);

    await page.goto(`/nutrition-plans/${plan._id}`);
    await page.getByRole('heading', { level: 1, name: 'Dal chawal week' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.getByTestId('calories-breakfast').innerText()).toBe(kcal(breakfast.energyKcal));
    expect(await page.getByTestId('calories-lunch').innerText()).toBe(kcal(lunch.energyKcal));
    expect(await page.getByTestId('calories-total').innerText()).toBe(kcal(day.energyKcal));
    expect(await page.getByTestId('nutrients-total').innerText()).toContain(`प्रोटीन ${formatIndianNumber(day.protein, { maximumFractionDigits: 1 })} ग्रा`);
    await page.getByRole('region', { name: 'दोपहर का खाना' }).getByText('200 ग्रा').waitFor();
    await page.getByRole('table', { name: 'आपके लक्ष्य के सामने यह दिन' }).getByText('1,800 कैलोरी', { exact: false }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await screenshot(page, 'nutrition-client-plan-hi-390');

    // The diary, opened online once (the plan list is then kept on the device), then the connection lost.
    await page.goto('/diary');
    await page.getByRole('heading', { level: 1, name: 'खाने की डायरी' }).waitFor();
    const morning = page.getByRole('region', { name: 'नाश्ता', exact: true });
    const asPlanned = morning.getByRole('button', { name: 'नाश्ता प्लान के मुताबिक' });
    await asPlanned.waitFor();
    await context.setOffline(true);
    await page.locator('.offline-banner').waitFor();
    await asPlanned.click();
    await morning.getByText('भेजा जाना बाकी').waitFor();
    const stored = () => client.api.call<{ data: DiaryEntry[] }>('GET', `/api/diary?from=${today}&to=${today}`).then((r) => r.data);
    expect(await stored()).toEqual([]);
    await screenshot(page, 'nutrition-client-diary-offline-hi-390');

    await context.setOffline(false);
    await morning.getByTestId('diary-entry').waitFor();
    await morning.getByText('भेजा जाना बाकी').waitFor({ state: 'detached' });
    const entries = await stored();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ mealTime: 'breakfast', asPlanned: plan._id, nutrients: breakfast });
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('clinic.diaryQueue.') && localStorage.getItem(k) !== '[]'))).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await screenshot(page, 'nutrition-client-diary-hi-390');

    // Logged offline and the app closed before the connection returned: sent on the next start, on whatever screen it opens.
    await context.setOffline(true);
    await page.getByRole('region', { name: 'दोपहर का खाना' }).getByRole('button', { name: 'दोपहर का खाना प्लान के मुताबिक' }).click();
    await page.getByRole('region', { name: 'दोपहर का खाना' }).getByText('भेजा जाना बाकी').waitFor();
    await page.close();
    await context.setOffline(false);
    const next = await context.newPage();
    next.on('pageerror', (error) => errors.push(error.message));
    await next.goto('/home');
    for (let tries = 0; (await stored()).length < 2 && tries < 40; tries += 1) await next.waitForTimeout(250);
    const after = await stored();
    expect(after.map((e) => e.mealTime).sort()).toEqual(['breakfast', 'lunch']);
    expect(after.find((e) => e.mealTime === 'lunch')).toMatchObject({ asPlanned: plan._id, nutrients: lunch });

    // Online, a dinner found by its Hindi name, in grams, with a photo sent after the entry.
    await next.goto('/diary');
    await next.getByRole('button', { name: 'रात का खाना दर्ज करें' }).click();
    const dialog = next.getByRole('dialog');
    await dialog.getByRole('combobox').fill('arhar');
    await next.locator('.ant-select-item-option').first().click();
    await dialog.locator('#diary-unit').click();
    await next.locator('.ant-select-item-option[title="ग्राम"], .ant-select-item-option:has-text("ग्राम")').first().click();
    await dialog.locator('#diary-amount').fill('120');
    await dialog.getByRole('button', { name: 'जोड़ें' }).click();
    await dialog.locator('#diary-photo').setInputFiles({ name: 'dinner.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
    await dialog.getByRole('button', { name: 'सहेजें' }).click();
    const dinner = next.getByRole('region', { name: 'रात का खाना', exact: true });
    await dinner.getByRole('img', { name: 'रात का खाना की फ़ोटो' }).waitFor();
    const withDinner = await stored();
    expect(withDinner.find((e) => e.mealTime === 'dinner')).toMatchObject({ items: [expect.objectContaining({ food: dal._id, grams: 120 })], nutrients: nutrientsFor(dal.per100g, 120), hasPhoto: true });
    await screenshot(next, 'nutrition-client-diary-dinner-hi-390');
    expect(errors).toEqual([]);
    await context.close();
  });
});
