/** Default and preset ranges of the revenue screen, on the clinic's calendar (YYYY-MM-DD). */
export function financialYearStart(today: string): string {
  const [y, m] = today.split('-').map(Number);
  return `${m >= 4 ? y : y - 1}-04-01`;
}

export function monthStart(today: string): string {
  return `${today.slice(0, 7)}-01`;
}

export function previousMonth(today: string): [string, string] {
  const [y, m] = today.split('-').map(Number);
  const py = m === 1 ? y - 1 : y;
  const pm = m === 1 ? 12 : m - 1;
  const last = new Date(Date.UTC(py, pm, 0)).getUTCDate();
  const mm = String(pm).padStart(2, '0');
  return [`${py}-${mm}-01`, `${py}-${mm}-${String(last).padStart(2, '0')}`];
}

export function financialYearEnd(today: string): string {
  return `${Number(financialYearStart(today).slice(0, 4)) + 1}-03-31`;
}

export function monthEnd(today: string): string {
  const [y, m] = today.split('-').map(Number);
  return `${today.slice(0, 7)}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The range a link asks for (`?from=&to=`), else the whole financial year, future appointments included. */
export function initialRange(search: string, today: string): [string, string] {
  const params = new URLSearchParams(search);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (DATE.test(from) && DATE.test(to) && from <= to) return [from, to];
  return [financialYearStart(today), financialYearEnd(today)];
}
