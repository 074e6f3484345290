import { useTranslation } from 'react-i18next';
import { currentLanguage } from './instance';
import type { Language } from './languages';

/** The language the UI is shown in, re-rendering when it changes. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return currentLanguage(i18n.resolvedLanguage ?? i18n.language);
}
