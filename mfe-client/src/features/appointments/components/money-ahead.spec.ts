describe('formatMoneyAhead', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("builds the rupee formatter in a later task, so a screen's first amount does not", () => {
    jest.useFakeTimers();
    const created = jest.spyOn(Intl, 'NumberFormat');
    jest.isolateModules(() => {
      // A fresh copy of the formatter cache, as on a page's first load.
      const { formatMoneyAhead } = require('./money-ahead') as typeof import('./money-ahead');
      const { formatMoney } = require('@clinic/i18n') as typeof import('@clinic/i18n');
      formatMoneyAhead();
      expect(created).not.toHaveBeenCalled();
      jest.runOnlyPendingTimers();
      expect(created).toHaveBeenCalledTimes(1);
      expect(formatMoney(150000)).toBe('₹1,50,000.00');
      expect(created).toHaveBeenCalledTimes(1);
    });
  });
});
