import { screen, within } from '@testing-library/react';
import { type FoodAmount, macroSplit, type NutritionPlan, nutrientsFor, type Nutrients, sumNutrients, type UserInfo, ZERO_NUTRIENTS } from '@clinic/contracts';
import { changeLanguage } from '@clinic/i18n';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { PlanDetailPage } from './plan-detail-page';

const client: UserInfo = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '', phone: '9000000001', role: 'client', isAdmin: false, address: '' };
const author = { _id: 'n'.repeat(24), name: 'Dr. Asha Rao', email: '' };
// Per 100 g as IFCT 2017 gives them (rounded): wheat flour roti dough and cooked red gram dal.
const atta: Nutrients = { energyKcal: 321, protein: 10.6, carbohydrate: 64.2, fat: 1.5, fibre: 11.4 };
const dal: Nutrients = { energyKcal: 116, protein: 7.2, carbohydrate: 17.8, fat: 0.9, fibre: 3.6 };
const item = (food: string, name: string, hindiName: string, per100g: Nutrients, grams: number, measure?: FoodAmount['measure']): FoodAmount => ({
  food: food.repeat(24),
  name,
  hindiName,
  grams,
  ...(measure ? { measure } : {}),
  nutrients: nutrientsFor(per100g, grams),
});
const roti = item('a', 'Wheat flour, atta', 'Atta', atta, 80, { name: 'roti', count: 2 });
const tur = item('b', 'Red gram, dal', 'Arhar dal', dal, 300, { name: 'katori', count: 2 });
const breakfast = item('a', 'Wheat flour, atta', 'Atta', atta, 40);
const lunch = sumNutrients([roti.nutrients, tur.nutrients]);
const day = sumNutrients([lunch, breakfast.nutrients]);

const plan: NutritionPlan = {
  _id: 'p'.repeat(24),
  client: { _id: client._id, name: client.name, email: '' },
  nutritionist: author,
  enteredBy: author,
  title: 'Weeks 1–4',
  description: '',
  startDate: '2026-12-01',
  endDate: '',
  meals: [
    { day: 1, mealTime: 'breakfast', description: 'Roti', calories: breakfast.nutrients.energyKcal, items: [breakfast], nutrients: breakfast.nutrients },
    { day: 1, mealTime: 'lunch', description: 'Roti and dal', calories: lunch.energyKcal, items: [roti, tur], nutrients: lunch },
  ],
  days: [{ day: 1, nutrients: day, split: macroSplit(day), typedMeals: 0 }],
  attachments: [],
  createdAt: '2026-11-21T10:00:00.000Z',
};
const target = { energyKcal: 1800, protein: 90, carbohydrate: 247.5, fat: 50, fibre: 30, restingKcal: 1400, from: null };
const profile = { client: client._id, sex: 'female', dateOfBirth: '1990-01-01', activity: 'light', diet: 'vegetarian', allergies: [], resolved: target, missing: [] };

const open = () => renderScreen(<PlanDetailPage />, { user: client, path: '/nutrition-plans/:id', url: `/nutrition-plans/${plan._id}` });

describe('PlanDetailPage', () => {
  it('shows each meal’s foods with their amounts, the meal times’ energy and the day’s totals with the macro split', async () => {
    stubApi({ [`GET /api/nutritionPlans/${plan._id}`]: plan, [`GET /api/nutritionProfiles/client/${client._id}`]: profile });
    open();
    const lunchPart = await screen.findByRole('region', { name: 'Lunch' });
    expect(within(lunchPart).getByText('Wheat flour, atta')).toBeInTheDocument();
    expect(within(lunchPart).getByText('2 roti (80 g)')).toBeInTheDocument();
    expect(within(lunchPart).getByText('2 katori (300 g)')).toBeInTheDocument();
    // 80 g of atta is 256.8 kcal, 300 g of dal 348 kcal: 604.8, shown whole.
    expect(screen.getByTestId('calories-lunch')).toHaveTextContent('605 kcal');
    expect(screen.getByTestId('calories-breakfast')).toHaveTextContent('128 kcal');
    expect(screen.getByTestId('calories-total')).toHaveTextContent(`${Math.round(day.energyKcal)} kcal`);
    expect(screen.getByTestId('nutrients-total')).toHaveTextContent(`Protein ${day.protein} g`);
    const split = macroSplit(day);
    expect(screen.getByTestId('macro-split')).toHaveTextContent(`Protein ${split.protein}%Carbs ${split.carbohydrate}%Fat ${split.fat}%`);
    expect(screen.getByRole('link', { name: /Download PDF/ })).toHaveAttribute('href', `/api/nutritionPlans/${plan._id}/pdf`);
  });

  it('sets the day against the client’s target when one is set', async () => {
    stubApi({ [`GET /api/nutritionPlans/${plan._id}`]: plan, [`GET /api/nutritionProfiles/client/${client._id}`]: profile });
    open();
    const table = await screen.findByRole('table', { name: 'The day against your target' });
    const energy = within(table).getByRole('row', { name: /Energy/ });
    expect(energy).toHaveTextContent(`${Math.round(day.energyKcal)} kcal of 1,800 kcal${Math.round((day.energyKcal / 1800) * 100)}%`);
  });

  it('reads as before for a plan of typed calories, without a target', async () => {
    // As the server returns a meal described in words: no items, only its typed energy.
    const typedMeal = (mealTime: 'breakfast' | 'dinner', description: string, calories: number) => ({ mealTime, description, calories, day: 1, items: [], nutrients: { ...ZERO_NUTRIENTS, energyKcal: calories } });
    const typed: NutritionPlan = { ...plan, meals: [typedMeal('breakfast', 'Poha', 300), typedMeal('dinner', 'Khichdi', 450)], days: [] };
    stubApi({ [`GET /api/nutritionPlans/${plan._id}`]: typed });
    open();
    expect(await screen.findByText('Poha')).toBeInTheDocument();
    expect(screen.getByTestId('calories-total')).toHaveTextContent('750 kcal');
    expect(screen.queryByTestId('macro-split')).toBeNull();
    expect(screen.queryByTestId('nutrients-total')).toBeNull();
    expect(screen.queryByRole('table', { name: 'The day against your target' })).toBeNull();
  });

  it('groups the meals of a plan of several days under Day 1, Day 2', async () => {
    const twoDays: NutritionPlan = { ...plan, meals: [...plan.meals, { ...plan.meals[0], day: 2 }], days: [] };
    stubApi({ [`GET /api/nutritionPlans/${plan._id}`]: twoDays });
    open();
    const second = await screen.findByRole('region', { name: 'Day 2' });
    expect(within(second).getByTestId('d2-calories-total')).toHaveTextContent('128 kcal');
    expect(screen.getByRole('region', { name: 'Day 1' })).toBeInTheDocument();
  });

  describe('in Hindi', () => {
    beforeAll(() => changeLanguage('hi'));
    afterAll(() => changeLanguage('en'));

    it('names foods by their Hindi names and measures in Hindi', async () => {
      stubApi({ [`GET /api/nutritionPlans/${plan._id}`]: plan, [`GET /api/nutritionProfiles/client/${client._id}`]: profile });
      const { unmount } = open();
      const lunchPart = await screen.findByRole('region', { name: 'दोपहर का खाना' });
      expect(within(lunchPart).getByText('Arhar dal')).toBeInTheDocument();
      expect(within(lunchPart).getByText('2 कटोरी (300 ग्रा)')).toBeInTheDocument();
      expect(screen.getByTestId('calories-lunch')).toHaveTextContent('605 कैलोरी');
      expect(await screen.findByRole('table', { name: 'आपके लक्ष्य के सामने यह दिन' })).toBeInTheDocument();
      unmount();
    });
  });
});
