import { Button, Descriptions, Drawer, Space } from 'antd';
import type { Schemas } from '@clinic/api-client';
import { type AppointmentStatus, formatRupees, MODE_LABELS, SESSION_TYPE_LABELS } from '@clinic/contracts';
import { Link } from '@clinic/router';
import { formatDate, formatTimeRange, PaymentTag, StatusTag, useIsPhone } from '@clinic/ui';
import { CancelAppointmentDialog } from '../../schedule/components/cancel-appointment-dialog';
import { useStatusChange } from '../../schedule/components/use-status-change';

type Appointment = Schemas['AppointmentDto'];

const NEXT: Partial<Record<AppointmentStatus, { status: AppointmentStatus; label: string }>> = {
  pending: { status: 'confirmed', label: 'Confirm' },
  confirmed: { status: 'completed', label: 'Complete' },
};

/** One appointment from the calendar: its facts and the usual next steps, without leaving the week. */
export function AppointmentDrawer({ appointment, onClose }: { appointment?: Appointment; onClose: () => void }) {
  const isPhone = useIsPhone();
  const { setStatus, cancelling, setCancelling, pending, isBusy } = useStatusChange();
  const a = appointment;
  const next = a ? NEXT[a.status] : undefined;
  return (
    <>
      <Drawer open={Boolean(a)} onClose={onClose} title={a ? `${a.client.name} · ${formatTimeRange(a.startTime, a.endTime)}` : ''} width={isPhone ? '100%' : 420}>
        {a && (
          <Space direction="vertical" size="large" style={{ width: '100%' }}>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label="Date">{formatDate(a.date)}</Descriptions.Item>
              <Descriptions.Item label="Time">{formatTimeRange(a.startTime, a.endTime)}</Descriptions.Item>
              <Descriptions.Item label="Client">{a.client.name}</Descriptions.Item>
              <Descriptions.Item label="Nutritionist">{a.nutritionist.name}</Descriptions.Item>
              <Descriptions.Item label="Session">{`${SESSION_TYPE_LABELS[a.sessionType]} · ${MODE_LABELS[a.mode]}`}</Descriptions.Item>
              <Descriptions.Item label="Status">
                <StatusTag status={a.status} />
              </Descriptions.Item>
              <Descriptions.Item label="Payment">
                <PaymentTag status={a.paymentStatus} /> {formatRupees(a.price)}
              </Descriptions.Item>
              {a.notes ? <Descriptions.Item label="Notes">{a.notes}</Descriptions.Item> : null}
            </Descriptions>
            <Space wrap>
              {next && (
                <Button type="primary" loading={isBusy(a)} onClick={() => setStatus(a, next.status)}>
                  {next.label}
                </Button>
              )}
              {(a.status === 'pending' || a.status === 'confirmed') && (
                <Button danger disabled={isBusy(a)} onClick={() => setCancelling(a)}>
                  Cancel appointment
                </Button>
              )}
              <Link to={`/appointments/${a._id}/view`}>
                <Button>Open details</Button>
              </Link>
            </Space>
          </Space>
        )}
      </Drawer>
      <CancelAppointmentDialog
        appointment={cancelling}
        busy={pending}
        onCancel={(reason) => cancelling && setStatus(cancelling, 'cancelled', reason || undefined)}
        onClose={() => setCancelling(undefined)}
      />
    </>
  );
}
