import { Button, Space, Table, type TableColumnsType } from 'antd';
import { Link } from '@clinic/router';
import type { Schemas } from '@clinic/api-client';
import { type AppointmentStatus, formatRupees, MODE_LABELS, SESSION_TYPE_LABELS } from '@clinic/contracts';
import { formatTimeRange, PaymentTag, StatusTag, useRole } from '@clinic/ui';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { useStatusChange } from './use-status-change';

type Appointment = Schemas['AppointmentDto'];

/** The next step a practitioner usually takes from each status, offered as one click. */
const NEXT: Partial<Record<AppointmentStatus, { status: AppointmentStatus; label: string }>> = {
  pending: { status: 'confirmed', label: 'Confirm' },
  confirmed: { status: 'completed', label: 'Complete' },
};

/** A day's appointments in time order, with quick status changes (today's and by-date screens). */
export function DaySchedule({ appointments, loading, emptyText }: { appointments?: Appointment[]; loading: boolean; emptyText: string }) {
  const { is } = useRole();
  const { setStatus, cancelling, setCancelling, pending, isBusy } = useStatusChange();

  const columns: TableColumnsType<Appointment> = [
    { title: 'Time', key: 'time', render: (_, a) => formatTimeRange(a.startTime, a.endTime) },
    { title: 'Client', key: 'client', render: (_, a) => a.client.name },
    ...(is('admin') ? [{ title: 'Nutritionist', key: 'nutritionist', render: (_: unknown, a: Appointment) => a.nutritionist.name }] : []),
    { title: 'Session', key: 'session', render: (_, a) => `${SESSION_TYPE_LABELS[a.sessionType]} · ${MODE_LABELS[a.mode]}` },
    { title: 'Status', key: 'status', render: (_, a) => <StatusTag status={a.status} /> },
    { title: 'Payment', key: 'payment', render: (_, a) => <PaymentTag status={a.paymentStatus} /> },
    { title: 'Price', key: 'price', align: 'right', render: (_, a) => formatRupees(a.price) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, a) => {
        const next = NEXT[a.status];
        const busy = isBusy(a);
        return (
          <Space size="small">
            {next && (
              <Button size="small" type="primary" loading={busy} onClick={() => setStatus(a, next.status)}>
                {next.label}
              </Button>
            )}
            {(a.status === 'pending' || a.status === 'confirmed') && (
              <Button size="small" danger disabled={busy} onClick={() => setCancelling(a)}>
                Cancel
              </Button>
            )}
            <Link to={`/appointments/${a._id}/view`}>View</Link>
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <Table<Appointment>
        rowKey="_id"
        columns={columns}
        dataSource={appointments}
        loading={loading}
        pagination={false}
        locale={{ emptyText }}
        scroll={{ x: true }}
      />
      <CancelAppointmentDialog
        appointment={cancelling}
        busy={pending}
        onCancel={(reason) => cancelling && setStatus(cancelling, 'cancelled', reason || undefined)}
        onClose={() => setCancelling(undefined)}
      />
    </>
  );
}

