import { Button, Space, Table, type TableColumnsType } from 'antd';
import { Link } from '@clinic/router';
import type { Schemas } from '@clinic/api-client';
import { formatMoney, useTranslation } from '@clinic/i18n';
import { formatTimeRange, PaymentTag, StatusTag, useRole } from '@clinic/ui';
import { CancelAppointmentDialog } from './cancel-appointment-dialog';
import { NEXT_STEP } from './next-step';
import { useAppointmentLabels } from './use-appointment-labels';
import { useStatusChange } from './use-status-change';

type Appointment = Schemas['AppointmentDto'];

/** A day's appointments in time order, with quick status changes (today's and by-date screens). */
export function DaySchedule({ appointments, loading, emptyText }: { appointments?: Appointment[]; loading: boolean; emptyText: string }) {
  const { t } = useTranslation('admin');
  const labels = useAppointmentLabels();
  const { is } = useRole();
  const { setStatus, cancelling, setCancelling, pending, isBusy } = useStatusChange();

  const columns: TableColumnsType<Appointment> = [
    { title: t('schedule.columns.time'), key: 'time', render: (_, a) => formatTimeRange(a.startTime, a.endTime) },
    { title: t('schedule.columns.client'), key: 'client', render: (_, a) => a.client.name },
    ...(is('admin') ? [{ title: t('schedule.columns.nutritionist'), key: 'nutritionist', render: (_: unknown, a: Appointment) => a.nutritionist.name }] : []),
    { title: t('schedule.columns.session'), key: 'session', render: (_, a) => labels.sessionAndMode(a) },
    { title: t('schedule.columns.status'), key: 'status', render: (_, a) => <StatusTag status={a.status} /> },
    { title: t('schedule.columns.payment'), key: 'payment', render: (_, a) => <PaymentTag status={a.paymentStatus} /> },
    { title: t('schedule.columns.price'), key: 'price', align: 'right', render: (_, a) => formatMoney(a.price) },
    {
      title: t('schedule.columns.actions'),
      key: 'actions',
      render: (_, a) => {
        const next = NEXT_STEP[a.status];
        const busy = isBusy(a);
        return (
          <Space size="small">
            {next && (
              <Button size="small" type="primary" loading={busy} onClick={() => setStatus(a, next.status)}>
                {t(`schedule.next.${next.key}`)}
              </Button>
            )}
            {(a.status === 'pending' || a.status === 'confirmed') && (
              <Button size="small" danger disabled={busy} onClick={() => setCancelling(a)}>
                {t('schedule.actions.cancel')}
              </Button>
            )}
            <Link to={`/appointments/${a._id}/view`}>{t('schedule.actions.view')}</Link>
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
