import { Alert, Card, Skeleton } from 'antd';
import type { AppointmentPayment } from '@clinic/contracts';
import { formatMoney, useMessages } from '@clinic/i18n';
import { PayByUpi } from './pay-by-upi';
import { PaymentOutcome } from './payment-outcome';
import type { UtrFormProps } from './utr-form';
import { useUiTranslation } from './i18n';

export interface PaymentPanelProps extends UtrFormProps {
  /** The appointment's payment; none once loaded means it could not be read, and nothing is shown. */
  payment: AppointmentPayment | undefined;
  loading: boolean;
  /** Where the receipt downloads from, once paid. */
  receiptUrl: string;
  compact?: boolean;
}

/**
 * A client's view of an appointment's payment: the UPI link and QR code while it can be paid, then
 * where the payment stands, and the receipt once paid. The screen passes
 * `usePaymentPanel(appointmentId)` from `@clinic/api-client`.
 */
export function PaymentPanel({ payment: p, loading, receiptUrl, compact = false, ...utr }: PaymentPanelProps) {
  const { t } = useUiTranslation();
  const m = useMessages();
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!p) return null;
  if (p.state === 'paid' || p.state === 'refunded' || p.state === 'submitted') return <PaymentOutcome payment={p} receiptUrl={receiptUrl} />;
  if (!p.payable) return null;
  return (
    <Card title={t('payment.title', { amount: formatMoney(p.amount) })} size={compact ? 'small' : 'default'} data-testid="pay-panel">
      {p.state === 'rejected' && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('payment.rejectedTitle')}
          description={t('payment.rejectedText', { reason: p.rejectionReason })}
        />
      )}
      {p.upi ? <PayByUpi payment={p} {...utr} /> : <Alert type="info" showIcon message={m.payments.upiNotSetUp} />}
    </Card>
  );
}
