import { TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { TimeRange } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { dayjsToTime, keepEnterInPicker, timeToDayjs } from '@clinic/ui';

export interface SlotValue {
  startTime?: string;
  endTime?: string;
}

/** One slot as a start–end pair on the 30-minute grid (a Form control: value/onChange). */
export function SlotRangePicker({ value, onChange, id }: { value?: SlotValue; onChange?: (value: SlotValue) => void; id?: string }) {
  const { t } = useTranslation('admin');
  const current: [Dayjs | null, Dayjs | null] = [
    value?.startTime ? timeToDayjs(value.startTime) : null,
    value?.endTime ? timeToDayjs(value.endTime) : null,
  ];
  return (
    <TimePicker.RangePicker
      id={id}
      format="HH:mm"
      onKeyDown={keepEnterInPicker}
      minuteStep={30}
      showNow={false}
      needConfirm={false}
      order
      value={current}
      placeholder={[t('availability.slot.start'), t('availability.slot.end')]}
      onChange={(range) =>
        onChange?.({
          startTime: range?.[0] ? dayjsToTime(range[0]) : undefined,
          endTime: range?.[1] ? dayjsToTime(range[1]) : undefined,
        })
      }
    />
  );
}

export const isComplete = (slot: SlotValue | undefined): slot is TimeRange => Boolean(slot?.startTime && slot?.endTime);
