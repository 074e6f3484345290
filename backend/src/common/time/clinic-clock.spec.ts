import { ClinicClock } from './clinic-clock';
import type { AppConfig } from '../../config/app.config';

const clock = (timeZone: string) => new ClinicClock({ clinic: { timeZone } } as AppConfig);

describe('ClinicClock', () => {
  it('reads the clinic calendar, not the server\'s', () => {
    // 20:00 UTC is already the next day in India (UTC+5:30).
    expect(clock('Asia/Kolkata').at(new Date('2026-11-21T20:00:00Z'))).toMatchObject({ date: '2026-11-22', time: '01:30' });
    expect(clock('UTC').at(new Date('2026-11-21T20:00:00Z'))).toMatchObject({ date: '2026-11-21', time: '20:00' });
  });

  it('turns a clinic date and time into the instant it denotes', () => {
    expect(clock('Asia/Kolkata').toInstant('2026-11-23', '10:00').toISOString()).toBe('2026-11-23T04:30:00.000Z');
    // Across a daylight-saving change the offset of that day is used.
    expect(clock('Europe/London').toInstant('2026-07-01', '10:00').toISOString()).toBe('2026-07-01T09:00:00.000Z');
    expect(clock('Europe/London').toInstant('2026-12-01', '10:00').toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('knows what is still ahead', () => {
    const c = clock('Asia/Kolkata');
    const now = c.now();
    expect(c.isFuture('2999-01-01', '00:00')).toBe(true);
    expect(c.isFuture('2000-01-01', '23:30')).toBe(false);
    expect(c.isFuture(now.date, now.time)).toBe(false);
  });
});
