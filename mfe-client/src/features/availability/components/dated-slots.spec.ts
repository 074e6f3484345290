import type { DatedDay } from '@clinic/contracts';
import { bookingLink, datesToShow, pageRange } from './dated-slots';

describe('dated availability helpers', () => {
  it('pages two weeks at a time from today, across months', () => {
    expect(pageRange('2026-11-23', 0)).toEqual({ from: '2026-11-23', to: '2026-12-06' });
    expect(pageRange('2026-11-23', 1)).toEqual({ from: '2026-12-07', to: '2026-12-20' });
  });

  it('shows dates with sessions or time off, not days never worked', () => {
    const days: DatedDay[] = [
      { date: '2026-11-23', timeOff: false, slots: [{ startTime: '10:00', endTime: '10:30', state: 'booked', extra: false }] },
      { date: '2026-11-24', timeOff: false, slots: [] },
      { date: '2026-11-25', timeOff: true, slots: [] },
    ];
    expect(datesToShow(days).map((d) => d.date)).toEqual(['2026-11-23', '2026-11-25']);
  });

  it('links a free session to the booking form with it chosen', () => {
    expect(bookingLink('n1', '2026-12-01', { startTime: '10:00', endTime: '10:30' })).toBe(
      '/appointmentForm?nutritionist=n1&date=2026-12-01&startTime=10%3A00&endTime=10%3A30',
    );
  });
});
