import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKeyInfo, CreatedApiKey, WebhookEndpointInfo } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { IntegrationsPage } from './integrations-page';

const admin = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const SECRET = `ncl_live_${'x'.repeat(43)}`;
const key: ApiKeyInfo = {
  _id: 'b'.repeat(24),
  name: 'Kiosk',
  prefix: 'ncl_live_xxxxxx',
  scopes: ['appointments:read'],
  createdAt: '2026-11-22T10:00:00.000Z',
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
};
const disabled: WebhookEndpointInfo = {
  _id: 'c'.repeat(24),
  url: 'https://crm.example.com/hook',
  events: ['appointment.booked'],
  description: '',
  createdAt: '2026-11-21T10:00:00.000Z',
  disabledAt: '2026-11-22T10:00:00.000Z',
  disabledReason: 'Deliveries failed for 24 h (last: HTTP 500).',
};

describe('IntegrationsPage', () => {
  it('creates a key with the chosen scopes and shows its secret once', async () => {
    const created: CreatedApiKey = { ...key, secret: SECRET };
    const api = stubApi({ 'GET /api/integrations/keys': [], 'GET /api/integrations/webhooks': [], 'POST /api/integrations/keys': created });
    renderScreen(<IntegrationsPage />, { user: admin as never });
    await userEvent.type(await screen.findByLabelText('Name'), 'Kiosk');
    await userEvent.click(screen.getByLabelText('appointments:read'));
    await userEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByTestId('secret')).toHaveTextContent(SECRET);
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Kiosk', scopes: ['appointments:read'] });
    await userEvent.click(screen.getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
  });

  it('shows a disabled endpoint and why', async () => {
    stubApi({ 'GET /api/integrations/keys': [key], 'GET /api/integrations/webhooks': [disabled] });
    renderScreen(<IntegrationsPage />, { user: admin as never });
    const row = (await screen.findByText('https://crm.example.com/hook')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Disabled')).toBeInTheDocument();
    expect(within(row).getByText(/HTTP 500/)).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(screen.getByText('ncl_live_xxxxxx…')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('A webhook endpoint was disabled');
  });
});

describe('EmailsSection', () => {
  it('lists emails with their state and error, and saves the reminder times and whether the nutritionist is reminded', async () => {
    const api = stubApi({
      'GET /api/integrations/keys': [],
      'GET /api/integrations/webhooks': [],
      'GET /api/notifications/settings': { reminderLeadsMinutes: [1440, 120], remindNutritionist: false },
      'PUT /api/notifications/settings': { reminderLeadsMinutes: [2880, 60], remindNutritionist: true },
      'GET /api/notifications/emails': {
        data: [
          { _id: 'email:a', kind: 'appointment.booked', subject: 'Appointment booked · Clinic', state: 'failed', error: 'connect ECONNREFUSED', at: '2026-11-22T10:00:00.000Z' },
          { _id: 'email:b', kind: 'appointment.reminder', subject: 'Reminder · Clinic', state: 'not-sent', error: 'not sent: no mail server configured', at: '2026-11-22T09:00:00.000Z' },
        ],
        page: 1,
        limit: 10,
        total: 2,
      },
    });
    const { notify } = renderScreen(<IntegrationsPage />, { user: admin as never });
    expect(await screen.findByText('connect ECONNREFUSED')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Not sent')).toBeInTheDocument();
    const leads = await screen.findByLabelText('Reminders before appointments (minutes)');
    expect(leads).toHaveValue('1440, 120');
    await userEvent.clear(leads);
    await userEvent.type(leads, '60, 2880');
    const nutritionistToo = screen.getByRole('checkbox', { name: /Remind the nutritionist too/ });
    expect(nutritionistToo).not.toBeChecked();
    await userEvent.click(nutritionistToo);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(api.calls.find((c) => c.method === 'PUT')!.body).toEqual({ reminderLeadsMinutes: [60, 2880], remindNutritionist: true });
  });
});
