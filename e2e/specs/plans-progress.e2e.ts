import type { Browser, Page } from 'playwright-core';
import { Messages } from '@clinic/contracts';
import { launchBrowser, newSession, screenshot, uniquePhone } from '../support/browser';
import { futureDate } from '../support/clinic-dates';
import { chooseOption, expectToast, openOptions, registerClient, signIn, typeDate } from '../support/flows';

const ADMIN = { phone: '9999999999', password: 'admin12345' };

const sessionUserId = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('clinic.session')!).user._id as string);

async function fillMeal(page: Page, index: number, mealTime: string, description: string, calories: number) {
  await chooseOption(page, `Meal ${index} time`, mealTime);
  await page.getByLabel(`Meal ${index} description`).fill(description);
  await page.getByLabel(`Meal ${index} calories`).fill(String(calories));
}

describe('plans and progress in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('the admin writes a plan and records progress; the client sees calorie totals and a two-point chart', async () => {
    const client = await newSession(browser);
    const phone = uniquePhone();
    await registerClient(client.page, 'Divya Menon', phone);
    const clientId = await sessionUserId(client.page);

    const admin = await newSession(browser);
    await signIn(admin.page, ADMIN.phone, ADMIN.password);

    // A plan with three meals.
    await admin.page.goto('/admin/createNutritionPlan');
    await admin.page.getByRole('heading', { name: 'Create Nutrition Plan' }).waitFor();
    await admin.page.getByRole('button', { name: 'Create plan' }).click();
    await admin.page.getByText(Messages.plans.clientRequired).waitFor();
    await admin.page.getByLabel('Client', { exact: true }).click();
    await admin.page.getByLabel('Client', { exact: true }).fill(phone);
    await openOptions(admin.page).filter({ hasText: 'Divya Menon' }).click();
    await admin.page.getByLabel('Title').fill('Weeks 1–4: gentle start');
    await typeDate(admin.page, 'Start date', futureDate(1).date);
    for (let i = 0; i < 3; i++) await admin.page.getByRole('button', { name: 'Add meal' }).click();
    // A new meal starts as breakfast with 0 calories.
    expect(await admin.page.getByLabel('Meal 1 calories').inputValue()).toBe('0');
    await fillMeal(admin.page, 1, 'Breakfast', 'Vegetable poha', 300);
    await fillMeal(admin.page, 2, 'Lunch', 'Dal, roti, salad', 500);
    await fillMeal(admin.page, 3, 'Dinner', 'Paneer tikka, greens', 450);
    await screenshot(admin.page, 'create-plan');
    await admin.page.getByRole('button', { name: 'Create plan' }).click();
    await expectToast(admin.page, Messages.plans.created);
    // The spec's target after saving is the plans list.
    await admin.page.waitForURL((url) => url.pathname === '/nutritionPlansList');
    await admin.page.getByRole('row', { name: /Weeks 1–4: gentle start/ }).waitFor();

    // Two progress records, two weeks apart; the BMI follows the inputs as they change.
    await admin.page.goto(`/admin/progressPlans/${clientId}`);
    await admin.page.getByRole('heading', { name: 'Add Client Progress' }).waitFor();
    await typeDate(admin.page, 'Date', futureDate(-14).date);
    await admin.page.getByLabel('Weight (kg)').fill('74.5');
    // Height in centimetres; a metres-sized value previews no BMI and says the range.
    await admin.page.getByLabel('Height (cm)').fill('1.68');
    await admin.page.getByText(Messages.progress.heightRangeCm).waitFor();
    expect(await admin.page.getByTestId('bmi').innerText()).toBe('—');
    await admin.page.getByLabel('Height (cm)').fill('168');
    await admin.page.getByTestId('bmi').getByText('26.4').waitFor();
    await admin.page.getByTestId('bmi').getByText('Obese').waitFor();
    await admin.page.getByLabel('Body fat (%)').fill('31.2');
    await screenshot(admin.page, 'add-progress');
    await admin.page.getByRole('button', { name: 'Add record' }).click();
    await expectToast(admin.page, Messages.progress.added);
    await typeDate(admin.page, 'Date', futureDate(0).date);
    await admin.page.getByLabel('Weight (kg)').fill('72.1');
    await admin.page.getByLabel('Body fat (%)').fill('30.0');
    await admin.page.getByTestId('bmi').getByText('25.5').waitFor();
    await admin.page.getByRole('button', { name: 'Add record' }).click();
    await expectToast(admin.page, Messages.progress.added);

    await admin.page.goto(`/admin/clientPlans/${clientId}`);
    await admin.page.locator('figure[data-points="2"]').waitFor();
    await screenshot(admin.page, 'client-plans');

    // The client sees the plan (and no practitioner buttons) with totals per meal time and per day.
    await client.page.goto('/nutritionPlansList');
    const row = client.page.getByRole('row', { name: /Weeks 1–4: gentle start/ });
    await row.waitFor();
    expect(await client.page.getByRole('button', { name: 'New Plan' }).count()).toBe(0);
    expect(await row.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    expect(await row.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    await screenshot(client.page, 'plan-list-client');
    await row.getByRole('link', { name: 'View' }).click();
    await client.page.getByTestId('calories-total').waitFor();
    expect(await client.page.getByTestId('calories-breakfast').innerText()).toBe('300 kcal');
    expect(await client.page.getByTestId('calories-lunch').innerText()).toBe('500 kcal');
    expect(await client.page.getByTestId('calories-dinner').innerText()).toBe('450 kcal');
    expect(await client.page.getByTestId('calories-total').innerText()).toBe('1,250 kcal');
    await screenshot(client.page, 'plan-detail');
    await client.page.getByRole('link', { name: /Back to Nutrition Plans/ }).click();
    await client.page.waitForURL((url) => url.pathname === '/nutritionPlansList');

    // The chart has two points on each line.
    await client.page.goto('/progressList');
    await client.page.getByRole('heading', { name: 'Progress Records' }).waitFor();
    await client.page.locator('figure[data-points="2"]').waitFor();
    await client.page.locator('figure [data-series]').first().waitFor();
    const dotsPerLine = await client.page.locator('figure [data-series]').evaluateAll((groups) => groups.map((g) => g.querySelectorAll('circle').length));
    expect(dotsPerLine).toEqual([2, 2, 2]);
    expect(await client.page.getByRole('row').count()).toBe(3);
    await screenshot(client.page, 'progress-list-client');

    // The admin corrects a record; BMI is recomputed and the list comes back after 1.5 s.
    await admin.page.goto('/progressList');
    await admin.page.getByRole('link', { name: 'Edit' }).first().click();
    await admin.page.getByRole('heading', { name: 'Edit Progress Record' }).waitFor();
    await admin.page.getByLabel('Weight (kg)').fill('71.9');
    await admin.page.getByTestId('bmi').getByText('25.5').waitFor();
    await screenshot(admin.page, 'edit-progress');
    await admin.page.getByRole('button', { name: 'Update' }).click();
    await admin.page.getByText('Saved. Returning to the list…').waitFor();
    await admin.page.waitForURL((url) => url.pathname === '/progressList', { timeout: 10_000 });

    // The client adds a home measurement; it is marked "You"; the admin's record is read-only to them.
    await client.page.goto('/progressList');
    await client.page.getByRole('button', { name: 'Add a measurement' }).click();
    await client.page.getByRole('heading', { name: 'Add a measurement' }).waitFor();
    await client.page.getByLabel('Weight (kg)').fill('71.5');
    await client.page.getByLabel('Height (cm)').fill('168');
    await client.page.getByTestId('bmi').getByText('25.3').waitFor();
    await screenshot(client.page, 'add-progress-client');
    await client.page.getByRole('button', { name: 'Add record' }).click();
    await expectToast(client.page, Messages.progress.added);
    await client.page.goto('/progressList');
    await client.page.locator('figure[data-points="3"]').waitFor();
    const own = client.page.getByRole('row', { name: /You/ });
    await own.getByRole('link', { name: 'Edit' }).waitFor();
    expect(await client.page.getByRole('link', { name: 'Edit' }).count()).toBe(1);
    await screenshot(client.page, 'progress-list-client-own');
    const adminsRecord = client.page.getByRole('row').filter({ hasText: 'kg' }).filter({ hasNotText: 'You' }).first();
    await adminsRecord.getByRole('link', { name: 'View' }).click();
    const recordUrl = new URL(client.page.url());
    await client.page.goto(recordUrl.pathname.replace('/progress/', '/progress/edit/'));
    await client.page.getByText(Messages.care.enteredByPractitioner).waitFor();
    expect(await client.page.getByRole('button', { name: 'Update' }).count()).toBe(0);

    expect([...client.errors, ...admin.errors]).toEqual([]);
    await Promise.all([client.context.close(), admin.context.close()]);
  });

  it('the admin sees and edits a client\'s care team; the client sees who is on it', async () => {
    // No service worker: the care team's answer is held back with page.route below.
    const client = await newSession(browser, { serviceWorkers: 'block' });
    await registerClient(client.page, 'Kavya Iyer', uniquePhone());
    const clientId = await sessionUserId(client.page);
    const admin = await newSession(browser);
    await signIn(admin.page, ADMIN.phone, ADMIN.password);

    await admin.page.goto(`/admin/clientPlans/${clientId}`);
    const card = admin.page.locator('.ant-card').filter({ hasText: 'Care team' });
    await card.getByText(Messages.care.empty).waitFor();
    await chooseOption(admin.page, 'Practitioner to assign', 'Dr. Asha Rao');
    await card.getByRole('button', { name: 'Assign' }).click();
    await expectToast(admin.page, Messages.care.added);
    await card.getByText('Assigned by the clinic').waitFor();
    await screenshot(admin.page, 'care-team-admin');

    await client.page.goto('/progressList');
    await client.page.getByLabel('Your care team').getByText('Dr. Asha Rao').waitFor();
    await screenshot(client.page, 'care-team-client');

    // On a phone, the team arriving after the page is drawn moves nothing below it (the chart's panel).
    await client.page.setViewportSize({ width: 390, height: 844 });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await client.page.route(/\/api\/careTeam\/client\//, async (route) => {
      await held;
      await route.continue();
    });
    await client.page.reload();
    const chart = client.page.locator('main').getByText('Over time');
    await chart.waitFor();
    const before = (await chart.boundingBox())!.y;
    release();
    await client.page.getByLabel('Your care team').getByText('Dr. Asha Rao').waitFor();
    expect((await chart.boundingBox())!.y).toBe(before);
    await client.page.unrouteAll();
    await client.page.setViewportSize({ width: 1280, height: 860 });

    await card.getByRole('button', { name: 'Remove Dr. Asha Rao' }).click();
    await admin.page.getByRole('button', { name: 'Remove', exact: true }).click();
    await expectToast(admin.page, Messages.care.removed);
    await card.getByText(Messages.care.empty).waitFor();

    expect([...client.errors, ...admin.errors]).toEqual([]);
    await Promise.all([client.context.close(), admin.context.close()]);
  });
});
