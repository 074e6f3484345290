import { toChartPoints, valueAxis } from './progress-chart';

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

describe('valueAxis', () => {
  it('covers the values with round ticks from the bottom of the plot to its top', () => {
    const weight = valueAxis([71.9, 74.2], 200, 0);
    expect(weight.ticks).toEqual([71.5, 72, 72.5, 73, 73.5, 74, 74.5]);
    expect(weight.y(71.5)).toBe(200);
    expect(weight.y(74.5)).toBe(0);
    expect(valueAxis([18, 32], 100, 0).ticks).toEqual([18, 20, 22, 24, 26, 28, 30, 32]);
  });

  it('gives a single value room above and below', () => {
    const one = valueAxis([72], 100, 0);
    expect(one.ticks[0]).toBeLessThan(72);
    expect(one.ticks[one.ticks.length - 1]).toBeGreaterThan(72);
    expect(one.y(72)).toBe(50);
  });
});
