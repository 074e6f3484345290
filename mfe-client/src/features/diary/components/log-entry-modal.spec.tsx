import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FoodSummary } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { type LogEntryValues, LogEntryModal, photoProblem } from './log-entry-modal';

const dal: FoodSummary = {
  _id: 'd'.repeat(24),
  kind: 'food',
  source: 'ifct2017',
  code: 'B013',
  name: 'Red gram, dal',
  hindiName: 'Arhar dal',
  group: 'B',
  diet: 'vegetarian',
  jain: true,
  allergens: [],
  per100g: { energyKcal: 343, protein: 21.7, carbohydrate: 55.2, fat: 1.6, fibre: 9.1 },
  measures: [{ name: 'katori', grams: 150 }],
  retired: false,
};

describe('LogEntryModal', () => {
  it('searches foods with the client’s diet and allergies, and logs a household measure as its grams', async () => {
    const api = stubApi({ 'GET /api/foods': { data: [dal], page: 1, limit: 20, total: 1 } });
    const saved: LogEntryValues[] = [];
    renderScreen(<LogEntryModal open title="Log Lunch" diet="vegetarian" allergies={['peanut', 'milk']} online onCancel={() => undefined} onSave={(v) => saved.push(v)} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'Food' }), { target: { value: 'arhar' } });
    const option = await screen.findByText('Red gram, dal');
    expect(api.calls[0].path).toBe('/api/foods?search=arhar&diet=vegetarian&exclude=peanut%2Cmilk&limit=20');
    fireEvent.click(option);
    // The food's first measure is offered first: 1 katori of 150 g.
    await waitFor(() => expect(screen.getByRole('spinbutton', { name: 'Amount' })).toHaveValue('1'));
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Amount' }), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const chosen = screen.getByRole('list', { name: 'Foods in this entry' });
    expect(within(chosen).getByText('2 katori (300 g)')).toBeInTheDocument();
    // 300 g of 343 kcal per 100 g.
    expect(within(chosen).getByText('1,029 kcal')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toHaveLength(1);
    expect(saved[0].items.map((i) => i.amount)).toEqual([{ food: dal._id, measure: { name: 'katori', count: 2 } }]);
  });

  it('will not save an entry without a food', () => {
    stubApi({});
    const onSave = jest.fn();
    renderScreen(<LogEntryModal open title="Log Lunch" diet={null} allergies={[]} online onCancel={() => undefined} onSave={onSave} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Add at least one food.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('checks a photo before anything is sent: JPEG, PNG or WebP, at most 2 MB', () => {
    const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'meal', { type });
    expect(photoProblem(file('image/jpeg', 1000))).toBeNull();
    expect(photoProblem(file('image/webp', 2 * 1024 * 1024))).toBeNull();
    expect(photoProblem(file('image/gif', 1000))).toBe('type');
    expect(photoProblem(file('image/png', 2 * 1024 * 1024 + 1))).toBe('size');
  });
});
