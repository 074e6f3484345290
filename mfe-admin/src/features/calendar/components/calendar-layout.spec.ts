import type { DatedDay } from '@clinic/contracts';
import { laneLayout, placeOf, stepDate, viewDates, visibleHours, workingBlocks } from './calendar-layout';

const r = (startTime: string, endTime: string, id = startTime) => ({ id, startTime, endTime });

describe('calendar layout', () => {
  it('shows the Monday-to-Sunday week around a date, or the day itself', () => {
    expect(viewDates('week', '2026-12-03')).toEqual(['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06']);
    expect(viewDates('week', '2026-12-06')[0]).toBe('2026-11-30');
    expect(viewDates('week', '2026-11-30')[6]).toBe('2026-12-06');
    expect(viewDates('day', '2026-12-03')).toEqual(['2026-12-03']);
  });

  it('steps by a day or a week, across months', () => {
    expect(stepDate('day', '2026-11-30', -1)).toBe('2026-11-29');
    expect(stepDate('week', '2026-12-28', 1)).toBe('2027-01-04');
  });

  it('shows 08:00 to 18:00, widened to whole hours around what happens outside them', () => {
    expect(visibleHours([])).toEqual({ start: 480, end: 1080 });
    expect(visibleHours([r('07:30', '08:00'), r('18:30', '19:00')])).toEqual({ start: 420, end: 1140 });
    expect(visibleHours([r('23:00', '23:30')]).end).toBe(1440);
  });

  it('places a range by its minutes from the top of the grid', () => {
    expect(placeOf(r('09:00', '09:30'), 480)).toEqual({ top: 56, height: 28 });
  });

  it('puts overlapping appointments side by side and lone ones full width', () => {
    const laid = laneLayout([r('10:00', '10:30', 'a'), r('10:00', '10:30', 'b'), r('10:30', '11:00', 'c'), r('12:00', '12:30', 'd')]);
    const of = (id: string) => laid.find((p) => p.item.id === id);
    expect([of('a')?.lane, of('b')?.lane]).toEqual([0, 1]);
    expect(of('a')?.lanes).toBe(2);
    expect(of('c')).toMatchObject({ lane: 0, lanes: 1 });
    expect(of('d')).toMatchObject({ lane: 0, lanes: 1 });
  });

  it('keeps a chain of overlaps in one cluster with the lanes it needs', () => {
    const laid = laneLayout([r('09:00', '10:00', 'a'), r('09:30', '10:30', 'b'), r('10:00', '11:00', 'c')]);
    expect(laid.map((p) => [p.item.id, p.lane, p.lanes])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 2],
    ]);
  });

  it('shades working hours as joined blocks, blocked sessions apart, none on time off', () => {
    const day: DatedDay = {
      date: '2026-12-01',
      timeOff: false,
      slots: [
        { startTime: '09:00', endTime: '09:30', state: 'free', extra: false },
        { startTime: '09:30', endTime: '10:00', state: 'booked', extra: false },
        { startTime: '10:00', endTime: '10:30', state: 'blocked', extra: false },
        { startTime: '14:00', endTime: '14:30', state: 'past', extra: true },
      ],
    };
    expect(workingBlocks(day)).toEqual([
      { startTime: '09:00', endTime: '10:00', blocked: false },
      { startTime: '10:00', endTime: '10:30', blocked: true },
      { startTime: '14:00', endTime: '14:30', blocked: false },
    ]);
    expect(workingBlocks({ ...day, timeOff: true })).toEqual([]);
    expect(workingBlocks(undefined)).toEqual([]);
  });
});
