import { useTranslation } from '@clinic/i18n';

type Unit = 'kg' | 'm' | 'percent';

/** How a progress record reads: a measure with its unit ("72.5 kg", "—" when not taken), and who entered it ("You" or their name). */
export function useProgressText(user: { _id: string } | null | undefined) {
  const { t } = useTranslation('client');
  return {
    measure: (value: number | null, unit: Unit, digits: number) => (value === null ? '—' : t(`progress.units.${unit}`, { value: value.toFixed(digits) })),
    enteredBy: (record: { enteredBy: { _id: string; name: string } }) => (user && record.enteredBy._id === user._id ? t('labels.you') : record.enteredBy.name),
  };
}
