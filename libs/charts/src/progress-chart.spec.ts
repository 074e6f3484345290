import { niceTicks, toChartPoints } from './progress-chart';

const record = (date: string, weight: number | null, createdAt = `${date}T10:00:00.000Z`) => ({ date, weight, BMI: null, bodyFat: null, createdAt });

describe('toChartPoints', () => {
  it('puts records in time order, oldest first, keeping gaps', () => {
    expect(toChartPoints([record('2026-11-15', 71), record('2026-11-01', null), record('2026-11-01', 72, '2026-11-01T09:00:00.000Z')])).toEqual([
      { date: '2026-11-01', weight: 72, BMI: null, bodyFat: null },
      { date: '2026-11-01', weight: null, BMI: null, bodyFat: null },
      { date: '2026-11-15', weight: 71, BMI: null, bodyFat: null },
    ]);
  });

  it('labels each point with who entered it when asked', () => {
    const mine = { ...record('2026-11-02', 70), by: 'c1' };
    const theirs = { ...record('2026-11-01', 71), by: 'n1' };
    const points = toChartPoints([mine, theirs], (r) => (r.by === 'c1' ? 'You' : 'Dr Rao'));
    expect(points.map((p) => p.by)).toEqual(['Dr Rao', 'You']);
  });
});

describe('niceTicks', () => {
  it('covers the values with round steps', () => {
    expect(niceTicks(71.9, 74.2)).toEqual([71, 72, 73, 74, 75]);
    expect(niceTicks(18, 32)).toEqual([15, 20, 25, 30, 35]);
    expect(niceTicks(72, 72)).toEqual([71, 71.5, 72, 72.5, 73]);
  });
});
