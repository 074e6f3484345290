import { render, screen, within } from '@testing-library/react';
import { changeLanguage } from '@clinic/i18n';
import { ProgressChart } from './progress-chart';
import { RevenueChart } from './revenue-chart';
import { shortRupees } from './short-rupees';

const record = (date: string, weight: number | null, BMI: number | null, bodyFat: number | null) =>
  ({ _id: date, date, weight, BMI, bodyFat, createdAt: `${date}T10:00:00.000Z` }) as never;

describe('charts in Hindi', () => {
  beforeAll(() => changeLanguage('hi'));
  afterAll(() => changeLanguage('en'));
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('names the progress chart, its lines, its table and its dates in Hindi', () => {
    const { container } = render(<ProgressChart records={[record('2026-11-01', 74.5, 26.4, 31.2)]} authorLabel={() => 'आप'} />);
    const table = screen.getByRole('table', { name: 'समय के साथ प्रगति' });
    expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['तारीख', 'वज़न (kg)', 'बीएमआई', 'बॉडी फ़ैट (%)', 'किसने दर्ज किया']);
    expect(within(table).getByRole('rowheader').textContent).toBe('1 नव॰ 2026');
    expect(container.querySelector('figcaption')?.textContent).toBe('वज़न (kg)बीएमआईबॉडी फ़ैट (%)');
    expect(container.querySelector('[data-series="weight"] circle')?.textContent).toBe('1 नव॰ · आप द्वारा दर्ज: वज़न (kg) 74.5');
    expect(screen.getByText('ये आँकड़े तालिका में देखें')).toBeInTheDocument();
  });

  it('says there is nothing to chart in Hindi', () => {
    render(<ProgressChart records={[]} />);
    expect(screen.getByText('चार्ट बनाने के लिए अभी कोई माप नहीं है।')).toBeInTheDocument();
  });

  it('shows revenue by month with Hindi months and Indian money', () => {
    render(<RevenueChart rows={[{ key: '2026-11', label: 'Nov 2026', collected: 150000, awaiting: 1500, outstanding: 0 }] as never} />);
    const table = screen.getByRole('table', { name: 'महीने के हिसाब से आय' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('नव॰ 2026₹1,50,000.00₹1,500.00₹0.00');
  });

  it('shortens rupees with lakh and hazaar', () => {
    expect(shortRupees(12_500)).toBe('₹12.5 हज़ार');
    expect(shortRupees(1_50_000)).toBe('₹1.5 लाख');
    expect(shortRupees(2_00_00_000)).toBe('₹2 करोड़');
    expect(shortRupees(1_50_000, 'en')).toBe('₹1.5L');
  });
});
