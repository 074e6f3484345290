import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { NotificationsBell } from './notifications-bell';

const client: UserInfo = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '', phone: '9000000001', role: 'client', isAdmin: false, address: '' };
const item = (id: string, title: string, readAt: string | null) => ({
  _id: id,
  kind: 'appointment.booked',
  title,
  body: 'Consultation (online) with Dr. Rao, Mon 1 Dec 2026, 10:00–10:30 (Asia/Kolkata).',
  link: '/appointmentList',
  createdAt: '2026-11-22T10:00:00.000Z',
  readAt,
});

describe('NotificationsBell', () => {
  it('shows the unread count, lists the latest, and opening one marks it read and goes to it', async () => {
    const api = stubApi({
      'GET /api/notifications': { data: [item('n1', 'Appointment booked', null), item('n2', 'Appointment confirmed', '2026-11-22T11:00:00.000Z')], page: 1, limit: 8, total: 2, unread: 1 },
      'POST /api/notifications/read': { message: 'Notifications marked read', marked: 1 },
    });
    renderScreen(<NotificationsBell />, { user: client, path: '/home', url: '/home' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(screen.getByTestId('notifications-unread')).toHaveTextContent('1');
    await userEvent.click(bell);
    await userEvent.click(await screen.findByRole('button', { name: /^Unread: Appointment booked/ }));
    await waitFor(() => expect(screen.getByTestId('navigated')).toHaveTextContent('/appointmentList'));
    expect(api.calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/notifications/read', body: { ids: ['n1'] } });
  });
});
