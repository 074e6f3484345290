import { Button, Form, Input, InputNumber, Result, Select, Skeleton, Space, Typography } from 'antd';
import { Link, useNavigate, useParams } from '@clinic/router';
import { errorMessage, useAppointment, useUpdateAppointment } from '@clinic/api-client';
import {
  APPOINTMENT_STATUSES,
  isClinician,
  Messages,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
  STATUS_LABELS,
  type UpdateAppointmentRequest,
} from '@clinic/contracts';
import { useCurrentUser, useNotify } from '@clinic/host';
import { formatDate, formatTimeRange, PageTitle } from '@clinic/ui';
import { BackToAppointments } from './appointment-view-page';
import { notesCount, notesRule, priceRule } from './field-rules';

const adminOnly = (label: string, clinician: boolean) => (clinician ? label : `${label} (Admin only)`);

/** `/appointments/{id}/edit`: the clinic changes status, payment, price and link; a client their notes. */
export function AppointmentEditPage() {
  const { id = '' } = useParams();
  const user = useCurrentUser();
  const notify = useNotify();
  const navigate = useNavigate();
  const appointment = useAppointment(id);
  const update = useUpdateAppointment();
  const clinician = isClinician(user?.role);

  if (appointment.isPending) return <Skeleton active />;
  if (appointment.isError) return <Result status="warning" title={Messages.appointments.loadFailed} extra={<BackToAppointments />} />;
  const a = appointment.data;

  const submit = (values: UpdateAppointmentRequest) => {
    // Clients send only what is theirs to change.
    const body: UpdateAppointmentRequest = clinician ? values : { notes: values.notes };
    update.mutate(
      { id, body },
      {
        onSuccess: () => {
          notify.success(Messages.appointments.updated);
          navigate(`/appointments/${id}/view`);
        },
        onError: (error) => notify.error(errorMessage(error, 'Failed to update appointment')),
      },
    );
  };

  return (
    <div style={{ maxWidth: 560 }}>
      <BackToAppointments />
      <PageTitle>Update Appointment</PageTitle>
      <Typography.Paragraph type="secondary">
        {formatDate(a.date)}, {formatTimeRange(a.startTime, a.endTime)} · {a.nutritionist.name} with {a.client.name}
      </Typography.Paragraph>
      <Form<UpdateAppointmentRequest>
        layout="vertical"
        onFinish={submit}
        disabled={update.isPending}
        initialValues={{ status: a.status, paymentStatus: a.paymentStatus, price: a.price, meetingLink: a.meetingLink, notes: a.notes }}
      >
        <Form.Item label={adminOnly('Status', clinician)} name="status">
          <Select disabled={!clinician} options={APPOINTMENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))} />
        </Form.Item>
        <Form.Item label={adminOnly('Payment status', clinician)} name="paymentStatus">
          <Select disabled={!clinician} options={PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] }))} />
        </Form.Item>
        <Form.Item label={adminOnly('Price (₹)', clinician)} name="price" rules={[priceRule]}>
          <InputNumber disabled={!clinician} prefix="₹" style={{ width: 200 }} />
        </Form.Item>
        {a.mode === 'online' && (
          <Form.Item
            label={adminOnly('Meeting link', clinician)}
            name="meetingLink"
            rules={[{ type: 'url', message: Messages.appointments.invalidMeetingLink }]}
          >
            <Input disabled={!clinician} placeholder="https://…" />
          </Form.Item>
        )}
        <Form.Item label="Notes" name="notes" rules={[notesRule]}>
          <Input.TextArea rows={4} count={notesCount} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            Update
          </Button>
          <Link to={`/appointments/${id}/view`}>Cancel</Link>
        </Space>
      </Form>
    </div>
  );
}
