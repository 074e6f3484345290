import { Alert, Button, Result, Skeleton, Space } from 'antd';
import { Link } from '@clinic/router';
import { useMyAvailability } from '@clinic/api-client';
import { Messages } from '@clinic/contracts';
import { PageTitle } from '@clinic/ui';
import { DateOverrides } from './date-overrides';
import { WeeklyEditor } from './weekly-editor';

/**
 * `/admin/myAvailability`: the signed-in practitioner's week, edited in place (add, change, remove,
 * open or block each slot), and their time off and extra hours. The spec's four editors stay one
 * click away and change the same week.
 */
export function MyAvailabilityPage() {
  const week = useMyAvailability();
  return (
    <div>
      <PageTitle
        extra={
          <Space wrap>
            <Link to="/admin/setAvailability">
              <Button>Add slots</Button>
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
        <>
          {week.data.data.length === 0 && <Alert type="info" showIcon message={Messages.availability.youHaveNone} style={{ marginBottom: 12 }} />}
          <WeeklyEditor days={week.data.data} />
        </>
      )}
      <DateOverrides />
    </div>
  );
}
