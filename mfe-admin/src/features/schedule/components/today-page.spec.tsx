import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Messages } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { TodayPage } from './today-page';

const admin = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const appointment = {
  _id: 'e'.repeat(24),
  nutritionist: { _id: 'n'.repeat(24), name: 'Dr. Meera Iyer', email: '' },
  client: { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '' },
  date: '2026-11-23',
  startTime: '10:00',
  endTime: '10:30',
  sessionType: 'consultation',
  mode: 'in-person',
  status: 'confirmed',
  paymentStatus: 'unpaid',
  price: 1500,
  notes: '',
  meetingLink: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  cancellation: null,
};
const writes = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method !== 'GET');

describe("Today's appointments: cancelling", () => {
  it('asks first, and cancels nothing when the user keeps the appointment', async () => {
    const api = stubApi({ 'GET /api/appointments/today': { data: [appointment], page: 1, limit: 100, total: 1 } });
    renderScreen(<TodayPage />, { user: admin as never });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancel this appointment?')).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(api)).toEqual([]);
  });

  it('sends the status change with the optional reason once confirmed', async () => {
    const api = stubApi({
      'GET /api/appointments/today': { data: [appointment], page: 1, limit: 100, total: 1 },
      [`PUT /api/appointments/${appointment._id}`]: { ...appointment, status: 'cancelled' },
    });
    const { notify } = renderScreen(<TodayPage />, { user: admin as never });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'The nutritionist is unwell.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(Messages.appointments.cancelled));
    expect(writes(api)).toEqual([
      { method: 'PUT', path: `/api/appointments/${appointment._id}`, body: { status: 'cancelled', cancelReason: 'The nutritionist is unwell.' } },
    ]);
  });

  it('cancels without a reason when none is given', async () => {
    const api = stubApi({
      'GET /api/appointments/today': { data: [appointment], page: 1, limit: 100, total: 1 },
      [`PUT /api/appointments/${appointment._id}`]: { ...appointment, status: 'cancelled' },
    });
    const { notify } = renderScreen(<TodayPage />, { user: admin as never });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(writes(api)[0].body).toEqual({ status: 'cancelled' });
  });
});
