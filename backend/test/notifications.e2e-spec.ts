import { jest } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { ErrorCode, Messages } from '@clinic/contracts';
import { ClinicClock } from '../src/common/time/clinic-clock';
import { RemindersService } from '../src/modules/notifications/reminders.service';
import { nextWeekday } from './support/dates';
import { openEventStream } from './support/event-stream';
import { freePort, startSmtpServer, type SmtpTestServer } from './support/smtp-server';
import { TestApp, type Actor } from './support/test-app';

const SLOTS = Array.from({ length: 16 }, (_, i) => {
  const start = 8 * 60 + i * 30;
  const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return { startTime: hhmm(start), endTime: hhmm(start + 30) };
});
const FAST = { OUTBOX_POLL_MS: '50', MAIL_RETRY_BASE_MS: '100', CLINIC_NAME: 'Green Leaf Clinic', APP_URL: 'https://clinic.example' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SECRET_NOTE = 'Thyroid medication 50mcg';
const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
const calendarOf = (mail: ParsedMail) => mail.attachments.find((a) => a.contentType === 'text/calendar');

/** Everything a mail client shows of an email, to check nothing private is in it. */
const wholeMail = (mail: ParsedMail) => `${mail.subject}\n${mail.text}\n${mail.html || ''}\n${mail.attachments.map((a) => a.content.toString('utf8')).join('\n')}`;

async function people(t: TestApp, tag: string) {
  const [N, A, B] = await Promise.all([
    t.actor('nutritionist', { name: `Dr. ${tag}`, email: `dr-${tag}@example.com` }),
    t.actor('client', { name: `Asha ${tag}`, email: `asha-${tag}@example.com` }),
    t.actor('client', { name: `Bina ${tag}`, email: `bina-${tag}@example.com` }),
  ]);
  expect((await N.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: SLOTS })).status).toBe(201);
  return { N, A, B };
}

describe('Notifications and email (e2e)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let N: Actor;
  let A: Actor;
  let B: Actor;
  const monday = nextWeekday('Monday');
  let slot = 0;

  const book = async (client: Actor = A) => {
    const res = await client.http.post('/api/appointments', { nutritionist: N.user._id, date: monday, sessionType: 'consultation', mode: 'online', notes: SECRET_NOTE, ...SLOTS[slot++] });
    expect(res.status).toBe(201);
    return res.body as { _id: string; startTime: string; endTime: string };
  };
  const mailsTo = (who: Actor) => smtp.received.filter((m) => to(m) === who.user.email);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await TestApp.start({ ...FAST, SMTP_URL: smtp.url });
    ({ N, A, B } = await people(t, 'main'));
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('a booking emails the client and the nutritionist once each, with a calendar invitation', async () => {
    const appointment = await book();
    await smtp.waitFor(() => mailsTo(A).length >= 1 && mailsTo(N).length >= 1);
    await sleep(500);
    const [toClient, ...moreToClient] = mailsTo(A);
    expect(moreToClient).toHaveLength(0);
    expect(mailsTo(N)).toHaveLength(1);

    expect(toClient.subject).toBe('Appointment booked · Green Leaf Clinic');
    expect(toClient.text).toContain(`${appointment.startTime}–${appointment.endTime} (Asia/Kolkata)`);
    expect(toClient.text).toContain(`with Dr. main`);
    expect(toClient.text).toContain(`Open the app: https://clinic.example/appointments/${appointment._id}/view`);
    expect(toClient.text).toContain('https://clinic.example/profile');
    expect(toClient.html).toContain('href="https://clinic.example/profile"');
    expect(mailsTo(N)[0].text).toContain('with Asha main');

    const ics = calendarOf(toClient);
    expect(ics).toBeDefined();
    const calendar = ics!.content.toString('utf8');
    expect(calendar).toContain('METHOD:REQUEST');
    expect(calendar).toContain(`UID:appointment-${appointment._id}@clinic.example`);
    const start = t.app.get(ClinicClock).toInstant(monday, appointment.startTime);
    expect(calendar).toContain(`DTSTART:${start.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`);
    expect(calendar).toMatch(/BEGIN:VCALENDAR[\s\S]*BEGIN:VEVENT[\s\S]*END:VEVENT[\s\S]*END:VCALENDAR/);
    for (const mail of [toClient, mailsTo(N)[0]]) expect(wholeMail(mail)).not.toContain(SECRET_NOTE);

    const records = await t.connection.collection('emails').find({ _id: { $in: [`email:booked:${appointment._id}:${A.user._id}`, `email:booked:${appointment._id}:${N.user._id}`] } as never }).toArray();
    expect(records.map((r) => r.state)).toEqual(['sent', 'sent']);
  });

  it('lists each user’s own notifications with the unread count, and marks them read', async () => {
    const stream = await openEventStream(B.http, '/api/messages/events');
    try {
      // A stream starts with the count as it is, so nothing sent before the browser's stream opened is missed.
      expect((await stream.next((e) => e.event === 'notification')).data).toEqual({ type: 'notification', unread: 0 });
    } catch (error) {
      await stream.close();
      throw error;
    }
    const appointment = await book(B);
    try {
      const newOne = await stream.next((e) => e.event === 'notification' && (e.data as { unread: number }).unread > 0);
      expect(newOne.data).toEqual({ type: 'notification', unread: 1 });
    } finally {
      await stream.close();
    }
    const later = await openEventStream(B.http, '/api/messages/events');
    try {
      expect((await later.next((e) => e.event === 'notification')).data).toEqual({ type: 'notification', unread: 1 });
    } finally {
      await later.close();
    }
    const mine = await B.http.get('/api/notifications');
    expect(mine.status).toBe(200);
    expect(mine.body.unread).toBe(1);
    expect(mine.body.data).toHaveLength(1);
    expect(mine.body.data[0]).toMatchObject({ _id: `booked:${appointment._id}:${B.user._id}`, kind: 'appointment.booked', title: 'Appointment booked', link: `/appointments/${appointment._id}/view`, readAt: null });

    // A's notifications are not B's to see or mark.
    const others = await A.http.get('/api/notifications');
    expect(others.body.data.every((n: { _id: string }) => n._id.endsWith(`:${A.user._id}`))).toBe(true);
    const aId = others.body.data[0]._id as string;
    const sneaky = await B.http.post('/api/notifications/read', { ids: [aId] });
    expect(sneaky.status).toBe(200);
    expect(sneaky.body.marked).toBe(0);
    expect((await A.http.get('/api/notifications')).body.data[0].readAt).toBeNull();

    const nothing = await B.http.post('/api/notifications/read', {});
    expect(nothing.status).toBe(400);
    expect(nothing.body).toMatchObject({ code: ErrorCode.NotificationsNothingSelected, message: Messages.notifications.nothingSelected });

    const marked = await B.http.post('/api/notifications/read', { ids: [mine.body.data[0]._id] });
    expect(marked.body).toEqual({ message: Messages.notifications.marked, marked: 1 });
    const after = await B.http.get('/api/notifications');
    expect(after.body.unread).toBe(0);
    expect(after.body.data[0].readAt).not.toBeNull();

    const before = (await N.http.get('/api/notifications')).body.unread;
    expect(before).toBeGreaterThanOrEqual(2);
    expect((await N.http.post('/api/notifications/read', { all: true })).body.marked).toBe(before);
    expect((await N.http.get('/api/notifications')).body.unread).toBe(0);
    expect((await t.client().get('/api/notifications')).status).toBe(401);
  });

  it('tells the other party of a confirmation and a cancellation; the reason stays in the app', async () => {
    const appointment = await book();
    expect((await N.http.put(`/api/appointments/${appointment._id}`, { status: 'confirmed' })).status).toBe(200);
    expect((await N.http.put(`/api/appointments/${appointment._id}`, { status: 'cancelled', cancelReason: 'Diabetes review moved' })).status).toBe(200);
    const list = (await A.http.get('/api/notifications')).body.data as Array<{ _id: string; body: string }>;
    expect(list.map((n) => n._id)).toEqual(expect.arrayContaining([`confirmed:${appointment._id}:${A.user._id}`, `cancelled:${appointment._id}:${A.user._id}`]));
    expect(list.find((n) => n._id.startsWith('cancelled:'))!.body).toContain('Reason: Diabetes review moved');
    // The nutritionist made the changes: nothing for them.
    const forN = (await N.http.get('/api/notifications')).body.data as Array<{ _id: string }>;
    expect(forN.some((n) => n._id.startsWith(`confirmed:${appointment._id}`) || n._id.startsWith(`cancelled:${appointment._id}`))).toBe(false);

    await smtp.waitFor(() => mailsTo(A).some((m) => m.subject?.startsWith('Appointment cancelled')));
    const cancelled = mailsTo(A).find((m) => m.subject?.startsWith('Appointment cancelled'))!;
    expect(calendarOf(cancelled)!.content.toString('utf8')).toContain('METHOD:CANCEL');
    expect(wholeMail(cancelled)).not.toContain('Diabetes');
    expect(cancelled.text).toContain('The reason is in the app.');
    expect(calendarOf(mailsTo(A).find((m) => m.subject?.startsWith('Appointment confirmed'))!)!.content.toString('utf8')).toContain('METHOD:REQUEST');
  });

  it('tells a client of a new plan and of progress their nutritionist recorded, without their contents', async () => {
    const plan = await N.http.post('/api/nutritionPlans', { client: A.user._id, title: 'Low sodium for hypertension', startDate: monday, description: 'Avoid pickles' });
    expect(plan.status).toBe(201);
    const progress = await N.http.post('/api/progresses', { client: A.user._id, weight: 87.4, notes: 'Knee pain' });
    expect(progress.status).toBe(201);
    const list = (await A.http.get('/api/notifications')).body.data as Array<{ _id: string; kind: string }>;
    expect(list.map((n) => n._id)).toEqual(expect.arrayContaining([`plan-created:${plan.body._id}`, `progress:${progress.body._id}`]));
    await smtp.waitFor(() => mailsTo(A).some((m) => m.subject?.startsWith('Progress recorded')) && mailsTo(A).some((m) => m.subject?.startsWith('New nutrition plan')));
    for (const mail of mailsTo(A)) {
      const all = wholeMail(mail);
      for (const secret of ['hypertension', 'Low sodium', 'pickles', '87.4', 'Knee', SECRET_NOTE]) expect(all).not.toContain(secret);
    }
    // The client's own entries are no news to them.
    const own = await A.http.post('/api/progresses', { client: A.user._id, weight: 87 });
    expect(own.status).toBe(201);
    expect(((await A.http.get('/api/notifications')).body.data as Array<{ _id: string }>).some((n) => n._id === `progress:${own.body._id}`)).toBe(false);
  });

  it('sends each reminder once when due on the clinic clock, and none for a cancelled visit', async () => {
    const clock = t.app.get(ClinicClock);
    const reminders = t.app.get(RemindersService);
    const kept = await book();
    const dropped = await book();
    expect((await N.http.put(`/api/appointments/${dropped._id}`, { status: 'cancelled' })).status).toBe(200);
    const start = clock.toInstant(monday, kept.startTime).getTime();
    // Earlier tests' appointments that day have reminders too: only this one's count here.
    const remindersTo = () => mailsTo(A).filter((m) => String(m.headers.get('x-clinic-notification')).startsWith(`email:reminder:${kept._id}:`));
    const spy = jest.spyOn(clock, 'instant');
    try {
      spy.mockReturnValue(new Date(start - 25 * 3_600_000));
      await reminders.sendDue();
      await sleep(300);
      expect(remindersTo()).toHaveLength(0);

      spy.mockReturnValue(new Date(start - 24 * 3_600_000 + 60_000));
      await Promise.all([reminders.sendDue(), reminders.sendDue()]);
      await smtp.waitFor(() => remindersTo().length >= 1);
      await reminders.sendDue();
      await sleep(500);
      expect(remindersTo().map((m) => m.subject)).toEqual(['Reminder: appointment in 24 hours · Green Leaf Clinic']);
      expect(remindersTo()[0].text).toContain(`${kept.startTime}–${kept.endTime} (Asia/Kolkata)`);

      spy.mockReturnValue(new Date(start - 2 * 3_600_000 + 60_000));
      await reminders.sendDue();
      await smtp.waitFor(() => remindersTo().length >= 2);
      await sleep(300);
      expect(remindersTo()).toHaveLength(2);
      const ids = ((await A.http.get('/api/notifications')).body.data as Array<{ _id: string }>).map((n) => n._id);
      expect(ids).toEqual(expect.arrayContaining([`reminder:${kept._id}:1440`, `reminder:${kept._id}:120`]));
      expect(ids.some((id) => id.startsWith(`reminder:${dropped._id}`))).toBe(false);
      expect(await t.connection.collection('reminders').countDocuments({ appointment: dropped._id })).toBe(0);
    } finally {
      spy.mockRestore();
    }
  });

  it('skips a reminder whose visit has started by the time the app looks (it was down)', async () => {
    const clock = t.app.get(ClinicClock);
    const late = await book();
    const start = clock.toInstant(monday, late.startTime).getTime();
    const spy = jest.spyOn(clock, 'instant').mockReturnValue(new Date(start + 60_000));
    try {
      await t.app.get(RemindersService).sendDue();
    } finally {
      spy.mockRestore();
    }
    const states = await t.connection.collection('reminders').find({ appointment: late._id }).toArray();
    expect(states.map((r) => r.state)).toEqual(['skipped', 'skipped']);
  });

  it('keeps email settings per user and kind; password reset emails cannot be turned off', async () => {
    const initial = await B.http.get('/api/notifications/preferences');
    expect(initial.status).toBe(200);
    expect(Object.values(initial.body.email).every(Boolean)).toBe(true);
    const changed = await B.http.put('/api/notifications/preferences', { email: { 'plan.updated': false } });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toMatchObject({ 'plan.updated': false, 'appointment.booked': true, 'password.reset': true });
    const refused = await B.http.put('/api/notifications/preferences', { email: { 'password.reset': false } });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(ErrorCode.NotificationsAlwaysSent);
    expect((await B.http.put('/api/notifications/preferences', { email: { 'plan.updated': 'no' } })).status).toBe(400);
    // Nobody else's settings moved.
    expect(Object.values((await A.http.get('/api/notifications/preferences')).body.email).every(Boolean)).toBe(true);
  });

  it('an email’s unsubscribe link works without signing in and turns off only that kind', async () => {
    const booked = mailsTo(B).find((m) => m.subject?.startsWith('Appointment booked'))!;
    const link = /Stop emails like this one: (\S+)/.exec(booked.text ?? '')![1];
    expect(booked.headerLines.find((h) => h.key === 'list-unsubscribe')?.line.replace(/\s+/g, '')).toContain(link);
    const path = link.replace('https://clinic.example', '');
    const anonymous = t.client();
    const tampered = await anonymous.get(path.replace(/token=(.)/, (_m, c: string) => `token=${c === 'A' ? 'B' : 'A'}`));
    expect(tampered.status).toBe(400);
    expect(tampered.body.code).toBe(ErrorCode.UnsubscribeLinkInvalid);
    const res = await anonymous.get(path);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(Messages.notifications.unsubscribed('Appointment booked'));
    const prefs = (await B.http.get('/api/notifications/preferences')).body.email;
    expect(prefs).toMatchObject({ 'appointment.booked': false, 'appointment.cancelled': true, 'appointment.reminder': true });

    const before = mailsTo(B).length;
    const again = await book(B);
    await smtp.waitFor(() => smtp.received.some((m) => String(m.headers.get('x-clinic-notification')) === `email:booked:${again._id}:${N.user._id}`));
    await sleep(500);
    expect(mailsTo(B)).toHaveLength(before);
    // In-app notifications stay whatever the email settings.
    expect(((await B.http.get('/api/notifications')).body.data as Array<{ _id: string }>).map((n) => n._id)).toContain(`booked:${again._id}:${B.user._id}`);
  });

  it('lets the admin list emails with their state, and change the reminder times for new bookings', async () => {
    const admin = await t.admin();
    const log = await admin.http.get('/api/notifications/emails?limit=100');
    expect(log.status).toBe(200);
    expect(log.body.data.length).toBeGreaterThan(5);
    expect(log.body.data.every((e: { state: string }) => e.state === 'sent')).toBe(true);
    expect(JSON.stringify(log.body)).not.toContain('@example.com');
    expect((await N.http.get('/api/notifications/emails')).status).toBe(403);

    expect((await admin.http.get('/api/notifications/settings')).body).toEqual({ reminderLeadsMinutes: [1440, 120], remindNutritionist: false });
    expect((await N.http.put('/api/notifications/settings', { reminderLeadsMinutes: [60] })).status).toBe(403);
    expect((await admin.http.put('/api/notifications/settings', { reminderLeadsMinutes: [1] })).status).toBe(400);
    expect((await admin.http.put('/api/notifications/settings', { reminderLeadsMinutes: [60, 60] })).status).toBe(400);
    const changed = await admin.http.put('/api/notifications/settings', { reminderLeadsMinutes: [60, 2880] });
    expect(changed.body).toEqual({ reminderLeadsMinutes: [2880, 60], remindNutritionist: false });
    const appointment = await book();
    const planned = await t.connection.collection('reminders').find({ appointment: appointment._id }).toArray();
    expect(planned.map((r) => r._id).sort()).toEqual([`reminder:${appointment._id}:2880`, `reminder:${appointment._id}:60`].sort());
  });
});

describe('Email without a mail server, and with one that is down for a while (e2e)', () => {
  it('records emails as not sent when SMTP_URL is unset, and nothing else changes', async () => {
    // TestApp.start leaves its variables in process.env: the earlier app's SMTP_URL is cleared here.
    const t = await TestApp.start({ ...FAST, SMTP_URL: '' });
    try {
      const { N, A } = await people(t, 'nosmtp');
      const res = await A.http.post('/api/appointments', { nutritionist: N.user._id, date: nextWeekday('Monday'), sessionType: 'consultation', mode: 'in-person', ...SLOTS[0] });
      expect(res.status).toBe(201);
      const id = `email:booked:${res.body._id}:${A.user._id}`;
      let record: { state?: string; error?: string } | null = null;
      for (let i = 0; i < 100 && record?.state !== 'not-sent'; i++) {
        record = await t.connection.collection<{ _id: string; state: string; error: string }>('emails').findOne({ _id: id });
        await sleep(50);
      }
      expect(record).toMatchObject({ state: 'not-sent', error: Messages.notifications.emailNotSent });
      expect((await A.http.get('/api/notifications')).body.unread).toBe(1);
    } finally {
      await t.close();
    }
  });

  it('retries while the mail server is down and delivers everything once when it is back', async () => {
    const port = await freePort();
    const t = await TestApp.start({ ...FAST, SMTP_URL: `smtp://127.0.0.1:${port}` });
    let smtp: SmtpTestServer | undefined;
    try {
      const { N, A } = await people(t, 'down');
      const date = nextWeekday('Monday');
      for (const s of SLOTS.slice(0, 3)) {
        expect((await A.http.post('/api/appointments', { nutritionist: N.user._id, date, sessionType: 'follow-up', mode: 'in-person', ...s })).status).toBe(201);
      }
      const outbox = t.connection.collection('outbox_messages');
      // Each recipient's emails go out in order: the first of each is retried, the others wait behind it.
      for (let i = 0; i < 100; i++) {
        if ((await outbox.countDocuments({ kind: 'email', attempts: { $gte: 2 } } as never)) === 2) break;
        await sleep(50);
      }
      const failing = await outbox.find({ kind: 'email' }).toArray();
      expect(failing).toHaveLength(6);
      expect(failing.every((m) => m.state === 'pending')).toBe(true);
      const retried = failing.filter((m) => m.attempts >= 2);
      expect(retried.map((m) => String(m.lastError))).toEqual([expect.stringMatching(/ECONNREFUSED/), expect.stringMatching(/ECONNREFUSED/)]);

      smtp = await startSmtpServer(port);
      await smtp.waitFor((all) => all.length >= 6, 15_000);
      await sleep(1000);
      expect(smtp.received).toHaveLength(6);
      expect(new Set(smtp.received.map((m) => m.headers.get('x-clinic-notification'))).size).toBe(6);
      const states = (await t.connection.collection('emails').find().toArray()).map((r) => r.state);
      expect(states).toEqual(Array(6).fill('sent'));
    } finally {
      await t.close();
      await smtp?.close();
    }
  });
});
