import { lazy, Suspense } from 'react';
import { Button, Descriptions, Result, Skeleton, Space } from 'antd';
import { Link, useParams } from '@clinic/router';
import { appointmentCalendarUrl, useAppointment } from '@clinic/api-client';
import { formatRupees, Messages, MODE_LABELS, SESSION_TYPE_LABELS } from '@clinic/contracts';
import { useClinic, useCurrentUser } from '@clinic/host';
import { formatDate, formatInstant, formatTimeRange, PageTitle, PaymentTag, StatusTag } from '@clinic/ui';

// Its forms and the QR code weigh more than the rest of the page: loaded on their own.
const PaymentSection = lazy(() => import('../../payments/components/payment-section').then((m) => ({ default: m.PaymentSection })));

export const BackToAppointments = () => <Link to="/appointmentList">← Back to Appointments</Link>;

/** `/appointments/{id}/view`: everything about one appointment, and a calendar file to keep it. */
export function AppointmentViewPage() {
  const { id = '' } = useParams();
  const appointment = useAppointment(id);
  const { timeZone } = useClinic();
  const user = useCurrentUser();

  if (appointment.isPending) return <Skeleton active />;
  if (appointment.isError) return <Result status="warning" title={Messages.appointments.loadFailed} extra={<BackToAppointments />} />;
  const a = appointment.data;

  return (
    <div style={{ maxWidth: 760 }}>
      <BackToAppointments />
      <PageTitle
        extra={
          <Space>
            <a href={appointmentCalendarUrl(a._id)} download>
              <Button>Add to calendar (.ics)</Button>
            </a>
            <Link to={`/appointments/${a._id}/edit`}>
              <Button type="primary">Edit</Button>
            </Link>
          </Space>
        }
      >
        Appointment Details
      </PageTitle>
      <Descriptions bordered column={1} size="middle" styles={{ label: { width: 180 } }}>
        <Descriptions.Item label="Date">{formatDate(a.date)}</Descriptions.Item>
        <Descriptions.Item label="Time">{formatTimeRange(a.startTime, a.endTime)}</Descriptions.Item>
        <Descriptions.Item label="Nutritionist">
          {a.nutritionist.name}
          {a.nutritionist.email && ` · ${a.nutritionist.email}`}
        </Descriptions.Item>
        <Descriptions.Item label="Client">
          {a.client.name}
          {a.client.email && ` · ${a.client.email}`}
        </Descriptions.Item>
        <Descriptions.Item label="Session type">{SESSION_TYPE_LABELS[a.sessionType]}</Descriptions.Item>
        <Descriptions.Item label="Mode">{MODE_LABELS[a.mode]}</Descriptions.Item>
        <Descriptions.Item label="Status">
          <StatusTag status={a.status} />
        </Descriptions.Item>
        {a.cancellation && (
          <Descriptions.Item label="Cancelled">
            {/* The client's question after "cancelled" is who, when and why. */}
            {`By ${a.cancellation.by?.name ?? 'a deleted user'} on ${formatInstant(a.cancellation.at, timeZone)}`}
            <div>Reason: {a.cancellation.reason || 'none given'}</div>
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Payment">
          <PaymentTag status={a.paymentStatus} />
        </Descriptions.Item>
        <Descriptions.Item label="Price">{formatRupees(a.price)}</Descriptions.Item>
        {a.mode === 'online' && (
          <Descriptions.Item label="Meeting link">
            {a.meetingLink ? (
              <a href={a.meetingLink} target="_blank" rel="noopener noreferrer">
                {a.meetingLink}
              </a>
            ) : (
              'The clinic will add the link before the session.'
            )}
          </Descriptions.Item>
        )}
        <Descriptions.Item label="Notes">{a.notes || '—'}</Descriptions.Item>
      </Descriptions>
      <div style={{ marginTop: 24 }}>
        <Suspense fallback={<Skeleton active paragraph={{ rows: 2 }} />}>
          <PaymentSection appointmentId={a._id} status={a.status} role={user?.role} />
        </Suspense>
      </div>
    </div>
  );
}
