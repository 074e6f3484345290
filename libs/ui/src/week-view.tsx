import { Empty, Tag } from 'antd';
import { type AvailabilityDay, WEEKDAYS } from '@clinic/contracts';
import { formatTimeRange } from './dates';
import { useLabels } from './labels';
import { useUiTranslation } from './i18n';

/**
 * A practitioner's repeating week at a glance: one column per weekday, Monday first, each slot a tag
 * (blocked ones greyed and struck through).
 */
export function WeekView({ days, emptyText }: { days: readonly AvailabilityDay[]; emptyText: string }) {
  const { t } = useUiTranslation();
  const labels = useLabels();
  if (days.length === 0) return <Empty description={emptyText} />;
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(130px, 1fr))', gap: 12 }} aria-label={t('week.label')}>
      {WEEKDAYS.map((weekday) => {
        const day = days.find((d) => d.dayOfWeek === weekday);
        return (
          <section
            key={weekday}
            aria-label={labels.weekday(weekday)}
            style={{ background: '#fff', border: '1px solid #e8ece8', borderRadius: 8, padding: 12, minHeight: 96 }}
          >
            <div style={{ fontWeight: 600, marginBottom: 8 }}>{labels.weekday(weekday)}</div>
            {day?.slots.length ? (
              <div style={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
                {day.slots.map((slot) => (
                  <Tag
                    key={slot.startTime}
                    color={slot.isBooked ? 'default' : 'green'}
                    style={{ margin: 0, textDecoration: slot.isBooked ? 'line-through' : undefined }}
                    title={slot.isBooked ? t('week.notBookable') : t('week.open')}
                  >
                    {formatTimeRange(slot.startTime, slot.endTime)}
                  </Tag>
                ))}
              </div>
            ) : (
              <span style={{ color: '#99a39d' }}>—</span>
            )}
          </section>
        );
      })}
    </div>
  );
}
