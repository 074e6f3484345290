import { currentLanguage, i18n, type Language } from '@clinic/i18n';
import { CHARTS_NAMESPACE } from './i18n';

/** ₹1.5L, ₹12K (₹1.5 लाख, ₹12 हज़ार in Hindi): axis ticks short enough for a phone, in the Indian units people read money in. */
export function shortRupees(amount: number, language: Language = currentLanguage()): string {
  const t = i18n.getFixedT(language, CHARTS_NAMESPACE);
  if (amount >= 1_00_00_000) return t('money.crore', { value: +(amount / 1_00_00_000).toFixed(1) });
  if (amount >= 1_00_000) return t('money.lakh', { value: +(amount / 1_00_000).toFixed(1) });
  if (amount >= 1000) return t('money.thousand', { value: +(amount / 1000).toFixed(1) });
  return `₹${amount}`;
}
