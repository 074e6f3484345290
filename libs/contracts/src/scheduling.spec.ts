import {
  findOverlap,
  formatRupees,
  isCalendarDate,
  isGridTime,
  rangesOverlap,
  TIME_OPTIONS,
  toPaise,
  weekdayOf,
} from './scheduling';

describe('scheduling rules', () => {
  it('offers 00:00 to 23:30 in 30-minute steps', () => {
    expect(TIME_OPTIONS).toHaveLength(48);
    expect(TIME_OPTIONS[0]).toBe('00:00');
    expect(TIME_OPTIONS.at(-1)).toBe('23:30');
  });

  it('accepts only times on the grid', () => {
    expect(isGridTime('09:30')).toBe(true);
    for (const bad of ['9:30', '09:15', '24:00', '23:59', '', 930, null]) expect(isGridTime(bad)).toBe(false);
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const bad of ['2027-02-29', '2026-13-01', '2026-1-01', '01-01-2026', 'today']) expect(isCalendarDate(bad)).toBe(false);
  });

  it('derives the weekday from the date alone', () => {
    expect(weekdayOf('2026-11-23')).toBe('Monday');
    expect(weekdayOf('2026-11-29')).toBe('Sunday');
    expect(weekdayOf('2024-02-29')).toBe('Thursday');
  });

  it('treats touching ranges as not overlapping', () => {
    expect(rangesOverlap({ startTime: '10:00', endTime: '10:30' }, { startTime: '10:30', endTime: '11:00' })).toBe(false);
    expect(rangesOverlap({ startTime: '10:00', endTime: '11:00' }, { startTime: '10:30', endTime: '11:30' })).toBe(true);
    expect(findOverlap([{ startTime: '12:00', endTime: '13:00' }, { startTime: '09:00', endTime: '12:30' }])).not.toBeNull();
    expect(findOverlap([{ startTime: '12:00', endTime: '13:00' }, { startTime: '09:00', endTime: '12:00' }])).toBeNull();
  });

  it('handles money exactly in paise and shows rupees with two decimals', () => {
    expect(toPaise(1499.99)).toBe(149999);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toPaise(10.005)).toBeNull();
    expect(formatRupees(150000)).toBe('₹1,50,000.00');
    expect(formatRupees(1499.5)).toBe('₹1,499.50');
  });
});
