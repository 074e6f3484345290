import { Space, type TableColumnsType } from 'antd';
import { Link } from '@clinic/router';
import { errorMessage, useDeleteAppointment, type Schemas } from '@clinic/api-client';
import { formatRupees, Messages, MODE_LABELS, SESSION_TYPE_LABELS } from '@clinic/contracts';
import { useClinic, useNotify } from '@clinic/host';
import { clinicNowTime, clinicToday, ConfirmDelete, formatDate, formatTimeRange, PaymentTag, StatusTag, useRole } from '@clinic/ui';
import { AppointmentActions } from './appointment-actions';

type Appointment = Schemas['AppointmentDto'];
export type AppointmentSort = 'date' | '-date' | 'upcoming';

/**
 * The appointment list's columns, the date sortable. The clinic's side may delete any appointment;
 * a client only a pending one that has not started. Reschedule and Cancel follow the clinic's policy.
 */
export function useAppointmentColumns(sort: AppointmentSort): TableColumnsType<Appointment> {
  const { clinician, is } = useRole();
  const { timeZone } = useClinic();
  const notify = useNotify();
  const remove = useDeleteAppointment();
  const today = clinicToday(timeZone);
  const canDelete = (a: Appointment) =>
    clinician || (a.status === 'pending' && (a.date > today || (a.date === today && a.startTime > clinicNowTime(timeZone))));
  const onDelete = (a: Appointment) =>
    remove.mutate(a._id, {
      onSuccess: () => notify.success(Messages.appointments.deleted),
      onError: (error) => notify.error(`${Messages.appointments.deleteFailedPrefix}${errorMessage(error, 'unknown error')}`),
    });

  return [
    {
      title: 'Date',
      key: 'date',
      sorter: true,
      sortOrder: sort === 'date' ? 'ascend' : sort === '-date' ? 'descend' : null,
      sortDirections: ['ascend', 'descend'],
      render: (_, a) => formatDate(a.date),
    },
    { title: 'Time', key: 'time', render: (_, a) => formatTimeRange(a.startTime, a.endTime) },
    ...(!is('nutritionist') ? [{ title: 'Nutritionist', key: 'nutritionist', render: (_: unknown, a: Appointment) => a.nutritionist.name }] : []),
    ...(clinician ? [{ title: 'Client', key: 'client', render: (_: unknown, a: Appointment) => a.client.name }] : []),
    { title: 'Session', key: 'sessionType', render: (_, a) => SESSION_TYPE_LABELS[a.sessionType] },
    { title: 'Mode', key: 'mode', render: (_, a) => MODE_LABELS[a.mode] },
    { title: 'Status', key: 'status', render: (_, a) => <StatusTag status={a.status} /> },
    { title: 'Payment', key: 'payment', render: (_, a) => <PaymentTag status={a.paymentStatus} /> },
    { title: 'Price', key: 'price', align: 'right', render: (_, a) => formatRupees(a.price) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, a) => (
        <Space size="small" wrap>
          <Link to={`/appointments/${a._id}/view`}>View</Link>
          <Link to={`/appointments/${a._id}/edit`}>Edit</Link>
          {canDelete(a) && (
            <ConfirmDelete
              what={`appointment on ${a.date} at ${a.startTime}`}
              title="Delete this appointment?"
              description="The time becomes free for others to book."
              onConfirm={() => onDelete(a)}
            />
          )}
          <AppointmentActions appointment={a} />
        </Space>
      ),
    },
  ];
}
