import { useState } from 'react';
import { Button, Result } from 'antd';
import { useLocation } from '@clinic/router';
import { errorMessage, revenueCsvUrl, useRevenue } from '@clinic/api-client';
import { Messages } from '@clinic/contracts';
import { useClinic } from '@clinic/host';
import { clinicToday, PageTitle } from '@clinic/ui';
import { RevenueEntries } from './revenue-entries';
import { initialRange } from './revenue-range';
import { RevenueRangeBar } from './revenue-range-bar';
import type { Selection } from './revenue-selection';
import { RevenueSummary } from './revenue-summary';

/** `/admin/revenue`: what the clinic collected, what awaits verification and what is outstanding. */
export function RevenuePage() {
  const { timeZone } = useClinic();
  const today = clinicToday(timeZone);
  const { search } = useLocation();
  const [range, setRange] = useState<[string, string]>(() => initialRange(search, today));
  const [selection, setSelection] = useState<Selection>({ bucket: 'awaiting' });
  const [page, setPage] = useState(1);
  const report = useRevenue(...range);

  const select = (next: Selection) => {
    setSelection(next);
    setPage(1);
  };
  const changeRange = (next: [string, string]) => {
    setRange(next);
    setPage(1);
  };

  return (
    <div>
      <PageTitle
        extra={
          <a href={revenueCsvUrl(...range)} download>
            <Button>Download payments (CSV)</Button>
          </a>
        }
      >
        Revenue
      </PageTitle>
      <RevenueRangeBar range={range} today={today} onChange={changeRange} />
      {report.isError ? (
        <Result status="warning" title={errorMessage(report.error, Messages.common.internal)} />
      ) : (
        <RevenueSummary report={report} selection={selection} onSelect={select} />
      )}
      <RevenueEntries range={range} selection={selection} page={page} onPageChange={setPage} onShowAll={() => select({ bucket: selection.bucket })} />
    </div>
  );
}
