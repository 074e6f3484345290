import { formatMoney } from '@clinic/i18n';

/**
 * Builds the rupee formatter in a task of its own, as soon as a screen that shows amounts is
 * loaded. The first amount creates Intl's currency formatter, which loads ICU's currency data:
 * 12 ms on a fast machine, about 50 ms on a phone, and it fell inside the render the screen's
 * answer causes, one of the booking page's long tasks (issue 17). The answer is still on its way
 * when this runs. Once per page: `formatMoney` keeps its formatter.
 */
export function formatMoneyAhead(): void {
  setTimeout(() => formatMoney(0), 0);
}
