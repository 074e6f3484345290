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

  it('converts both ways on the day a zone springs forward', () => {
    const berlin = clock('Europe/Berlin');
    // 01:30 is still winter time (UTC+1); 02:00 jumps to 03:00 summer time (UTC+2).
    expect(berlin.toInstant('2026-03-29', '01:30').toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(berlin.at(new Date('2026-03-29T00:30:00Z'))).toMatchObject({ date: '2026-03-29', time: '01:30' });
    expect(berlin.toInstant('2026-03-29', '03:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(berlin.at(new Date('2026-03-29T01:30:00Z'))).toMatchObject({ date: '2026-03-29', time: '03:30' });
    // 02:30 does not exist that day: it is read as the same instant as 03:30.
    expect(berlin.toInstant('2026-03-29', '02:30').toISOString()).toBe('2026-03-29T01:30:00.000Z');
    // The day before and after keep their own offsets.
    expect(berlin.toInstant('2026-03-28', '02:30').toISOString()).toBe('2026-03-28T01:30:00.000Z');
    expect(berlin.toInstant('2026-03-30', '02:30').toISOString()).toBe('2026-03-30T00:30:00.000Z');
  });

  it('knows what is still ahead', () => {
    const c = clock('Asia/Kolkata');
    const now = c.now();
    expect(c.isFuture('2999-01-01', '00:00')).toBe(true);
    expect(c.isFuture('2000-01-01', '23:30')).toBe(false);
    expect(c.isFuture(now.date, now.time)).toBe(false);
  });
});
