import { Button, Card, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from '@clinic/router';
import { useClientSearch, useProgressRecords } from '@clinic/api-client';
import { enteredByLabel, Messages } from '@clinic/contracts';
import { ClientPicker, ForRoles, PagedList, PageTitle, useRole } from '@clinic/ui';
import { MyCareTeam } from './my-care-team';
import { useProgressColumns } from './progress-columns';

// The chart library loads only with this screen.
const ProgressChart = lazy(() => import('@clinic/charts').then((m) => ({ default: m.ProgressChart })));

const PAGE_SIZE = 20;

/** `/progressList`: "Progress Records", with a chart of weight, BMI and body fat over time. */
export function ProgressListPage() {
  const { user, clinician, is } = useRole();
  const [page, setPage] = useState(1);
  const [client, setClient] = useState<string>();
  const clients = useClientSearch(clinician);
  const records = useProgressRecords({ page, limit: PAGE_SIZE, client });
  const chartSubject = clinician ? client : user?._id;
  const chart = useProgressRecords({ page: 1, limit: 100, client: chartSubject }, Boolean(chartSubject));
  const columns = useProgressColumns();

  return (
    <div>
      <PageTitle>Progress Records</PageTitle>
      {clinician && (
        <Space wrap style={{ marginBottom: 16 }}>
          <ClientPicker
            {...clients.picker}
            allowClear
            placeholder="All clients"
            aria-label="Client"
            style={{ width: 300, maxWidth: '100%' }}
            value={client}
            onChange={(value?: string) => {
              setClient(value);
              setPage(1);
            }}
            careTeamOnly={is('nutritionist')}
          />
          {client && (
            <Link to={`/admin/progressPlans/${client}`}>
              <Button type="primary">Add progress</Button>
            </Link>
          )}
        </Space>
      )}
      <ForRoles roles={['client']}>{user && <MyCareTeam clientId={user._id} />}</ForRoles>
      {chartSubject && (
        <Card size="small" title="Over time" style={{ marginBottom: 16 }}>
          <Suspense fallback={<div style={{ height: 300 }} />}>
            <ProgressChart records={chart.data?.data ?? []} authorLabel={(r) => enteredByLabel(user, r)} />
          </Suspense>
        </Card>
      )}
      <PagedList
        rowKey="_id"
        label="Progress records"
        columns={columns}
        rows={records.data?.data}
        total={records.data?.total ?? 0}
        loading={records.isFetching}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={setPage}
        emptyText={records.isError ? 'Failed to load progress records.' : Messages.progress.noneFound}
      />
    </div>
  );
}
