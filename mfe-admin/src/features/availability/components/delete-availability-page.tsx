import { Button, Empty, Popconfirm, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { errorMessage, useDeleteAvailabilityDay, useMyAvailability } from '@clinic/api-client';
import { Messages, type Weekday } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { PageTitle } from '@clinic/ui';
import { DayPicker } from './day-picker';

/** `/admin/deleteAvailability`: remove a whole weekday, after confirmation. */
export function DeleteAvailabilityPage() {
  const notify = useNotify();
  const week = useMyAvailability();
  const remove = useDeleteAvailabilityDay();
  const [day, setDay] = useState<Weekday>();
  const days = week.data?.data ?? [];

  if (week.isPending) return <Skeleton active />;
  return (
    <div style={{ maxWidth: 560 }}>
      <PageTitle>Delete Availability</PageTitle>
      {days.length === 0 ? (
        <Empty description={Messages.availability.youHaveNone} />
      ) : (
        <Space>
          <DayPicker days={days} value={day} onChange={setDay} />
          <Popconfirm
            title={`Delete all of ${day}'s slots?`}
            description="Clients will no longer be able to book that day. Existing appointments stay."
            okText="Delete"
            okButtonProps={{ danger: true }}
            disabled={!day}
            onConfirm={() =>
              day &&
              remove.mutate(day, {
                onSuccess: (result) => {
                  notify.success(result.message);
                  setDay(undefined);
                },
                onError: (error) => notify.error(errorMessage(error, Messages.availability.deleteFailed)),
              })
            }
          >
            <Button danger disabled={!day} loading={remove.isPending}>
              Delete day
            </Button>
          </Popconfirm>
        </Space>
      )}
    </div>
  );
}
