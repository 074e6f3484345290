import { Space, Tag } from 'antd';
import type { DatedDay, DatedSlotState } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { Link } from '@clinic/router';
import { formatDate, formatTimeRange } from '@clinic/ui';
import { STATE_COLORS, useSlotStates } from './dated-legend';
import { bookingLink } from './dated-slots';

const TIME_OFF: DatedSlotState = 'time-off';

/** One date: its sessions, a free one a link into the booking form; a day of time off says so once. */
export function DatedDayRow({ day, nutritionist, first }: { day: DatedDay; nutritionist: string; first: boolean }) {
  const { t } = useTranslation('client');
  const states = useSlotStates();
  return (
    <div role="group" aria-label={formatDate(day.date)} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: '10px 14px', borderTop: first ? undefined : '1px solid #eef1ee' }}>
      <strong style={{ width: 110, flexShrink: 0 }}>{formatDate(day.date).replace(/ \d{4}$/, '')}</strong>
      <Space wrap size={[6, 6]} style={{ flex: 1, minWidth: 0 }}>
        {day.timeOff ? (
          <Tag color={STATE_COLORS[TIME_OFF]} title={states.explain(TIME_OFF)}>
            {states.label(TIME_OFF)}
          </Tag>
        ) : (
          day.slots.map((slot) => {
            const text = formatTimeRange(slot.startTime, slot.endTime);
            if (slot.state === 'free') {
              return (
                <Link key={slot.startTime} to={bookingLink(nutritionist, day.date, slot)} aria-label={t('availability.dated.book', { time: text, date: formatDate(day.date) })}>
                  <Tag color={STATE_COLORS.free} style={{ cursor: 'pointer', margin: 0 }}>
                    {text}
                  </Tag>
                </Link>
              );
            }
            return (
              <Tag
                key={slot.startTime}
                color={STATE_COLORS[slot.state]}
                title={states.explain(slot.state)}
                aria-label={t('availability.dated.slot', { time: text, state: states.label(slot.state) })}
                style={{ margin: 0, opacity: slot.state === 'past' ? 0.6 : 1, textDecoration: slot.state === 'blocked' ? 'line-through' : undefined }}
              >
                {text}
              </Tag>
            );
          })
        )}
      </Space>
    </div>
  );
}
