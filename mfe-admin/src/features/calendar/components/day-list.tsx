import { Card, Empty, Space } from 'antd';
import type { Schemas } from '@clinic/api-client';
import type { DatedDay } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { formatTimeRange, StatusTag, Text } from '@clinic/ui';
import { useAppointmentLabels } from '../../schedule/components/use-appointment-labels';
import { workingBlocks } from './calendar-layout';

type Appointment = Schemas['AppointmentDto'];

/** A phone's calendar: the day's working hours in one line, then each appointment as a card. */
export function DayList({ appointments, day, onOpen }: { appointments: Appointment[]; day?: DatedDay; onOpen: (id: string) => void }) {
  const { t } = useTranslation('admin');
  const labels = useAppointmentLabels();
  const blocks = workingBlocks(day).filter((b) => !b.blocked);
  return (
    <Space direction="vertical" style={{ width: '100%' }} aria-label={t('calendar.dayList.label')}>
      <Text type="secondary">
        {day?.timeOff
          ? t('calendar.timeOff')
          : blocks.length
            ? t('calendar.dayList.working', { ranges: blocks.map((b) => formatTimeRange(b.startTime, b.endTime)).join(', ') })
            : day
              ? t('calendar.dayList.noHours')
              : ''}
      </Text>
      {appointments.length === 0 && <Empty description={t('calendar.dayList.none')} />}
      {appointments.map((a) => (
        <Card key={a._id} size="small" hoverable onClick={() => onOpen(a._id)} role="button">
          <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
            <strong>{formatTimeRange(a.startTime, a.endTime)}</strong>
            <StatusTag status={a.status} />
          </div>
          <div>{a.client.name}</div>
          <Text type="secondary">{labels.sessionAndMode(a)}</Text>
        </Card>
      ))}
    </Space>
  );
}
