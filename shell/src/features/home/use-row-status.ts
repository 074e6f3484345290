import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage, homeKeys, useUpdateAppointment } from '@clinic/api-client';
import type { AppointmentStatus } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';

/** A status change from a timeline row, through the appointment update endpoint; the home re-reads. */
export function useRowStatus() {
  const update = useUpdateAppointment();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation('shell');
  const [busyId, setBusyId] = useState<string>();
  const setStatus = async (id: string, status: AppointmentStatus, done: string) => {
    setBusyId(id);
    try {
      await update.mutateAsync({ id, body: { status } });
      notify.success(done);
    } catch (error) {
      notify.error(errorMessage(error, t('home.today.changeFailed')));
    } finally {
      setBusyId(undefined);
      await queryClient.invalidateQueries({ queryKey: homeKeys.all });
    }
  };
  return { setStatus, busyId };
}
