import { Alert } from 'antd';
import { useClinic } from '@clinic/host';
import { type AppointmentPayment, formatRupees, PAYMENT_METHOD_LABELS } from '@clinic/contracts';
import { formatInstant } from './dates';
import { ReceiptButton } from './receipt-button';

/** Where a payment the client made stands: paid (with the receipt), refunded, or waiting for the clinic. */
export function PaymentOutcome({ payment: p, receiptUrl }: { payment: AppointmentPayment; receiptUrl: string }) {
  const { timeZone } = useClinic();
  const amount = formatRupees(p.amount);
  if (p.state === 'paid') {
    return (
      <Alert
        type="success"
        showIcon
        message={`Paid ${amount}${p.method ? ` by ${PAYMENT_METHOD_LABELS[p.method]}` : ''}${p.paidAt ? ` on ${formatInstant(p.paidAt, timeZone)}` : ''}`}
        description={p.receiptNumber ? `Receipt ${p.receiptNumber}` : undefined}
        action={<ReceiptButton href={receiptUrl} />}
      />
    );
  }
  if (p.state === 'refunded') {
    return (
      <Alert
        type="info"
        showIcon
        message={p.refund ? `Refunded ${formatRupees(p.refund.amount)} (reference ${p.refund.reference})` : 'Refunded'}
        action={<ReceiptButton href={receiptUrl} />}
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      message={`Payment of ${amount} submitted`}
      description={`UTR ${p.paymentReference}. The clinic will confirm it once it shows in their bank statement.`}
    />
  );
}
