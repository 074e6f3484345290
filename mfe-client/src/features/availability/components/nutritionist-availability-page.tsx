import { Result, Select } from 'antd';
import { useEffect, useMemo } from 'react';
import { Link, useNavigate, useParams } from '@clinic/router';
import { useNutritionistAvailability, useNutritionists } from '@clinic/api-client';
import { useMessages, useTranslation } from '@clinic/i18n';
import { Button, PageTitle, Pending, Space, WeekView } from '@clinic/ui';
import { DatedAvailability } from './dated-availability';

/**
 * `/nutritionistAvailability/{id}`: a nutritionist's week, read-only, and the next weeks on real dates. Without an id it offers a
 * picker, or goes straight to the clinic's only nutritionist.
 */
export function NutritionistAvailabilityPage() {
  const { t } = useTranslation('client');
  const m = useMessages();
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
              <Button type="primary">{current ? t('availability.bookWith', { name: current.name }) : t('availability.bookWithThis')}</Button>
            </Link>
          )
        }
      >
        {t('availability.title')}
      </PageTitle>
      <Space style={{ marginBottom: 16 }}>
        <Select
          style={{ minWidth: 280 }}
          placeholder={t('common.chooseNutritionist')}
          aria-label={t('common.nutritionist')}
          loading={nutritionists.isPending}
          value={id}
          showSearch={{ optionFilterProp: 'label' }}
          options={list.map((n) => ({ value: n._id, label: n.name }))}
          onChange={(value: string) => navigate(`/nutritionistAvailability/${value}`)}
          // Choosing whose hours to read asks nothing of the server: on offline, with the hours kept.
          disabled={false}
        />
      </Space>
      {nutritionists.isError && <Result status="warning" title={m.users.loadNutritionistsFailed} />}
      {id &&
        (week.isPending ? (
          <Pending query={week} />
        ) : week.isError ? (
          <Result status="warning" title={t('availability.loadFailed')} />
        ) : (
          <>
            <WeekView days={week.data.data} emptyText={m.availability.nutritionistHasNone} />
            <DatedAvailability nutritionist={id} />
          </>
        ))}
    </div>
  );
}
