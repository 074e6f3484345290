import { Form, Input, Modal, Typography } from 'antd';
import { CANCEL_REASON_MAX_LENGTH, Messages } from '@clinic/contracts';
import { formatDate, formatTimeRange } from '@clinic/ui';
import type { Schemas } from '@clinic/api-client';

type Appointment = Schemas['AppointmentDto'];

/**
 * Asks once before cancelling, with an optional reason the client will see on the appointment. The
 * appointment is kept (status cancelled); its time becomes free for others.
 */
export function CancelAppointmentDialog({
  appointment,
  busy,
  onCancel,
  onClose,
}: {
  appointment: Appointment | undefined;
  busy: boolean;
  onCancel: (reason: string) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason?: string }>();
  return (
    <Modal
      open={Boolean(appointment)}
      title="Cancel this appointment?"
      okText="Cancel appointment"
      okButtonProps={{ danger: true, loading: busy }}
      cancelText="Keep it"
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      {appointment && (
        <Typography.Paragraph>
          {appointment.client.name}, {formatDate(appointment.date)}, {formatTimeRange(appointment.startTime, appointment.endTime)}. The time becomes free
          for others to book.
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={({ reason }) => onCancel(reason?.trim() ?? '')}>
        <Form.Item
          label="Reason (optional, shown to the client)"
          name="reason"
          rules={[{ max: CANCEL_REASON_MAX_LENGTH, message: Messages.appointments.cancelReasonTooLong }]}
        >
          <Input.TextArea rows={3} count={{ show: true, max: CANCEL_REASON_MAX_LENGTH }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
