import { Button, Card, Descriptions, Result, Skeleton, Space, Table } from 'antd';
import { lazy, Suspense } from 'react';
import { Link, useParams } from '@clinic/router';
import { usePlans, useProgressRecords, useUser } from '@clinic/api-client';
import { canChangeRecord, enteredByLabel, Messages } from '@clinic/contracts';
import { useCurrentUser } from '@clinic/host';
import { BmiValue, formatDate, PageTitle } from '@clinic/ui';
import { CareTeamCard } from './care-team-card';

const ProgressChart = lazy(() => import('@clinic/charts').then((m) => ({ default: m.ProgressChart })));

/** `/admin/clientPlans/{clientId}`: one client's plans, progress chart and records. */
export function ClientPlansPage() {
  const { clientId = '' } = useParams();
  const user = useCurrentUser();
  const client = useUser(clientId);
  const plans = usePlans({ page: 1, limit: 100, client: clientId });
  const progress = useProgressRecords({ page: 1, limit: 100, client: clientId });

  if (client.isPending) return <Skeleton active />;
  if (client.isError) return <Result status="warning" title={Messages.progress.loadClientFailed} />;
  const c = client.data;
  const latest = progress.data?.data[0];

  return (
    <div>
      <PageTitle
        extra={
          <Space>
            {user?.role === 'admin' && <Link to={`/admin/audit/${c._id}`}>Access log</Link>}
            <Link to={`/admin/createNutritionPlan?client=${c._id}`}>
              <Button>New plan</Button>
            </Link>
            <Link to={`/admin/progressPlans/${c._id}`}>
              <Button type="primary">Add progress</Button>
            </Link>
          </Space>
        }
      >
        {c.name}
      </PageTitle>
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Phone">{c.phone}</Descriptions.Item>
        <Descriptions.Item label="Email">{c.email || '—'}</Descriptions.Item>
        <Descriptions.Item label="Latest BMI">{latest ? <BmiValue bmi={latest.BMI} category={latest.bmiCategory} /> : '—'}</Descriptions.Item>
      </Descriptions>

      {user?.role === 'admin' && <CareTeamCard clientId={c._id} />}

      <Card size="small" title="Progress over time" style={{ marginBottom: 16 }}>
        <Suspense fallback={<div style={{ height: 300 }} />}>
          <ProgressChart records={progress.data?.data ?? []} authorLabel={(r) => enteredByLabel(user, r)} />
        </Suspense>
      </Card>

      <Card size="small" title="Nutrition plans" style={{ marginBottom: 16 }}>
        <Table
          rowKey="_id"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          loading={plans.isFetching}
          dataSource={plans.data?.data}
          locale={{ emptyText: plans.isError ? Messages.plans.loadFailed : Messages.plans.noneFound }}
          columns={[
            { title: 'Title', key: 'title', render: (_, p) => <Link to={`/nutrition-plans/${p._id}`}>{p.title}</Link> },
            { title: 'Starts', key: 'start', render: (_, p) => formatDate(p.startDate) },
            { title: 'Ends', key: 'end', render: (_, p) => (p.endDate ? formatDate(p.endDate) : 'Open-ended') },
            { title: 'Written by', key: 'by', render: (_, p) => enteredByLabel(user, p) },
            { title: '', key: 'edit', render: (_, p) => canChangeRecord(user, p) && <Link to={`/admin/nutrition-plans/${p._id}/edit`}>Edit</Link> },
          ]}
        />
      </Card>

      <Card size="small" title="Progress records">
        <Table
          rowKey="_id"
          size="small"
          pagination={false}
          scroll={{ x: true }}
          loading={progress.isFetching}
          dataSource={progress.data?.data}
          locale={{ emptyText: Messages.progress.noneFound }}
          columns={[
            { title: 'Date', key: 'date', render: (_, r) => <Link to={`/progress/${r._id}`}>{formatDate(r.date)}</Link> },
            { title: 'Weight', key: 'w', render: (_, r) => (r.weight === null ? '—' : `${r.weight.toFixed(1)} kg`) },
            { title: 'Height', key: 'h', render: (_, r) => (r.height === null ? '—' : `${r.height.toFixed(2)} m`) },
            { title: 'BMI', key: 'bmi', render: (_, r) => <BmiValue bmi={r.BMI} category={r.bmiCategory} /> },
            { title: 'Body fat', key: 'bf', render: (_, r) => (r.bodyFat === null ? '—' : `${r.bodyFat.toFixed(1)} %`) },
            { title: 'Entered by', key: 'by', render: (_, r) => enteredByLabel(user, r) },
          ]}
        />
      </Card>
    </div>
  );
}
