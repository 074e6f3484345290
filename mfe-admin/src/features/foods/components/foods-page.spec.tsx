import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FoodSummary, ZERO_NUTRIENTS } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { FoodsPage } from './foods-page';

const admin = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const food = (id: string, name: string, per100g: Partial<FoodSummary['per100g']>, extra: Partial<FoodSummary> = {}): FoodSummary => ({
  _id: id.repeat(24),
  kind: 'food',
  source: 'clinic',
  code: '',
  name,
  hindiName: '',
  group: 'A',
  diet: 'vegetarian',
  jain: true,
  allergens: [],
  per100g: { ...ZERO_NUTRIENTS, ...per100g },
  measures: [],
  retired: false,
  ...extra,
});
const ATTA = food('1', 'Wheat flour, atta', { energyKcal: 320, protein: 10.6, carbohydrate: 64.2, fat: 1.5, fibre: 11.4 }, { source: 'ifct2017', hindiName: 'Atta' });
const GHEE = food('2', 'Ghee', { energyKcal: 900, fat: 100 }, { group: 'T', allergens: ['milk'] });

function renderPage(routes: Record<string, object> = {}) {
  const api = stubApi({ 'GET /api/foods': { data: [ATTA, GHEE], page: 1, limit: 20, total: 2 }, ...routes });
  const view = renderScreen(<FoodsPage />, { user: admin as never, path: '/admin/foods', url: '/admin/foods' });
  return { api, ...view };
}

describe('the foods screen', () => {
  it('lists foods with their group, Hindi name, values per 100 g and tags', async () => {
    renderPage();
    expect(await screen.findByText('Wheat flour, atta')).toBeInTheDocument();
    expect(screen.getByText('Atta')).toBeInTheDocument();
    expect(screen.getByText('Cereals and Millets')).toBeInTheDocument();
    expect(screen.getByText('10.6 g')).toBeInTheDocument();
    expect(screen.getByText('milk')).toBeInTheDocument();
    expect(screen.getByText('IFCT 2017')).toBeInTheDocument();
  });

  it('says when a food in use was retired instead of deleted', async () => {
    const { notify } = renderPage({ [`DELETE /api/foods/${GHEE._id}`]: { message: 'Retired', retired: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ghee' }));
    await userEvent.click(await screen.findByRole('button', { name: /^(OK|Delete)$/ }));
    await waitFor(() => expect(notify.warning).toHaveBeenCalledWith('The food is in use, so it was retired: it is no longer offered.'));
  });

  it('previews a recipe per 100 g and per serving from its ingredients and sends the ingredients', async () => {
    const { api } = renderPage({ 'POST /api/foods': { ...ATTA, kind: 'recipe' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Build recipe' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Roti');
    await userEvent.type(screen.getByRole('combobox', { name: 'Add an ingredient' }), 'atta');
    await userEvent.click(await screen.findByText('Wheat flour, atta', { selector: '.ant-select-item-option-content div' }));
    await userEvent.type(screen.getByLabelText('Cooked weight (g)'), '160');
    await userEvent.clear(screen.getByLabelText('Servings'));
    await userEvent.type(screen.getByLabelText('Servings'), '4');
    // 100 g of atta (320 kcal) cooked to 160 g: 200 kcal per 100 g; a serving is 40 g, 80 kcal.
    const preview = await screen.findByTestId('recipe-preview');
    expect(preview).toHaveTextContent('Per 100 g: 200 kcal · protein 6.6 g');
    expect(preview).toHaveTextContent('Per serving (40 g): 80 kcal');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api.calls.find((c) => c.method === 'POST')!.body).toMatchObject({ name: 'Roti', recipe: { ingredients: [{ food: ATTA._id, grams: 100 }], cookedYieldGrams: 160, servings: 4 } });
  });
});
