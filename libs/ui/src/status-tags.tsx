import { Tag } from 'antd';
import {
  type AppointmentStatus,
  type PaymentStatus,
  PAYMENT_STATUS_LABELS,
  STATUS_LABELS,
} from '@clinic/contracts';

const STATUS_COLORS: Record<AppointmentStatus, string> = {
  pending: 'gold',
  confirmed: 'green',
  completed: 'blue',
  cancelled: 'default',
  'no-show': 'red',
};

const PAYMENT_COLORS: Record<PaymentStatus, string> = { unpaid: 'orange', paid: 'green', refunded: 'purple' };

export function StatusTag({ status }: { status: AppointmentStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{STATUS_LABELS[status]}</Tag>;
}

export function PaymentTag({ status }: { status: PaymentStatus }) {
  return <Tag color={PAYMENT_COLORS[status]}>{PAYMENT_STATUS_LABELS[status]}</Tag>;
}
