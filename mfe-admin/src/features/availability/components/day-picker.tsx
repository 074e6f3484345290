import { Select } from 'antd';
import type { AvailabilityDay, Weekday } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';

/** Choose one of the days that have availability (the edit screens work on existing days). */
export function DayPicker({ days, value, onChange }: { days: readonly AvailabilityDay[]; value?: Weekday; onChange: (day: Weekday) => void }) {
  const { t } = useTranslation('admin');
  return (
    <Select<Weekday>
      placeholder={t('availability.dayPicker.placeholder')}
      aria-label={t('availability.dayPicker.label')}
      value={value}
      onChange={onChange}
      style={{ width: 240 }}
      options={days.map((d) => ({ value: d.dayOfWeek, label: t('availability.dayPicker.option', { day: t(`availability.weekdays.${d.dayOfWeek}`), count: d.slots.length }) }))}
    />
  );
}
