import type { AppointmentStatus } from '@clinic/contracts';

/** The next step a practitioner usually takes from each status, offered as one click (its label: `schedule.next.<key>`). */
export const NEXT_STEP: Partial<Record<AppointmentStatus, { status: AppointmentStatus; key: 'confirm' | 'complete' }>> = {
  pending: { status: 'confirmed', key: 'confirm' },
  confirmed: { status: 'completed', key: 'complete' },
};
