import { Form, Input, InputNumber, Select } from 'antd';
import { APPOINTMENT_STATUSES, Messages, PAYMENT_STATUS_LABELS, PAYMENT_STATUSES, STATUS_LABELS } from '@clinic/contracts';
import { notesCount, notesRule, priceRule } from './field-rules';

/**
 * An appointment's changeable fields: status, payment, price and (online) meeting link for the
 * clinic's side, shown read-only to a client, who changes only the notes.
 */
export function AppointmentEditFields({ clinician, online }: { clinician: boolean; online: boolean }) {
  const adminOnly = (label: string) => (clinician ? label : `${label} (Admin only)`);
  return (
    <>
      <Form.Item label={adminOnly('Status')} name="status">
        <Select disabled={!clinician} options={APPOINTMENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))} />
      </Form.Item>
      <Form.Item label={adminOnly('Payment status')} name="paymentStatus">
        <Select disabled={!clinician} options={PAYMENT_STATUSES.map((s) => ({ value: s, label: PAYMENT_STATUS_LABELS[s] }))} />
      </Form.Item>
      <Form.Item label={adminOnly('Price (₹)')} name="price" rules={[priceRule]}>
        <InputNumber disabled={!clinician} prefix="₹" style={{ width: 200 }} />
      </Form.Item>
      {online && (
        <Form.Item label={adminOnly('Meeting link')} name="meetingLink" rules={[{ type: 'url', message: Messages.appointments.invalidMeetingLink }]}>
          <Input disabled={!clinician} placeholder="https://…" />
        </Form.Item>
      )}
      <Form.Item label="Notes" name="notes" rules={[notesRule]}>
        <Input.TextArea rows={4} count={notesCount} />
      </Form.Item>
    </>
  );
}
