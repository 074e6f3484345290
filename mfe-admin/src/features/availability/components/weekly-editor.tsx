import { type AvailabilityDay, WEEKDAYS } from '@clinic/contracts';
import { WeekdayEditor } from './weekday-editor';

/** The whole repeating week on one screen, Monday to Sunday, every day editable in place. */
export function WeeklyEditor({ days }: { days: readonly AvailabilityDay[] }) {
  return (
    <div aria-label="Weekly availability" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 270px), 1fr))', gap: 12 }}>
      {WEEKDAYS.map((day) => (
        <WeekdayEditor key={day} day={day} slots={days.find((d) => d.dayOfWeek === day)?.slots ?? []} />
      ))}
    </div>
  );
}
