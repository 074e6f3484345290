import type { TableColumnsType } from 'antd';
import { Link } from '@clinic/router';
import { useDeletePlan, usePlans, type Schemas } from '@clinic/api-client';
import { canChangeRecord } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { Button, ConfirmDelete, formatDate, listOf, PagedList, PageTitle, Space, usePaging, useRole } from '@clinic/ui';

type Plan = Schemas['PlanDto'];
/** `/nutritionPlansList`: plans, newest first; New Plan, Edit and Delete only for practitioners. */
export function PlanListPage() {
  const { t } = useTranslation('client');
  const m = useMessages();
  const { user, clinician } = useRole();
  const notify = useNotify();
  const paging = usePaging();
  const plans = usePlans({ page: paging.page, limit: paging.pageSize });
  const remove = useDeletePlan();
  const onDelete = (p: Plan) =>
    remove.mutate(p._id, { onSuccess: () => notify.success(m.plans.deleted), onError: () => notify.error(m.plans.deleteFailed) });

  const columns: TableColumnsType<Plan> = [
    { title: t('plans.list.columnTitle'), key: 'title', render: (_, p) => <Link to={`/nutrition-plans/${p._id}`}>{p.title}</Link> },
    ...(clinician
      ? [{ title: t('common.client'), key: 'client', render: (_: unknown, p: Plan) => <Link to={`/admin/clientPlans/${p.client._id}`}>{p.client.name}</Link> }]
      : []),
    { title: t('common.nutritionist'), key: 'nutritionist', render: (_, p) => p.nutritionist.name },
    { title: t('plans.starts'), key: 'start', render: (_, p) => formatDate(p.startDate) },
    { title: t('plans.ends'), key: 'end', render: (_, p) => (p.endDate ? formatDate(p.endDate) : t('plans.openEnded')) },
    { title: t('plans.meals'), key: 'meals', align: 'right', render: (_, p) => p.meals.length },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, p) => (
        <Space size="small">
          <Link to={`/nutrition-plans/${p._id}`}>{t('common.view')}</Link>
          {canChangeRecord(user, p) && <Link to={`/admin/nutrition-plans/${p._id}/edit`}>{t('common.edit')}</Link>}
          {canChangeRecord(user, p) && (
            <ConfirmDelete what={p.title} title={t('plans.list.deleteTitle')} description={t('plans.list.deleteDescription', { client: p.client.name })} onConfirm={() => onDelete(p)} />
          )}
        </Space>
      ),
    },
  ];

  return (
    <div>
      <PageTitle
        extra={
          clinician && (
            <Link to="/admin/createNutritionPlan">
              <Button type="primary">{t('plans.list.newPlan')}</Button>
            </Link>
          )
        }
      >
        {t('plans.list.title')}
      </PageTitle>
      <PagedList
        rowKey="_id"
        label={t('plans.list.label')}
        columns={columns}
        {...listOf(plans)}
        {...paging}
        emptyText={plans.isError ? m.plans.loadFailed : m.plans.noneFound}
      />
    </div>
  );
}
