import { Button, Form, Result, Space } from 'antd';
import { Link, useNavigate, useParams } from '@clinic/router';
import { errorMessage, useAppointment, useUpdateAppointment } from '@clinic/api-client';
import type { UpdateAppointmentRequest } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { formatDate, formatTimeRange, PageTitle, Pending, showFieldErrors, useRole, Paragraph, disabledWhile } from '@clinic/ui';
import { AppointmentEditFields } from './appointment-edit-fields';
import { BackToAppointments } from './appointment-view-page';

/** `/appointments/{id}/edit`: the clinic changes status, payment, price and link; a client their notes. */
export function AppointmentEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('client');
  const m = useMessages();
  const { clinician } = useRole();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form] = Form.useForm<UpdateAppointmentRequest>();
  const appointment = useAppointment(id);
  const update = useUpdateAppointment();

  if (appointment.isPending) return <Pending query={appointment} />;
  if (appointment.isError) return <Result status="warning" title={m.appointments.loadFailed} extra={<BackToAppointments />} />;
  const a = appointment.data;

  const submit = (values: UpdateAppointmentRequest) =>
    // Clients send only what is theirs to change.
    update.mutate(
      { id, body: clinician ? values : { notes: values.notes } },
      {
        onSuccess: () => {
          notify.success(m.appointments.updated);
          navigate(`/appointments/${id}/view`);
        },
        onError: (error) => showFieldErrors(form, error) || notify.error(errorMessage(error, t('appointments.edit.updateFailed'))),
      },
    );

  return (
    <div style={{ maxWidth: 560 }}>
      <BackToAppointments />
      <PageTitle>{t('appointments.edit.title')}</PageTitle>
      <Paragraph type="secondary">
        {t('appointments.edit.summary', {
          date: formatDate(a.date),
          time: formatTimeRange(a.startTime, a.endTime),
          nutritionist: a.nutritionist.name,
          client: a.client.name,
        })}
      </Paragraph>
      <Form<UpdateAppointmentRequest>
        form={form}
        layout="vertical"
        onFinish={submit}
        disabled={disabledWhile(update.isPending)}
        initialValues={{ status: a.status, paymentStatus: a.paymentStatus, price: a.price, meetingLink: a.meetingLink, notes: a.notes }}
      >
        <AppointmentEditFields clinician={clinician} online={a.mode === 'online'} />
        <Space>
          <Button type="primary" htmlType="submit" loading={update.isPending}>
            {t('common.update')}
          </Button>
          <Link to={`/appointments/${id}/view`}>{t('common.cancel')}</Link>
        </Space>
      </Form>
    </div>
  );
}
