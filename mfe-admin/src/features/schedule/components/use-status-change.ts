import { useState } from 'react';
import { errorMessage, useUpdateAppointment, type Schemas } from '@clinic/api-client';
import type { AppointmentStatus } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useMessages, useTranslation } from '@clinic/i18n';

type Appointment = Schemas['AppointmentDto'];

/** One-click status changes from a schedule, and the appointment being cancelled (which asks for a reason). */
export function useStatusChange() {
  const { t } = useTranslation('admin');
  const m = useMessages();
  const notify = useNotify();
  const update = useUpdateAppointment();
  const [cancelling, setCancelling] = useState<Appointment>();
  const setStatus = (a: Appointment, status: AppointmentStatus, cancelReason?: string) =>
    update.mutate(
      { id: a._id, body: status === 'cancelled' ? { status, cancelReason } : { status } },
      {
        onSuccess: () => {
          notify.success(status === 'cancelled' ? m.appointments.cancelled : m.appointments.updated);
          setCancelling(undefined);
        },
        onError: (error) => notify.error(errorMessage(error, t('schedule.updateFailed'))),
      },
    );
  return {
    setStatus,
    cancelling,
    setCancelling,
    pending: update.isPending,
    isBusy: (a: Appointment) => update.isPending && update.variables?.id === a._id,
  };
}
