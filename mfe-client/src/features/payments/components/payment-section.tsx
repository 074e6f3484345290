import { usePaymentPanel } from '@clinic/api-client';
import type { AppointmentStatus } from '@clinic/contracts';
import { ForRoles, PaymentPanel } from '@clinic/ui';
import { PaymentActions } from './payment-actions';

function ClientPayment({ appointmentId }: { appointmentId: string }) {
  return <PaymentPanel {...usePaymentPanel(appointmentId)} />;
}

/** The client pays here; practitioners verify, record and refund. Loaded apart from the details page. */
export function PaymentSection({ appointmentId, status }: { appointmentId: string; status: AppointmentStatus }) {
  return (
    <ForRoles roles={['client']} otherwise={<PaymentActions appointmentId={appointmentId} status={status} />}>
      <ClientPayment appointmentId={appointmentId} />
    </ForRoles>
  );
}
