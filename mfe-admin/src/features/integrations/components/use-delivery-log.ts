import { useState } from 'react';
import { errorMessage } from '@clinic/api-client';
import { Messages } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useDeliveries, useResendEvent } from '../api/integrations';

/** One endpoint's deliveries, a page at a time, and resending an event to it. */
export function useDeliveryLog(endpoint: string) {
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(endpoint, page);
  const resend = useResendEvent();
  const notify = useNotify();
  const onResend = (eventId: string) =>
    resend.mutate(
      { id: endpoint, eventId },
      { onSuccess: () => notify.success(Messages.integrations.resendQueued), onError: (error) => notify.error(errorMessage(error, Messages.common.internal)) },
    );
  return { deliveries, page, setPage, onResend };
}
