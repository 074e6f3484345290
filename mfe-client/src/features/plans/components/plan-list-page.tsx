import { Button, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from '@clinic/router';
import { useDeletePlan, usePlans, type Schemas } from '@clinic/api-client';
import { canChangeRecord, isClinician, Messages } from '@clinic/contracts';
import { useCurrentUser, useNotify } from '@clinic/host';
import { formatDate, PageTitle } from '@clinic/ui';

type Plan = Schemas['PlanDto'];
const PAGE_SIZE = 20;

/** `/nutritionPlansList`: plans, newest first; New Plan, Edit and Delete only for practitioners. */
export function PlanListPage() {
  const user = useCurrentUser();
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const plans = usePlans({ page, limit: PAGE_SIZE });
  const remove = useDeletePlan();
  const clinician = isClinician(user?.role);

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
            <Popconfirm
              title="Delete this plan?"
              description={`${p.client.name} will no longer see it.`}
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                remove.mutate(p._id, {
                  onSuccess: () => notify.success(Messages.plans.deleted),
                  onError: () => notify.error(Messages.plans.deleteFailed),
                })
              }
            >
              <Button type="link" danger style={{ padding: 0 }} aria-label={`Delete ${p.title}`}>
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
      <Table<Plan>
        rowKey="_id"
        columns={columns}
        dataSource={plans.data?.data}
        loading={plans.isFetching}
        locale={{ emptyText: plans.isError ? Messages.plans.loadFailed : Messages.plans.noneFound }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: plans.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        scroll={{ x: true }}
      />
    </div>
  );
}
