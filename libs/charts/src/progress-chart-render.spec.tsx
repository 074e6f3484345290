import { act, render, screen } from '@testing-library/react';
import type { ProgressRecord } from '@clinic/contracts';
import { ProgressChart } from './progress-chart';

const record = (date: string, weight: number | null, BMI: number | null, bodyFat: number | null) =>
  ({ _id: date, date, weight, BMI, bodyFat, createdAt: `${date}T10:00:00.000Z` }) as unknown as ProgressRecord;

describe('ProgressChart', () => {
  it('draws a line per measure with a dot per recorded value, each titled with its date, author and value', () => {
    const { container } = render(
      <ProgressChart records={[record('2026-11-15', 71.5, 24.1, null), record('2026-11-01', 72, 24.3, 30)]} authorLabel={() => 'You'} />,
    );
    const dots = (series: string) => [...container.querySelectorAll(`[data-series="${series}"] circle`)].map((c) => c.textContent);
    expect(dots('weight')).toEqual(['1 Nov · entered by You: Weight (kg) 72', '15 Nov · entered by You: Weight (kg) 71.5']);
    expect(dots('BMI')).toHaveLength(2);
    expect(dots('bodyFat')).toEqual(['1 Nov · entered by You: Body fat (%) 30']);
    expect(screen.getByRole('figure', { name: 'Progress over time' }).getAttribute('data-points')).toBe('2');
    // The legend names each line (the values' table names its columns too).
    expect(container.querySelector('figcaption')?.textContent).toBe('Weight (kg)BMIBody fat (%)');
  });

  it('says so when there is nothing to draw', () => {
    render(<ProgressChart records={[]} />);
    expect(screen.getByText('No measurements to chart yet.')).toBeTruthy();
  });

  it("draws at its box's width once records arrive after an empty first draw, and follows it when it changes", () => {
    // jsdom lays nothing out: the box reports a width, and the observer is called by hand.
    const observed: (() => void)[] = [];
    const realObserver = globalThis.ResizeObserver;
    let boxWidth = 1100;
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => boxWidth });
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        observed.push(callback);
      }
      observe = () => undefined;
      disconnect = () => undefined;
      unobserve = () => undefined;
    } as unknown as typeof ResizeObserver;
    try {
      const { rerender } = render(<ProgressChart records={[]} />);
      rerender(<ProgressChart records={[record('2026-11-01', 72, 24.3, 30), record('2026-11-15', 71.5, 24.1, null)]} />);
      const drawing = () => screen.getByRole('img', { name: /./ }).getAttribute('width');
      expect(drawing()).toBe('1100');
      boxWidth = 360;
      act(() => observed.forEach((callback) => callback()));
      expect(drawing()).toBe('360');
    } finally {
      globalThis.ResizeObserver = realObserver;
      // jsdom defines clientWidth on Element; the stand-in above shadowed it for HTML elements only.
      delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
    }
  });
});
