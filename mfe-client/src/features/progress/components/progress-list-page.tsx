import { lazy, Suspense, useState } from 'react';
import { useProgressRecords } from '@clinic/api-client';
import { useMessages, useTranslation } from '@clinic/i18n';
import { ForRoles, listOf, PagedList, PageTitle, Panel, usePaging, useRole } from '@clinic/ui';
import { MyCareTeam } from './my-care-team';
import { useProgressColumns } from './progress-columns';
import { useProgressText } from './use-progress-text';

// The chart library loads only with this screen.
const ProgressChart = lazy(() => import('@clinic/charts').then((m) => ({ default: m.ProgressChart })));
const ProgressClientFilter = lazy(() => import('./progress-client-filter'));

/** `/progressList`: "Progress Records", with a chart of weight, BMI and body fat over time. */
export function ProgressListPage() {
  const { t } = useTranslation('client');
  const m = useMessages();
  const { user, clinician } = useRole();
  const { enteredBy } = useProgressText(user);
  const paging = usePaging();
  const [client, setClient] = useState<string>();
  const records = useProgressRecords({ page: paging.page, limit: paging.pageSize, client });
  const chartSubject = clinician ? client : user?._id;
  const chart = useProgressRecords({ page: 1, limit: 100, client: chartSubject }, Boolean(chartSubject));
  const columns = useProgressColumns();

  return (
    <div>
      <PageTitle>{t('progress.list.title')}</PageTitle>
      {clinician && (
        // The picker's height while its code loads, so the list does not move when it arrives.
        <Suspense fallback={<div style={{ height: 32, marginBottom: 16 }} />}>
          <ProgressClientFilter
            client={client}
            onChange={(value?: string) => {
              setClient(value);
              paging.onPageChange(1);
            }}
          />
        </Suspense>
      )}
      <ForRoles roles={['client']}>{user && <MyCareTeam clientId={user._id} />}</ForRoles>
      {chartSubject && (
        <Panel title={t('progress.list.overTime')} style={{ marginBottom: 16 }}>
          <Suspense fallback={<div style={{ height: 300 }} />}>
            <ProgressChart records={chart.data?.data ?? []} authorLabel={enteredBy} />
          </Suspense>
        </Panel>
      )}
      <PagedList
        rowKey="_id"
        label={t('progress.list.label')}
        columns={columns}
        {...listOf(records)}
        {...paging}
        emptyText={records.isError ? t('progress.list.loadFailed') : m.progress.noneFound}
      />
    </div>
  );
}
