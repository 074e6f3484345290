import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { ClinicSettingsPage } from './clinic-settings-page';

const admin = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const settings = {
  name: 'Green Leaf Clinic',
  address: '12 MG Road',
  phone: '',
  prices: { consultation: 1500, 'follow-up': 800, 'meal-plan-review': 600 },
  cancelCutoffHours: 24,
  followUpDays: 30,
  updatedAt: null,
};
const changes = {
  data: [{ _id: 'x'.repeat(24), at: '2026-11-22T04:30:00.000Z', by: { _id: admin._id, name: admin.name }, changes: [{ field: 'prices.consultation', from: '1400.00', to: '1500.00' }] }],
  page: 1,
  limit: 10,
  total: 1,
};
const writes = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method !== 'GET');

describe('/admin/settings', () => {
  it('shows the settings and their changes, refuses a bad cut-off on the spot, and saves', async () => {
    const api = stubApi({ 'GET /api/settings': settings, 'GET /api/settings/changes': changes, 'PUT /api/settings': (req: Request) => req.json().then((b) => ({ ...settings, ...b })) });
    const { notify } = renderScreen(<ClinicSettingsPage />, { user: admin as never });
    const cutoff = await screen.findByLabelText('Cancellation cut-off (hours)');
    await waitFor(() => expect(cutoff).toHaveValue('24'));
    expect(await screen.findByText('Price of Consultation (₹): 1400.00 → 1500.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Payments and receipts' })).toHaveAttribute('href', '/admin/payment-settings');

    fireEvent.change(cutoff, { target: { value: '400' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.settings.invalidCutoff)).toBeInTheDocument();
    expect(writes(api)).toEqual([]);

    fireEvent.change(cutoff, { target: { value: '48' } });
    fireEvent.change(screen.getByLabelText('Consultation (₹)'), { target: { value: '1800' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(Messages.settings.saved));
    expect(writes(api)[0].body).toEqual({
      name: 'Green Leaf Clinic',
      address: '12 MG Road',
      phone: '',
      prices: { consultation: 1800, 'follow-up': 800, 'meal-plan-review': 600 },
      cancelCutoffHours: 48,
      followUpDays: 30,
    });
  });
});
