import { Button, Result, Skeleton, Space } from 'antd';
import { Link } from '@clinic/router';
import { useMyAvailability } from '@clinic/api-client';
import { Messages } from '@clinic/contracts';
import { PageTitle, WeekView } from '@clinic/ui';

/** `/admin/myAvailability`: the signed-in practitioner's week. */
export function MyAvailabilityPage() {
  const week = useMyAvailability();
  return (
    <div>
      <PageTitle
        extra={
          // Every availability editor starts from here, so each spec route is one click away.
          <Space wrap>
            <Link to="/admin/setAvailability">
              <Button type="primary">Add slots</Button>
            </Link>
            <Link to="/admin/updateSlots">
              <Button>Update slots</Button>
            </Link>
            <Link to="/admin/updateSlotStatus">
              <Button>Slot status</Button>
            </Link>
            <Link to="/admin/deleteAvailability">
              <Button danger>Delete a day</Button>
            </Link>
          </Space>
        }
      >
        My Availability
      </PageTitle>
      {week.isPending ? (
        <Skeleton active />
      ) : week.isError ? (
        <Result status="warning" title="Failed to load availability." />
      ) : (
        <WeekView days={week.data.data} emptyText={Messages.availability.youHaveNone} />
      )}
    </div>
  );
}
