import { useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input, InputNumber, Popconfirm, Radio, Skeleton, Space, Tag } from 'antd';
import { errorMessage, useAppointmentPayment, useUpdatePayment } from '@clinic/api-client';
import { useClinic, useNotify } from '@clinic/host';
import {
  type AppointmentPayment,
  type AppointmentStatus,
  formatRupees,
  Messages,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
  type PaymentState,
  type UpdatePaymentRequest,
} from '@clinic/contracts';
import { formatInstant, ReceiptButton } from '@clinic/ui';

const STATE_COLORS: Record<PaymentState, string> = { unpaid: 'orange', submitted: 'blue', rejected: 'red', paid: 'green', refunded: 'purple' };

const DONE: Record<UpdatePaymentRequest['action'], string> = {
  verify: Messages.payments.verified,
  reject: Messages.payments.rejected,
  record: Messages.payments.recorded,
  refund: Messages.payments.refunded,
};

function useAct(appointmentId: string) {
  const update = useUpdatePayment(appointmentId);
  const notify = useNotify();
  // mutateAsync: the form that acted usually unmounts on success (the state moved on), and
  // mutate's own callbacks do not run for an unmounted component.
  const act = (body: UpdatePaymentRequest, onDone?: () => void) =>
    update.mutateAsync(body).then(
      () => {
        notify.success(DONE[body.action]);
        onDone?.();
      },
      (error: unknown) => notify.error(errorMessage(error, Messages.common.internal)),
    );
  return { act, pending: update.isPending };
}

function VerifyOrReject({ payment }: { payment: AppointmentPayment }) {
  const { act, pending } = useAct(payment.appointmentId);
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
        <Form layout="vertical" onFinish={({ reason }: { reason: string }) => act({ action: 'reject', reason }, () => setRejecting(false))}>
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

function RecordPayment({ payment }: { payment: AppointmentPayment }) {
  const { act, pending } = useAct(payment.appointmentId);
  return (
    <Form
      layout="inline"
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

function RecordRefund({ payment }: { payment: AppointmentPayment }) {
  const { act, pending } = useAct(payment.appointmentId);
  return (
    <Form
      layout="inline"
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

/** A practitioner's view of an appointment's payment, with the next step the state allows. */
export function PaymentActions({ appointmentId, status }: { appointmentId: string; status: AppointmentStatus }) {
  const payment = useAppointmentPayment(appointmentId);
  const { timeZone } = useClinic();
  if (payment.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (payment.isError) return <Alert type="warning" message={errorMessage(payment.error, Messages.common.internal)} />;
  const p = payment.data;
  const open = (p.state === 'unpaid' || p.state === 'rejected') && p.payable;
  return (
    <Card title="Payment" size="small" extra={<Tag color={STATE_COLORS[p.state]}>{PAYMENT_STATE_LABELS[p.state]}</Tag>} data-testid="payment-actions">
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        {(p.method || p.rejectionReason || p.receiptNumber) && (
          <Descriptions size="small" column={1}>
            {p.method && <Descriptions.Item label="Method">{PAYMENT_METHOD_LABELS[p.method]}</Descriptions.Item>}
            {p.paymentReference && <Descriptions.Item label="Reference">{p.paymentReference}</Descriptions.Item>}
            {p.paidAt && <Descriptions.Item label="Paid">{formatInstant(p.paidAt, timeZone)}</Descriptions.Item>}
            {p.receiptNumber && <Descriptions.Item label="Receipt">{p.receiptNumber}</Descriptions.Item>}
            {p.rejectionReason && <Descriptions.Item label="Rejected because">{p.rejectionReason}</Descriptions.Item>}
            {p.refund && <Descriptions.Item label="Refunded">{`${formatRupees(p.refund.amount)} · ${p.refund.reference}`}</Descriptions.Item>}
          </Descriptions>
        )}
        {p.state === 'submitted' && <VerifyOrReject payment={p} />}
        {open && <RecordPayment payment={p} />}
        {p.state === 'paid' && status === 'cancelled' && <RecordRefund payment={p} />}
        {(p.state === 'paid' || p.state === 'refunded') && <ReceiptButton appointmentId={appointmentId} />}
        {p.state === 'unpaid' && !p.payable && status !== 'cancelled' && p.amount === 0 && Messages.payments.nothingToPay}
      </Space>
    </Card>
  );
}
