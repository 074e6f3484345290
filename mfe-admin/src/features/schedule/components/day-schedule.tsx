import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from '@clinic/router';
import { errorMessage, useUpdateAppointment, type Schemas } from '@clinic/api-client';
import { type AppointmentStatus, formatRupees, Messages, MODE_LABELS, SESSION_TYPE_LABELS } from '@clinic/contracts';
import { useCurrentUser, useNotify } from '@clinic/host';
import { formatTimeRange, PaymentTag, StatusTag } from '@clinic/ui';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';

type Appointment = Schemas['AppointmentDto'];

/** The next step a practitioner usually takes from each status, offered as one click. */
const NEXT: Partial<Record<AppointmentStatus, { status: AppointmentStatus; label: string }>> = {
  pending: { status: 'confirmed', label: 'Confirm' },
  confirmed: { status: 'completed', label: 'Complete' },
};

/** A day's appointments in time order, with quick status changes (today's and by-date screens). */
export function DaySchedule({ appointments, loading, emptyText }: { appointments?: Appointment[]; loading: boolean; emptyText: string }) {
  const user = useCurrentUser();
  const notify = useNotify();
  const update = useUpdateAppointment();
  const [cancelling, setCancelling] = useState<Appointment>();
  const setStatus = (a: Appointment, status: AppointmentStatus, cancelReason?: string) =>
    update.mutate(
      { id: a._id, body: status === 'cancelled' ? { status, cancelReason } : { status } },
      {
        onSuccess: () => {
          notify.success(status === 'cancelled' ? Messages.appointments.cancelled : Messages.appointments.updated);
          setCancelling(undefined);
        },
        onError: (error) => notify.error(errorMessage(error, 'Failed to update appointment')),
      },
    );

  const columns: TableColumnsType<Appointment> = [
    { title: 'Time', key: 'time', render: (_, a) => formatTimeRange(a.startTime, a.endTime) },
    { title: 'Client', key: 'client', render: (_, a) => a.client.name },
    ...(user?.role === 'admin' ? [{ title: 'Nutritionist', key: 'nutritionist', render: (_: unknown, a: Appointment) => a.nutritionist.name }] : []),
    { title: 'Session', key: 'session', render: (_, a) => `${SESSION_TYPE_LABELS[a.sessionType]} · ${MODE_LABELS[a.mode]}` },
    { title: 'Status', key: 'status', render: (_, a) => <StatusTag status={a.status} /> },
    { title: 'Payment', key: 'payment', render: (_, a) => <PaymentTag status={a.paymentStatus} /> },
    { title: 'Price', key: 'price', align: 'right', render: (_, a) => formatRupees(a.price) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, a) => {
        const next = NEXT[a.status];
        const busy = update.isPending && update.variables?.id === a._id;
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
        busy={update.isPending}
        onCancel={(reason) => cancelling && setStatus(cancelling, 'cancelled', reason || undefined)}
        onClose={() => setCancelling(undefined)}
      />
    </>
  );
}

