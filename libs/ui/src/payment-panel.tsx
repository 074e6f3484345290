import { Alert, Button, Card, Form, Input, Skeleton, Space, Typography } from 'antd';
import { errorMessage, receiptPdfUrl, useAppointmentPayment, useSubmitPayment } from '@clinic/api-client';
import { useClinic, useNotify } from '@clinic/host';
import { type AppointmentPayment, formatRupees, Messages, PAYMENT_METHOD_LABELS, UTR_PATTERN } from '@clinic/contracts';
import { formatInstant } from './dates';
import { showFieldErrors } from './server-errors';

export function ReceiptButton({ appointmentId }: { appointmentId: string }) {
  return (
    <a href={receiptPdfUrl(appointmentId)} download>
      <Button>Download receipt (PDF)</Button>
    </a>
  );
}

function UtrForm({ appointmentId }: { appointmentId: string }) {
  const submit = useSubmitPayment(appointmentId);
  const notify = useNotify();
  const [form] = Form.useForm<{ utr: string }>();
  // mutateAsync, not mutate's callbacks: on success this form unmounts (the panel turns into
  // "submitted"), and mutate's own callbacks do not run for an unmounted component.
  const onFinish = ({ utr }: { utr: string }) =>
    submit.mutateAsync(utr.trim()).then(
      () => notify.success(Messages.payments.submitted),
      (error: unknown) => showFieldErrors(form, error) || notify.error(errorMessage(error, Messages.common.internal)),
    );
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} style={{ maxWidth: 360 }}>
      <Form.Item
        name="utr"
        label="Paid already? Enter the UPI transaction reference (UTR)"
        extra="The 12-digit number in your UPI app’s payment details."
        rules={[{ required: true, pattern: UTR_PATTERN, message: Messages.payments.invalidUtr }]}
        normalize={(value: string) => value.replace(/\s/g, '')}
      >
        <Input inputMode="numeric" maxLength={16} placeholder="e.g. 412345678901" autoComplete="off" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        I have paid
      </Button>
    </Form>
  );
}

/** The app button comes first: on a phone it is the way to pay; the QR code is for another device. */
function PayByUpi({ payment }: { payment: AppointmentPayment }) {
  const upi = payment.upi!;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24, alignItems: 'flex-start' }}>
      <Space direction="vertical" size="middle" style={{ flex: '1 1 260px' }}>
        <a href={upi.link}>
          <Button type="primary" size="large">
            Open my UPI app
          </Button>
        </a>
        <Typography.Text type="secondary">
          To {upi.payeeName} · {upi.upiId}
          <br />
          Note: Appointment {payment.reference}
        </Typography.Text>
        <UtrForm appointmentId={payment.appointmentId} />
      </Space>
      <div style={{ textAlign: 'center', maxWidth: 200 }}>
        <img src={upi.qr} width={184} height={184} alt={`UPI QR code to pay ${formatRupees(payment.amount)} to ${upi.payeeName}`} />
        <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 12 }}>
          Paying from another device? Scan with any UPI app
        </Typography.Paragraph>
      </div>
    </div>
  );
}

/**
 * A client's view of an appointment's payment: the UPI link and QR code while it can be paid, then
 * where the payment stands, and the receipt once paid.
 */
export function PaymentPanel({ appointmentId, compact = false }: { appointmentId: string; compact?: boolean }) {
  const payment = useAppointmentPayment(appointmentId);
  const { timeZone } = useClinic();
  if (payment.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (payment.isError) return null;
  const p = payment.data;
  const amount = formatRupees(p.amount);

  if (p.state === 'paid') {
    return (
      <Alert
        type="success"
        showIcon
        message={`Paid ${amount}${p.method ? ` by ${PAYMENT_METHOD_LABELS[p.method]}` : ''}${p.paidAt ? ` on ${formatInstant(p.paidAt, timeZone)}` : ''}`}
        description={p.receiptNumber ? `Receipt ${p.receiptNumber}` : undefined}
        action={<ReceiptButton appointmentId={appointmentId} />}
      />
    );
  }
  if (p.state === 'refunded') {
    return (
      <Alert
        type="info"
        showIcon
        message={p.refund ? `Refunded ${formatRupees(p.refund.amount)} (reference ${p.refund.reference})` : 'Refunded'}
        action={<ReceiptButton appointmentId={appointmentId} />}
      />
    );
  }
  if (p.state === 'submitted') {
    return (
      <Alert
        type="info"
        showIcon
        message={`Payment of ${amount} submitted`}
        description={`UTR ${p.paymentReference}. The clinic will confirm it once it shows in their bank statement.`}
      />
    );
  }
  if (!p.payable) return null;
  return (
    <Card title={`Pay ${amount} by UPI`} size={compact ? 'small' : 'default'} data-testid="pay-panel">
      {p.state === 'rejected' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="The clinic could not verify your last payment"
          description={`${p.rejectionReason} Please check the reference, or pay again.`}
        />
      )}
      {p.upi ? <PayByUpi payment={p} /> : <Alert type="info" showIcon message={Messages.payments.upiNotSetUp} />}
    </Card>
  );
}
