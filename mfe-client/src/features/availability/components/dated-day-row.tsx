import { Space, Tag } from 'antd';
import type { DatedDay } from '@clinic/contracts';
import { Link } from '@clinic/router';
import { formatDate, formatTimeRange } from '@clinic/ui';
import { explain, STATE_TAGS } from './dated-legend';
import { bookingLink } from './dated-slots';

/** One date: its sessions, a free one a link into the booking form; a day of time off says so once. */
export function DatedDayRow({ day, nutritionist, first }: { day: DatedDay; nutritionist: string; first: boolean }) {
  return (
    <div role="group" aria-label={formatDate(day.date)} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: '10px 14px', borderTop: first ? undefined : '1px solid #eef1ee' }}>
      <strong style={{ width: 110, flexShrink: 0 }}>{formatDate(day.date).replace(/ \d{4}$/, '')}</strong>
      <Space wrap size={[6, 6]} style={{ flex: 1, minWidth: 0 }}>
        {day.timeOff ? (
          <Tag color={STATE_TAGS['time-off'].color} title={explain('time-off')}>
            Time off
          </Tag>
        ) : (
          day.slots.map((slot) => {
            const text = formatTimeRange(slot.startTime, slot.endTime);
            const tag = STATE_TAGS[slot.state];
            if (slot.state === 'free') {
              return (
                <Link key={slot.startTime} to={bookingLink(nutritionist, day.date, slot)} aria-label={`Book ${text} on ${formatDate(day.date)}`}>
                  <Tag color={tag.color} style={{ cursor: 'pointer', margin: 0 }}>
                    {text}
                  </Tag>
                </Link>
              );
            }
            return (
              <Tag
                key={slot.startTime}
                color={tag.color}
                title={explain(slot.state)}
                aria-label={`${text} ${tag.label}`}
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
