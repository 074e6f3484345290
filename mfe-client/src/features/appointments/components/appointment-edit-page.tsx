import { Button, Form, Result, Skeleton, Space, Typography } from 'antd';
import { Link, useNavigate, useParams } from '@clinic/router';
import { errorMessage, useAppointment, useUpdateAppointment } from '@clinic/api-client';
import { Messages, type UpdateAppointmentRequest } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { formatDate, formatTimeRange, PageTitle, showFieldErrors, useRole } from '@clinic/ui';
import { AppointmentEditFields } from './appointment-edit-fields';
import { BackToAppointments } from './appointment-view-page';

/** `/appointments/{id}/edit`: the clinic changes status, payment, price and link; a client their notes. */
export function AppointmentEditPage() {
  const { id = '' } = useParams();
  const { clinician } = useRole();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form] = Form.useForm<UpdateAppointmentRequest>();
  const appointment = useAppointment(id);
  const update = useUpdateAppointment();

  if (appointment.isPending) return <Skeleton active />;
  if (appointment.isError) return <Result status="warning" title={Messages.appointments.loadFailed} extra={<BackToAppointments />} />;
  const a = appointment.data;

  const submit = (values: UpdateAppointmentRequest) =>
    // Clients send only what is theirs to change.
    update.mutate(
      { id, body: clinician ? values : { notes: values.notes } },
      {
        onSuccess: () => {
          notify.success(Messages.appointments.updated);
          navigate(`/appointments/${id}/view`);
        },
        onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, 'Failed to update appointment')),
      },
    );

  return (
    <div style={{ maxWidth: 560 }}>
      <BackToAppointments />
      <PageTitle>Update Appointment</PageTitle>
      <Typography.Paragraph type="secondary">
        {formatDate(a.date)}, {formatTimeRange(a.startTime, a.endTime)} · {a.nutritionist.name} with {a.client.name}
      </Typography.Paragraph>
      <Form<UpdateAppointmentRequest>
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={update.isPending}
        initialValues={{ status: a.status, paymentStatus: a.paymentStatus, price: a.price, meetingLink: a.meetingLink, notes: a.notes }}
      >
        <AppointmentEditFields clinician={clinician} online={a.mode === 'online'} />
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
