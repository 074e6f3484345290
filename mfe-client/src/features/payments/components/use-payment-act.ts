import type { FormInstance } from 'antd';
import { errorMessage, useUpdatePayment } from '@clinic/api-client';
import type { UpdatePaymentRequest } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages } from '@clinic/i18n';
import { showFieldErrors } from '@clinic/ui';

/** One step on an appointment's payment (verify, reject, record, refund), with what happened said. */
export function useAct(appointmentId: string, form?: FormInstance) {
  const update = useUpdatePayment(appointmentId);
  const notify = useNotify();
  const m = useMessages();
  const done: Record<UpdatePaymentRequest['action'], string> = {
    verify: m.payments.verified,
    reject: m.payments.rejected,
    record: m.payments.recorded,
    refund: m.payments.refunded,
  };
  // mutateAsync: the form that acted usually unmounts on success (the state moved on), and
  // mutate's own callbacks do not run for an unmounted component.
  const act = (body: UpdatePaymentRequest, onDone?: () => void) =>
    update.mutateAsync(body).then(
      () => {
        notify.success(done[body.action]);
        onDone?.();
      },
      (error: unknown) => (form && showFieldErrors(form, error)) || notify.error(errorMessage(error, m.common.internal)),
    );
  return { act, pending: update.isPending };
}
