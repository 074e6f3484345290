import { Tag } from 'antd';
import type { AppointmentStatus, PaymentStatus } from '@clinic/contracts';
import { useLabels } from './labels';

const STATUS_COLORS: Record<AppointmentStatus, string> = {
  pending: 'gold',
  confirmed: 'green',
  completed: 'blue',
  cancelled: 'default',
  'no-show': 'red',
};

const PAYMENT_COLORS: Record<PaymentStatus, string> = { unpaid: 'orange', paid: 'green', refunded: 'purple' };

export function StatusTag({ status }: { status: AppointmentStatus }) {
  const labels = useLabels();
  return <Tag color={STATUS_COLORS[status]}>{labels.status(status)}</Tag>;
}

export function PaymentTag({ status }: { status: PaymentStatus }) {
  const labels = useLabels();
  return <Tag color={PAYMENT_COLORS[status]}>{labels.paymentStatus(status)}</Tag>;
}
