import { Button, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from '@clinic/router';
import { useClientSearch, useProgressRecords } from '@clinic/api-client';
import { useMessages, useTranslation } from '@clinic/i18n';
import { ClientPicker, ForRoles, listOf, PagedList, PageTitle, Panel, usePaging, useRole } from '@clinic/ui';
import { MyCareTeam } from './my-care-team';
import { useProgressColumns } from './progress-columns';
import { useProgressText } from './use-progress-text';

// The chart library loads only with this screen.
const ProgressChart = lazy(() => import('@clinic/charts').then((m) => ({ default: m.ProgressChart })));

/** `/progressList`: "Progress Records", with a chart of weight, BMI and body fat over time. */
export function ProgressListPage() {
  const { t } = useTranslation('client');
  const m = useMessages();
  const { user, clinician, is } = useRole();
  const { enteredBy } = useProgressText(user);
  const paging = usePaging();
  const [client, setClient] = useState<string>();
  const clients = useClientSearch(clinician);
  const records = useProgressRecords({ page: paging.page, limit: paging.pageSize, client });
  const chartSubject = clinician ? client : user?._id;
  const chart = useProgressRecords({ page: 1, limit: 100, client: chartSubject }, Boolean(chartSubject));
  const columns = useProgressColumns();

  return (
    <div>
      <PageTitle>{t('progress.list.title')}</PageTitle>
      {clinician && (
        <Space wrap style={{ marginBottom: 16 }}>
          <ClientPicker
            {...clients.picker}
            allowClear
            placeholder={t('progress.list.allClients')}
            aria-label={t('common.client')}
            style={{ width: 300, maxWidth: '100%' }}
            value={client}
            onChange={(value?: string) => {
              setClient(value);
              paging.onPageChange(1);
            }}
            careTeamOnly={is('nutritionist')}
          />
          {client && (
            <Link to={`/admin/progressPlans/${client}`}>
              <Button type="primary">{t('progress.list.addProgress')}</Button>
            </Link>
          )}
        </Space>
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
