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
