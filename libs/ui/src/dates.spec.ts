import { clinicNowTime, clinicToday, dayjsToTime, formatDate, formatInstant, formatRecent, timeToDayjs } from './dates';

describe('clinic dates', () => {
  afterEach(() => jest.useRealTimers());

  it('takes "today" from the clinic\'s zone, not the browser\'s', () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T20:00:00Z') });
    expect(clinicToday('Asia/Kolkata')).toBe('2026-11-22');
    expect(clinicToday('America/New_York')).toBe('2026-11-21');
    expect(clinicToday('Asia/Dubai')).toBe('2026-11-22');
    expect(clinicToday('Asia/Calcutta')).toBe('2026-11-22');
  });

  it('round-trips picker times and formats dates for people', () => {
    expect(dayjsToTime(timeToDayjs('09:30'))).toBe('09:30');
    expect(formatDate('2026-11-23')).toBe('Mon, 23 Nov 2026');
  });

  it('shows instants on the clinic\'s clock', () => {
    jest.useFakeTimers({ now: new Date('2026-11-21T20:00:00Z') });
    expect(formatInstant('2026-11-21T20:45:00Z', 'Asia/Kolkata')).toBe('22 Nov, 02:15');
    expect(formatRecent('2026-11-21T20:45:00Z', 'Asia/Kolkata')).toBe('02:15');
    expect(formatRecent('2026-11-20T10:00:00Z', 'Asia/Kolkata')).toBe('20 Nov');
  });

  it('reads midnight as 00:00 and follows a zone with summer time', () => {
    jest.useFakeTimers({ now: new Date('2026-07-01T18:30:00Z') });
    expect(formatInstant('2026-07-01T18:30:00Z', 'Asia/Kolkata')).toBe('2 Jul, 00:00');
    expect(clinicNowTime('Asia/Kolkata')).toBe('00:00');
    expect(clinicNowTime('Europe/London')).toBe('19:30');
    expect(clinicNowTime('Asia/Kathmandu')).toBe('00:15');
    expect(formatInstant('2026-12-01T18:30:00Z', 'Europe/London')).toBe('1 Dec, 18:30');
  });
});
