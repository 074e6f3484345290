import { Form, Input, Modal } from 'antd';
import { CANCEL_REASON_MAX_LENGTH } from '@clinic/contracts';
import { useMessages, useTranslation } from '@clinic/i18n';
import { formatDate, formatTimeRange, Paragraph } from '@clinic/ui';
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
  const { t } = useTranslation('admin');
  const m = useMessages();
  const [form] = Form.useForm<{ reason?: string }>();
  return (
    <Modal
      open={Boolean(appointment)}
      title={t('schedule.cancelDialog.title')}
      okText={t('schedule.cancelDialog.ok')}
      okButtonProps={{ danger: true, loading: busy }}
      cancelText={t('schedule.cancelDialog.keep')}
      onOk={() => form.submit()}
      onCancel={onClose}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      {appointment && (
        <Paragraph>
          {t('schedule.cancelDialog.text', {
            name: appointment.client.name,
            date: formatDate(appointment.date),
            range: formatTimeRange(appointment.startTime, appointment.endTime),
          })}
        </Paragraph>
      )}
      <Form form={form} layout="vertical" onFinish={({ reason }) => onCancel(reason?.trim() ?? '')}>
        <Form.Item label={t('schedule.cancelDialog.reason')} name="reason" rules={[{ max: CANCEL_REASON_MAX_LENGTH, message: m.appointments.cancelReasonTooLong }]}>
          <Input.TextArea rows={3} count={{ show: true, max: CANCEL_REASON_MAX_LENGTH }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
