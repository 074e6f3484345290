import { Card, Empty, Space, Typography } from 'antd';
import type { Schemas } from '@clinic/api-client';
import { type DatedDay, MODE_LABELS, SESSION_TYPE_LABELS } from '@clinic/contracts';
import { formatTimeRange, StatusTag } from '@clinic/ui';
import { workingBlocks } from './calendar-layout';

type Appointment = Schemas['AppointmentDto'];

/** A phone's calendar: the day's working hours in one line, then each appointment as a card. */
export function DayList({ appointments, day, onOpen }: { appointments: Appointment[]; day?: DatedDay; onOpen: (id: string) => void }) {
  const blocks = workingBlocks(day).filter((b) => !b.blocked);
  return (
    <Space direction="vertical" style={{ width: '100%' }} aria-label="Appointments of the day">
      <Typography.Text type="secondary">
        {day?.timeOff ? 'Time off' : blocks.length ? `Working ${blocks.map((b) => formatTimeRange(b.startTime, b.endTime)).join(', ')}` : day ? 'No working hours' : ''}
      </Typography.Text>
      {appointments.length === 0 && <Empty description="No appointments on this day." />}
      {appointments.map((a) => (
        <Card key={a._id} size="small" hoverable onClick={() => onOpen(a._id)} role="button">
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <strong>{formatTimeRange(a.startTime, a.endTime)}</strong>
            <StatusTag status={a.status} />
          </div>
          <div>{a.client.name}</div>
          <Typography.Text type="secondary">
            {SESSION_TYPE_LABELS[a.sessionType]} · {MODE_LABELS[a.mode]}
          </Typography.Text>
        </Card>
      ))}
    </Space>
  );
}
