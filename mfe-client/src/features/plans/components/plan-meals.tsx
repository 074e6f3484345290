import { Space, Table, Typography } from 'antd';
import { type groupMeals, MEAL_TIME_LABELS } from '@clinic/contracts';

const kcal = (n: number) => `${n.toLocaleString('en-IN')} kcal`;

/** A plan's meals grouped by meal time, with the calories of each group and of the whole day. */
export function PlanMeals({ groups, totalCalories }: ReturnType<typeof groupMeals>) {
  return (
    <>
      {groups.map((group) => (
        <section key={group.mealTime} aria-label={MEAL_TIME_LABELS[group.mealTime]} style={{ marginBottom: 16 }}>
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {MEAL_TIME_LABELS[group.mealTime]}
            </Typography.Title>
            <Typography.Text strong data-testid={`calories-${group.mealTime}`}>
              {kcal(group.calories)}
            </Typography.Text>
          </Space>
          <Table
            size="small"
            rowKey={(_, index) => String(index)}
            pagination={false}
            showHeader={false}
            dataSource={group.items}
            columns={[
              { key: 'description', dataIndex: 'description' },
              { key: 'calories', dataIndex: 'calories', align: 'right', width: 120, render: (c: number) => kcal(c) },
            ]}
            style={{ marginTop: 8 }}
          />
        </section>
      ))}
      {groups.length > 0 && (
        <div style={{ display: 'flex', justifyContent: 'flex-end', borderTop: '2px solid #d5e8da', paddingTop: 8 }}>
          <Typography.Text strong style={{ fontSize: 16 }}>
            Day total: <span data-testid="calories-total">{kcal(totalCalories)}</span>
          </Typography.Text>
        </div>
      )}

    </>
  );
}
