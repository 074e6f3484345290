import { render, screen, within } from '@testing-library/react';
import { ProgressChart } from './progress-chart';
import { RevenueChart } from './revenue-chart';

const record = (date: string, weight: number | null, BMI: number | null, bodyFat: number | null) => ({
  _id: date,
  date,
  weight,
  BMI,
  bodyFat,
  createdAt: `${date}T10:00:00.000Z`,
});

describe('charts have their values as a table', () => {
  // jsdom has no layout: recharts warns that its container measures 0 × 0, which is not under test.
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('progress: one row per measurement, oldest first, a dash for a missing value', () => {
    const records = [record('2026-11-15', 72.1, 25.5, null), record('2026-11-01', 74.5, 26.4, 31.2)];
    render(<ProgressChart records={records as never} />);
    const table = screen.getByRole('table', { name: 'Progress over time' });
    const rows = within(table).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['DateWeight (kg)BMIBody fat (%)', '1 Nov 202674.526.431.2', '15 Nov 202672.125.5—']);
    expect(within(table).getAllByRole('rowheader').map((c) => c.textContent)).toEqual(['1 Nov 2026', '15 Nov 2026']);
  });

  it('progress: says who entered each value when the chart does', () => {
    render(<ProgressChart records={[record('2026-11-01', 74.5, 26.4, 31.2)] as never} authorLabel={() => 'Dr. Asha Rao'} />);
    const table = screen.getByRole('table', { name: 'Progress over time' });
    expect(within(table).getByRole('columnheader', { name: 'Entered by' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Dr. Asha Rao' })).toBeInTheDocument();
  });

  it('revenue: each month in rupees', () => {
    const rows = [{ key: '2026-11', label: 'Nov 2026', collected: 150000, awaiting: 1500, outstanding: 0 }];
    render(<RevenueChart rows={rows as never} />);
    const table = screen.getByRole('table', { name: 'Revenue by month' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Nov 2026₹1,50,000.00₹1,500.00₹0.00');
  });
});
