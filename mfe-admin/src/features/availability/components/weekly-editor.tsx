import { type AvailabilityDay, WEEKDAYS } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { WeekdayEditor } from './weekday-editor';

/** The whole repeating week on one screen, Monday to Sunday, every day editable in place. */
export function WeeklyEditor({ days }: { days: readonly AvailabilityDay[] }) {
  const { t } = useTranslation('admin');
  return (
    <div aria-label={t('availability.week.label')} style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 270px), 1fr))', gap: 12 }}>
      {WEEKDAYS.map((day) => (
        <WeekdayEditor key={day} day={day} slots={days.find((d) => d.dayOfWeek === day)?.slots ?? []} />
      ))}
    </div>
  );
}
