import { Button, Form, Input, InputNumber, Radio } from 'antd';
import type { AppointmentPayment } from '@clinic/contracts';
import { formatMoney, useMessages, useTranslation } from '@clinic/i18n';
import { useIsPhone } from '@clinic/ui';
import { useAct } from './use-payment-act';

/** A payment made at the clinic, in cash or by card. */
export function RecordPayment({ payment }: { payment: AppointmentPayment }) {
  const { t } = useTranslation('client');
  const [form] = Form.useForm();
  const { act, pending } = useAct(payment.appointmentId, form);
  // Inline, the long label and the choice do not fit a phone's width (WCAG 1.4.10): stacked there.
  const phone = useIsPhone();
  return (
    <Form
      form={form}
      layout={phone ? 'vertical' : 'inline'}
      initialValues={{ method: 'cash' }}
      onFinish={({ method, reference }: { method: 'cash' | 'card'; reference?: string }) =>
        act({ action: 'record', method, ...(reference?.trim() ? { reference: reference.trim() } : {}) })
      }
    >
      <Form.Item name="method" label={t('payments.record.label', { amount: formatMoney(payment.amount) })}>
        <Radio.Group optionType="button" options={(['cash', 'card'] as const).map((method) => ({ value: method, label: t(`labels.paymentMethod.${method}`) }))} />
      </Form.Item>
      <Form.Item name="reference">
        <Input placeholder={t('payments.record.slipPlaceholder')} maxLength={100} style={{ width: 200 }} />
      </Form.Item>
      <Button htmlType="submit" loading={pending}>
        {t('payments.record.submit')}
      </Button>
    </Form>
  );
}

/** Money given back for a paid appointment that was cancelled. */
export function RecordRefund({ payment }: { payment: AppointmentPayment }) {
  const { t } = useTranslation('client');
  const m = useMessages();
  const [form] = Form.useForm();
  const { act, pending } = useAct(payment.appointmentId, form);
  // Inline, the long label and the choice do not fit a phone's width (WCAG 1.4.10): stacked there.
  const phone = useIsPhone();
  return (
    <Form
      form={form}
      layout={phone ? 'vertical' : 'inline'}
      initialValues={{ amount: payment.amount }}
      onFinish={({ amount, reference }: { amount: number; reference: string }) => act({ action: 'refund', amount, reference: reference.trim() })}
    >
      <Form.Item name="amount" label={t('payments.refund.label')} rules={[{ required: true, message: m.payments.invalidRefundAmount }]}>
        <InputNumber min={0.01} max={payment.amount} precision={2} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="reference" rules={[{ required: true, whitespace: true, message: m.payments.referenceRequired }]}>
        <Input placeholder={t('payments.refund.referencePlaceholder')} maxLength={100} style={{ width: 200 }} />
      </Form.Item>
      <Button htmlType="submit" loading={pending}>
        {t('payments.refund.submit')}
      </Button>
    </Form>
  );
}
