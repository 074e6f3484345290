import { Button, Empty, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { errorMessage, useDeleteAvailabilityDay, useMyAvailability } from '@clinic/api-client';
import type { Weekday } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { PageTitle, Pending } from '@clinic/ui';
import { DayPicker } from './day-picker';

/** `/admin/deleteAvailability`: remove a whole weekday, after confirmation. */
export function DeleteAvailabilityPage() {
  const { t } = useTranslation('admin');
  const m = useMessages();
  const notify = useNotify();
  const week = useMyAvailability();
  const remove = useDeleteAvailabilityDay();
  const [day, setDay] = useState<Weekday>();
  const days = week.data?.data ?? [];
  const dayName = day ? t(`availability.weekdays.${day}`) : '';

  if (week.isPending) return <Pending query={week} />;
  return (
    <div style={{ maxWidth: 560 }}>
      <PageTitle>{t('availability.delete.title')}</PageTitle>
      {days.length === 0 ? (
        <Empty description={m.availability.youHaveNone} />
      ) : (
        <Space>
          <DayPicker days={days} value={day} onChange={setDay} />
          <Popconfirm
            title={t('availability.deleteDay.confirmTitle', { day: dayName })}
            description={t('availability.delete.confirmText')}
            okText={t('availability.delete.ok')}
            okButtonProps={{ danger: true }}
            disabled={!day}
            onConfirm={() =>
              day &&
              remove.mutate(day, {
                // The server's text is English; the same words are said here in the reader's language.
                onSuccess: () => {
                  notify.success(t('availability.deleteDay.done', { day: dayName }));
                  setDay(undefined);
                },
                onError: (error) => notify.error(errorMessage(error, m.availability.deleteFailed)),
              })
            }
          >
            <Button danger disabled={!day} loading={remove.isPending}>
              {t('availability.deleteDay.button')}
            </Button>
          </Popconfirm>
        </Space>
      )}
    </div>
  );
}
