import { Button, Empty, Result, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useDatedAvailability } from '@clinic/api-client';
import { Messages } from '@clinic/contracts';
import { useClinic } from '@clinic/host';
import { Link } from '@clinic/router';
import { clinicToday, formatDate, formatTimeRange } from '@clinic/ui';
import { DatedLegend, STATE_TAGS } from './dated-legend';
import { bookingLink, DATED_PAGES, datesToShow, pageRange } from './dated-slots';

/** The next weeks on real dates: every session free, booked, blocked or on time off; a free one starts a booking. */
export function DatedAvailability({ nutritionist }: { nutritionist: string }) {
  const { timeZone } = useClinic();
  const [page, setPage] = useState(0);
  const { from, to } = pageRange(clinicToday(timeZone), page);
  const dated = useDatedAvailability(nutritionist, from, to);
  const days = datesToShow(dated.data?.days ?? []);
  return (
    <section aria-label="Dates ahead" style={{ marginTop: 24 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {formatDate(from)} – {formatDate(to)}
        </Typography.Title>
        <Space>
          <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
            Earlier
          </Button>
          <Button disabled={page === DATED_PAGES - 1} onClick={() => setPage(page + 1)}>
            Later
          </Button>
        </Space>
      </div>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        Times are the clinic&apos;s.
      </Typography.Paragraph>
      <DatedLegend />
      {dated.isPending ? (
        <Skeleton active />
      ) : dated.isError ? (
        <Result status="warning" title={Messages.appointments.loadAvailabilityFailed} />
      ) : days.length === 0 ? (
        <Empty description={Messages.availability.nutritionistHasNone} />
      ) : (
        <div style={{ background: '#fff', border: '1px solid #e8ece8', borderRadius: 8 }}>
          {days.map((day, i) => (
            <div key={day.date} role="group" aria-label={formatDate(day.date)} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, padding: '10px 14px', borderTop: i ? '1px solid #eef1ee' : undefined }}>
              <strong style={{ width: 130, flexShrink: 0 }}>{formatDate(day.date).replace(/ \d{4}$/, '')}</strong>
              <Space wrap size={[6, 6]} style={{ flex: 1, minWidth: 0 }}>
                {day.timeOff ? (
                  <Tag color={STATE_TAGS['time-off'].color} title={STATE_TAGS['time-off'].explain}>
                    Time off
                  </Tag>
                ) : (
                  day.slots.map((slot) => {
                    const text = formatTimeRange(slot.startTime, slot.endTime);
                    const tag = STATE_TAGS[slot.state];
                    return slot.state === 'free' ? (
                      <Link key={slot.startTime} to={bookingLink(nutritionist, day.date, slot)} aria-label={`Book ${text} on ${formatDate(day.date)}`}>
                        <Tag color={tag.color} style={{ cursor: 'pointer', margin: 0 }}>
                          {text}
                        </Tag>
                      </Link>
                    ) : (
                      <Tag key={slot.startTime} color={tag.color} title={tag.explain} aria-label={`${text} ${tag.label}`} style={{ margin: 0, opacity: slot.state === 'past' ? 0.6 : 1, textDecoration: slot.state === 'blocked' ? 'line-through' : undefined }}>
                        {text}
                      </Tag>
                    );
                  })
                )}
              </Space>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
