import { Button, Card, Popconfirm, Select, Space, Table, type TableColumnsType } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link } from '@clinic/router';
import { errorMessage, useClients, useDeleteProgress, useProgressRecords, type Schemas } from '@clinic/api-client';
import { canChangeRecord, enteredByLabel, isClinician, Messages } from '@clinic/contracts';
import { useCurrentUser, useNotify } from '@clinic/host';
import { BmiValue, formatDate, PageTitle } from '@clinic/ui';
import { MyCareTeam } from './my-care-team';

// The chart library loads only with this screen.
const ProgressChart = lazy(() => import('@clinic/charts').then((m) => ({ default: m.ProgressChart })));

type Record_ = Schemas['ProgressDto'];
const PAGE_SIZE = 20;
const measure = (value: number | null, unit: string, digits: number) => (value === null ? '—' : `${value.toFixed(digits)} ${unit}`);

/** `/progressList`: "Progress Records", with a chart of weight, BMI and body fat over time. */
export function ProgressListPage() {
  const user = useCurrentUser();
  const notify = useNotify();
  const clinician = isClinician(user?.role);
  const [page, setPage] = useState(1);
  const [clientSearch, setClientSearch] = useState('');
  const [client, setClient] = useState<string>();
  const clients = useClients(clientSearch, clinician);
  const records = useProgressRecords({ page, limit: PAGE_SIZE, client });
  const chartSubject = clinician ? client : user?._id;
  const chart = useProgressRecords({ page: 1, limit: 100, client: chartSubject }, Boolean(chartSubject));
  const remove = useDeleteProgress();

  const columns: TableColumnsType<Record_> = [
    { title: 'Date', key: 'date', render: (_, r) => formatDate(r.date) },
    ...(clinician
      ? [{ title: 'Client', key: 'client', render: (_: unknown, r: Record_) => <Link to={`/admin/clientPlans/${r.client._id}`}>{r.client.name}</Link> }]
      : []),
    { title: 'Weight', key: 'weight', align: 'right', render: (_, r) => measure(r.weight, 'kg', 1) },
    { title: 'Height', key: 'height', align: 'right', render: (_, r) => measure(r.height, 'm', 2) },
    { title: 'BMI', key: 'bmi', render: (_, r) => <BmiValue bmi={r.BMI} category={r.bmiCategory} /> },
    { title: 'Body fat', key: 'bodyFat', align: 'right', render: (_, r) => measure(r.bodyFat, '%', 1) },
    { title: 'Nutritionist', key: 'nutritionist', render: (_, r) => r.nutritionist?.name ?? '—' },
    { title: 'Entered by', key: 'enteredBy', render: (_, r) => enteredByLabel(user, r) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, r) => (
        <Space size="small">
          <Link to={`/progress/${r._id}`}>View</Link>
          {canChangeRecord(user, r) && <Link to={`/progress/edit/${r._id}`}>Edit</Link>}
          {canChangeRecord(user, r) && (
            <Popconfirm
              title="Delete this record?"
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                remove.mutate(r._id, {
                  onSuccess: () => notify.success(Messages.progress.deleted),
                  onError: (error) => notify.error(errorMessage(error, Messages.progress.deleteFailed)),
                })
              }
            >
              <Button type="link" danger style={{ padding: 0 }} aria-label={`Delete record of ${r.date}`}>
                Delete
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div>
      <PageTitle>Progress Records</PageTitle>
      {clinician && (
        <Space style={{ marginBottom: 16 }}>
          <Select
            allowClear
            placeholder="All clients"
            aria-label="Client"
            style={{ width: 300 }}
            value={client}
            onChange={(value?: string) => {
              setClient(value);
              setPage(1);
            }}
            showSearch={{ filterOption: false, onSearch: setClientSearch }}
            options={(clients.data?.data ?? []).map((c) => ({ value: c._id, label: `${c.name} · ${c.phone}` }))}
            notFoundContent={user?.role === 'nutritionist' ? Messages.care.noClientsYet : undefined}
          />
          {client && (
            <Link to={`/admin/progressPlans/${client}`}>
              <Button type="primary">Add progress</Button>
            </Link>
          )}
        </Space>
      )}
      {user?.role === 'client' && <MyCareTeam clientId={user._id} />}
      {chartSubject && (
        <Card size="small" title="Over time" style={{ marginBottom: 16 }}>
          <Suspense fallback={<div style={{ height: 300 }} />}>
            <ProgressChart records={chart.data?.data ?? []} authorLabel={(r) => enteredByLabel(user, r)} />
          </Suspense>
        </Card>
      )}
      <Table<Record_>
        rowKey="_id"
        columns={columns}
        dataSource={records.data?.data}
        loading={records.isFetching}
        locale={{ emptyText: records.isError ? 'Failed to load progress records.' : Messages.progress.noneFound }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: records.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        scroll={{ x: true }}
      />
    </div>
  );
}
