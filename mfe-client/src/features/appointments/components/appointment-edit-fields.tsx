import { Form, Input, InputNumber, Select } from 'antd';
import { APPOINTMENT_STATUSES, PAYMENT_STATUSES } from '@clinic/contracts';
import { useMessages, useTranslation } from '@clinic/i18n';
import { notesCount, useFieldRules } from './field-rules';

/**
 * An appointment's changeable fields: status, payment, price and (online) meeting link for the
 * clinic's side, shown read-only to a client, who changes only the notes.
 */
export function AppointmentEditFields({ clinician, online }: { clinician: boolean; online: boolean }) {
  const { t } = useTranslation('client');
  const m = useMessages();
  const rules = useFieldRules();
  const adminOnly = (label: string) => (clinician ? label : t('appointments.edit.adminOnly', { label }));
  return (
    <>
      <Form.Item label={adminOnly(t('common.status'))} name="status">
        <Select disabled={!clinician} options={APPOINTMENT_STATUSES.map((s) => ({ value: s, label: t(`labels.status.${s}`) }))} />
      </Form.Item>
      <Form.Item label={adminOnly(t('appointments.edit.paymentStatus'))} name="paymentStatus">
        <Select disabled={!clinician} options={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`labels.paymentStatus.${s}`) }))} />
      </Form.Item>
      <Form.Item label={adminOnly(t('common.priceRupees'))} name="price" rules={[rules.price]}>
        <InputNumber disabled={!clinician} prefix="₹" style={{ width: 200 }} />
      </Form.Item>
      {online && (
        <Form.Item label={adminOnly(t('appointments.details.meetingLink'))} name="meetingLink" rules={[{ type: 'url', message: m.appointments.invalidMeetingLink }]}>
          {/* eslint-disable-next-line i18next/no-literal-string -- the shape of a web address, not words */}
          <Input disabled={!clinician} placeholder="https://…" />
        </Form.Item>
      )}
      <Form.Item label={t('common.notes')} name="notes" rules={[rules.notes]}>
        <Input.TextArea rows={4} count={notesCount} />
      </Form.Item>
    </>
  );
}
