import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { cataloguesReady, changeLanguage, i18n, MESSAGES_NAMESPACE } from '@clinic/i18n';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { AppointmentActions } from './features/appointments/components/appointment-actions';
import { AppointmentViewPage } from './features/appointments/components/appointment-view-page';
import { PlanListPage } from './features/plans/components/plan-list-page';
import { ProgressDetailPage } from './features/progress/components/progress-detail-page';
import remote from './routes';

// The app reads the clinic's clock without dayjs's zone plugins; the tests use them to set up "now in India" independently.
dayjs.extend(utc);
dayjs.extend(timezone);

// The client's screens with Hindi chosen: the catalogue's Hindi, the spec's messages in Hindi, Indian money.
const client = { _id: 'c'.repeat(24), name: 'Priya Sharma', email: '', phone: '9000000001', role: 'client', isAdmin: false, address: '' };
const nutritionist = { _id: 'n'.repeat(24), name: 'Dr. Meera Iyer', email: '' };
const appointment = {
  _id: 'e'.repeat(24),
  nutritionist,
  client: { _id: client._id, name: client.name, email: '' },
  date: '2026-11-23',
  startTime: '10:00',
  endTime: '10:30',
  sessionType: 'consultation',
  mode: 'in-person',
  status: 'cancelled',
  paymentStatus: 'unpaid',
  price: 150000,
  notes: '',
  meetingLink: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  cancellation: { by: { _id: nutritionist._id, name: nutritionist.name, email: '' }, at: '2026-11-22T04:30:00.000Z', reason: '' },
};

/** The Hindi of the spec's "No nutrition plans found.": messages.json's, or a stand-in while it has none yet. */
let noPlansText: string;

beforeAll(async () => {
  await changeLanguage('hi');
  await cataloguesReady();
  // Before any screen reads the spec's texts in Hindi (they are read once per language).
  const existing = i18n.getResource('hi', MESSAGES_NAMESPACE, 'plans.noneFound') as string | undefined;
  if (!existing) i18n.addResource('hi', MESSAGES_NAMESPACE, 'plans.noneFound', 'अभी कोई डाइट प्लान नहीं है।');
  noPlansText = existing ?? 'अभी कोई डाइट प्लान नहीं है।';
});
afterAll(() => changeLanguage('en'));

describe('in Hindi', () => {
  it('names each screen in Hindi in the document title, and in English again when English is chosen', async () => {
    const title = (path: string) => remote.routes.find((r) => r.path === path)?.title;
    expect(title('appointmentForm')).toBe('अपना अपॉइंटमेंट बुक करें');
    expect(title('progress/edit/:id')).toBe('प्रगति रिकॉर्ड बदलें');
    expect(title('diary')).toBe('खाने की डायरी');
    await changeLanguage('en');
    expect(title('appointmentForm')).toBe('Book Your Appointment');
    await changeLanguage('hi');
  });

  it('shows an appointment: headings, labels, who cancelled, the price in Indian grouping', async () => {
    stubApi({ [`GET /api/appointments/${appointment._id}`]: appointment });
    renderScreen(<AppointmentViewPage />, { user: client as never, path: '/appointments/:id/view', url: `/appointments/${appointment._id}/view` });
    expect(await screen.findByRole('heading', { name: 'अपॉइंटमेंट का ब्योरा' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← अपॉइंटमेंट पर वापस' })).toHaveAttribute('href', '/appointmentList');
    expect(screen.getByText('परामर्श')).toBeInTheDocument();
    expect(screen.getByText('क्लिनिक में')).toBeInTheDocument();
    expect(screen.getByText(/^रद्द करने वाले: Dr\. Meera Iyer, /)).toBeInTheDocument();
    expect(screen.getByText('कारण: नहीं बताया गया')).toBeInTheDocument();
    expect(screen.getByText('₹1,50,000.00')).toBeInTheDocument();
  });

  it('within the cut-off says in Hindi to message or call the clinic, the link and the number kept', async () => {
    const soon = dayjs().tz('Asia/Kolkata').add(3, 'hour');
    stubApi({ 'GET /api/settings': { name: 'Green Leaf Clinic', address: '', phone: '+91 80 4000 1234', cancelCutoffHours: 24, followUpDays: 30, updatedAt: null } });
    const near = { ...appointment, status: 'confirmed', cancellation: null, date: soon.format('YYYY-MM-DD'), startTime: soon.format('HH:00'), endTime: soon.add(30, 'minute').format('HH:30') };
    renderScreen(<AppointmentActions appointment={near as never} />, { user: client as never });
    const text = await screen.findByText(/समय बदलने या रद्द करने के लिए/);
    await waitFor(() => expect(text).toHaveTextContent('शुरू होने में 24 घंटे से कम बचे हैं: समय बदलने या रद्द करने के लिए क्लिनिक को संदेश भेजें या +91 80 4000 1234 पर फ़ोन करें।'));
    expect(within(text).getByRole('link', { name: 'संदेश भेजें' })).toHaveAttribute('href', '/conversation');
    expect(within(text).getByRole('link', { name: '+91 80 4000 1234' })).toHaveAttribute('href', 'tel:+918040001234');
  });

  it('lists plans with Hindi headings and the spec’s empty text in Hindi when there are none', async () => {
    stubApi({ 'GET /api/nutritionPlans': { data: [], page: 1, limit: 20, total: 0 } });
    renderScreen(<PlanListPage />, { user: client as never });
    expect(await screen.findByRole('heading', { name: 'डाइट प्लान' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'शीर्षक' })).toBeInTheDocument();
    expect(await screen.findByText(noPlansText)).toBeInTheDocument();
  });

  it('shows a progress record with Hindi labels and "आप" for what the reader entered', async () => {
    const record = {
      _id: 'r'.repeat(24),
      client: { _id: client._id, name: client.name, email: '' },
      nutritionist: null,
      enteredBy: { _id: client._id, name: client.name, email: '' },
      date: '2026-11-20',
      weight: 72.5,
      height: 1.68,
      BMI: 25.7,
      bmiCategory: 'overweight',
      bodyFat: null,
      notes: '',
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    stubApi({ [`GET /api/progresses/${record._id}`]: record });
    renderScreen(<ProgressDetailPage />, { user: client as never, path: '/progress/:id', url: `/progress/${record._id}` });
    expect(await screen.findByRole('heading', { name: /प्रगति रिकॉर्ड/ })).toBeInTheDocument();
    expect(screen.getByText('वज़न')).toBeInTheDocument();
    expect(screen.getByText('72.5 kg')).toBeInTheDocument();
    expect(screen.getByText('बॉडी फ़ैट')).toBeInTheDocument();
    expect(screen.getByText('आप')).toBeInTheDocument();
  });
});
