import { Button, Space, Typography, theme } from 'antd';
import { Link } from '@clinic/router';
import type { Schemas } from '@clinic/api-client';
import { AppointmentStatus, MODE_LABELS, SESSION_TYPE_LABELS } from '@clinic/contracts';
import { formatTimeRange, StatusTag } from '@clinic/ui';
import { HomePanel, Nothing } from './home-panel';
import { useRowStatus } from './use-row-status';

type Appointment = Schemas['AppointmentDto'];

/** What a practitioner can do from a row: confirm a request, complete a visit, mark a missed one. */
function RowActions({ appointment: a, now }: { appointment: Appointment; now: string }) {
  const { setStatus, busyId } = useRowStatus();
  const busy = busyId === a._id;
  const started = a.startTime <= now;
  const active = a.status === 'pending' || a.status === 'confirmed';
  return (
    <Space wrap size="small">
      {a.status === 'pending' && (
        <Button size="small" type="primary" loading={busy} onClick={() => void setStatus(a._id, 'confirmed', 'Appointment confirmed.')}>
          Confirm
        </Button>
      )}
      {a.status === 'confirmed' && (
        <Button size="small" type="primary" loading={busy} onClick={() => void setStatus(a._id, 'completed', 'Visit completed.')}>
          Complete
        </Button>
      )}
      {active && started && (
        <Button size="small" disabled={busy} onClick={() => void setStatus(a._id, AppointmentStatus.NoShow, 'Marked as a no-show.')}>
          No-show
        </Button>
      )}
      <Link to={`/appointments/${a._id}/view`}>View</Link>
    </Space>
  );
}

/** Today's appointments as a timeline: time on the left, who and what on the right, the actions below. */
export function TodayTimeline({ appointments, now, showNutritionist }: { appointments: Appointment[]; now: string; showNutritionist: boolean }) {
  const { token } = theme.useToken();
  return (
    <HomePanel title="Today's schedule" extra={<Link to="/admin/today">Open</Link>} testId="home-today">
      {appointments.length === 0 ? (
        <Nothing text="Nothing booked for today." />
      ) : (
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Today's appointments">
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
                <Typography.Text type="secondary">
                  {SESSION_TYPE_LABELS[a.sessionType]} · {MODE_LABELS[a.mode]}
                  {showNutritionist && ` · ${a.nutritionist.name}`}
                </Typography.Text>
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
