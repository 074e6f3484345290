import { jest } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { Types } from 'mongoose';
import { ErrorCode, Messages } from '@clinic/contracts';
import { ClinicClock } from '../src/common/time/clinic-clock';
import { nextWeekday } from './support/dates';
import { startSmtpServer, type SmtpTestServer } from './support/smtp-server';
import { startReceiver } from './support/webhook-receiver';
import { TestApp, type Actor } from './support/test-app';

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
/** 08:00–21:00 in half hours on Mondays; nothing on Tuesdays. */
const SLOTS = Array.from({ length: 26 }, (_, i) => ({ startTime: hhmm(480 + i * 30), endTime: hhmm(510 + i * 30) }));
const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
const calendarOf = (mail: ParsedMail) => mail.attachments.find((a) => a.contentType === 'text/calendar')?.content.toString('utf8') ?? '';

describe('Reschedule, cancel and no-show as a policy (e2e)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let admin: Actor;
  let N: Actor;
  let N2: Actor;
  let A: Actor;
  let B: Actor;
  const monday = nextWeekday('Monday');
  const tuesday = nextWeekday('Tuesday');
  let next = 0;
  const free = () => SLOTS[next++];

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await TestApp.start({ OUTBOX_POLL_MS: '50', MAIL_RETRY_BASE_MS: '100', WEBHOOK_RETRY_BASE_MS: '100', SMTP_URL: smtp.url, CLINIC_NAME: 'Green Leaf Clinic', APP_URL: 'https://clinic.example' });
    [admin, N, N2, A, B] = await Promise.all([
      t.admin(),
      t.actor('nutritionist', { name: 'Dr. Move', email: 'dr-move@example.com' }),
      t.actor('nutritionist'),
      t.actor('client', { name: 'Asha Move', email: 'asha-move@example.com' }),
      t.actor('client', { name: 'Bina Move', email: 'bina-move@example.com' }),
    ]);
    expect((await N.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: SLOTS })).status).toBe(201);
  }, 120_000);
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
    await smtp.close();
  });

  const book = async (slot: (typeof SLOTS)[number], who: Actor = A) => {
    const res = await who.http.post('/api/appointments', { nutritionist: N.user._id, date: monday, sessionType: 'consultation', mode: 'in-person', ...slot });
    expect(res.status).toBe(201);
    return res.body._id as string;
  };
  const stored = (id: string) => t.connection.collection('appointments').findOne({ _id: new Types.ObjectId(id) });
  const locksOf = async (id: string) =>
    (await t.connection.collection('slot_locks').find({ appointment: new Types.ObjectId(id) }).toArray()).map((l) => String(l._id).split('|').slice(1).join(' ')).sort();
  /** Moves the clinic's clock to `hoursBefore` hours before the appointment's start. */
  const clockAt = (date: string, time: string, hoursBefore: number) =>
    jest.spyOn(t.app.get(ClinicClock), 'instant').mockReturnValue(new Date(t.app.get(ClinicClock).toInstant(date, time).getTime() - hoursBefore * 3_600_000));

  afterEach(() => jest.restoreAllMocks());

  it('a client moves their own appointment; the old time is free for another client, the new one is not', async () => {
    const [from, dest] = [free(), free()];
    const id = await book(from);
    const res = await A.http.post(`/api/appointments/${id}/reschedule`, { date: monday, ...dest });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: id, date: monday, startTime: dest.startTime, endTime: dest.endTime, status: 'pending' });
    expect(await locksOf(id)).toEqual([`${monday} ${dest.startTime}`]);
    const reminders = await t.connection.collection('reminders').find({ appointment: id }).toArray();
    expect(reminders.length).toBeGreaterThan(0);
    const start = t.app.get(ClinicClock).toInstant(monday, dest.startTime).getTime();
    for (const r of reminders) expect((r.startsAt as Date).getTime()).toBe(start);

    const taken = await B.http.post('/api/appointments', { nutritionist: N.user._id, date: monday, sessionType: 'consultation', ...dest });
    expect(taken.status).toBe(409);
    await book(from, B);
  });

  it('refuses a move onto a taken time (409), outside the working hours or into the past (400); nothing changes', async () => {
    const [mine, theirs] = [free(), free()];
    const id = await book(mine);
    await book(theirs, B);
    const before = await stored(id);

    const onTaken = await A.http.post(`/api/appointments/${id}/reschedule`, { date: monday, ...theirs });
    expect(onTaken.status).toBe(409);
    expect(onTaken.body.code).toBe(ErrorCode.SlotTaken);
    const offHours = await A.http.post(`/api/appointments/${id}/reschedule`, { date: tuesday, startTime: '10:00', endTime: '10:30' });
    expect(offHours.status).toBe(400);
    expect(offHours.body.code).toBe(ErrorCode.OutsideAvailability);
    const late = await A.http.post(`/api/appointments/${id}/reschedule`, { date: monday, startTime: '21:30', endTime: '22:00' });
    expect(late.body.code).toBe(ErrorCode.OutsideAvailability);
    const past = await N.http.post(`/api/appointments/${id}/reschedule`, { date: '2020-01-06', startTime: '10:00', endTime: '10:30' });
    expect(past.status).toBe(400);
    expect(past.body.code).toBe(ErrorCode.InThePast);
    const same = await A.http.post(`/api/appointments/${id}/reschedule`, { date: monday, ...mine });
    expect(same.body.code).toBe(ErrorCode.AppointmentSameTime);

    expect(await stored(id)).toEqual(before);
    expect(await locksOf(id)).toEqual([`${monday} ${mine.startTime}`]);
  });

  it('a move and a new booking racing for one time: exactly one wins and the loser changed nothing', async () => {
    for (let round = 0; round < 4; round++) {
      const [mine, contested] = [free(), free()];
      const id = await book(mine);
      const [moved, booked] = await Promise.all([
        A.http.post(`/api/appointments/${id}/reschedule`, { date: monday, ...contested }),
        B.http.post('/api/appointments', { nutritionist: N.user._id, date: monday, sessionType: 'consultation', ...contested }),
      ]);
      expect([moved.status, booked.status].sort()).toEqual(moved.status === 200 ? [200, 409] : [201, 409]);
      const holders = await t.connection.collection('slot_locks').find({ _id: `${N.user._id}|${monday}|${contested.startTime}` as never }).toArray();
      expect(holders).toHaveLength(1);
      const doc = await stored(id);
      if (moved.status === 200) {
        expect(doc).toMatchObject({ startTime: contested.startTime });
        expect(await locksOf(id)).toEqual([`${monday} ${contested.startTime}`]);
        expect(String(holders[0].appointment)).toBe(id);
      } else {
        expect(doc).toMatchObject({ startTime: mine.startTime, status: 'pending' });
        expect(await locksOf(id)).toEqual([`${monday} ${mine.startTime}`]);
        expect(String(holders[0].appointment)).toBe(booked.body._id);
      }
    }
  });

  it('the cut-off: a client is refused after it (told to message or call), allowed before; practitioners always', async () => {
    const slot = free();
    const id = await book(slot);
    clockAt(monday, slot.startTime, 23);
    const before = await stored(id);
    for (const res of [
      await A.http.post(`/api/appointments/${id}/cancel`, {}),
      await A.http.post(`/api/appointments/${id}/reschedule`, { date: monday, ...SLOTS[25] }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: ErrorCode.AppointmentPastCutoff, message: Messages.appointments.pastCutoff(24) });
      expect(res.body.message).toContain('message or call the clinic');
    }
    expect(await stored(id)).toEqual(before);

    const dest = free();
    const moved = await N.http.post(`/api/appointments/${id}/reschedule`, { date: monday, ...dest });
    expect(moved.status).toBe(200);
    jest.restoreAllMocks();

    clockAt(monday, dest.startTime, 25);
    const again = free();
    expect((await A.http.post(`/api/appointments/${id}/reschedule`, { date: monday, ...again })).status).toBe(200);
    expect((await A.http.post(`/api/appointments/${id}/cancel`, { reason: 'Travelling' })).status).toBe(200);
  });

  it('the cut-off follows the clinic setting', async () => {
    const id = await book(free());
    expect((await admin.http.put('/api/settings', { cancelCutoffHours: 24 * 14 })).status).toBe(200);
    try {
      const res = await A.http.post(`/api/appointments/${id}/cancel`, {});
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(Messages.appointments.pastCutoff(336));
    } finally {
      expect((await admin.http.put('/api/settings', { cancelCutoffHours: 24 })).status).toBe(200);
    }
    expect((await A.http.post(`/api/appointments/${id}/cancel`, {})).status).toBe(200);
  });

  it('cancelling keeps the record with who, when and why and frees the time at once; the clinic must give a reason', async () => {
    const slot = free();
    const id = await book(slot);
    const noReason = await N.http.post(`/api/appointments/${id}/cancel`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.body.code).toBe(ErrorCode.AppointmentCancelReasonRequired);
    expect(await stored(id)).toMatchObject({ status: 'pending' });

    const res = await A.http.post(`/api/appointments/${id}/cancel`, { reason: '  Feeling better  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'cancelled', cancellation: { by: { _id: A.user._id }, reason: 'Feeling better' } });
    expect(await stored(id)).toMatchObject({ status: 'cancelled', cancelReason: 'Feeling better' });
    expect(await locksOf(id)).toEqual([]);
    expect(await t.connection.collection('reminders').countDocuments({ appointment: id, state: 'planned' })).toBe(0);
    await book(slot, B);

    const twice = await N.http.post(`/api/appointments/${id}/cancel`, { reason: 'again' });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe(ErrorCode.AppointmentNotMovable);
    const moveCancelled = await N.http.post(`/api/appointments/${id}/reschedule`, { date: monday, ...free() });
    expect(moveCancelled.body.code).toBe(ErrorCode.AppointmentNotMovable);
  });

  it('nobody touches an appointment that is not theirs: another client or nutritionist gets 404; nothing changes', async () => {
    const id = await book(free());
    const before = await stored(id);
    for (const who of [B, N2]) {
      expect((await who.http.post(`/api/appointments/${id}/cancel`, { reason: 'x' })).status).toBe(404);
      expect((await who.http.post(`/api/appointments/${id}/reschedule`, { date: monday, ...SLOTS[25] })).status).toBe(404);
      expect((await who.http.put(`/api/appointments/${id}`, { status: 'no-show' })).status).toBe(404);
    }
    expect((await t.client().post(`/api/appointments/${id}/cancel`, {})).status).toBe(401);
    expect(await stored(id)).toEqual(before);
  });

  it('no-show: only practitioners, only after the start; it frees the time and tells the client', async () => {
    const slot = free();
    const id = await book(slot);
    const early = await N.http.put(`/api/appointments/${id}`, { status: 'no-show' });
    expect(early.status).toBe(400);
    expect(early.body.code).toBe(ErrorCode.AppointmentNoShowTooEarly);

    clockAt(monday, slot.startTime, -0.25);
    const byClient = await A.http.put(`/api/appointments/${id}`, { status: 'no-show' });
    expect(byClient.status).toBe(403);
    expect(await stored(id)).toMatchObject({ status: 'pending' });

    const res = await N.http.put(`/api/appointments/${id}`, { status: 'no-show' });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('no-show');
    expect(await locksOf(id)).toEqual([]);
    const forA = (await A.http.get('/api/notifications')).body.data as Array<{ _id: string; title: string }>;
    expect(forA.find((n) => n._id === `no-show:${id}:${A.user._id}`)?.title).toBe('Appointment marked as missed');
    // A no-show is past: neither side can cancel or move it any more.
    expect((await N.http.post(`/api/appointments/${id}/cancel`, { reason: 'x' })).body.code).toBe(ErrorCode.AppointmentNotMovable);
    expect((await A.http.get(`/api/appointments?status=no-show`)).body.data.map((a: { _id: string }) => a._id)).toContain(id);
  });

  it('a move and a cancel reach the other party in the app and by email, with an updated or withdrawn calendar event', async () => {
    const [from, dest] = [free(), free()];
    const id = await book(from);
    expect((await A.http.post(`/api/appointments/${id}/reschedule`, { date: monday, ...dest })).status).toBe(200);
    const forN = (await N.http.get('/api/notifications')).body.data as Array<{ _id: string; body: string }>;
    const moved = forN.find((n) => n._id.startsWith(`rescheduled:${id}:`));
    expect(moved?.body).toContain(`${dest.startTime}–${dest.endTime}`);
    expect(moved?.body).toContain(`was`);
    // The client moved it: nothing for them.
    const forA = (await A.http.get('/api/notifications')).body.data as Array<{ _id: string }>;
    expect(forA.some((n) => n._id.startsWith(`rescheduled:${id}:`))).toBe(false);

    const mailsTo = (who: Actor, subject: string) =>
      smtp.received.filter((m) => to(m) === who.user.email && m.subject?.startsWith(subject) && calendarOf(m).includes(`UID:appointment-${id}@`));
    await smtp.waitFor(() => mailsTo(N, 'Appointment moved').length >= 1);
    const movedMail = mailsTo(N, 'Appointment moved')[0];
    expect(movedMail.subject).toBe('Appointment moved · Green Leaf Clinic');
    const invite = calendarOf(movedMail);
    expect(invite).toContain('METHOD:REQUEST');
    expect(invite).toContain(`UID:appointment-${id}@clinic.example`);
    expect(Number(/SEQUENCE:(\d+)/.exec(invite)?.[1])).toBeGreaterThan(1);

    expect((await N.http.post(`/api/appointments/${id}/cancel`, { reason: 'Clinic closed for repairs' })).status).toBe(200);
    await smtp.waitFor(() => mailsTo(A, 'Appointment cancelled').length >= 1);
    const cancelled = mailsTo(A, 'Appointment cancelled')[0];
    expect(calendarOf(cancelled)).toContain('METHOD:CANCEL');
    expect(cancelled.text).toContain('The reason is in the app.');
    const reason = (await A.http.get('/api/notifications')).body.data.find((n: { _id: string }) => n._id === `cancelled:${id}:${A.user._id}`);
    expect(reason?.body).toContain('Reason: Clinic closed for repairs');
  });

  it('announces a move and a no-show to webhooks: appointment.rescheduled with the previous time, appointment.no_show', async () => {
    const receiver = await startReceiver();
    try {
      const hook = await admin.http.post('/api/integrations/webhooks', { url: receiver.url, events: ['appointment.rescheduled', 'appointment.no_show'] });
      expect(hook.status).toBe(201);
      const [from, dest] = [free(), free()];
      const id = await book(from);
      expect((await N.http.post(`/api/appointments/${id}/reschedule`, { date: monday, ...dest })).status).toBe(200);
      clockAt(monday, dest.startTime, -1);
      expect((await N.http.put(`/api/appointments/${id}`, { status: 'no-show' })).status).toBe(200);
      await receiver.waitFor((all) => all.length >= 2);
      const [moved, missed] = receiver.received.map((d) => d.json);
      expect(moved).toMatchObject({
        type: 'appointment.rescheduled',
        data: { appointmentId: id, date: monday, startTime: dest.startTime, status: 'pending', previous: { date: monday, startTime: from.startTime, endTime: from.endTime } },
      });
      expect(missed).toMatchObject({ type: 'appointment.no_show', data: { appointmentId: id, status: 'no-show', previousStatus: 'pending' } });
    } finally {
      await receiver.close();
    }
  });
});
