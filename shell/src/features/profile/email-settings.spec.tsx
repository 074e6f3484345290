import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMAIL_PREFERENCE_KINDS, Messages } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { EmailSettings } from './email-settings';

const client = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: 'priya@example.com', phone: '9000000001', role: 'client', isAdmin: false, address: '' };
const allOn = { email: Object.fromEntries(EMAIL_PREFERENCE_KINDS.map((k) => [k, true])) };

describe('EmailSettings', () => {
  it('shows a switch per email kind, password reset fixed on, and saves one when flipped', async () => {
    const api = stubApi({
      'GET /api/notifications/preferences': allOn,
      'PUT /api/notifications/preferences': { email: { ...allOn.email, 'appointment.reminder': false } },
    });
    const { notify } = renderScreen(<EmailSettings />, { user: client as never });
    const reminders = await screen.findByRole('switch', { name: 'Appointment reminders' });
    await waitFor(() => expect(reminders).toBeEnabled());
    expect(screen.getByRole('switch', { name: 'Password reset (always sent)' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Unread messages (at most one email per conversation an hour)' })).toBeEnabled();
    await userEvent.click(reminders);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(Messages.notifications.preferencesSaved));
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ email: { 'appointment.reminder': false } });
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Appointment reminders' })).not.toBeChecked());
  });
});
