import { screen, within } from '@testing-library/react';
import type { UserInfo } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { PlanListPage } from './plan-list-page';

const person = (role: UserInfo['role']): UserInfo => ({ _id: role.padEnd(24, '0'), name: role, email: '', phone: '9000000000', role, isAdmin: role === 'admin', address: '' });
const plan = {
  _id: 'p'.repeat(24),
  client: { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '' },
  nutritionist: { _id: 'n'.repeat(24), name: 'Dr. Asha Rao', email: '' },
  title: 'Weeks 1–4',
  description: '',
  startDate: '2026-12-01',
  endDate: '',
  meals: [],
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

  it('says so when there are no plans', async () => {
    stubApi({ 'GET /api/nutritionPlans': { data: [], page: 1, limit: 20, total: 0 } });
    renderScreen(<PlanListPage />, { user: person('client') });
    expect(await screen.findByText('No nutrition plans found.')).toBeInTheDocument();
  });
});
