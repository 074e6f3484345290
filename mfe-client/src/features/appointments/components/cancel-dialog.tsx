import { Form, Input, Modal, Typography } from 'antd';
import { errorMessage, type Schemas, useCancelAppointment } from '@clinic/api-client';
import { CANCEL_REASON_MAX_LENGTH, Messages } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { formatDate, formatTimeRange, useRole } from '@clinic/ui';

type Appointment = Schemas['AppointmentDto'];

/** Cancels an appointment, keeping it (status cancelled); the clinic gives the client a reason, a client may. */
export function CancelDialog({ appointment, open, onClose, onDone }: { appointment: Appointment; open: boolean; onClose: () => void; onDone: () => void }) {
  const { clinician } = useRole();
  const notify = useNotify();
  const cancel = useCancelAppointment();
  const [form] = Form.useForm<{ reason?: string }>();
  const submit = ({ reason }: { reason?: string }) =>
    cancel.mutate(
      { id: appointment._id, body: reason?.trim() ? { reason: reason.trim() } : {} },
      {
        onSuccess: () => {
          notify.success(Messages.appointments.cancelled);
          onDone();
        },
        onError: (error) => notify.error(errorMessage(error, Messages.appointments.cancelFailed)),
      },
    );
  return (
    <Modal
      open={open}
      title="Cancel this appointment?"
      okText="Cancel appointment"
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      cancelText="Keep it"
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {clinician ? `${appointment.client.name}, ` : `With ${appointment.nutritionist.name}, `}
        {formatDate(appointment.date)}, {formatTimeRange(appointment.startTime, appointment.endTime)}. The appointment stays in the list as
        cancelled and the time becomes free for others.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          label={clinician ? 'Reason (shown to the client)' : 'Reason (optional)'}
          name="reason"
          rules={[
            { required: clinician, whitespace: true, message: Messages.appointments.cancelReasonRequired },
            { max: CANCEL_REASON_MAX_LENGTH, message: Messages.appointments.cancelReasonTooLong },
          ]}
        >
          <Input.TextArea rows={3} count={{ show: true, max: CANCEL_REASON_MAX_LENGTH }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
