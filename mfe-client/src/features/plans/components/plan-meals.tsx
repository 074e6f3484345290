import { Text, Title } from '@clinic/ui';
import { Space, Table } from 'antd';
import type { groupMeals } from '@clinic/contracts';
import { formatNumber, useTranslation } from '@clinic/i18n';

/** A plan's meals grouped by meal time, with the calories of each group and of the whole day. */
export function PlanMeals({ groups, totalCalories }: ReturnType<typeof groupMeals>) {
  const { t } = useTranslation('client');
  const kcal = (n: number) => t('plans.kcal', { value: formatNumber(n) });
  return (
    <>
      {groups.map((group) => (
        <section key={group.mealTime} aria-label={t(`labels.mealTime.${group.mealTime}`)} style={{ marginBottom: 16 }}>
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Title level={4} style={{ margin: 0 }}>
              {t(`labels.mealTime.${group.mealTime}`)}
            </Title>
            <Text strong data-testid={`calories-${group.mealTime}`}>
              {kcal(group.calories)}
            </Text>
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
          <Text strong style={{ fontSize: 16 }}>
            {t('plans.dayTotal')} <span data-testid="calories-total">{kcal(totalCalories)}</span>
          </Text>
        </div>
      )}

    </>
  );
}
