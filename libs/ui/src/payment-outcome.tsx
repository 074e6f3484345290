import { Alert } from 'antd';
import { useClinic } from '@clinic/host';
import type { AppointmentPayment } from '@clinic/contracts';
import { formatMoney } from '@clinic/i18n';
import { formatInstant } from './dates';
import { useLabels } from './labels';
import { ReceiptButton } from './receipt-button';
import { useUiTranslation } from './i18n';

/** Where a payment the client made stands: paid (with the receipt), refunded, or waiting for the clinic. */
export function PaymentOutcome({ payment: p, receiptUrl }: { payment: AppointmentPayment; receiptUrl: string }) {
  const { t } = useUiTranslation();
  const labels = useLabels();
  const { timeZone } = useClinic();
  const amount = formatMoney(p.amount);
  if (p.state === 'paid') {
    const method = p.method ? labels.paymentMethod(p.method) : undefined;
    const when = p.paidAt ? formatInstant(p.paidAt, timeZone) : undefined;
    const key = method ? (when ? 'payment.paidByOn' : 'payment.paidBy') : when ? 'payment.paidOn' : 'payment.paid';
    return (
      <Alert
        type="success"
        showIcon
        message={t(key, { amount, method, when })}
        description={p.receiptNumber ? t('payment.receiptNumber', { number: p.receiptNumber }) : undefined}
        action={<ReceiptButton href={receiptUrl} />}
      />
    );
  }
  if (p.state === 'refunded') {
    return (
      <Alert
        type="info"
        showIcon
        message={p.refund ? t('payment.refundedAmount', { amount: formatMoney(p.refund.amount), reference: p.refund.reference }) : t('payment.refunded')}
        action={<ReceiptButton href={receiptUrl} />}
      />
    );
  }
  return (
    <Alert
      type="info"
      showIcon
      message={t('payment.submitted', { amount })}
      description={t('payment.submittedText', { utr: p.paymentReference })}
    />
  );
}
