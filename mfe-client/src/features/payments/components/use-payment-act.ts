import type { FormInstance } from 'antd';
import { errorMessage, useUpdatePayment } from '@clinic/api-client';
import { Messages, type UpdatePaymentRequest } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { showFieldErrors } from '@clinic/ui';

const DONE: Record<UpdatePaymentRequest['action'], string> = {
  verify: Messages.payments.verified,
  reject: Messages.payments.rejected,
  record: Messages.payments.recorded,
  refund: Messages.payments.refunded,
};

/** One step on an appointment's payment (verify, reject, record, refund), with what happened said. */
export function useAct(appointmentId: string, form?: FormInstance) {
  const update = useUpdatePayment(appointmentId);
  const notify = useNotify();
  // mutateAsync: the form that acted usually unmounts on success (the state moved on), and
  // mutate's own callbacks do not run for an unmounted component.
  const act = (body: UpdatePaymentRequest, onDone?: () => void) =>
    update.mutateAsync(body).then(
      () => {
        notify.success(DONE[body.action]);
        onDone?.();
      },
      (error: unknown) => (form && showFieldErrors(form, error)) || notify.error(errorMessage(error, Messages.common.internal)),
    );
  return { act, pending: update.isPending };
}
