import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserInfo } from '@clinic/contracts';
import { cataloguesReady, changeLanguage, i18n } from '@clinic/i18n';
import { renderScreen, stubApi } from '@clinic/host/testing';
import { LoginPage } from './features/auth/login-page';
import { HomePage } from './features/home/home-page';
import { WelcomePage } from './features/home/welcome-page';
import { ProfilePage } from './features/profile/profile-page';
import { roleMenu } from './layout/menus';
import { SessionActionsContext } from './session/session-actions';

const nutritionist: UserInfo = { _id: 'a'.repeat(24), name: 'Asha Rao', email: '', phone: '9999999999', role: 'nutritionist', isAdmin: false, address: '' };
const client: UserInfo = { ...nutritionist, _id: 'c'.repeat(24), name: 'Priya Sharma', role: 'client' };
const person = (name: string) => ({ _id: 'b'.repeat(24), name, email: '' });
/** A week from now: far enough ahead that rescheduling and cancelling are still offered, whatever today is. */
const weekAhead = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/**
 * Words in Latin letters that a reader sees (antd's own empty-list picture is named by antd's
 * locale, which the app sets and this test does not): with Hindi chosen, only data may be so.
 */
function latinWords(container: HTMLElement, data = /$^/, leaveOut = 'svg'): string[] {
  const copy = container.cloneNode(true) as HTMLElement;
  copy.querySelectorAll(leaveOut).forEach((element) => element.remove());
  return (copy.textContent ?? '').replace(data, '').match(/[A-Za-z]{2,}/g) ?? [];
}

describe('the shell in Hindi', () => {
  beforeAll(async () => {
    await changeLanguage('hi');
    await cataloguesReady();
  });
  afterAll(() => changeLanguage('en'));

  it('shows the sign-in page, its links and its own checks in Hindi', async () => {
    renderScreen(
      <SessionActionsContext.Provider value={{ signIn: jest.fn() }}>
        <LoginPage />
      </SessionActionsContext.Provider>,
      { path: '/login', url: '/login' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'साइन इन' })).toBeInTheDocument();
    expect(screen.getByLabelText('फ़ोन नंबर')).toHaveAttribute('placeholder', '10 अंकों का मोबाइल नंबर');
    expect(screen.getByRole('link', { name: 'खाता बनाएँ' })).toHaveAttribute('href', '/register');
    expect(screen.getByText(/यहाँ नए हैं\?/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'साइन इन करें' }));
    expect(await screen.findByText('कृपया अपना पासवर्ड डालें')).toBeInTheDocument();
  });

  it('welcomes a guest with no English word on the page', () => {
    const { container } = renderScreen(<WelcomePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'स्वागत है' })).toBeInTheDocument();
    expect(screen.getByTestId('welcome-role')).toHaveTextContent('मेहमान');
    expect(screen.getByRole('navigation', { name: 'विकल्प' })).toHaveTextContent('रजिस्टर करें');
    expect(latinWords(container)).toEqual([]);
  });

  it('names the role menus and their groups in Hindi', () => {
    const t = i18n.getFixedT('hi', 'shell');
    expect(roleMenu('client', t).title).toBe('क्लाइंट मेन्यू');
    expect(roleMenu('client', t).groups[0].links[1].label).toBe('अपॉइंटमेंट बुक करें');
    expect(roleMenu('admin', t).groups.map((g) => g.title)).toEqual(['शेड्यूल', 'क्लाइंट', 'प्लान और प्रगति', 'संदेश', 'क्लिनिक']);
  });

  it("shows a practitioner's day in Hindi, with only the names in Latin letters", async () => {
    const pending = {
      _id: 'd'.repeat(24),
      nutritionist: person('Asha Rao'),
      client: person('Priya Sharma'),
      date: '2026-12-01',
      startTime: '23:00',
      endTime: '23:30',
      sessionType: 'follow-up',
      mode: 'in-person',
      status: 'pending',
      paymentStatus: 'paid',
      price: 1000,
      notes: '',
      createdAt: '2026-11-01T00:00:00.000Z',
      cancellation: null,
    };
    stubApi({
      'GET /api/home/practice': {
        date: '2026-12-01',
        time: '09:00',
        today: [pending],
        requests: [pending],
        requestsTotal: 1,
        unread: { total: 0, conversations: [] },
        followUps: [],
        followUpDays: 30,
        week: { from: '2026-11-30', to: '2026-12-06', booked: 5, completed: 2, cancelled: 1, noShows: 0 },
      },
    });
    const { container } = renderScreen(<HomePage />, { user: nutritionist });
    expect(await screen.findByText('आज का शेड्यूल')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'नमस्ते, Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पक्का करें' })).toBeInTheDocument();
    expect(screen.getByText('पक्का करना है (1)')).toBeInTheDocument();
    expect(screen.getByText(/फ़ॉलो-अप · क्लिनिक में आकर/)).toBeInTheDocument();
    expect(screen.getByText('पिछली विज़िट को 30 दिन से ज़्यादा हो गए, उसके बाद कुछ बुक नहीं हुआ।')).toBeInTheDocument();
    // The status tag is the UI kit's, translated in its own catalogue (`ui`), not the shell's.
    expect(latinWords(container, /Asha Rao|Priya Sharma/g, 'svg, .ant-tag')).toEqual([]);
  });

  it("shows a client's home in Hindi: the next appointment, today's meals, the latest measurement", async () => {
    const next = {
      _id: 'd'.repeat(24),
      nutritionist: person('Asha Rao'),
      client: person('Priya Sharma'),
      date: weekAhead,
      startTime: '10:00',
      endTime: '10:30',
      sessionType: 'consultation',
      mode: 'online',
      status: 'confirmed',
      paymentStatus: 'paid',
      price: 1000,
      notes: '',
      meetingLink: 'https://meet.example.com/x',
      createdAt: '2026-11-01T00:00:00.000Z',
      cancellation: null,
    };
    stubApi({
      'GET /api/home/client': {
        nextAppointment: next,
        currentPlan: { _id: 'p', title: 'Plan A', meals: [{ mealTime: 'lunch', description: 'Dal', calories: 1450 }] },
        latestMeasurement: { date: '2026-11-20', previousDate: '2026-10-20', weight: 72.5, BMI: 24.1, bodyFat: null, change: { weight: -1.5, BMI: -0.5 } },
        unread: { total: 0, conversations: [] },
      },
      'GET /api/appointments': { data: [], page: 1, limit: 20, total: 0 },
    });
    renderScreen(<HomePage />, { user: client });
    expect(await screen.findByText('आपका अगला अपॉइंटमेंट')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'जुड़ें' })).toHaveAttribute('href', 'https://meet.example.com/x');
    expect(screen.getByRole('link', { name: 'समय बदलें' })).toBeInTheDocument();
    expect(screen.getByText('Asha Rao के साथ सलाह · ऑनलाइन')).toBeInTheDocument();
    expect(screen.getByText('दोपहर का खाना')).toBeInTheDocument();
    // Indian grouping in the calories, as everywhere.
    expect(screen.getByText(/1,450 कैलोरी/)).toBeInTheDocument();
    expect(screen.getByText('वज़न')).toBeInTheDocument();
    expect(screen.getByText('सारे संदेश पढ़ लिए गए हैं।')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'विकल्प' })).toHaveTextContent('अपॉइंटमेंट बुक करें');
  });

  it('shows the profile page and its sections in Hindi', async () => {
    stubApi({});
    renderScreen(<ProfilePage />, { user: client });
    expect(screen.getByRole('heading', { level: 1, name: 'यूज़र प्रोफ़ाइल' })).toBeInTheDocument();
    expect(screen.getByLabelText('मौजूदा पासवर्ड')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'सहेजें' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ईमेल सूचनाएँ' })).toBeInTheDocument();
    expect(screen.getByLabelText('अपॉइंटमेंट की याद दिलाना')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'हर जगह से साइन आउट करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरा डेटा डाउनलोड करें' })).toBeInTheDocument();
  });
});
