import { Card, Table } from 'antd';
import { Link } from '@clinic/router';
import type { usePlans, useProgressRecords } from '@clinic/api-client';
import { canChangeRecord } from '@clinic/contracts';
import { useMessages, useTranslation } from '@clinic/i18n';
import { BmiValue, formatDate, useRole } from '@clinic/ui';
import { useEnteredBy } from './entered-by';

/** One client's plans, with Edit for who may change each. */
export function ClientPlansCard({ plans }: { plans: ReturnType<typeof usePlans> }) {
  const { user } = useRole();
  const { t } = useTranslation('admin');
  const m = useMessages();
  const enteredBy = useEnteredBy();
  return (
    <Card size="small" title={t('clients.plans.title')} style={{ marginBottom: 16 }}>
      <Table
        rowKey="_id"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        loading={plans.isFetching}
        dataSource={plans.data?.data}
        locale={{ emptyText: plans.isError ? m.plans.loadFailed : m.plans.noneFound }}
        columns={[
          { title: t('clients.plans.planTitle'), key: 'title', render: (_, p) => <Link to={`/nutrition-plans/${p._id}`}>{p.title}</Link> },
          { title: t('clients.plans.starts'), key: 'start', render: (_, p) => formatDate(p.startDate) },
          { title: t('clients.plans.ends'), key: 'end', render: (_, p) => (p.endDate ? formatDate(p.endDate) : t('clients.plans.openEnded')) },
          { title: t('clients.plans.writtenBy'), key: 'by', render: (_, p) => enteredBy(p) },
          { title: '', key: 'edit', render: (_, p) => canChangeRecord(user, p) && <Link to={`/admin/nutrition-plans/${p._id}/edit`}>{t('clients.plans.edit')}</Link> },
        ]}
      />
    </Card>
  );
}

/** One client's progress records, each linked to its page. */
export function ClientProgressCard({ progress }: { progress: ReturnType<typeof useProgressRecords> }) {
  const { t } = useTranslation('admin');
  const m = useMessages();
  const enteredBy = useEnteredBy();
  return (
    <Card size="small" title={t('clients.progress.title')}>
      <Table
        rowKey="_id"
        size="small"
        pagination={false}
        scroll={{ x: true }}
        loading={progress.isFetching}
        dataSource={progress.data?.data}
        locale={{ emptyText: m.progress.noneFound }}
        columns={[
          { title: t('clients.progress.date'), key: 'date', render: (_, r) => <Link to={`/progress/${r._id}`}>{formatDate(r.date)}</Link> },
          { title: t('clients.progress.weight'), key: 'w', render: (_, r) => (r.weight === null ? '—' : t('clients.progress.kg', { value: r.weight.toFixed(1) })) },
          { title: t('clients.progress.height'), key: 'h', render: (_, r) => (r.height === null ? '—' : t('clients.progress.metres', { value: r.height.toFixed(2) })) },
          { title: t('clients.progress.bmi'), key: 'bmi', render: (_, r) => <BmiValue bmi={r.BMI} category={r.bmiCategory} /> },
          { title: t('clients.progress.bodyFat'), key: 'bf', render: (_, r) => (r.bodyFat === null ? '—' : t('clients.progress.percent', { value: r.bodyFat.toFixed(1) })) },
          { title: t('clients.progress.enteredBy'), key: 'by', render: (_, r) => enteredBy(r) },
        ]}
      />
    </Card>
  );
}
