import { screen, within } from '@testing-library/react';
import type { UserInfo } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { changeLanguage } from '@clinic/i18n';
import { UserListPage } from './user-list-page';

const admin: UserInfo = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const client: UserInfo = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: 'priya@example.com', phone: '9000000001', role: 'client', isAdmin: false, address: '' };

describe('UserListPage in Hindi', () => {
  beforeAll(() => changeLanguage('hi'));
  afterAll(() => changeLanguage('en'));

  it('names the columns, roles and actions in Hindi and keeps the data as it is', async () => {
    stubApi({ 'GET /api/users': { data: [admin, client], page: 1, limit: 20, total: 2 } });
    renderScreen(<UserListPage />, { user: admin as never });
    expect(await screen.findByRole('heading', { level: 1, name: 'यूज़र' })).toBeInTheDocument();
    const row = (await screen.findByText('Priya Sharma')).closest('tr')!;
    expect(within(row).getByText('क्लाइंट')).toBeInTheDocument();
    expect(within(row).getByText('नहीं')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'डाइट प्लान और प्रगति' })).toHaveAttribute('href', `/admin/clientPlans/${client._id}`);
    expect(within(row).getByRole('link', { name: 'बदलें' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'भूमिका' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'यूज़र खोजें' })).toHaveAttribute('placeholder', 'नाम, फ़ोन या ईमेल से खोजें');
  });
});
