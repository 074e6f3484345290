import { lazy, Suspense, useMemo } from 'react';
import { Link } from '@clinic/router';
import { useAppointments, usePaymentPanel } from '@clinic/api-client';
import { useClinic } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { clinicToday, formatDate, formatTimeRange, Paragraph, Title } from '@clinic/ui';

// The UPI panel and its reference form (antd Form, Input: ~30 kB gzip) load only when a payment is due.
const PaymentPanel = lazy(() => import('./payment-panel').then((m) => ({ default: m.PaymentPanel })));

function DuePayment({ appointmentId }: { appointmentId: string }) {
  const panel = usePaymentPanel(appointmentId);
  return (
    <Suspense fallback={null}>
      <PaymentPanel {...panel} compact />
    </Suspense>
  );
}

/** The client's next appointment still waiting for payment, read with the rest of the home. */
export function useDuePayment() {
  const { timeZone } = useClinic();
  const upcoming = useAppointments({ sort: 'date', startDate: clinicToday(timeZone), limit: 20 });
  const due = upcoming.data?.data.find((a) => a.paymentStatus === 'unpaid' && a.status !== 'cancelled' && a.price > 0);
  // One object per answer, not per render: the home defers it (useDeferredValue compares identity).
  return useMemo(() => ({ isPending: upcoming.isPending, due }), [upcoming.isPending, due]);
}

type Due = NonNullable<ReturnType<typeof useDuePayment>['due']>;

/**
 * A client's next appointment that still waits for payment, with the UPI panel right on the home
 * page; nothing when everything is paid.
 */
export function PaymentsDue({ due }: { due: Due | undefined }) {
  const { t } = useTranslation('shell');
  if (!due) return null;
  return (
    <section style={{ marginBottom: 32, maxWidth: 760 }}>
      <Title level={3}>{t('home.payment.due')}</Title>
      <Paragraph>
        <Link to={`/appointments/${due._id}/view`}>
          {t('home.payment.appointment', { date: formatDate(due.date), time: formatTimeRange(due.startTime, due.endTime), nutritionist: due.nutritionist.name })}
        </Link>
      </Paragraph>
      <DuePayment appointmentId={due._id} />
    </section>
  );
}
