import type { ParsedMail } from 'mailparser';
import { nextWeekday } from './support/dates';
import { startSmtpServer, type SmtpTestServer } from './support/smtp-server';
import { TestApp, type Actor } from './support/test-app';

const FAST = { OUTBOX_POLL_MS: '50', MAIL_RETRY_BASE_MS: '100', CLINIC_NAME: 'Green Leaf Clinic', APP_URL: 'https://clinic.example' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
/** The calendar file with its folded lines joined (RFC 5545 folds at 75 octets, often inside Devanagari). */
const calendarOf = (mail: ParsedMail) => mail.attachments.find((a) => a.contentType === 'text/calendar')!.content.toString('utf8').replace(/\r\n[ \t]/g, '');

/** Emails and calendar files follow each recipient's language (issue 16); English ones are unchanged. */
describe('Emails in the recipient\'s language (e2e)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;
  let N: Actor;
  let A: Actor;
  const monday = nextWeekday('Monday');
  const mailsTo = (who: Actor) => smtp.received.filter((m) => to(m) === who.user.email);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await TestApp.start({ ...FAST, SMTP_URL: smtp.url });
    [N, A] = await Promise.all([
      t.actor('nutritionist', { name: 'Dr. Mehta', email: 'dr-mehta@example.com' }),
      t.actor('client', { name: 'Sunita Devi', email: 'sunita@example.com' }),
    ]);
    expect((await A.http.put('/api/users/profile', { language: 'hi' })).status).toBe(200);
    expect((await N.http.post('/api/availabilities', { dayOfWeek: 'Monday', slots: [{ startTime: '10:00', endTime: '10:30' }] })).status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('a booking emails a Hindi reader in Hindi, with a Hindi calendar invitation, and the nutritionist in English', async () => {
    const res = await A.http.post('/api/appointments', { nutritionist: N.user._id, date: monday, startTime: '10:00', endTime: '10:30', sessionType: 'consultation', mode: 'online' });
    expect(res.status).toBe(201);
    await smtp.waitFor(() => mailsTo(A).length >= 1 && mailsTo(N).length >= 1);
    await sleep(300);
    const [hindi] = mailsTo(A);
    expect(hindi.subject).toBe('अपॉइंटमेंट बुक हो गया · Green Leaf Clinic');
    expect(hindi.text).toContain('Dr. Mehta के साथ परामर्श (ऑनलाइन), ');
    expect(hindi.text).toContain('10:00–10:30 बजे (भारतीय मानक समय)। जब तक क्लिनिक इसकी पुष्टि नहीं करता, यह अपॉइंटमेंट पेंडिंग रहेगा।');
    expect(hindi.text).toContain(`ऐप खोलें: https://clinic.example/appointments/${res.body._id}/view`);
    expect(hindi.html).toContain('<html lang="hi">');
    expect(hindi.headers.get('content-language')).toBe('hi');
    const invite = calendarOf(hindi);
    expect(invite).toContain('SUMMARY:Dr. Mehta के साथ परामर्श');
    expect(invite).toContain('LOCATION:ऑनलाइन');

    const [english] = mailsTo(N);
    expect(english.subject).toBe('Appointment booked · Green Leaf Clinic');
    expect(english.text).toContain('Consultation (online) with Sunita Devi, ');
    expect(english.text).toContain('10:00–10:30 (Asia/Kolkata). It is pending until the clinic confirms it.');
    expect(english.headers.get('content-language')).toBe('en');
    expect(calendarOf(english)).toContain('SUMMARY:Consultation with Dr. Mehta');

    // The in-app notification is written in the reader's language too.
    const inApp = await A.http.get('/api/notifications');
    expect(inApp.body.data[0].title).toBe('अपॉइंटमेंट बुक हो गया');

    // The calendar file the reader downloads.
    const ics = await A.http.get(`/api/appointments/${res.body._id}/calendar.ics`);
    expect(ics.status).toBe(200);
    const download = ics.text.replace(/\r\n[ \t]/g, '');
    expect(download).toContain('SUMMARY:Dr. Mehta के साथ परामर्श');
    expect(download).toContain('क्लाइंट: Sunita Devi');
    const practitioner = (await N.http.get(`/api/appointments/${res.body._id}/calendar.ics`)).text.replace(/\r\n[ \t]/g, '');
    expect(practitioner).toContain('SUMMARY:Consultation with Dr. Mehta');
    expect(practitioner).toContain('Client: Sunita Devi');
  });

  it('a password reset link goes out in Hindi to a Hindi reader', async () => {
    const res = await t.client().post('/api/users/password-reset', { account: 'sunita@example.com' });
    expect(res.status).toBe(200);
    await smtp.waitFor(() => mailsTo(A).some((m) => m.subject?.startsWith('पासवर्ड रीसेट करें')));
    const mail = mailsTo(A).find((m) => m.subject?.startsWith('पासवर्ड रीसेट करें'))!;
    expect(mail.subject).toBe('पासवर्ड रीसेट करें · Green Leaf Clinic');
    expect(mail.text).toContain('किसी ने आपके Green Leaf Clinic अकाउंट का पासवर्ड रीसेट करने को कहा है।');
    expect(mail.text).toMatch(/नया पासवर्ड चुनें: https:\/\/clinic\.example\/reset-password\?token=[\w-]+/);
  });

  it('switching back to English makes the next email English, word for word as before', async () => {
    expect((await A.http.put('/api/users/profile', { language: 'en' })).status).toBe(200);
    const before = mailsTo(A).length;
    expect((await t.client().post('/api/users/password-reset', { account: 'sunita@example.com' })).status).toBe(200);
    await smtp.waitFor(() => mailsTo(A).length > before);
    const mail = mailsTo(A)[before];
    expect(mail.subject).toBe('Reset your password · Green Leaf Clinic');
    expect(mail.text).toContain('Someone asked to reset the password of your Green Leaf Clinic account.');
  });
});
