import { Button, Form, Input, InputNumber, Radio } from 'antd';
import { type AppointmentPayment, formatRupees, Messages } from '@clinic/contracts';
import { useIsPhone } from '@clinic/ui';
import { useAct } from './use-payment-act';

/** A payment made at the clinic, in cash or by card. */
export function RecordPayment({ payment }: { payment: AppointmentPayment }) {
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
      <Form.Item name="method" label={`Record ${formatRupees(payment.amount)} paid at the clinic`}>
        <Radio.Group optionType="button" options={[{ value: 'cash', label: 'Cash' }, { value: 'card', label: 'Card' }]} />
      </Form.Item>
      <Form.Item name="reference">
        <Input placeholder="Card slip no. (optional)" maxLength={100} style={{ width: 200 }} />
      </Form.Item>
      <Button htmlType="submit" loading={pending}>
        Record payment
      </Button>
    </Form>
  );
}

/** Money given back for a paid appointment that was cancelled. */
export function RecordRefund({ payment }: { payment: AppointmentPayment }) {
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
      <Form.Item name="amount" label="Refund (₹)" rules={[{ required: true, message: Messages.payments.invalidRefundAmount }]}>
        <InputNumber min={0.01} max={payment.amount} precision={2} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="reference" rules={[{ required: true, whitespace: true, message: Messages.payments.referenceRequired }]}>
        <Input placeholder="Refund UTR or note" maxLength={100} style={{ width: 200 }} />
      </Form.Item>
      <Button htmlType="submit" loading={pending}>
        Mark refunded
      </Button>
    </Form>
  );
}
