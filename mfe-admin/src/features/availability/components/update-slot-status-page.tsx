import { Empty, Switch } from 'antd';
import { useState } from 'react';
import { errorMessage, useMyAvailability, useSetSlotStatus } from '@clinic/api-client';
import type { Weekday } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { formatTimeRange, PageTitle, Text, Pending } from '@clinic/ui';
import { DayPicker } from './day-picker';

/** `/admin/updateSlotStatus`: mark slots booked (not offered to clients) or available. */
export function UpdateSlotStatusPage() {
  const { t } = useTranslation('admin');
  const m = useMessages();
  const notify = useNotify();
  const week = useMyAvailability();
  const setStatus = useSetSlotStatus();
  const [day, setDay] = useState<Weekday>();
  const days = week.data?.data ?? [];
  const slots = days.find((d) => d.dayOfWeek === day)?.slots ?? [];

  if (week.isPending) return <Pending query={week} />;
  return (
    <div style={{ maxWidth: 560 }}>
      <PageTitle>{t('availability.status.title')}</PageTitle>
      {days.length === 0 ? (
        <Empty description={m.availability.youHaveNone} />
      ) : (
        <>
          <DayPicker days={days} value={day} onChange={setDay} />
          {day && (
            <ul aria-label={t('availability.status.list', { day: t(`availability.weekdays.${day}`) })} style={{ listStyle: 'none', margin: '16px 0 0', padding: 0, background: '#fff', border: '1px solid #e8ece8', borderRadius: 8 }}>
              {slots.map((slot, index) => (
                <li
                  key={slot.startTime}
                  style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '12px 16px', borderTop: index ? '1px solid #eef1ee' : undefined }}
                >
                  <Text strong>{formatTimeRange(slot.startTime, slot.endTime)}</Text>
                  <Switch
                    checked={slot.isBooked}
                    checkedChildren={t('availability.status.booked')}
                    unCheckedChildren={t('availability.status.available')}
                    loading={setStatus.isPending && setStatus.variables?.startTime === slot.startTime}
                    aria-label={t('availability.status.switch', { range: formatTimeRange(slot.startTime, slot.endTime) })}
                    onChange={(isBooked) =>
                      setStatus.mutate(
                        { dayOfWeek: day, startTime: slot.startTime, endTime: slot.endTime, isBooked },
                        {
                          onSuccess: () => notify.success(m.availability.slotStatusUpdated),
                          onError: (error) => notify.error(errorMessage(error, m.availability.updateSlotStatusFailed)),
                        },
                      )
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
