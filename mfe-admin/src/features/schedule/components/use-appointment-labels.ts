import type { AppointmentStatus, Mode, SessionType } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';

/**
 * The session type, mode and status of an appointment in the reader's language (the English is
 * contracts' `SESSION_TYPE_LABELS`, `MODE_LABELS`, `STATUS_LABELS`, word for word). A value
 * added later without a text shows as it is.
 */
export function useAppointmentLabels() {
  const { t } = useTranslation('admin');
  return {
    session: (type: SessionType) => t(`schedule.sessionTypes.${type}`, { defaultValue: type }),
    mode: (mode: Mode) => t(`schedule.modes.${mode}`, { defaultValue: mode }),
    status: (status: AppointmentStatus) => t(`schedule.statuses.${status}`, { defaultValue: status }),
    /** "Consultation · In person" */
    sessionAndMode: (a: { sessionType: SessionType; mode: Mode }) =>
      t('schedule.sessionAndMode', { session: t(`schedule.sessionTypes.${a.sessionType}`, { defaultValue: a.sessionType }), mode: t(`schedule.modes.${a.mode}`, { defaultValue: a.mode }) }),
  };
}
