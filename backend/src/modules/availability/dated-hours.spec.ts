import { datesBetween, daysSpanned, hoursOn } from './dated-hours';

const week = new Map([['Monday' as const, [{ startTime: '10:00', endTime: '11:00', isBooked: false }, { startTime: '09:00', endTime: '09:30', isBooked: true }]]]);

describe('dated hours', () => {
  it("gives a date its weekday's slots in time order, with that date's extra hours", () => {
    const extra = { kind: 'extra-hours' as const, startDate: '2026-11-30', endDate: '2026-11-30', startTime: '18:00', endTime: '19:00' };
    expect(hoursOn('2026-11-30', week, [extra])).toEqual({
      timeOff: false,
      slots: [
        { startTime: '09:00', endTime: '09:30', isBooked: true, extra: false },
        { startTime: '10:00', endTime: '11:00', isBooked: false, extra: false },
        { startTime: '18:00', endTime: '19:00', isBooked: false, extra: true },
      ],
    });
    expect(hoursOn('2026-12-07', week, [extra]).slots.map((s) => s.extra)).toEqual([false, false]);
    expect(hoursOn('2026-12-01', week, [{ ...extra, startDate: '2026-12-01', endDate: '2026-12-01' }]).slots).toHaveLength(1);
  });

  it('marks every date of a time off range, its first and last included', () => {
    const off = [{ kind: 'time-off' as const, startDate: '2026-11-29', endDate: '2026-11-30' }];
    expect(['2026-11-28', '2026-11-29', '2026-11-30', '2026-12-01'].map((d) => hoursOn(d, week, off).timeOff)).toEqual([false, true, true, false]);
  });

  it('counts and lists calendar dates across months and leap days', () => {
    expect(datesBetween('2028-02-28', '2028-03-01')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(daysSpanned('2026-01-01', '2026-12-31')).toBe(365);
    expect(daysSpanned('2026-11-30', '2026-11-30')).toBe(1);
  });
});
