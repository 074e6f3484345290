import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NutritionProfile } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { ClientNutritionPage } from './client-nutrition-page';

const admin = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const clientId = 'c'.repeat(24);
const profile = (over: Partial<NutritionProfile> = {}): NutritionProfile => ({
  client: clientId,
  sex: null,
  dateOfBirth: '',
  activity: 'sedentary',
  diet: null,
  allergies: [],
  target: { method: 'mifflin-st-jeor', energyKcal: null, adjustmentKcal: 0, macros: { unit: 'percent', protein: 20, carbohydrate: 55, fat: 25 }, fibre: 25 },
  resolved: null,
  missing: ['sex', 'dateOfBirth', 'weight', 'height'],
  updatedAt: null,
  updatedBy: null,
  ...over,
});
const url = `/api/nutritionProfiles/client/${clientId}`;

function renderPage(routes: Record<string, object>) {
  const api = stubApi({
    [`GET /api/users/${clientId}`]: { _id: clientId, name: 'Priya Sharma', email: '', phone: '9876543210', role: 'client', address: '' },
    'GET /api/diary/summary': { client: clientId, from: '2026-11-30', to: '2026-12-06', days: [], average: { intake: { energyKcal: 0, protein: 0, carbohydrate: 0, fat: 0, fibre: 0 }, planned: null, target: null, daysLogged: 0 } },
    ...routes,
  });
  renderScreen(<ClientNutritionPage />, { user: admin as never, path: '/admin/clients/:clientId/nutrition', url: `/admin/clients/${clientId}/nutrition` });
  return api;
}
const writes = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method !== 'GET');

describe('a client’s nutrition profile', () => {
  it('says what the equation still needs', async () => {
    renderPage({ [`GET ${url}`]: profile() });
    expect(await screen.findByText('No target yet.')).toBeInTheDocument();
    expect(screen.getByText("The equation needs: the client's sex, the date of birth, a progress record with weight, a progress record with height")).toBeInTheDocument();
  });

  it('refuses percentages that do not add up to 100 and sends nothing', async () => {
    const api = renderPage({ [`GET ${url}`]: profile() });
    const fat = await screen.findByLabelText('Fat');
    await userEvent.clear(fat);
    await userEvent.type(fat, '40');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('The percentages add up to 115; they must add up to 100.')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });

  it('asks for the energy when it is set by hand, then saves the target and shows the resolved one', async () => {
    const saved = profile({
      target: { method: 'manual', energyKcal: 1800, adjustmentKcal: 0, macros: { unit: 'percent', protein: 20, carbohydrate: 55, fat: 25 }, fibre: 25 },
      resolved: { energyKcal: 1800, protein: 90, carbohydrate: 247.5, fat: 50, fibre: 25, restingKcal: null, from: null },
      missing: [],
    });
    const api = renderPage({ [`GET ${url}`]: profile(), [`PUT ${url}`]: saved });
    await userEvent.click(await screen.findByLabelText('Set by hand'));
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Enter the energy, or use the equation.')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
    await userEvent.type(screen.getByLabelText('Energy by hand'), '1800');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(writes(api)).toHaveLength(1));
    expect(writes(api)[0].body).toMatchObject({ target: { method: 'manual', energyKcal: 1800, macros: { unit: 'percent', protein: 20, carbohydrate: 55, fat: 25 } } });
    expect(await screen.findByText('1,800 kcal')).toBeInTheDocument();
    expect(screen.getByText('247.5 g')).toBeInTheDocument();
  });
});
