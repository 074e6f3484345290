import { addDays, dueSlot, expiredBackups, nextRun, weekOf } from './backup-schedule';

const IST = 'Asia/Kolkata';
const settings = { enabled: true, time: '02:00', keepDaily: 7, keepWeekly: 4 };

describe('dueSlot', () => {
  it('is due once the clinic clock passes the time, keyed by the clinic date', () => {
    // 20:29 UTC is 01:59 the next day in India.
    expect(dueSlot(settings, new Date('2026-11-21T20:29:00Z'), IST)).toBeUndefined();
    expect(dueSlot(settings, new Date('2026-11-21T20:30:00Z'), IST)).toBe('scheduled|2026-11-22');
    expect(dueSlot(settings, new Date('2026-11-22T18:29:00Z'), IST)).toBe('scheduled|2026-11-22');
    expect(dueSlot(settings, new Date('2026-11-22T18:30:00Z'), IST)).toBeUndefined();
  });

  it('follows the clinic zone, not the server\'s', () => {
    expect(dueSlot(settings, new Date('2026-11-22T01:59:00Z'), 'UTC')).toBeUndefined();
    expect(dueSlot(settings, new Date('2026-11-22T02:00:00Z'), 'UTC')).toBe('scheduled|2026-11-22');
    expect(dueSlot({ ...settings, time: '23:30' }, new Date('2026-11-22T18:00:00Z'), IST)).toBe('scheduled|2026-11-22');
  });

  it('is never due while scheduled backups are off', () => {
    expect(dueSlot({ ...settings, enabled: false }, new Date('2026-11-22T12:00:00Z'), IST)).toBeUndefined();
  });
});

describe('nextRun', () => {
  const morning = new Date('2026-11-21T20:00:00Z'); // 01:30 on the 22nd in India
  const noon = new Date('2026-11-22T06:30:00Z');
  it('is today at the time, now when overdue, tomorrow once taken', () => {
    expect(nextRun(settings, morning, IST, false)).toEqual({ date: '2026-11-22', time: '02:00' });
    expect(nextRun(settings, noon, IST, false)).toEqual({ date: '2026-11-22', time: '12:00' });
    expect(nextRun(settings, noon, IST, true)).toEqual({ date: '2026-11-23', time: '02:00' });
    expect(nextRun({ ...settings, enabled: false }, noon, IST, false)).toBeUndefined();
  });
});

describe('weekOf', () => {
  it('is the Monday of the ISO week', () => {
    expect(weekOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(weekOf('2027-01-01')).toBe('2026-12-28');
  });
});

describe('expiredBackups', () => {
  /** One scheduled backup a day at 02:00 clinic time, for `days` days up to and including `last`. */
  const daily = (last: string, days: number) =>
    Array.from({ length: days }, (_, i) => {
      const date = addDays(last, -i);
      return { name: `b-${date}`, takenAt: new Date(`${date}T02:00:00+05:30`) };
    });
  const keptOf = (files: { name: string }[], expired: string[]) => files.map((f) => f.name).filter((n) => !expired.includes(n)).sort();

  it('keeps the last N days and the newest of the last M weeks', () => {
    // Sunday 2026-11-22 back 60 days.
    const files = daily('2026-11-22', 60);
    const kept = keptOf(files, expiredBackups(files, settings, IST));
    expect(kept).toEqual(
      [
        // seven days
        '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22',
        // the newest of each of the four latest weeks (the week of the 16th is already kept)
        '2026-11-15', '2026-11-08', '2026-11-01',
      ].map((d) => `b-${d}`).sort(),
    );
  });

  it('keeps only the newest of several backups in one day', () => {
    const files = [
      { name: 'early', takenAt: new Date('2026-11-22T02:00:00+05:30') },
      { name: 'late', takenAt: new Date('2026-11-22T23:00:00+05:30') },
    ];
    expect(expiredBackups(files, { keepDaily: 1, keepWeekly: 0 }, IST)).toEqual(['early']);
  });

  it('removes nothing while there are fewer backups than it keeps', () => {
    const files = daily('2026-11-22', 5);
    expect(expiredBackups(files, settings, IST)).toEqual([]);
  });

  it('counts days on the clinic calendar', () => {
    // 20:00 UTC on the 21st is already the 22nd in India: both files are one clinic day.
    const files = [
      { name: 'a', takenAt: new Date('2026-11-21T20:00:00Z') },
      { name: 'b', takenAt: new Date('2026-11-22T10:00:00Z') },
    ];
    const keepTwoDays = { keepDaily: 2, keepWeekly: 0 };
    expect(expiredBackups(files, keepTwoDays, IST)).toEqual(['a']);
    expect(expiredBackups(files, keepTwoDays, 'UTC')).toEqual([]);
  });
});
