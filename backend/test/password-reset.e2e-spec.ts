import { jest } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { ErrorCode, Messages } from '@clinic/contracts';
import { ClinicClock } from '../src/common/time/clinic-clock';
import { RESET_REQUESTS_PER_ACCOUNT } from '../src/modules/auth/auth.controller';
import { startSmtpServer, type SmtpTestServer } from './support/smtp-server';
import { DEFAULT_PASSWORD, TestApp, type Actor } from './support/test-app';

const FAST = { OUTBOX_POLL_MS: '50', MAIL_RETRY_BASE_MS: '100', CLINIC_NAME: 'Green Leaf Clinic', APP_URL: 'https://clinic.example' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const to = (mail: ParsedMail) => (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.value[0]?.address;
const NEW_PASSWORD = 'a-brand-new-passphrase-7';

describe('Password reset by email (e2e)', () => {
  let smtp: SmtpTestServer;
  let t: TestApp;

  const mailsTo = (email: string) => smtp.received.filter((m) => to(m) === email);
  /** Asks for a link and returns the token from the email that arrives. */
  async function linkFor(actor: Actor, account = actor.user.phone): Promise<string> {
    const before = mailsTo(actor.user.email!).length;
    const res = await t.client().post('/api/users/password-reset', { account });
    expect(res.status).toBe(200);
    await smtp.waitFor(() => mailsTo(actor.user.email!).length > before);
    const mail = mailsTo(actor.user.email!).at(-1)!;
    return /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')![1];
  }
  const complete = (token: string, password = NEW_PASSWORD) => t.client().post('/api/users/password-reset/complete', { token, password });

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await TestApp.start({ ...FAST, SMTP_URL: smtp.url });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('emails a link (plain and HTML, the clinic named, no unsubscribe) that sets a new password once and ends every session', async () => {
    const user = await t.actor('client', { name: 'Reset One', email: 'reset-one@example.com' });
    const otherDevice = await t.signIn(user.user.phone, DEFAULT_PASSWORD);
    expect((await otherDevice.get('/api/notifications')).status).toBe(200);

    const token = await linkFor(user);
    const mail = mailsTo('reset-one@example.com').at(-1)!;
    expect(mail.subject).toBe('Reset your password · Green Leaf Clinic');
    expect(mail.text).toContain(`Choose a new password: https://clinic.example/reset-password?token=${token}`);
    expect(mail.text).toContain('within 30 minutes');
    expect(mail.html).toContain(`href="https://clinic.example/reset-password?token=${token}"`);
    expect(mail.text).toContain('Green Leaf Clinic');
    expect(mail.text).toContain('https://clinic.example/profile');
    expect(mail.text).not.toContain('Stop emails like this one');
    expect(mail.headers.has('list-unsubscribe')).toBe(false);
    // Only the hash of the token is stored.
    expect(JSON.stringify(await t.connection.collection('password_resets').find().toArray())).not.toContain(token);

    const weak = await complete(token, 'short');
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual([{ field: 'password', message: Messages.users.passwordTooShort, code: 'users.passwordTooShort' }]);

    const done = await complete(token);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ message: Messages.auth.passwordReset });
    expect((await user.http.get('/api/notifications')).status).toBe(401);
    expect((await otherDevice.get('/api/notifications')).status).toBe(401);
    expect((await t.client().post('/api/users/auth', { phone: user.user.phone, password: DEFAULT_PASSWORD })).status).toBe(401);
    await t.signIn(user.user.phone, NEW_PASSWORD);

    const again = await complete(token, 'yet-another-passphrase-9');
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: ErrorCode.ResetLinkInvalid, message: Messages.auth.resetLinkInvalid });
    await t.signIn(user.user.phone, NEW_PASSWORD);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const user = await t.actor('client', { name: 'Reset Race', email: 'reset-race@example.com' });
    const token = await linkFor(user, 'Reset-Race@Example.com');
    const results = await Promise.all([complete(token, 'first-passphrase-11'), complete(token, 'second-passphrase-22')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results[0].status === 200 ? 'first-passphrase-11' : 'second-passphrase-22';
    await t.signIn(user.user.phone, winner);
  });

  it('refuses a link after 30 minutes on the clinic clock, an altered link, and an older link once a newer one was used', async () => {
    const user = await t.actor('client', { name: 'Reset Late', email: 'reset-late@example.com' });
    const old = await linkFor(user);
    const clock = t.app.get(ClinicClock);
    const spy = jest.spyOn(clock, 'instant').mockReturnValue(new Date(Date.now() + 31 * 60_000));
    try {
      const late = await complete(old);
      expect(late.status).toBe(400);
      expect(late.body.code).toBe(ErrorCode.ResetLinkInvalid);
    } finally {
      spy.mockRestore();
    }
    const altered = await complete(old.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')));
    expect(altered.body.code).toBe(ErrorCode.ResetLinkInvalid);
    expect((await complete('not-a-token')).body.code).toBe(ErrorCode.ResetLinkInvalid);

    const first = await linkFor(user);
    const second = await linkFor(user);
    expect((await complete(second)).status).toBe(200);
    expect((await complete(first)).body.code).toBe(ErrorCode.ResetLinkInvalid);
  });

  it('answers the same, in about the same time, for an unknown phone, an unknown email and an account without email', async () => {
    const known = await t.actor('client', { name: 'Reset Known', email: 'reset-known@example.com' });
    const noEmail = await t.actor('client', { name: 'Reset No Email' });
    const ask = async (account: string) => {
      const started = performance.now();
      const res = await t.client().post('/api/users/password-reset', { account });
      return { status: res.status, body: res.body, ms: performance.now() - started };
    };
    // Two rounds, the quicker of each account's two answers compared: a load spike on a shared machine is not a leak.
    const accounts = [known.user.phone, '9999999999', 'nobody@example.com', noEmail.user.phone, known.user.email!];
    const fastest = new Map<string, number>();
    for (let round = 0; round < 2; round++) {
      for (const account of accounts) {
        const answer = await ask(account);
        expect({ status: answer.status, body: answer.body }).toEqual({ status: 200, body: { message: Messages.auth.resetRequested } });
        fastest.set(account, Math.min(fastest.get(account) ?? Infinity, answer.ms));
      }
    }
    const times = [...fastest.values()];
    if (process.env.E2E_REPORT) console.log(`password reset answer times (ms): ${accounts.map((a, i) => `${['known phone', 'unknown phone', 'unknown email', 'no email', 'known email'][i]} ${Math.round(fastest.get(a)!)}`).join(', ')}`);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(395);
    expect(Math.max(...times) - Math.min(...times)).toBeLessThan(150);
    await smtp.waitFor(() => mailsTo('reset-known@example.com').length >= 4);
    await sleep(300);
    expect(mailsTo('reset-known@example.com')).toHaveLength(4);
    expect((await t.client().post('/api/users/password-reset', { account: '' })).status).toBe(400);
  });

  it('limits requests per account, the same for accounts that do not exist', async () => {
    for (const account of ['9888877777', 'limit@example.com']) {
      for (let i = 0; i < RESET_REQUESTS_PER_ACCOUNT; i++) expect((await t.client().post('/api/users/password-reset', { account })).status).toBe(200);
      const refused = await t.client().post('/api/users/password-reset', { account });
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({ code: ErrorCode.RateLimited, message: Messages.auth.tooManyResetRequests });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Another account is not held up, and sign-in has its own counters.
    expect((await t.client().post('/api/users/password-reset', { account: '9888877776' })).status).toBe(200);
  });
});
