import { screen, within } from '@testing-library/react';
import type { NutritionPlan, UserInfo } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { PlanListPage } from './plan-list-page';

const person = (role: UserInfo['role']): UserInfo => ({ _id: role.padEnd(24, '0'), name: role, email: '', phone: '9000000000', role, isAdmin: role === 'admin', address: '' });
const author = { _id: 'nutritionist'.padEnd(24, '0'), name: 'Dr. Asha Rao', email: '' };
const plan: NutritionPlan = {
  _id: 'p'.repeat(24),
  client: { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '' },
  nutritionist: author,
  enteredBy: author,
  title: 'Weeks 1–4',
  description: '',
  startDate: '2026-12-01',
  endDate: '',
  meals: [],
  days: [],
  attachments: [],
  createdAt: '2026-11-21T10:00:00.000Z',
};

describe('PlanListPage', () => {
  beforeEach(() => stubApi({ 'GET /api/nutritionPlans': { data: [plan], page: 1, limit: 20, total: 1 } }));

  it('shows a client their plans without New Plan, Edit or Delete', async () => {
    renderScreen(<PlanListPage />, { user: person('client') });
    const row = (await screen.findByText('Weeks 1–4')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'View' })).toHaveAttribute('href', `/nutrition-plans/${plan._id}`);
    expect(within(row).queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New Plan' })).toBeNull();
  });

  it('gives the admin New Plan, Edit and Delete', async () => {
    renderScreen(<PlanListPage />, { user: person('admin') });
    const row = (await screen.findByText('Weeks 1–4')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/admin/nutrition-plans/${plan._id}/edit`);
    expect(within(row).getByRole('button', { name: 'Delete Weeks 1–4' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Plan' })).toBeInTheDocument();
  });

  it('gives a nutritionist Edit and Delete only on the plans they wrote', async () => {
    const byOther: NutritionPlan = { ...plan, _id: 'q'.repeat(24), title: 'By a colleague', nutritionist: { ...author, _id: 'o'.repeat(24) }, enteredBy: { ...author, _id: 'o'.repeat(24) } };
    stubApi({ 'GET /api/nutritionPlans': { data: [plan, byOther], page: 1, limit: 20, total: 2 } });
    renderScreen(<PlanListPage />, { user: person('nutritionist') });
    const mine = (await screen.findByText('Weeks 1–4')).closest('tr')!;
    expect(within(mine).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    const theirs = screen.getByText('By a colleague').closest('tr')!;
    expect(within(theirs).queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(within(theirs).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('says so when there are no plans', async () => {
    stubApi({ 'GET /api/nutritionPlans': { data: [], page: 1, limit: 20, total: 0 } });
    renderScreen(<PlanListPage />, { user: person('client') });
    expect(await screen.findByText('No nutrition plans found.')).toBeInTheDocument();
  });
});
