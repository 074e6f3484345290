import { financialYearEnd, financialYearStart, initialRange, monthEnd, monthStart, previousMonth } from './revenue-range';

describe('revenue ranges', () => {
  it('start the financial year on 1 April', () => {
    expect(financialYearStart('2026-11-22')).toBe('2026-04-01');
    expect(financialYearStart('2027-03-31')).toBe('2026-04-01');
    expect(financialYearStart('2027-04-01')).toBe('2027-04-01');
  });

  it('know this month and the last one', () => {
    expect(monthStart('2026-11-22')).toBe('2026-11-01');
    expect(previousMonth('2026-11-22')).toEqual(['2026-10-01', '2026-10-31']);
    expect(previousMonth('2026-01-05')).toEqual(['2025-12-01', '2025-12-31']);
    expect(previousMonth('2028-03-01')).toEqual(['2028-02-01', '2028-02-29']);
  });

  it('end the financial year on 31 March and a month on its last day', () => {
    expect(financialYearEnd('2026-11-22')).toBe('2027-03-31');
    expect(financialYearEnd('2027-02-10')).toBe('2027-03-31');
    expect(monthEnd('2028-02-10')).toBe('2028-02-29');
    expect(monthEnd('2026-11-22')).toBe('2026-11-30');
  });

  it('open on the range a link gives, else the whole financial year', () => {
    expect(initialRange('?from=2026-12-01&to=2026-12-31', '2026-11-22')).toEqual(['2026-12-01', '2026-12-31']);
    expect(initialRange('?from=2026-12-31&to=2026-12-01', '2026-11-22')).toEqual(['2026-04-01', '2027-03-31']);
    expect(initialRange('', '2026-11-22')).toEqual(['2026-04-01', '2027-03-31']);
  });
});
