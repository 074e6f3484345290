import { Alert, Card, Descriptions, Skeleton, Space, Tag } from 'antd';
import { errorMessage, receiptPdfUrl, useAppointmentPayment } from '@clinic/api-client';
import { useClinic } from '@clinic/host';
import type { AppointmentStatus, PaymentState } from '@clinic/contracts';
import { formatMoney, useMessages, useTranslation } from '@clinic/i18n';
import { formatInstant, ReceiptButton } from '@clinic/ui';
import { RecordPayment, RecordRefund } from './record-payment';
import { VerifyOrReject } from './verify-or-reject';

const STATE_COLORS: Record<PaymentState, string> = { unpaid: 'orange', submitted: 'blue', rejected: 'red', paid: 'green', refunded: 'purple' };

/** A practitioner's view of an appointment's payment, with the next step the state allows. */
export function PaymentActions({ appointmentId, status }: { appointmentId: string; status: AppointmentStatus }) {
  const { t } = useTranslation('client');
  const m = useMessages();
  const payment = useAppointmentPayment(appointmentId);
  const { timeZone } = useClinic();
  if (payment.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (payment.isError) return <Alert type="warning" message={errorMessage(payment.error, m.common.internal)} />;
  const p = payment.data;
  const open = (p.state === 'unpaid' || p.state === 'rejected') && p.payable;
  return (
    <Card title={t('payments.title')} size="small" extra={<Tag color={STATE_COLORS[p.state]}>{t(`labels.paymentState.${p.state}`)}</Tag>} data-testid="payment-actions">
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        {(p.method || p.rejectionReason || p.receiptNumber) && (
          <Descriptions size="small" column={1}>
            {p.method && <Descriptions.Item label={t('payments.method')}>{t(`labels.paymentMethod.${p.method}`)}</Descriptions.Item>}
            {p.paymentReference && <Descriptions.Item label={t('payments.reference')}>{p.paymentReference}</Descriptions.Item>}
            {p.paidAt && <Descriptions.Item label={t('payments.paid')}>{formatInstant(p.paidAt, timeZone)}</Descriptions.Item>}
            {p.receiptNumber && <Descriptions.Item label={t('payments.receipt')}>{p.receiptNumber}</Descriptions.Item>}
            {p.rejectionReason && <Descriptions.Item label={t('payments.rejectedBecause')}>{p.rejectionReason}</Descriptions.Item>}
            {p.refund && <Descriptions.Item label={t('payments.refunded')}>{`${formatMoney(p.refund.amount)} · ${p.refund.reference}`}</Descriptions.Item>}
          </Descriptions>
        )}
        {p.state === 'submitted' && <VerifyOrReject payment={p} />}
        {open && <RecordPayment payment={p} />}
        {p.state === 'paid' && status === 'cancelled' && <RecordRefund payment={p} />}
        {(p.state === 'paid' || p.state === 'refunded') && <ReceiptButton href={receiptPdfUrl(appointmentId)} />}
        {p.state === 'unpaid' && !p.payable && status !== 'cancelled' && p.amount === 0 && m.payments.nothingToPay}
      </Space>
    </Card>
  );
}
