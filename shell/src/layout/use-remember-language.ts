import { useCallback } from 'react';
import { useHost } from '@clinic/host';
import type { Language } from '@clinic/i18n';
import { saveLanguage } from '../session/save-language';

/**
 * Signed in, the language chosen is kept on the account, so it follows the person to their other
 * devices (and their emails follow it too). Signed out, the cookie alone keeps it.
 */
export function useRememberLanguage(): (language: Language) => void {
  const { user, updateUser } = useHost();
  return useCallback(
    (language: Language) => {
      if (!user) return;
      // Kept in the stored session at once, like the cookie: a page opened before the server has
      // answered reads the new choice, not the account's previous one.
      updateUser({ ...user, language });
      // Best effort: the page is already in the chosen language; a failed save only means another
      // device will not know of it yet.
      saveLanguage(language, updateUser).catch(() => undefined);
    },
    [user, updateUser],
  );
}
