import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@clinic/i18n';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { clinicToday, formatDate } from '@clinic/ui';
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
  status: 'pending',
  paymentStatus: 'unpaid',
  price: 150000,
  notes: '',
  meetingLink: '',
  createdAt: '2026-11-20T10:00:00.000Z',
  cancellation: null,
};

describe("Today's appointments in Hindi", () => {
  beforeAll(() => changeLanguage('hi'));
  afterAll(() => changeLanguage('en'));

  it('shows the heading, columns, session, Indian money and the cancel dialog in Hindi', async () => {
    stubApi({ 'GET /api/appointments/today': { data: [appointment], page: 1, limit: 100, total: 1 } });
    renderScreen(<TodayPage />, { user: admin as never });
    // The heading is the fixed text the shell draws before the screen's code; the day is beside it.
    expect(await screen.findByRole('heading', { level: 1, name: 'आज के अपॉइंटमेंट' })).toBeInTheDocument();
    expect(screen.getByText(formatDate(clinicToday('Asia/Kolkata')))).toBeInTheDocument();
    expect(await screen.findByText('परामर्श · क्लिनिक में')).toBeInTheDocument();
    expect(screen.getByText('₹1,50,000.00')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'न्यूट्रिशनिस्ट' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पक्का करें' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'रद्द करें' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('यह अपॉइंटमेंट रद्द करें?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'रहने दें' })).toBeInTheDocument();
  });
});
