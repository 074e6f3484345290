import dayjs from 'dayjs';
import { toOverrideRequest } from './use-date-overrides';

describe('the date override form', () => {
  it('sends time off as whole days, a range or one date, with a trimmed note', () => {
    expect(toOverrideRequest({ kind: 'time-off', dates: [dayjs('2026-12-24'), dayjs('2026-12-26')], note: ' Holidays ' })).toEqual({
      kind: 'time-off',
      startDate: '2026-12-24',
      endDate: '2026-12-26',
      note: 'Holidays',
    });
    expect(toOverrideRequest({ kind: 'time-off', dates: [dayjs('2026-12-24'), dayjs('2026-12-24')], note: '  ' }, 'n1')).toEqual({
      kind: 'time-off',
      startDate: '2026-12-24',
      endDate: '2026-12-24',
      note: undefined,
      nutritionist: 'n1',
    });
  });

  it('sends extra hours as one date and a time range, ignoring a range left from time off', () => {
    expect(
      toOverrideRequest({ kind: 'extra-hours', date: dayjs('2026-12-28'), dates: [dayjs('2026-12-01'), dayjs('2026-12-02')], hours: { startTime: '18:00', endTime: '19:00' } }),
    ).toEqual({ kind: 'extra-hours', startDate: '2026-12-28', startTime: '18:00', endTime: '19:00', note: undefined });
  });
});
