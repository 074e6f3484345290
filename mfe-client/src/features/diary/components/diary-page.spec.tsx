import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type DiaryEntry, type FoodAmount, type NutritionPlan, nutrientsFor, type UserInfo, ZERO_NUTRIENTS } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { clinicToday } from '@clinic/ui';
import { readQueue } from '../diary-queue';
import { DiaryPage } from './diary-page';

const client: UserInfo = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '', phone: '9000000001', role: 'client', isAdmin: false, address: '' };
const author = { _id: 'n'.repeat(24), name: 'Dr. Asha Rao', email: '' };
const today = clinicToday('Asia/Kolkata');
const poha: FoodAmount = { food: 'f'.repeat(24), name: 'Rice flakes', hindiName: 'Poha', grams: 60, nutrients: nutrientsFor({ energyKcal: 354, protein: 6.6, carbohydrate: 76.7, fat: 1.1, fibre: 3.5 }, 60) };
const plan: NutritionPlan = {
  _id: 'p'.repeat(24),
  client: { _id: client._id, name: client.name, email: '' },
  nutritionist: author,
  enteredBy: author,
  title: 'December',
  description: '',
  startDate: '2026-01-01',
  endDate: '',
  meals: [{ day: 1, mealTime: 'breakfast', description: 'Poha', calories: poha.nutrients.energyKcal, items: [poha], nutrients: poha.nutrients }],
  days: [],
  attachments: [],
  createdAt: '2026-01-01T10:00:00.000Z',
};
const summary = { client: client._id, from: today, to: today, days: [], average: { intake: ZERO_NUTRIENTS, planned: null, target: null, daysLogged: 0 } };

describe('DiaryPage', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => onlineManager.setOnline(true));

  it('logs a meal "as planned" offline: kept on the device as waiting, sent once when the connection returns', async () => {
    const stored: DiaryEntry[] = [];
    const api = stubApi({
      'GET /api/diary': () => ({ data: stored }),
      'GET /api/diary/summary': summary,
      'GET /api/nutritionPlans': { data: [plan], page: 1, limit: 50, total: 1 },
      [`GET /api/nutritionProfiles/client/${client._id}`]: { client: client._id, diet: null, allergies: [], resolved: null, missing: [] },
      'POST /api/diary': async (request: Request) => {
        const body = (await request.json()) as { clientEntryId: string; mealTime: 'breakfast' };
        const entry: DiaryEntry = { _id: 'e'.repeat(24), client: client._id, date: today, items: [poha], asPlanned: plan._id, note: '', nutrients: poha.nutrients, hasPhoto: false, createdAt: '', ...body };
        stored.push(entry);
        return Response.json(entry, { status: 201 });
      },
    });
    renderScreen(<DiaryPage />, { user: client, path: '/diary', url: '/diary' });
    const breakfast = await screen.findByRole('region', { name: 'Breakfast' });
    const asPlanned = await within(breakfast).findByRole('button', { name: 'Breakfast as planned' });

    act(() => onlineManager.setOnline(false));
    fireEvent.click(asPlanned);
    expect(await within(breakfast).findByText('Waiting to be sent')).toBeInTheDocument();
    expect(within(breakfast).getByText('Rice flakes')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(readQueue(client._id)).toHaveLength(1);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(readQueue(client._id)).toHaveLength(0));
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({ clientEntryId: expect.any(String), date: today, mealTime: 'breakfast', asPlanned: plan._id });
    // The stored entry replaces the waiting one, marked as planned.
    await waitFor(() => expect(within(breakfast).queryByText('Waiting to be sent')).toBeNull());
    expect(await within(breakfast).findByTestId('diary-entry')).toHaveTextContent('As planned');
  });

  it('never goes into the future: Next day is off on today', async () => {
    stubApi({ 'GET /api/diary': { data: [] }, 'GET /api/diary/summary': summary, 'GET /api/nutritionPlans': { data: [], page: 1, limit: 50, total: 0 } });
    renderScreen(<DiaryPage />, { user: client, path: '/diary', url: '/diary?date=2999-01-01' });
    expect(await screen.findByTestId('diary-date')).toHaveTextContent(/^Today, /);
    expect(screen.getByRole('button', { name: /Next day/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /as planned/ })).toBeNull();
  });
});
