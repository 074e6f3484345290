import { useTranslation } from 'react-i18next';
import { currentLanguage } from './instance';
import type { Language } from './languages';

/** The language the UI is shown in, re-rendering when it changes. */
export function useLanguage(): Language {
  // A namespace every page has: without one, i18next would load an empty default `translation`.
  const { i18n } = useTranslation('messages');
  return currentLanguage(i18n.resolvedLanguage ?? i18n.language);
}
