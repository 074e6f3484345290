import { jest } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { ClinicClock } from '../src/common/time/clinic-clock';
import { UnreadMessageEmails } from '../src/modules/messages/unread-message-emails.service';
import { RemindersService } from '../src/modules/notifications/reminders.service';
import { nextWeekday } from './support/dates';
import { openEventStream } from './support/event-stream';
import { startSmtpServer, type SmtpTestServer } from './support/smtp-server';
import { TestApp, type Actor } from './support/test-app';

const FAST = { OUTBOX_POLL_MS: '50', MAIL_RETRY_BASE_MS: '100', CLINIC_NAME: 'Green Leaf Clinic', APP_URL: 'https://clinic.example' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
const keyOf = (mail: ParsedMail) => String(mail.headers.get('x-clinic-notification'));
const SECRET = 'My HbA1c came back at 8.1';
const MINUTE = 60_000;

/**
 * Two backend instances on one database, as behind a load balancer, each with its own workers and
 * its own clinic clock; the tests move both clocks together instead of waiting.
 */
describe('Unread-message emails and reminders across two instances (e2e)', () => {
  let smtp: SmtpTestServer;
  let one: TestApp;
  let two: TestApp;
  let N: Actor;
  const base = Date.now();
  const spies: Array<ReturnType<typeof jest.spyOn>> = [];
  /** Both instances' clinic clocks read `base + minutes`. */
  const at = (minutes: number) => {
    for (const spy of spies) spy.mockReturnValue(new Date(base + minutes * MINUTE));
  };
  const bothRounds = () => Promise.all([one, two].flatMap((t) => [t.app.get(UnreadMessageEmails).sendDue(), t.app.get(UnreadMessageEmails).sendDue()]));
  const mailsTo = (who: Actor) => smtp.received.filter((m) => to(m) === who.user.email);
  const unreadMailsTo = (who: Actor) => mailsTo(who).filter((m) => keyOf(m).startsWith('email:message-unread:'));
  const send = async (from: Actor, receiver: Actor, content = SECRET) => {
    const res = await from.http.post('/api/messages', { receiver: receiver.user._id, content });
    expect(res.status).toBe(201);
  };
  const client = (tag: string) => one.actor('client', { name: `Client ${tag}`, email: `client-${tag}@example.com` });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    one = await TestApp.start({ ...FAST, SMTP_URL: smtp.url });
    two = await TestApp.start({ ...FAST, SMTP_URL: smtp.url }, one);
    for (const t of [one, two]) spies.push(jest.spyOn(t.app.get(ClinicClock), 'instant'));
    at(0);
    N = await one.actor('nutritionist', { name: 'Dr. Mehta', email: 'dr-mehta@example.com' });
  }, 120_000);
  afterAll(async () => {
    for (const spy of spies) spy.mockRestore();
    await two?.close();
    await one?.close();
    await smtp?.close();
  });

  it('emails a message left unread 15 minutes once, without its text, then at most once an hour per conversation', async () => {
    const A = await client('a');
    const N2 = await one.actor('nutritionist', { name: 'Dr. Iyer', email: 'dr-iyer@example.com' });
    at(0);
    await send(N, A);
    at(14);
    await bothRounds();
    await sleep(300);
    expect(unreadMailsTo(A)).toHaveLength(0);

    at(16);
    await bothRounds();
    await smtp.waitFor(() => unreadMailsTo(A).length >= 1);
    await sleep(500);
    const [mail, ...more] = unreadMailsTo(A);
    expect(more).toHaveLength(0);
    expect(keyOf(mail)).toBe(`email:message-unread:${A.user._id}:${N.user._id}:1`);
    expect(mail.subject).toBe('New message from Dr. Mehta · Green Leaf Clinic');
    expect(mail.text).toContain(`Read the message: https://clinic.example/conversation?user=${N.user._id}`);
    expect(mail.html).toContain(`href="https://clinic.example/conversation?user=${N.user._id}"`);
    expect(mail.text).toContain('https://clinic.example/profile');
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain('HbA1c');

    // More messages in the same conversation within the hour: no second email until the hour is up.
    at(20);
    await send(N, A, 'And another thing');
    at(40);
    await bothRounds();
    // Another conversation has its own hour.
    at(41);
    await send(N2, A);
    at(57);
    await bothRounds();
    await smtp.waitFor(() => unreadMailsTo(A).length >= 2);
    await sleep(300);
    expect(unreadMailsTo(A).map(keyOf)).toEqual([`email:message-unread:${A.user._id}:${N.user._id}:1`, `email:message-unread:${A.user._id}:${N2.user._id}:1`]);
    at(75);
    await bothRounds();
    await sleep(300);
    expect(unreadMailsTo(A)).toHaveLength(2);
    at(77);
    await bothRounds();
    await smtp.waitFor(() => unreadMailsTo(A).length >= 3);
    await sleep(300);
    expect(unreadMailsTo(A).map(keyOf)[2]).toBe(`email:message-unread:${A.user._id}:${N.user._id}:2`);
    expect(unreadMailsTo(A)).toHaveLength(3);
  });

  it('sends nothing for a message read in time, nor while the receiver has the app open, and honours the setting', async () => {
    const [B, C, D] = await Promise.all([client('b'), client('c'), client('d')]);
    at(100);
    await send(N, B);
    await send(N, C);
    await send(N, D);
    expect((await B.http.put(`/api/messages/read/${N.user._id}`, {})).status).toBe(200);
    expect((await D.http.put('/api/notifications/preferences', { email: { 'message.unread': false } })).status).toBe(200);
    // C has the app open, on the second instance: the first one learns it from the database.
    const viaTwo = two.client();
    viaTwo.setCookie('clinic_session', C.http.cookie('clinic_session')!);
    const stream = await openEventStream(viaTwo, '/api/messages/events');
    await stream.next((e) => e.event === 'unread');
    let streamOpen = true;
    try {
      at(116);
      await bothRounds();
      await sleep(500);
      expect([...unreadMailsTo(B), ...unreadMailsTo(C), ...unreadMailsTo(D)]).toHaveLength(0);
      expect(await one.connection.collection('unread_message_checks').countDocuments({ receiver: B.user._id })).toBe(0);
      expect(await one.connection.collection('unread_message_checks').countDocuments({ receiver: C.user._id })).toBe(1);

      await stream.close();
      streamOpen = false;
      await sleep(200);
      at(132);
      await bothRounds();
      await smtp.waitFor(() => unreadMailsTo(C).length >= 1);
      await sleep(300);
      expect(unreadMailsTo(C)).toHaveLength(1);
      expect(unreadMailsTo(D)).toHaveLength(0);
    } finally {
      if (streamOpen) await stream.close();
    }
  });

  it('sends each reminder once although both instances look at the same time; the nutritionist too when the clinic says so', async () => {
    const E = await client('e');
    const slots = [{ startTime: '10:00', endTime: '10:30' }];
    expect((await N.http.post('/api/availabilities', { dayOfWeek: 'Tuesday', slots })).status).toBe(201);
    const date = nextWeekday('Tuesday');
    at(0);
    const booked = await E.http.post('/api/appointments', { nutritionist: N.user._id, date, sessionType: 'consultation', mode: 'online', ...slots[0] });
    expect(booked.status).toBe(201);
    const start = one.app.get(ClinicClock).toInstant(date, '10:00').getTime();
    const reminders = (who: Actor) => mailsTo(who).filter((m) => keyOf(m).startsWith(`email:reminder:${booked.body._id}:`));
    const admin = await one.admin();
    for (const lead of [1440, 120]) {
      if (lead === 120) {
        const turnedOn = await admin.http.put('/api/notifications/settings', { reminderLeadsMinutes: [1440, 120], remindNutritionist: true });
        expect(turnedOn.body).toEqual({ reminderLeadsMinutes: [1440, 120], remindNutritionist: true });
      }
      at((start - lead * MINUTE + MINUTE - base) / MINUTE);
      await Promise.all([one, two, one, two].map((t) => t.app.get(RemindersService).sendDue()));
    }
    await smtp.waitFor(() => reminders(E).length >= 2 && reminders(N).length >= 1);
    await sleep(800);
    expect(reminders(E).map(keyOf).sort()).toEqual([`email:reminder:${booked.body._id}:120`, `email:reminder:${booked.body._id}:1440`]);
    expect(reminders(N).map(keyOf)).toEqual([`email:reminder:${booked.body._id}:120:${N.user._id}`]);
    expect(reminders(N)[0].text).toContain('with Client e, ');
    expect(reminders(N)[0].text).toContain('10:00–10:30 (Asia/Kolkata)');
    const inApp = await one.connection.collection('notifications').countDocuments({ _id: { $regex: `^reminder:${booked.body._id}:` } } as never);
    expect(inApp).toBe(3);
  });
});
