import { Card, Table } from 'antd';
import { Link } from '@clinic/router';
import type { usePlans, useProgressRecords } from '@clinic/api-client';
import { canChangeRecord, enteredByLabel, Messages } from '@clinic/contracts';
import { BmiValue, formatDate, useRole } from '@clinic/ui';

/** One client's plans, with Edit for who may change each. */
export function ClientPlansCard({ plans }: { plans: ReturnType<typeof usePlans> }) {
  const { user } = useRole();
  return (
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
  );
}

/** One client's progress records, each linked to its page. */
export function ClientProgressCard({ progress }: { progress: ReturnType<typeof useProgressRecords> }) {
  const { user } = useRole();
  return (
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
  );
}
