import type { AppointmentStatus, Role } from '@clinic/contracts';
import { PaymentPanel } from '@clinic/ui';
import { PaymentActions } from './payment-actions';

/** The client pays here; practitioners verify, record and refund. Loaded apart from the details page. */
export function PaymentSection({ appointmentId, status, role }: { appointmentId: string; status: AppointmentStatus; role: Role | undefined }) {
  return role === 'client' ? <PaymentPanel appointmentId={appointmentId} /> : <PaymentActions appointmentId={appointmentId} status={status} />;
}
