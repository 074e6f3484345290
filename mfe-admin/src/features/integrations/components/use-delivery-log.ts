import { useState } from 'react';
import { errorMessage } from '@clinic/api-client';
import { useNotify } from '@clinic/host';
import { useMessages } from '@clinic/i18n';
import { useDeliveries, useResendEvent } from '../api/integrations';

/** One endpoint's deliveries, a page at a time, and resending an event to it. */
export function useDeliveryLog(endpoint: string) {
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(endpoint, page);
  const resend = useResendEvent();
  const notify = useNotify();
  const m = useMessages();
  const onResend = (eventId: string) =>
    resend.mutate(
      { id: endpoint, eventId },
      { onSuccess: () => notify.success(m.integrations.resendQueued), onError: (error) => notify.error(errorMessage(error, m.common.internal)) },
    );
  return { deliveries, page, setPage, onResend };
}
