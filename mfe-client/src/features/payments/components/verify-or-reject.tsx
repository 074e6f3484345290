import { useState } from 'react';
import { Alert, Button, Form, Input, Popconfirm, Space } from 'antd';
import { type AppointmentPayment, formatRupees, Messages } from '@clinic/contracts';
import { useAct } from './use-payment-act';

/** A UPI payment the client reported: verify it against the bank statement, or say why not. */
export function VerifyOrReject({ payment }: { payment: AppointmentPayment }) {
  const [form] = Form.useForm();
  const { act, pending } = useAct(payment.appointmentId, form);
  const [rejecting, setRejecting] = useState(false);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Alert
        type="info"
        showIcon
        message={`The client says they paid ${formatRupees(payment.amount)} by UPI, UTR ${payment.paymentReference}.`}
        description="Find this UTR and amount in the clinic’s bank statement before verifying."
      />
      {rejecting ? (
        <Form form={form} layout="vertical" onFinish={({ reason }: { reason: string }) => act({ action: 'reject', reason }, () => setRejecting(false))}>
          <Form.Item name="reason" label="Why can it not be verified? (the client sees this)" rules={[{ required: true, whitespace: true, message: Messages.payments.reasonRequired }]}>
            <Input.TextArea rows={2} maxLength={300} />
          </Form.Item>
          <Space>
            <Button danger htmlType="submit" loading={pending}>
              Reject payment
            </Button>
            <Button onClick={() => setRejecting(false)}>Back</Button>
          </Space>
        </Form>
      ) : (
        <Space wrap>
          <Popconfirm title={`Mark ${formatRupees(payment.amount)} as received?`} onConfirm={() => act({ action: 'verify' })} okText="Verify">
            <Button type="primary" loading={pending}>
              Verify payment
            </Button>
          </Popconfirm>
          <Button danger onClick={() => setRejecting(true)}>
            Reject…
          </Button>
        </Space>
      )}
    </Space>
  );
}
