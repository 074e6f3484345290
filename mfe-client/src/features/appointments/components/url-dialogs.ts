import type { AppointmentDialog } from './appointment-actions';

export type { AppointmentDialog };

/** The address parameters that open an appointment's dialog above the list. */
export const URL_DIALOGS: readonly AppointmentDialog[] = ['reschedule', 'cancel'];
