import { Button, Result, Select, Skeleton, Space } from 'antd';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from '@clinic/router';
import { useNutritionistAvailability, useNutritionists } from '@clinic/api-client';
import { Messages } from '@clinic/contracts';
import { PageTitle, WeekView } from '@clinic/ui';
import { DatedAvailability } from './dated-availability';

/**
 * `/nutritionistAvailability/{id}`: a nutritionist's week, read-only, and the next weeks on real dates. Without an id it offers a
 * picker, or goes straight to the clinic's only nutritionist.
 */
export function NutritionistAvailabilityPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const nutritionists = useNutritionists();
  const week = useNutritionistAvailability(id);
  const list = useMemo(() => nutritionists.data?.data ?? [], [nutritionists.data]);
  const current = list.find((n) => n._id === id);

  useEffect(() => {
    if (!id && list.length === 1) navigate(`/nutritionistAvailability/${list[0]._id}`, { replace: true });
  }, [id, list, navigate]);

  return (
    <div>
      <PageTitle
        extra={
          id && (
            <Link to={`/appointmentForm?nutritionist=${id}`}>
              <Button type="primary">Book with {current?.name ?? 'this nutritionist'}</Button>
            </Link>
          )
        }
      >
        Nutritionist Availability
      </PageTitle>
      <Space style={{ marginBottom: 16 }}>
        <Select
          style={{ minWidth: 280 }}
          placeholder="Choose a nutritionist"
          aria-label="Nutritionist"
          loading={nutritionists.isPending}
          value={id}
          showSearch={{ optionFilterProp: 'label' }}
          options={list.map((n) => ({ value: n._id, label: n.name }))}
          onChange={(value: string) => navigate(`/nutritionistAvailability/${value}`)}
        />
      </Space>
      {nutritionists.isError && <Result status="warning" title={Messages.users.loadNutritionistsFailed} />}
      {id &&
        (week.isPending ? (
          <Skeleton active />
        ) : week.isError ? (
          <Result status="warning" title="Failed to load availability." />
        ) : (
          <>
            <WeekView days={week.data.data} emptyText={Messages.availability.nutritionistHasNone} />
            <DatedAvailability nutritionist={id} />
          </>
        ))}
    </div>
  );
}
