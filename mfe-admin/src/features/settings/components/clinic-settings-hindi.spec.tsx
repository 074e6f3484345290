import { screen } from '@testing-library/react';
import { changeLanguage } from '@clinic/i18n';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { ClinicSettingsPage } from './clinic-settings-page';

const admin = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const settings = { name: 'Green Leaf Clinic', address: '', phone: '', prices: { consultation: 1500, 'follow-up': 800, 'meal-plan-review': 600 }, cancelCutoffHours: 24, followUpDays: 30, updatedAt: null };
const changes = {
  data: [{ _id: 'x'.repeat(24), at: '2026-11-22T04:30:00.000Z', by: { _id: admin._id, name: admin.name }, changes: [{ field: 'prices.consultation', from: '', to: '1500.00' }] }],
  page: 1,
  limit: 10,
  total: 1,
};

describe('/admin/settings in Hindi', () => {
  beforeAll(() => changeLanguage('hi'));
  afterAll(() => changeLanguage('en'));

  it('labels the form and names each change in Hindi', async () => {
    stubApi({ 'GET /api/settings': settings, 'GET /api/settings/changes': changes });
    renderScreen(<ClinicSettingsPage />, { user: admin as never });
    expect(await screen.findByText('क्लिनिक की सेटिंग्स')).toBeInTheDocument();
    expect(screen.getByLabelText('रद्द करने की समय-सीमा (घंटे)')).toBeInTheDocument();
    expect(screen.getByLabelText('परामर्श (₹)')).toBeInTheDocument();
    expect(await screen.findByText('परामर्श का शुल्क (₹): (खाली) → 1500.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सहेजें' })).toBeInTheDocument();
  });
});
