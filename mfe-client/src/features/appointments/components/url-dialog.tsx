import { lazy, Suspense } from 'react';
import { useSearchParams } from '@clinic/router';
import { type AppointmentDialog, URL_DIALOGS } from './url-dialogs';

// Only links from the home page carry these parameters; the panel (antd's Alert, the appointment's
// query) loads for them, not with every visit to the list (issue 17).
const UrlAppointmentPanel = lazy(() => import('./url-dialog-panel'));

/**
 * `/appointmentList?reschedule=<id>` or `?cancel=<id>` (links from the home page): that appointment
 * above the list with its dialog open, or, past the cut-off, the text saying to call the clinic.
 * Closing drops the parameter.
 */
export function UrlAppointmentDialog() {
  const [params] = useSearchParams();
  const dialog = URL_DIALOGS.find((d) => params.get(d));
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <UrlAppointmentPanel dialog={dialog as AppointmentDialog} id={params.get(dialog) ?? ''} />
    </Suspense>
  );
}
