import { bucketOf, daysBetween } from './revenue.service';

const group = (over: Partial<Parameters<typeof bucketOf>[0]>) =>
  ({ date: '2026-11-01', nutritionist: null, sessionType: 'consultation', status: 'confirmed', paymentStatus: 'unpaid', paymentState: '', pricePaise: 150_000, ...over }) as never;

describe('revenue', () => {
  it('lists every day of a range, across months and leap days', () => {
    expect(daysBetween('2028-02-27', '2028-03-01')).toEqual(['2028-02-27', '2028-02-28', '2028-02-29', '2028-03-01']);
    expect(daysBetween('2026-11-02', '2026-11-01')).toEqual([]);
    expect(daysBetween('2026-01-01', '2030-01-01', 10)).toHaveLength(10);
  });

  it('puts each appointment in one figure', () => {
    expect(bucketOf(group({ paymentStatus: 'paid', status: 'cancelled' }))).toBe('collected');
    expect(bucketOf(group({ paymentStatus: 'refunded', status: 'cancelled' }))).toBe('refunded');
    expect(bucketOf(group({ paymentState: 'submitted' }))).toBe('awaiting');
    expect(bucketOf(group({ paymentState: 'rejected' }))).toBe('outstanding');
    expect(bucketOf(group({}))).toBe('outstanding');
    expect(bucketOf(group({ status: 'cancelled' }))).toBeNull();
  });
});
