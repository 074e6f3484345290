import { useState } from 'react';
import { Button, Result } from 'antd';
import { useLocation } from '@clinic/router';
import { errorMessage, revenueCsvUrl, useRevenue } from '@clinic/api-client';
import { useClinic } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { clinicToday, PageTitle } from '@clinic/ui';
import { RevenueEntries } from './revenue-entries';
import { initialRange } from './revenue-range';
import { RevenueRangeBar } from './revenue-range-bar';
import type { Selection } from './revenue-selection';
import { RevenueSummary } from './revenue-summary';

/** `/admin/revenue`: what the clinic collected, what awaits verification and what is outstanding. */
export function RevenuePage() {
  const { timeZone } = useClinic();
  const { t } = useTranslation('admin');
  const m = useMessages();
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
            <Button>{t('payments.revenue.download')}</Button>
          </a>
        }
      >
        {t('payments.revenue.title')}
      </PageTitle>
      <RevenueRangeBar range={range} today={today} onChange={changeRange} />
      {report.isError ? (
        <Result status="warning" title={errorMessage(report.error, m.common.internal)} />
      ) : (
        <RevenueSummary report={report} selection={selection} onSelect={select} />
      )}
      <RevenueEntries range={range} selection={selection} page={page} onPageChange={setPage} onShowAll={() => select({ bucket: selection.bucket })} />
    </div>
  );
}
