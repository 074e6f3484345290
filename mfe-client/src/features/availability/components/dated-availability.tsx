import { Empty, Result } from 'antd';
import { useState } from 'react';
import { useDatedAvailability } from '@clinic/api-client';
import { useClinic } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { Button, clinicToday, formatDate, Paragraph, Pending, Space, Title } from '@clinic/ui';
import { DatedDayRow } from './dated-day-row';
import { DatedLegend } from './dated-legend';
import { DATED_PAGES, datesToShow, pageRange } from './dated-slots';

/** The next weeks on real dates: every session free, booked, blocked or on time off; a free one starts a booking. */
export function DatedAvailability({ nutritionist }: { nutritionist: string }) {
  const { t } = useTranslation('client');
  const m = useMessages();
  const { timeZone } = useClinic();
  const [page, setPage] = useState(0);
  const { from, to } = pageRange(clinicToday(timeZone), page);
  const dated = useDatedAvailability(nutritionist, from, to);
  const days = datesToShow(dated.data?.days ?? []);
  return (
    <section aria-label={t('availability.dated.label')} style={{ marginTop: 24 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <Title level={4} style={{ margin: 0 }}>
          {formatDate(from)} – {formatDate(to)}
        </Title>
        <Space>
          <Button disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t('availability.dated.earlier')}
          </Button>
          <Button disabled={page === DATED_PAGES - 1} onClick={() => setPage(page + 1)}>
            {t('availability.dated.later')}
          </Button>
        </Space>
      </div>
      <Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('availability.dated.clinicTimes')}
      </Paragraph>
      <DatedLegend />
      {dated.isPending ? (
        <Pending query={dated} />
      ) : dated.isError ? (
        <Result status="warning" title={m.appointments.loadAvailabilityFailed} />
      ) : days.length === 0 ? (
        <Empty description={m.availability.nutritionistHasNone} />
      ) : (
        <div style={{ background: '#fff', border: '1px solid #e8ece8', borderRadius: 8 }}>
          {days.map((day, i) => (
            <DatedDayRow key={day.date} day={day} nutritionist={nutritionist} first={i === 0} />
          ))}
        </div>
      )}
    </section>
  );
}
