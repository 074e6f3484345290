import { Empty, Skeleton, Switch, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage, useMyAvailability, useSetSlotStatus } from '@clinic/api-client';
import { Messages, type Weekday } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { formatTimeRange, PageTitle } from '@clinic/ui';
import { DayPicker } from './day-picker';

/** `/admin/updateSlotStatus`: mark slots booked (not offered to clients) or available. */
export function UpdateSlotStatusPage() {
  const notify = useNotify();
  const week = useMyAvailability();
  const setStatus = useSetSlotStatus();
  const [day, setDay] = useState<Weekday>();
  const days = week.data?.data ?? [];
  const slots = days.find((d) => d.dayOfWeek === day)?.slots ?? [];

  if (week.isPending) return <Skeleton active />;
  return (
    <div style={{ maxWidth: 560 }}>
      <PageTitle>Update Slot Status</PageTitle>
      {days.length === 0 ? (
        <Empty description={Messages.availability.youHaveNone} />
      ) : (
        <>
          <DayPicker days={days} value={day} onChange={setDay} />
          {day && (
            <ul aria-label={`${day} slots`} style={{ listStyle: 'none', margin: '16px 0 0', padding: 0, background: '#fff', border: '1px solid #e8ece8', borderRadius: 8 }}>
              {slots.map((slot, index) => (
                <li
                  key={slot.startTime}
                  style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '12px 16px', borderTop: index ? '1px solid #eef1ee' : undefined }}
                >
                  <Typography.Text strong>{formatTimeRange(slot.startTime, slot.endTime)}</Typography.Text>
                  <Switch
                    checked={slot.isBooked}
                    checkedChildren="Booked"
                    unCheckedChildren="Available"
                    loading={setStatus.isPending && setStatus.variables?.startTime === slot.startTime}
                    aria-label={`${formatTimeRange(slot.startTime, slot.endTime)} booked`}
                    onChange={(isBooked) =>
                      setStatus.mutate(
                        { dayOfWeek: day, startTime: slot.startTime, endTime: slot.endTime, isBooked },
                        {
                          onSuccess: () => notify.success(Messages.availability.slotStatusUpdated),
                          onError: (error) => notify.error(errorMessage(error, Messages.availability.updateSlotStatusFailed)),
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
