import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { ErrorCode, Messages, WEEKDAYS } from '@clinic/contracts';
import { apiError, renderScreen, stubApi } from '@clinic/host/testing';
import { AppointmentActions } from './appointment-actions';
import { AppointmentListPage } from './appointment-list-page';

// The app reads the clinic's clock without dayjs's zone plugins; the tests use them to set up "now in India" independently.
dayjs.extend(utc);
dayjs.extend(timezone);

const client = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '', phone: '9000000001', role: 'client', isAdmin: false, address: '' };
const admin = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const N = { _id: 'n'.repeat(24), name: 'Dr. Meera Iyer', email: '' };
const inIndia = () => dayjs().tz('Asia/Kolkata');
const at = (moment: dayjs.Dayjs) => ({ date: moment.format('YYYY-MM-DD'), startTime: moment.format('HH:00'), endTime: moment.add(30, 'minute').format('HH:30') });
const appointment = (when: ReturnType<typeof at>, status = 'confirmed') => ({
  _id: 'e'.repeat(24),
  nutritionist: N,
  client: { _id: client._id, name: client.name, email: '' },
  ...when,
  sessionType: 'consultation',
  mode: 'in-person',
  status,
  paymentStatus: 'unpaid',
  price: 1500,
  notes: '',
  meetingLink: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  cancellation: null,
});
const settings = {
  name: 'Green Leaf Clinic',
  address: '',
  phone: '+91 80 4000 1234',
  prices: { consultation: 1500, 'follow-up': 800, 'meal-plan-review': 600 },
  cancelCutoffHours: 24,
  followUpDays: 30,
  updatedAt: null,
};
const scheduling = {
  'GET /api/settings': settings,
  [`GET /api/availabilities/nutritionist/${N._id}`]: {
    data: WEEKDAYS.map((dayOfWeek) => ({ _id: dayOfWeek, nutritionist: N._id, dayOfWeek, slots: [{ startTime: '10:00', endTime: '11:00', isBooked: false }] })),
  },
  'GET /api/appointments/booked': { data: [{ startTime: '10:00', endTime: '10:30' }] },
  'GET /api/appointments/prices': { currency: 'INR', prices: settings.prices, booking: { sessionMinutes: 30, horizonDays: 90, maxPending: 3 } },
};
const writes = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method !== 'GET');
const inThreeDays = at(inIndia().add(3, 'day').hour(10));

describe('AppointmentActions', () => {
  it('a client before the cut-off moves the appointment to a free slot of the day they pick', async () => {
    const a = appointment(inThreeDays);
    const api = stubApi({ ...scheduling, [`POST /api/appointments/${a._id}/reschedule`]: { ...a, startTime: '10:30', endTime: '11:00' } });
    const onChanged = jest.fn();
    const { notify } = renderScreen(<AppointmentActions appointment={a as never} onChanged={onChanged} />, { user: client as never });
    await userEvent.click(await screen.findByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog');
    const day = inIndia().add(5, 'day');
    await userEvent.type(within(dialog).getByLabelText('Date'), `${day.format('DD/MM/YYYY')}{enter}`);
    // 10:00 is booked by someone: only 10:30 is offered.
    await userEvent.click(await within(dialog).findByText('10:30 – 11:00'));
    expect(within(dialog).queryByText('10:00 – 10:30')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move appointment' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(writes(api)).toEqual([{ method: 'POST', path: `/api/appointments/${a._id}/reschedule`, body: { date: day.format('YYYY-MM-DD'), startTime: '10:30', endTime: '11:00' } }]);
    expect(notify.success).toHaveBeenCalledWith(Messages.appointments.rescheduled);
  });

  it('a client cancels with an optional reason', async () => {
    const a = appointment(inThreeDays, 'pending');
    const api = stubApi({ ...scheduling, [`POST /api/appointments/${a._id}/cancel`]: { ...a, status: 'cancelled' } });
    renderScreen(<AppointmentActions appointment={a as never} />, { user: client as never });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(writes(api)).toEqual([{ method: 'POST', path: `/api/appointments/${a._id}/cancel`, body: {} }]));
  });

  it('within the cut-off a client is told to message or call the clinic instead, with its number', async () => {
    stubApi(scheduling);
    renderScreen(<AppointmentActions appointment={appointment(at(inIndia().add(3, 'hour'))) as never} />, { user: client as never });
    const text = await screen.findByText(/to move or cancel/);
    await waitFor(() => expect(text).toHaveTextContent('Within 24 h of the start: to move or cancel, message or call the clinic at +91 80 4000 1234.'));
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument();
  });

  it('the clinic may always change it, but must give a reason to cancel; the server refusal is shown', async () => {
    const a = appointment(at(inIndia().add(3, 'hour')));
    const api = stubApi({ ...scheduling, [`POST /api/appointments/${a._id}/cancel`]: () => apiError(409, ErrorCode.AppointmentNotMovable, Messages.appointments.notMovable) });
    const { notify } = renderScreen(<AppointmentActions appointment={a as never} />, { user: admin as never });
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    expect(await within(dialog).findByText(Messages.appointments.cancelReasonRequired)).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Reason (shown to the client)'), 'Unwell');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(Messages.appointments.notMovable));
    expect(writes(api)[0].body).toEqual({ reason: 'Unwell' });
  });

  it('offers nothing for a cancelled or completed appointment', async () => {
    const api = stubApi(scheduling);
    renderScreen(<AppointmentActions appointment={appointment(inThreeDays, 'cancelled') as never} />, { user: admin as never });
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/to move or cancel/)).not.toBeInTheDocument();
  });
});

describe('/appointmentList?cancel=<id>', () => {
  it('opens that appointment’s dialog over the list', async () => {
    const a = appointment(inThreeDays);
    stubApi({ ...scheduling, 'GET /api/appointments': { data: [], page: 1, limit: 20, total: 0 }, [`GET /api/appointments/${a._id}`]: a });
    renderScreen(<AppointmentListPage />, { user: client as never, path: '/appointmentList', url: `/appointmentList?cancel=${a._id}` });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Cancel this appointment?')).toBeInTheDocument();
  });
});
