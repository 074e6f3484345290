import { Button, theme } from 'antd';
import { Link } from '@clinic/router';
import type { Schemas } from '@clinic/api-client';
import { AppointmentStatus } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { formatTimeRange, Space, StatusTag, Text } from '@clinic/ui';
import { HomePanel, Nothing } from './home-panel';
import { useRowStatus } from './use-row-status';

type Appointment = Schemas['AppointmentDto'];

/** What a practitioner can do from a row: confirm a request, complete a visit, mark a missed one. */
function RowActions({ appointment: a, now }: { appointment: Appointment; now: string }) {
  const { setStatus, busyId } = useRowStatus();
  const { t } = useTranslation('shell');
  const busy = busyId === a._id;
  const started = a.startTime <= now;
  const active = a.status === 'pending' || a.status === 'confirmed';
  return (
    <Space wrap size="small">
      {a.status === 'pending' && (
        <Button size="small" type="primary" loading={busy} onClick={() => void setStatus(a._id, 'confirmed', t('home.today.confirmed'))}>
          {t('home.today.confirm')}
        </Button>
      )}
      {a.status === 'confirmed' && (
        <Button size="small" type="primary" loading={busy} onClick={() => void setStatus(a._id, 'completed', t('home.today.completed'))}>
          {t('home.today.complete')}
        </Button>
      )}
      {active && started && (
        <Button size="small" disabled={busy} onClick={() => void setStatus(a._id, AppointmentStatus.NoShow, t('home.today.markedNoShow'))}>
          {t('home.today.noShow')}
        </Button>
      )}
      <Link to={`/appointments/${a._id}/view`}>{t('home.today.view')}</Link>
    </Space>
  );
}

/** Today's appointments as a timeline: time on the left, who and what on the right, the actions below. */
export function TodayTimeline({ appointments, now, showNutritionist }: { appointments: Appointment[]; now: string; showNutritionist: boolean }) {
  const { token } = theme.useToken();
  const { t } = useTranslation('shell');
  return (
    <HomePanel title={t('home.today.title')} extra={<Link to="/admin/today">{t('home.today.open')}</Link>} testId="home-today">
      {appointments.length === 0 ? (
        <Nothing text={t('home.today.none')} />
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('home.today.list')}>
          {appointments.map((a) => (
            <li
              key={a._id}
              data-testid="timeline-row"
              style={{
                display: 'grid',
                gridTemplateColumns: '92px 1fr',
                gap: 12,
                padding: '10px 0',
                borderTop: `1px solid ${token.colorBorderSecondary}`,
                opacity: a.status === 'cancelled' ? 0.6 : 1,
              }}
            >
              <div style={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{formatTimeRange(a.startTime, a.endTime)}</div>
              <div style={{ minWidth: 0 }}>
                <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
                  <strong>{a.client.name}</strong>
                  <StatusTag status={a.status} />
                </div>
                <Text type="secondary">
                  {t(`labels.sessionType.${a.sessionType}`)} · {t(`labels.mode.${a.mode}`)}
                  {showNutritionist && ` · ${a.nutritionist.name}`}
                </Text>
                <div style={{ marginTop: 6 }}>
                  <RowActions appointment={a} now={now} />
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </HomePanel>
  );
}
