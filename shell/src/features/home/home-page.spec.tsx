import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorCode } from '@clinic/contracts';
import { apiError, renderScreen, stubApi } from '@clinic/host/testing';
import { HomePage } from './home-page';

const user = (role: string) => ({ _id: 'a'.repeat(24), name: 'Priya Sharma', email: '', phone: '9999999999', role, isAdmin: role === 'admin', address: '' });
const person = (name: string) => ({ _id: 'b'.repeat(24), name, email: '' });
const appointment = (over: Record<string, unknown> = {}) => ({
  _id: 'd'.repeat(24),
  nutritionist: person('Dr. Asha Rao'),
  client: person('Priya Sharma'),
  date: '2026-12-01',
  startTime: '10:00',
  endTime: '10:30',
  sessionType: 'follow-up',
  mode: 'online',
  status: 'confirmed',
  paymentStatus: 'paid',
  price: 1000,
  notes: '',
  meetingLink: 'https://meet.example.com/x',
  createdAt: '2026-11-01T00:00:00.000Z',
  cancellation: null,
  ...over,
});
const noUnread = { total: 0, conversations: [] };
/** A week from now: far enough ahead that rescheduling and cancelling are still offered, whatever today is. */
const weekAhead = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

describe('HomePage', () => {
  it('shows a client their next appointment with Join, calendar, reschedule and cancel', async () => {
    stubApi({
      'GET /api/home/client': { nextAppointment: appointment({ date: weekAhead }), currentPlan: { _id: 'p', title: 'Plan A', meals: [{ mealTime: 'lunch', description: 'Dal and rice', calories: 450 }] }, latestMeasurement: null, unread: noUnread },
      'GET /api/appointments': { data: [], page: 1, limit: 20, total: 0 },
    });
    renderScreen(<HomePage />, { user: user('client') as never });
    expect(await screen.findByText(new RegExp(`\\b${Number(weekAhead.slice(8))} \\w{3} ${weekAhead.slice(0, 4)}`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute('href', 'https://meet.example.com/x');
    expect(screen.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute('href', `/api/appointments/${'d'.repeat(24)}/calendar.ics`);
    expect(screen.getByRole('link', { name: 'Reschedule' })).toHaveAttribute('href', `/appointmentList?reschedule=${'d'.repeat(24)}`);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', `/appointmentList?cancel=${'d'.repeat(24)}`);
    expect(screen.getByText(/Dal and rice/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Options' })).toBeInTheDocument();
  });

  it('shows the shortcuts only once the overview is there, so they do not jump down under a reader', async () => {
    stubApi({
      'GET /api/home/client': { nextAppointment: null, currentPlan: null, latestMeasurement: null, unread: noUnread },
      'GET /api/appointments': { data: [], page: 1, limit: 20, total: 0 },
    });
    renderScreen(<HomePage />, { user: user('client') as never });
    expect(screen.queryByRole('navigation', { name: 'Options' })).toBeNull();
    expect(await screen.findByRole('navigation', { name: 'Options' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Overview' })).toBeInTheDocument();
  });

  it('still shows a payment that is due when the overview cannot be read, with the error and the shortcuts', async () => {
    stubApi({
      'GET /api/home/client': apiError(500, ErrorCode.Internal, 'Something went wrong on our side. Please try again.'),
      'GET /api/appointments': { data: [appointment({ paymentStatus: 'unpaid', status: 'pending' })], page: 1, limit: 20, total: 1 },
    });
    renderScreen(<HomePage />, { user: user('client') as never });
    expect(await screen.findByRole('heading', { name: 'Payment due' })).toBeInTheDocument();
    expect(screen.getByText('Your overview could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Options' })).toBeInTheDocument();
  });

  it('prompts a client with nothing booked to book', async () => {
    stubApi({
      'GET /api/home/client': { nextAppointment: null, currentPlan: null, latestMeasurement: null, unread: noUnread },
      'GET /api/appointments': { data: [], page: 1, limit: 20, total: 0 },
    });
    renderScreen(<HomePage />, { user: user('client') as never });
    expect(await screen.findByRole('button', { name: 'Book an appointment' })).toBeInTheDocument();
  });

  it('lets a practitioner confirm a request from today\'s timeline', async () => {
    const pending = appointment({ status: 'pending', startTime: '23:00', endTime: '23:30' });
    const api = stubApi({
      'GET /api/home/practice': {
        date: '2026-12-01',
        time: '09:00',
        today: [pending],
        requests: [pending],
        requestsTotal: 1,
        unread: noUnread,
        followUps: [{ client: { _id: 'c'.repeat(24), name: 'Ravi Kumar', phoneEnding: '4321' }, lastVisit: '2026-10-01' }],
        followUpDays: 30,
        week: { from: '2026-11-30', to: '2026-12-06', booked: 5, completed: 2, cancelled: 1, noShows: 0 },
      },
      [`PUT /api/appointments/${'d'.repeat(24)}`]: { ...pending, status: 'confirmed' },
    });
    renderScreen(<HomePage />, { user: user('nutritionist') as never });
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.getByText(/…4321/)).toBeInTheDocument();
    // Not started yet: no No-show.
    expect(screen.queryByRole('button', { name: 'No-show' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(api.calls).toContainEqual(expect.objectContaining({ method: 'PUT', path: `/api/appointments/${'d'.repeat(24)}`, body: { status: 'confirmed' } }));
  });
});
