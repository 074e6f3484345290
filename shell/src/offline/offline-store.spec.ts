import { onlineManager, QueryClient } from '@tanstack/react-query';
import { writeSession } from '../session/session-store';
import { clearOfflineData, keepQueriesForOffline, OFFLINE_KEY_PREFIX, readSnapshot } from './offline-store';

const user = (id: string) => ({ _id: id, name: `User ${id}`, phone: '9000000000', role: 'client' as const });

/** Runs a query to success through the client, as a screen would. */
const answer = (client: QueryClient, queryKey: unknown[], data: unknown) => client.fetchQuery({ queryKey, queryFn: () => Promise.resolve(data) });

describe('the offline copy of what a user saw', () => {
  let client: QueryClient;
  let stop: () => void;

  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    localStorage.clear();
    onlineManager.setOnline(true);
    writeSession(user('u1') as never);
    client = new QueryClient({ defaultOptions: { queries: { gcTime: 5000, retry: false } } });
    stop = keepQueriesForOffline(client);
  });

  afterEach(() => {
    stop();
    client.clear();
    onlineManager.setOnline(true);
    jest.useRealTimers();
  });

  it("keeps the answers of appointments, plans, progress, messages, the home page's overview, the notifications, an appointment's payment, the nutritionists and their hours, the care team, the food diary and the clinic's name, per user, and nothing else", async () => {
    await answer(client, ['appointments', 'list', { page: 1 }], { data: [{ _id: 'a1' }] });
    await answer(client, ['messages', 'conversation', 'u2'], { pages: [{ data: ['hello'] }], pageParams: [null] });
    await answer(client, ['home', 'client'], { nextAppointment: null, unread: { total: 1 } });
    await answer(client, ['notifications', 'latest'], { data: [{ title: 'Booked' }], unread: 1 });
    await answer(client, ['notifications', 'preferences'], { email: true });
    await answer(client, ['payments', 'appointment', 'a1'], { status: 'due', amount: 800 });
    await answer(client, ['payments', 'settings'], { upi: 'secret' });
    await answer(client, ['payments', 'revenue', '2026-11-01', '2026-11-30'], { collected: 1 });
    await answer(client, ['health', 'backups'], { ok: true });
    await answer(client, ['settings', 'clinic'], { name: 'Rao Diet Clinic' });
    await answer(client, ['settings', 'changes', 1], { data: [{ field: 'upiId' }] });
    await answer(client, ['careTeam', 'u1'], { members: [{ practitioner: { name: 'Dr. Asha Rao' } }] });
    await answer(client, ['diary', 'entries', { from: '2026-12-06', to: '2026-12-06' }], { data: [{ mealTime: 'lunch' }] });
    await answer(client, ['users', 'nutritionists', ''], { data: [{ name: 'Dr. Asha Rao' }] });
    await answer(client, ['users', 'clients', ''], { data: [{ name: 'Another client' }] });
    await answer(client, ['availability', 'of', 'n1'], { data: [{ dayOfWeek: 'Monday' }] });
    await answer(client, ['availability', 'of', 'n1', 'dates', '2026-11-30', '2026-12-13'], { days: [] });
    await answer(client, ['availability', 'mine'], { data: [] });
    await answer(client, ['availability', 'overrides', 'mine'], { data: [] });
    jest.advanceTimersByTime(500);

    const snapshot = readSnapshot('u1')!;
    expect(Object.values(snapshot.queries).map((q) => q.queryKey.slice(0, 2).join('.')).sort()).toEqual([
      'appointments.list',
      'availability.of',
      'availability.of',
      'careTeam.u1',
      'diary.entries',
      'home.client',
      'messages.conversation',
      'notifications.latest',
      'payments.appointment',
      'settings.clinic',
      'users.nutritionists',
    ]);
    expect(snapshot.savedAt).toBeGreaterThan(0);
    expect(readSnapshot('u2')).toBeNull();
  });

  it('offline, a query created by a screen starts with the kept answer and waits for the connection', async () => {
    await answer(client, ['progress', 'latest'], { weight: 72 });
    jest.advanceTimersByTime(500);
    client.clear();

    onlineManager.setOnline(false);
    const queryFn = jest.fn(() => Promise.resolve({ weight: 73 }));
    void client.prefetchQuery({ queryKey: ['progress', 'latest'], queryFn });
    expect(client.getQueryData(['progress', 'latest'])).toEqual({ weight: 72 });
    expect(client.getQueryState(['progress', 'latest'])?.fetchStatus).toBe('paused');
    expect(queryFn).not.toHaveBeenCalled();
  });

  it('online, queries are not answered from the kept copy', async () => {
    await answer(client, ['plans', 'list'], ['old plan']);
    jest.advanceTimersByTime(500);
    client.clear();
    const query = client.getQueryCache().build(client, { queryKey: ['plans', 'list'] });
    expect(query.state.data).toBeUndefined();
  });

  it('an answer that arrives just before the page is left is kept, not lost with the timer', async () => {
    await answer(client, ['plans', 'detail', 'p1'], { title: 'Winter plan' });
    expect(readSnapshot('u1')).toBeNull();
    window.dispatchEvent(new Event('pagehide'));
    expect(Object.keys(readSnapshot('u1')!.queries)).toEqual([JSON.stringify(['plans', 'detail', 'p1'])]);
  });

  it('is not kept for a user who signed out before it was written, and sign-out clears every user', async () => {
    await answer(client, ['appointments', 'today'], []);
    localStorage.removeItem('clinic.session');
    jest.advanceTimersByTime(500);
    expect(Object.keys(localStorage).filter((k) => k.startsWith(OFFLINE_KEY_PREFIX))).toEqual([]);

    writeSession(user('u1') as never);
    await answer(client, ['appointments', 'today'], []);
    jest.advanceTimersByTime(500);
    localStorage.setItem(`${OFFLINE_KEY_PREFIX}someone-else`, '{}');
    clearOfflineData();
    expect(Object.keys(localStorage).filter((k) => k.startsWith(OFFLINE_KEY_PREFIX))).toEqual([]);
    expect(localStorage.getItem('clinic.session')).not.toBeNull();
  });
});
