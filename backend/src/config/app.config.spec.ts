import { ConfigError, loadConfig } from './app.config';

const valid = { MONGODB_URI: 'mongodb://127.0.0.1:27017/clinic', JWT_SECRET: 'x'.repeat(32) };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(valid);
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      clinic: { timeZone: 'Asia/Kolkata' },
      auth: { cookieSecure: false, loginLimitPerIp: 100, loginLimitPerPhone: 10 },
      frontend: { remotes: { mfe_client: '/remotes/mfe-client/mf-manifest.json' }, serveSourceMaps: false },
      requestTimeoutMs: 30_000,
      eventStreamsPerUser: 10,
      booking: { sessionMinutes: 30, horizonDays: 90, maxPending: 3 },
    });
  });

  it('keeps sessions on the 30-minute grid and the bounds sane', () => {
    expect(loadConfig({ ...valid, SESSION_LENGTH_MINUTES: '60', BOOKING_HORIZON_DAYS: '30', MAX_PENDING_APPOINTMENTS: '5' }).booking).toEqual({
      sessionMinutes: 60,
      horizonDays: 30,
      maxPending: 5,
    });
    expect(() => loadConfig({ ...valid, SESSION_LENGTH_MINUTES: '45' })).toThrow(/SESSION_LENGTH_MINUTES/);
    expect(() => loadConfig({ ...valid, REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => loadConfig({ ...valid, MAX_PENDING_APPOINTMENTS: '0' })).toThrow(/MAX_PENDING_APPOINTMENTS/);
    expect(() => loadConfig({ ...valid, ADMIN_PHONE: '1234567890', ADMIN_PASSWORD: 'long-enough-1' })).toThrow(/ADMIN_PHONE/);
  });

  it('makes cookies Secure in production unless told otherwise', () => {
    expect(loadConfig({ ...valid, NODE_ENV: 'production' }).auth.cookieSecure).toBe(true);
    expect(loadConfig({ ...valid, NODE_ENV: 'production', COOKIE_SECURE: 'false' }).auth.cookieSecure).toBe(false);
  });

  it('names every invalid variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({ MONGODB_URI: 'postgres://x', JWT_SECRET: 'short', PORT: 'abc', CLINIC_TIMEZONE: 'Mars/Olympus', ADMIN_PHONE: '123' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ['MONGODB_URI', 'JWT_SECRET', 'PORT', 'CLINIC_TIMEZONE', 'ADMIN_PHONE']) expect(message).toContain(name);
  });

  it('requires ADMIN_PHONE and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ...valid, ADMIN_PHONE: '9999999999' })).toThrow(/set both/);
  });
});
