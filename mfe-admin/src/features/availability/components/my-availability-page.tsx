import { Button, Result, Skeleton } from 'antd';
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
          <Link to="/admin/setAvailability">
            <Button type="primary">Add slots</Button>
          </Link>
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
