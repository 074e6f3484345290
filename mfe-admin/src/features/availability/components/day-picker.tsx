import { Select } from 'antd';
import type { AvailabilityDay, Weekday } from '@clinic/contracts';

/** Choose one of the days that have availability (the edit screens work on existing days). */
export function DayPicker({ days, value, onChange }: { days: readonly AvailabilityDay[]; value?: Weekday; onChange: (day: Weekday) => void }) {
  return (
    <Select<Weekday>
      placeholder="Choose a day"
      aria-label="Day"
      value={value}
      onChange={onChange}
      style={{ width: 240 }}
      options={days.map((d) => ({ value: d.dayOfWeek, label: `${d.dayOfWeek} (${d.slots.length} slot${d.slots.length === 1 ? '' : 's'})` }))}
    />
  );
}
