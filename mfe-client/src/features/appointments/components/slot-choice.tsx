import { Alert, Radio, Skeleton } from 'antd';
import { useMessages, useTranslation } from '@clinic/i18n';
import { formatTimeRange, Space } from '@clinic/ui';
import { slotKey } from './use-day-slots';

interface SlotChoiceProps {
  slots: { startTime: string; endTime: string }[] | undefined;
  failed: boolean;
  value?: string;
  onChange?: (value: string) => void;
}

/** The day's free slots as buttons (a form control: `value` is "HH:mm-HH:mm"), or why there are none. */
export function SlotChoice({ slots, failed, value, onChange }: SlotChoiceProps) {
  const { t } = useTranslation('client');
  const m = useMessages();
  if (failed) return <Alert type="error" showIcon title={m.appointments.loadAvailabilityFailed} />;
  if (!slots) return <Skeleton.Button active />;
  if (slots.length === 0) return <Alert type="info" showIcon title={m.appointments.noSlots} />;
  return (
    <Radio.Group optionType="button" buttonStyle="solid" aria-label={t('appointments.slots.label')} value={value} onChange={(e) => onChange?.(e.target.value as string)}>
      <Space wrap>
        {slots.map((s) => (
          <Radio.Button key={slotKey(s)} value={slotKey(s)}>
            {formatTimeRange(s.startTime, s.endTime)}
          </Radio.Button>
        ))}
      </Space>
    </Radio.Group>
  );
}
