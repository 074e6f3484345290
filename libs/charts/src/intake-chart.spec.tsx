import { render, screen, within } from '@testing-library/react';
import type { DiaryDay, DiarySummary, Nutrients } from '@clinic/contracts';
import { changeLanguage } from '@clinic/i18n';
import { IntakeChart } from './intake-chart';

const energy = (energyKcal: number): Nutrients => ({ energyKcal, protein: 0, carbohydrate: 0, fat: 0, fibre: 0 });
const day = (date: string, intake: number, entries: number, planned: number | null, target: number | null): DiaryDay => ({
  date,
  intake: energy(intake),
  entries,
  planned: planned === null ? null : energy(planned),
  target: target === null ? null : energy(target),
});
const summary = (days: DiaryDay[]): DiarySummary => ({
  client: 'c'.repeat(24),
  from: days[0]?.date ?? '2026-12-01',
  to: days.at(-1)?.date ?? '2026-12-01',
  days,
  average: { intake: energy(0), planned: null, target: null, daysLogged: 0 },
});

describe('IntakeChart', () => {
  it('tables each day: eaten, planned and target kcal, a dash for a day not logged or without a plan', () => {
    const { container } = render(<IntakeChart summary={summary([day('2026-12-01', 1834.6, 3, 1900, 2000), day('2026-12-02', 0, 0, null, 2000)])} />);
    const table = screen.getByRole('table', { name: 'Energy eaten by day' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'DateEaten (kcal)Planned (kcal)Target (kcal)',
      '1 Dec 20261,8351,9002,000',
      '2 Dec 2026——2,000',
    ]);
    // A day without entries draws no bar: not logged is not "ate nothing".
    expect(container.querySelectorAll('[data-series="intake"] rect')).toHaveLength(1);
    expect(container.querySelectorAll('[data-series="target"] circle')).toHaveLength(2);
    expect(container.querySelectorAll('[data-series="planned"] circle')).toHaveLength(1);
  });

  it('says there is nothing to chart when no day has an entry, a plan or a target', () => {
    render(<IntakeChart summary={summary([day('2026-12-01', 0, 0, null, null)])} />);
    expect(screen.getByText('Nothing logged in this period.')).toBeInTheDocument();
  });

  it('names its table and columns in Hindi', async () => {
    await changeLanguage('hi');
    const { unmount } = render(<IntakeChart summary={summary([day('2026-12-01', 500, 1, null, null)])} />);
    try {
      const table = screen.getByRole('table', { name: 'रोज़ खाई गई ऊर्जा' });
      expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['तारीख', 'खाया (कैलोरी)', 'प्लान में (कैलोरी)', 'लक्ष्य (कैलोरी)']);
      expect(within(table).getByRole('rowheader').textContent).toBe('1 दिस॰ 2026');
    } finally {
      unmount();
      await changeLanguage('en');
    }
  });
});
