import { useMemo } from 'react';
import type { AppointmentStatus, BmiCategory, Mode, PaymentMethod, PaymentStatus, Weekday } from '@clinic/contracts';
import { useUiTranslation } from './i18n';

/**
 * The names of the API's fixed values (statuses, payment methods, modes, BMI categories, weekdays)
 * in the reader's language. The `*_LABELS` records in @clinic/contracts stay the English (and the
 * server's); screens show these instead.
 */
export function useLabels() {
  const { t } = useUiTranslation();
  return useMemo(
    () => ({
      status: (status: AppointmentStatus) => t(`status.${status}`),
      paymentStatus: (status: PaymentStatus) => t(`paymentStatus.${status}`),
      paymentMethod: (method: PaymentMethod) => t(`paymentMethod.${method}`),
      mode: (mode: Mode) => t(`mode.${mode}`),
      bmiCategory: (category: BmiCategory) => t(`bmiCategory.${category}`),
      weekday: (weekday: Weekday) => t(`weekday.${weekday}`),
    }),
    [t],
  );
}
