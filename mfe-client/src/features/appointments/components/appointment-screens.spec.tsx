import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import dayjs from 'dayjs';
import { Messages, NOTES_MAX_LENGTH, type PriceList, WEEKDAYS } from '@clinic/contracts';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { PHONE_QUERY } from '@clinic/ui';
import { AppointmentListPage } from './appointment-list-page';
import { AppointmentViewPage } from './appointment-view-page';
import { BookingPage } from './booking-page';

const client = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '', phone: '9000000001', role: 'client', isAdmin: false, address: '' };
const admin = { _id: 'a'.repeat(24), name: 'Dr. Asha Rao', email: '', phone: '9999999999', role: 'admin', isAdmin: true, address: '' };
const nutritionist = { _id: 'n'.repeat(24), name: 'Dr. Meera Iyer', email: '', role: 'nutritionist' };
const appointment = {
  _id: 'e'.repeat(24),
  nutritionist: { _id: nutritionist._id, name: nutritionist.name, email: '' },
  client: { _id: client._id, name: client.name, email: '' },
  date: '2026-11-23',
  startTime: '10:00',
  endTime: '10:30',
  sessionType: 'consultation',
  mode: 'in-person',
  status: 'pending',
  paymentStatus: 'unpaid',
  price: 1500,
  notes: '',
  meetingLink: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  cancellation: null,
};
const badGateway = () => new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'content-type': 'text/html' } });
const scheduling = {
  'GET /api/users/nutritionists': { data: [nutritionist], page: 1, limit: 100, total: 1 },
  [`GET /api/availabilities/nutritionist/${nutritionist._id}`]: {
    data: WEEKDAYS.map((dayOfWeek) => ({ _id: dayOfWeek, nutritionist: nutritionist._id, dayOfWeek, slots: [{ startTime: '10:00', endTime: '10:30', isBooked: false }] })),
  },
  'GET /api/appointments/booked': { data: [] },
  'GET /api/appointments/prices': {
    currency: 'INR',
    prices: { consultation: 1500, 'follow-up': 800, 'meal-plan-review': 600 },
    booking: { sessionMinutes: 30, horizonDays: 90, maxPending: 3 },
  } satisfies PriceList,
  'GET /api/users/clients': { data: [], page: 1, limit: 20, total: 0 },
};
const nextWeek = dayjs().add(7, 'day');
const writes = (api: ReturnType<typeof stubApi>) => api.calls.filter((c) => c.method !== 'GET');
const book = (user: object) =>
  renderScreen(<BookingPage />, { user: user as never, path: '/appointmentForm', url: `/appointmentForm?nutritionist=${nutritionist._id}` });

describe('booking', () => {
  it('takes Enter in the date field as picking the date, then books; a failure without a server message says so in the spec words', async () => {
    const api = stubApi({ ...scheduling, 'POST /api/appointments': badGateway });
    const { notify } = book(client);
    // Off until the nutritionist (here from the address) is in, then antd's picker in its place.
    await waitFor(() => expect(screen.getByLabelText('Date')).toBeEnabled());
    await userEvent.type(screen.getByLabelText('Date'), `${nextWeek.format('DD/MM/YYYY')}{enter}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notify.error).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByText('10:00 – 10:30'));
    await userEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(Messages.appointments.bookFailed));
    expect(writes(api)[0].body).toMatchObject({ date: nextWeek.format('YYYY-MM-DD'), startTime: '10:00' });
  });

  it("refuses a negative price with the price's message instead of booking at ₹0.00", async () => {
    const api = stubApi(scheduling);
    const { notify } = book(admin);
    const price = await screen.findByLabelText('Price (₹)');
    await waitFor(() => expect(price).toHaveValue('1500'));
    await userEvent.clear(price);
    await userEvent.type(price, '-50');
    await userEvent.tab();
    expect(price).toHaveValue('-50');
    await userEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText(Messages.appointments.invalidPrice)).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
    expect(notify.error).toHaveBeenCalled();
  });

  it('refuses a pasted note over the limit instead of cutting it', async () => {
    const api = stubApi(scheduling);
    book(client);
    const notes = await screen.findByLabelText('Notes');
    const long = 'n'.repeat(NOTES_MAX_LENGTH + 1);
    fireEvent.change(notes, { target: { value: long } });
    expect(notes).toHaveValue(long);
    await userEvent.click(screen.getByRole('button', { name: 'Book Appointment' }));
    expect(await screen.findByText(`Notes must be at most ${NOTES_MAX_LENGTH} characters.`)).toBeInTheDocument();
    expect(writes(api)).toEqual([]);
  });

  it('keeps the date off, drawn as an empty date field, until a nutritionist is chosen; then it takes a date', async () => {
    stubApi(scheduling);
    renderScreen(<BookingPage />, { user: client as never, path: '/appointmentForm', url: '/appointmentForm' });
    const off = await screen.findByLabelText('Date');
    expect(off).toBeDisabled();
    expect(off).toHaveAttribute('placeholder', 'Select date');
    expect(off).toHaveAccessibleDescription('Choose a nutritionist first.');
    expect(off.closest('.ant-picker')).toHaveClass('ant-picker-disabled');

    await userEvent.click(screen.getByLabelText('Nutritionist'));
    await userEvent.click(await screen.findByTitle(nutritionist.name));
    await waitFor(() => expect(screen.getByLabelText('Date')).toBeEnabled());
    await userEvent.type(screen.getByLabelText('Date'), `${nextWeek.format('DD/MM/YYYY')}{enter}`);
    expect(await screen.findByText('10:00 – 10:30')).toBeInTheDocument();
  });

  it('is turned off with the rest of the app while offline (the shell turns antd off), not only while booking', async () => {
    stubApi(scheduling);
    renderScreen(
      <ConfigProvider componentDisabled>
        <BookingPage />
      </ConfigProvider>,
      { user: client as never, path: '/appointmentForm', url: '/appointmentForm' },
    );
    const submit = await screen.findByRole('button', { name: 'Book Appointment' });
    expect(submit).toBeDisabled();
    expect(screen.getByLabelText('Notes')).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Online' })).toBeDisabled();
  });
});

describe('My Appointments', () => {
  it('asks for upcoming appointments first (soonest at the top), then past ones', async () => {
    const api = stubApi({ 'GET /api/appointments': { data: [appointment], page: 1, limit: 20, total: 1 } });
    renderScreen(<AppointmentListPage />, { user: client as never });
    await screen.findByText('Dr. Meera Iyer');
    expect(api.calls[0].path).toBe('/api/appointments?page=1&limit=20&sort=upcoming');
  });

  it('filters by status and start date, from the first page', async () => {
    const api = stubApi({ 'GET /api/appointments': { data: [appointment], page: 1, limit: 20, total: 1 } });
    renderScreen(<AppointmentListPage />, { user: client as never });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByText('Cancelled'));
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe('/api/appointments?status=cancelled&page=1&limit=20&sort=upcoming'));

    await userEvent.type(screen.getByRole('textbox', { name: 'Start date' }), '01/12/2026{enter}');
    await waitFor(() => expect(api.calls.at(-1)?.path).toBe('/api/appointments?status=cancelled&startDate=2026-12-01&page=1&limit=20&sort=upcoming'));
  });

  it('on a phone, keeps the filters behind a button that says how many are on, and keeps what was chosen when reopened', async () => {
    const realMatchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query === PHONE_QUERY, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as never;
    try {
      const api = stubApi({ 'GET /api/appointments': { data: [appointment], page: 1, limit: 20, total: 1 } });
      renderScreen(<AppointmentListPage />, { user: client as never });
      await screen.findByText('Dr. Meera Iyer');
      expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
      const toggle = screen.getByRole('button', { name: 'Filters' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');

      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(await screen.findByRole('combobox', { name: 'Status' }));
      await userEvent.click(await screen.findByText('Cancelled'));
      await waitFor(() => expect(api.calls.at(-1)?.path).toBe('/api/appointments?status=cancelled&page=1&limit=20&sort=upcoming'));

      await userEvent.click(screen.getByRole('button', { name: 'Filters (1 on)' }));
      expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Filters (1 on)' }));
      expect(screen.getByRole('combobox', { name: 'Status' }).closest('.ant-select')).toHaveTextContent('Cancelled');
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });
});

describe('appointment details', () => {
  it('tell the client who cancelled, when and why', async () => {
    stubApi({
      [`GET /api/appointments/${appointment._id}`]: {
        ...appointment,
        status: 'cancelled',
        cancellation: { by: { _id: admin._id, name: admin.name, email: '' }, at: '2026-11-22T04:30:00.000Z', reason: 'The nutritionist is unwell.' },
      },
    });
    renderScreen(<AppointmentViewPage />, { user: client as never, path: '/appointments/:id/view', url: `/appointments/${appointment._id}/view` });
    expect(await screen.findByText('By Dr. Asha Rao on 22 Nov, 10:00')).toBeInTheDocument();
    expect(screen.getByText('Reason: The nutritionist is unwell.')).toBeInTheDocument();
  });
});
