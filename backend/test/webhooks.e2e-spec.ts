import { ErrorCode, WEBHOOK_SECRET_PREFIX } from '@clinic/contracts';
import { verifyWebhook } from '../src/modules/webhooks/webhook-signature';
import { nextWeekday } from './support/dates';
import { DEFAULT_PASSWORD, TestApp, type Actor } from './support/test-app';
import { startReceiver } from './support/webhook-receiver';

const SLOTS = Array.from({ length: 20 }, (_, i) => {
  const start = 8 * 60 + i * 30;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { startTime: hhmm(start), endTime: hhmm(start + 30) };
});
const FAST = { OUTBOX_POLL_MS: '50', WEBHOOK_RETRY_BASE_MS: '100' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Webhooks (e2e)', () => {
  let t: TestApp;
  let second: TestApp;
  let admin: Actor;
  let N: Actor;
  let A: Actor;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let endpoint: { _id: string; secret: string };
  const monday = nextWeekday('Monday');
  let slot = 0;

  const book = async () => {
    const res = await A.http.post('/api/appointments', { nutritionist: N.user._id, date: monday, sessionType: 'consultation', mode: 'in-person', notes: 'Private note', ...SLOTS[slot++] });
    expect(res.status).toBe(201);
    return res.body._id as string;
  };
  const eventsAbout = (appointmentId: string) => receiver.received.filter((d) => d.json.data.appointmentId === appointmentId);

  beforeAll(async () => {
    receiver = await startReceiver();
    t = await TestApp.start(FAST);
    // A second instance on the same database: both poll the outbox, neither may repeat the other's attempt.
    second = await TestApp.start(FAST, t);
    [admin, N, A] = await Promise.all([t.admin(), t.actor('nutritionist'), t.actor('client')]);
    expect((await N.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: SLOTS })).status).toBe(201);
    const res = await admin.http.post('/api/integrations/webhooks', {
      url: receiver.url,
      events: ['appointment.booked', 'appointment.confirmed', 'appointment.cancelled', 'message.received', 'plan.created'],
      description: 'test receiver',
    });
    expect(res.status).toBe(201);
    endpoint = res.body;
  });
  afterAll(async () => {
    await second.app.close();
    await t.close();
    await receiver.close();
  });

  it('registers endpoints for the admin only, https or loopback http', async () => {
    expect(endpoint.secret.startsWith(WEBHOOK_SECRET_PREFIX)).toBe(true);
    expect((await N.http.post('/api/integrations/webhooks', { url: receiver.url, events: ['plan.created'] })).status).toBe(403);
    const plainHttp = await admin.http.post('/api/integrations/webhooks', { url: 'http://example.com/hook', events: ['plan.created'] });
    expect(plainHttp.status).toBe(400);
    expect(plainHttp.body.code).toBe(ErrorCode.WebhookBadUrl);
    expect((await admin.http.post('/api/integrations/webhooks', { url: receiver.url, events: ['appointment.exploded'] })).status).toBe(400);
    const list = await admin.http.get('/api/integrations/webhooks');
    expect(list.body).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(endpoint.secret);
  });

  it('delivers each event once, signed, with ids and no health details', async () => {
    const id = await book();
    await receiver.waitFor((all) => all.some((d) => d.json.data.appointmentId === id));
    await sleep(500);
    const [delivery, ...more] = eventsAbout(id);
    expect(more).toHaveLength(0);
    expect(delivery.json).toMatchObject({ type: 'appointment.booked', link: `/api/appointments/${id}`, data: { appointmentId: id, clientId: A.user._id, nutritionistId: N.user._id, date: monday, status: 'pending' } });
    expect(delivery.headers['clinic-event-id']).toBe(delivery.json.id);
    expect(verifyWebhook(endpoint.secret, String(delivery.headers['clinic-signature']), delivery.body)).toBe(true);
    expect(verifyWebhook(endpoint.secret, String(delivery.headers['clinic-signature']), delivery.body.replace('pending', 'confirmed'))).toBe(false);
    expect(verifyWebhook('whsec_wrong', String(delivery.headers['clinic-signature']), delivery.body)).toBe(false);
    expect(delivery.body).not.toContain('Private note');

    const message = await A.http.post('/api/messages', { receiver: N.user._id, content: 'My blood sugar is 180' });
    expect(message.status).toBe(201);
    await receiver.waitFor((all) => all.some((d) => d.json.type === 'message.received'));
    const sent = receiver.received.find((d) => d.json.type === 'message.received')!;
    expect(sent.json.data).toEqual({ messageId: message.body._id, senderId: A.user._id, receiverId: N.user._id });
    expect(sent.body).not.toContain('blood sugar');
  });

  it('retries after a failure with the same event id, and logs every attempt', async () => {
    let failures = 2;
    receiver.answerWith(() => (failures-- > 0 ? 500 : 200));
    const id = await book();
    await receiver.waitFor((all) => all.some((d) => d.json.data.appointmentId === id && d.answered === 200));
    receiver.answerWith(() => 200);
    const attempts = eventsAbout(id);
    expect(attempts.map((d) => d.answered)).toEqual([500, 500, 200]);
    expect(new Set(attempts.map((d) => d.json.id)).size).toBe(1);
    for (const d of attempts) expect(verifyWebhook(endpoint.secret, String(d.headers['clinic-signature']), d.body)).toBe(true);

    // The log entry is written once the receiver's answer is in: wait for the third.
    let forEvent: Array<{ status: string; responseCode: number; attempt: number }> = [];
    for (let i = 0; i < 50 && forEvent.length < 3; i++) {
      const log = await admin.http.get(`/api/integrations/webhooks/${endpoint._id}/deliveries?limit=100`);
      expect(log.status).toBe(200);
      forEvent = log.body.data.filter((e: { eventId: string }) => e.eventId === attempts[0].json.id).reverse();
      if (forEvent.length < 3) await sleep(50);
    }
    expect(forEvent.map((e) => [e.attempt, e.status, e.responseCode])).toEqual([
      [1, 'failed', 500],
      [2, 'failed', 500],
      [3, 'delivered', 200],
    ]);
  });

  it('keeps the events of one appointment in order, even when the first needs retries', async () => {
    let failFirst = 3;
    receiver.answerWith((d) => (d.json.type === 'appointment.booked' && failFirst-- > 0 ? 503 : 200));
    const id = await book();
    expect((await N.http.put(`/api/appointments/${id}`, { status: 'confirmed' })).status).toBe(200);
    expect((await N.http.put(`/api/appointments/${id}`, { status: 'cancelled', cancelReason: 'Ill' })).status).toBe(200);
    await receiver.waitFor(() => eventsAbout(id).some((d) => d.json.type === 'appointment.cancelled'));
    receiver.answerWith(() => 200);
    const accepted = eventsAbout(id).filter((d) => d.answered === 200).map((d) => d.json.type);
    expect(accepted).toEqual(['appointment.booked', 'appointment.confirmed', 'appointment.cancelled']);
    const confirmed = eventsAbout(id).find((d) => d.json.type === 'appointment.confirmed')!;
    expect(confirmed.json.data).toEqual({
      appointmentId: id,
      clientId: A.user._id,
      nutritionistId: N.user._id,
      date: monday,
      startTime: expect.any(String),
      endTime: expect.any(String),
      status: 'confirmed',
      previousStatus: 'pending',
    });
    // Nothing about this appointment reached the receiver after a later event was accepted.
    const order = eventsAbout(id).map((d) => d.json.type);
    expect(order.lastIndexOf('appointment.booked')).toBeLessThan(order.indexOf('appointment.confirmed'));
  });

  it('resends an event with its id, so a receiver that has it can drop it', async () => {
    const id = await book();
    await receiver.waitFor(() => eventsAbout(id).length === 1);
    const eventId = eventsAbout(id)[0].json.id;
    const res = await admin.http.post(`/api/integrations/webhooks/${endpoint._id}/events/${eventId}/resend`);
    expect(res.status).toBe(202);
    await receiver.waitFor(() => eventsAbout(id).length === 2);
    const seen = new Set(eventsAbout(id).map((d) => d.json.id));
    expect(seen).toEqual(new Set([eventId]));
    expect((await admin.http.post(`/api/integrations/webhooks/${endpoint._id}/events/nope/resend`)).body.code).toBe(ErrorCode.WebhookEventNotFound);
  });

  it('sends only subscribed events, and nothing to a paused endpoint', async () => {
    const before = receiver.received.length;
    expect((await admin.http.put(`/api/integrations/webhooks/${endpoint._id}`, { enabled: false })).status).toBe(200);
    await book();
    expect((await N.http.post('/api/progresses', { client: A.user._id, weight: 70 })).status).toBe(201);
    await sleep(600);
    expect(receiver.received.length).toBe(before);
    const resumed = await admin.http.put(`/api/integrations/webhooks/${endpoint._id}`, { enabled: true });
    expect(resumed.body.disabledAt).toBeNull();
  });

  it('sends nothing from the request, and loses nothing when the instance stops before sending', async () => {
    // An instance whose worker would not poll for ten minutes: the event can only sit in the outbox.
    const idle = await TestApp.start({ OUTBOX_POLL_MS: '600000' }, t);
    const idleClient = await idle.signIn(A.user.phone, DEFAULT_PASSWORD);
    // The two polling instances stop first, so nothing else could send it.
    await second.app.close();
    await t.app.close();
    const res = await idleClient.post('/api/appointments', { nutritionist: N.user._id, date: monday, sessionType: 'consultation', ...SLOTS[slot++] });
    expect(res.status).toBe(201);
    await sleep(300);
    expect(eventsAbout(res.body._id)).toHaveLength(0);
    expect(await idle.connection.collection('outbox_messages').countDocuments({ state: 'pending' })).toBeGreaterThan(0);
    await idle.app.close();
    // A new instance on the same database delivers it.
    t = await TestApp.start(FAST, idle);
    second = await TestApp.start(FAST, t);
    await receiver.waitFor(() => eventsAbout(res.body._id).length === 1);
    expect(eventsAbout(res.body._id)[0].json.type).toBe('appointment.booked');
  });

  it('disables an endpoint whose deliveries fail for the give-up time, and shows why', async () => {
    const failing = await startReceiver();
    failing.answerWith(() => 500);
    const quick = await TestApp.start({ ...FAST, WEBHOOK_GIVE_UP_MS: '1000' });
    try {
      const quickAdmin = await quick.admin();
      const [qN, qA] = await Promise.all([quick.actor('nutritionist'), quick.actor('client')]);
      const hook = (await quickAdmin.http.post('/api/integrations/webhooks', { url: failing.url, events: ['appointment.booked'] })).body;
      expect((await qN.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: SLOTS })).status).toBe(201);
      expect((await qA.http.post('/api/appointments', { nutritionist: qN.user._id, date: monday, sessionType: 'consultation', ...SLOTS[0] })).status).toBe(201);
      let state: { disabledAt: string | null; disabledReason: string | null } = { disabledAt: null, disabledReason: null };
      for (let i = 0; i < 60 && !state.disabledAt; i++) {
        await sleep(100);
        state = (await quickAdmin.http.get('/api/integrations/webhooks')).body[0];
      }
      expect(state.disabledAt).not.toBeNull();
      expect(state.disabledReason).toContain('HTTP 500');
      expect(failing.received.length).toBeGreaterThanOrEqual(2);
      expect(hook._id).toBeDefined();
    } finally {
      await quick.close();
      await failing.close();
    }
  });
});
