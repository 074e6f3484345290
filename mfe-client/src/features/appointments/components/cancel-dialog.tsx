import { Form, Input, Modal } from 'antd';
import { errorMessage, type Schemas, useCancelAppointment } from '@clinic/api-client';
import { CANCEL_REASON_MAX_LENGTH } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';
import { formatDate, formatTimeRange, useRole, Paragraph } from '@clinic/ui';

type Appointment = Schemas['AppointmentDto'];

/** Cancels an appointment, keeping it (status cancelled); the clinic gives the client a reason, a client may. */
export function CancelDialog({ appointment, open, onClose, onDone }: { appointment: Appointment; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('client');
  const m = useMessages();
  const { clinician } = useRole();
  const notify = useNotify();
  const cancel = useCancelAppointment();
  const [form] = Form.useForm<{ reason?: string }>();
  const submit = ({ reason }: { reason?: string }) =>
    cancel.mutate(
      { id: appointment._id, body: reason?.trim() ? { reason: reason.trim() } : {} },
      {
        onSuccess: () => {
          notify.success(m.appointments.cancelled);
          onDone();
        },
        onError: (error) => notify.error(errorMessage(error, m.appointments.cancelFailed)),
      },
    );
  const when = { date: formatDate(appointment.date), time: formatTimeRange(appointment.startTime, appointment.endTime) };
  return (
    <Modal
      open={open}
      title={t('appointments.cancelDialog.title')}
      okText={t('appointments.cancelDialog.ok')}
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      cancelText={t('appointments.cancelDialog.keep')}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Paragraph>
        {clinician
          ? t('appointments.cancelDialog.clinicBody', { client: appointment.client.name, ...when })
          : t('appointments.cancelDialog.clientBody', { nutritionist: appointment.nutritionist.name, ...when })}
      </Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          label={clinician ? t('appointments.cancelDialog.reasonShown') : t('appointments.cancelDialog.reasonOptional')}
          name="reason"
          rules={[
            { required: clinician, whitespace: true, message: m.appointments.cancelReasonRequired },
            { max: CANCEL_REASON_MAX_LENGTH, message: m.appointments.cancelReasonTooLong },
          ]}
        >
          <Input.TextArea rows={3} count={{ show: true, max: CANCEL_REASON_MAX_LENGTH }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
