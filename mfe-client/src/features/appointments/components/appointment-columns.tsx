import type { TableColumnsType } from 'antd';
import { Link } from '@clinic/router';
import { errorMessage, useDeleteAppointment, type Schemas } from '@clinic/api-client';
import { useClinic, useNotify } from '@clinic/host';
import { formatMoney, useMessages, useTranslation } from '@clinic/i18n';
import { clinicNowTime, clinicToday, ConfirmDelete, formatDate, formatTimeRange, PaymentTag, Space, StatusTag, useRole } from '@clinic/ui';
import { AppointmentActions } from './appointment-actions';

type Appointment = Schemas['AppointmentDto'];
export type AppointmentSort = 'date' | '-date' | 'upcoming';

/**
 * The appointment list's columns, the date sortable. The clinic's side may delete any appointment;
 * a client only a pending one that has not started. Reschedule and Cancel follow the clinic's policy.
 */
export function useAppointmentColumns(sort: AppointmentSort): TableColumnsType<Appointment> {
  const { t } = useTranslation('client');
  const m = useMessages();
  const { clinician, is } = useRole();
  const { timeZone } = useClinic();
  const notify = useNotify();
  const remove = useDeleteAppointment();
  const today = clinicToday(timeZone);
  const canDelete = (a: Appointment) =>
    clinician || (a.status === 'pending' && (a.date > today || (a.date === today && a.startTime > clinicNowTime(timeZone))));
  const onDelete = (a: Appointment) =>
    remove.mutate(a._id, {
      onSuccess: () => notify.success(m.appointments.deleted),
      onError: (error) => notify.error(`${m.appointments.deleteFailedPrefix}${errorMessage(error, t('common.unknownError'))}`),
    });

  return [
    {
      title: t('common.date'),
      key: 'date',
      sorter: true,
      sortOrder: sort === 'date' ? 'ascend' : sort === '-date' ? 'descend' : null,
      sortDirections: ['ascend', 'descend'],
      render: (_, a) => formatDate(a.date),
    },
    { title: t('common.time'), key: 'time', render: (_, a) => formatTimeRange(a.startTime, a.endTime) },
    ...(!is('nutritionist') ? [{ title: t('common.nutritionist'), key: 'nutritionist', render: (_: unknown, a: Appointment) => a.nutritionist.name }] : []),
    ...(clinician ? [{ title: t('common.client'), key: 'client', render: (_: unknown, a: Appointment) => a.client.name }] : []),
    { title: t('appointments.list.session'), key: 'sessionType', render: (_, a) => t(`labels.sessionType.${a.sessionType}`) },
    { title: t('common.mode'), key: 'mode', render: (_, a) => t(`labels.mode.${a.mode}`) },
    { title: t('common.status'), key: 'status', render: (_, a) => <StatusTag status={a.status} /> },
    { title: t('common.payment'), key: 'payment', render: (_, a) => <PaymentTag status={a.paymentStatus} /> },
    { title: t('common.price'), key: 'price', align: 'right', render: (_, a) => formatMoney(a.price) },
    {
      title: t('common.actions'),
      key: 'actions',
      render: (_, a) => (
        <Space size="small" wrap>
          <Link to={`/appointments/${a._id}/view`}>{t('common.view')}</Link>
          <Link to={`/appointments/${a._id}/edit`}>{t('common.edit')}</Link>
          {canDelete(a) && (
            <ConfirmDelete
              what={t('appointments.delete.what', { date: a.date, time: a.startTime })}
              title={t('appointments.delete.title')}
              description={t('appointments.delete.description')}
              onConfirm={() => onDelete(a)}
            />
          )}
          <AppointmentActions appointment={a} />
        </Space>
      ),
    },
  ];
}
