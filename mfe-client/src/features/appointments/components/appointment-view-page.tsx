import { lazy, Suspense } from 'react';
import { Result, Skeleton } from 'antd';
import { Link, useParams } from '@clinic/router';
import { appointmentCalendarUrl, useAppointment } from '@clinic/api-client';
import { useMessages, useTranslation } from '@clinic/i18n';
import { Button, PageTitle, Pending, Space } from '@clinic/ui';
import { AppointmentDetails } from './appointment-details';

// Its forms and the QR code weigh more than the rest of the page: loaded on their own.
const PaymentSection = lazy(() => import('../../payments/components/payment-section').then((m) => ({ default: m.PaymentSection })));

export function BackToAppointments() {
  const { t } = useTranslation('client');
  return <Link to="/appointmentList">{t('appointments.view.back')}</Link>;
}

/** `/appointments/{id}/view`: everything about one appointment, and a calendar file to keep it. */
export function AppointmentViewPage() {
  const { t } = useTranslation('client');
  const m = useMessages();
  const { id = '' } = useParams();
  const appointment = useAppointment(id);

  if (appointment.isPending) return <Pending query={appointment} />;
  if (appointment.isError) return <Result status="warning" title={m.appointments.loadFailed} extra={<BackToAppointments />} />;
  const a = appointment.data;

  return (
    <div style={{ maxWidth: 760 }}>
      <BackToAppointments />
      <PageTitle
        extra={
          <Space>
            <a href={appointmentCalendarUrl(a._id)} download>
              <Button>{t('appointments.view.addToCalendar')}</Button>
            </a>
            <Link to={`/appointments/${a._id}/edit`}>
              <Button type="primary">{t('common.edit')}</Button>
            </Link>
          </Space>
        }
      >
        {t('appointments.view.title')}
      </PageTitle>
      <AppointmentDetails appointment={a} />
      <div style={{ marginTop: 24 }}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
          <PaymentSection appointmentId={a._id} status={a.status} />
        </Suspense>
      </div>
    </div>
  );
}
