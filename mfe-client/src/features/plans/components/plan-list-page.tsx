import { Button, Space, type TableColumnsType } from 'antd';
import { Link } from '@clinic/router';
import { useDeletePlan, usePlans, type Schemas } from '@clinic/api-client';
import { canChangeRecord, Messages } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { ConfirmDelete, formatDate, listOf, PagedList, PageTitle, usePaging, useRole } from '@clinic/ui';

type Plan = Schemas['PlanDto'];
/** `/nutritionPlansList`: plans, newest first; New Plan, Edit and Delete only for practitioners. */
export function PlanListPage() {
  const { user, clinician } = useRole();
  const notify = useNotify();
  const paging = usePaging();
  const plans = usePlans({ page: paging.page, limit: paging.pageSize });
  const remove = useDeletePlan();
  const onDelete = (p: Plan) =>
    remove.mutate(p._id, { onSuccess: () => notify.success(Messages.plans.deleted), onError: () => notify.error(Messages.plans.deleteFailed) });

  const columns: TableColumnsType<Plan> = [
    { title: 'Title', key: 'title', render: (_, p) => <Link to={`/nutrition-plans/${p._id}`}>{p.title}</Link> },
    ...(clinician
      ? [{ title: 'Client', key: 'client', render: (_: unknown, p: Plan) => <Link to={`/admin/clientPlans/${p.client._id}`}>{p.client.name}</Link> }]
      : []),
    { title: 'Nutritionist', key: 'nutritionist', render: (_, p) => p.nutritionist.name },
    { title: 'Starts', key: 'start', render: (_, p) => formatDate(p.startDate) },
    { title: 'Ends', key: 'end', render: (_, p) => (p.endDate ? formatDate(p.endDate) : 'Open-ended') },
    { title: 'Meals', key: 'meals', align: 'right', render: (_, p) => p.meals.length },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, p) => (
        <Space size="small">
          <Link to={`/nutrition-plans/${p._id}`}>View</Link>
          {canChangeRecord(user, p) && <Link to={`/admin/nutrition-plans/${p._id}/edit`}>Edit</Link>}
          {canChangeRecord(user, p) && (
            <ConfirmDelete what={p.title} title="Delete this plan?" description={`${p.client.name} will no longer see it.`} onConfirm={() => onDelete(p)} />
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
              <Button type="primary">New Plan</Button>
            </Link>
          )
        }
      >
        Nutrition Plans
      </PageTitle>
      <PagedList
        rowKey="_id"
        label="Nutrition plans"
        columns={columns}
        {...listOf(plans)}
        {...paging}
        emptyText={plans.isError ? Messages.plans.loadFailed : Messages.plans.noneFound}
      />
    </div>
  );
}
