import { freeSlots } from './available-slots';

const day = [
  { startTime: '09:00', endTime: '09:30', isBooked: false },
  { startTime: '10:00', endTime: '11:00', isBooked: false },
  { startTime: '11:00', endTime: '11:30', isBooked: true },
  { startTime: '14:00', endTime: '14:30', isBooked: false },
];

describe('freeSlots', () => {
  it('hides blocked slots and any session overlapping a booked time', () => {
    expect(freeSlots(day, [{ startTime: '10:30', endTime: '11:00' }], { isToday: false, now: '00:00' })).toEqual([
      { startTime: '09:00', endTime: '09:30' },
      { startTime: '10:00', endTime: '10:30' },
      { startTime: '14:00', endTime: '14:30' },
    ]);
  });

  it('keeps sessions that only touch a booked time', () => {
    expect(freeSlots(day, [{ startTime: '09:30', endTime: '10:00' }], { isToday: false, now: '00:00' })).toHaveLength(4);
  });

  it('hides sessions that have started when the day is today', () => {
    expect(freeSlots(day, [], { isToday: true, now: '10:00' })).toEqual([
      { startTime: '10:30', endTime: '11:00' },
      { startTime: '14:00', endTime: '14:30' },
    ]);
  });

  it('offers one session at a time: a long slot is cut into sessions of the clinic\'s length', () => {
    const long = [{ startTime: '09:00', endTime: '17:00', isBooked: false }];
    expect(freeSlots(long, [], { isToday: false, now: '00:00' })).toHaveLength(16);
    expect(freeSlots(long, [], { isToday: false, now: '00:00', sessionMinutes: 60 }).slice(0, 2)).toEqual([
      { startTime: '09:00', endTime: '10:00' },
      { startTime: '10:00', endTime: '11:00' },
    ]);
    // A slot shorter than a session offers none.
    expect(freeSlots([{ startTime: '09:00', endTime: '09:30', isBooked: false }], [], { isToday: false, now: '00:00', sessionMinutes: 60 })).toEqual([]);
  });
});
