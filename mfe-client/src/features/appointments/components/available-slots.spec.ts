import { freeSlots } from './available-slots';

const day = [
  { startTime: '09:00', endTime: '09:30', isBooked: false },
  { startTime: '10:00', endTime: '11:00', isBooked: false },
  { startTime: '11:00', endTime: '11:30', isBooked: true },
  { startTime: '14:00', endTime: '14:30', isBooked: false },
];

describe('freeSlots', () => {
  it('hides blocked slots and any slot overlapping a booked time', () => {
    expect(freeSlots(day, [{ startTime: '10:30', endTime: '11:00' }], { isToday: false, now: '00:00' })).toEqual([
      { startTime: '09:00', endTime: '09:30' },
      { startTime: '14:00', endTime: '14:30' },
    ]);
  });

  it('keeps slots that only touch a booked time', () => {
    expect(freeSlots(day, [{ startTime: '09:30', endTime: '10:00' }], { isToday: false, now: '00:00' })).toHaveLength(3);
  });

  it('hides slots that have started when the day is today', () => {
    expect(freeSlots(day, [], { isToday: true, now: '10:00' })).toEqual([{ startTime: '14:00', endTime: '14:30' }]);
  });
});
