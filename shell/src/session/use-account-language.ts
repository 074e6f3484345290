import { useEffect } from 'react';
import { api, unwrap } from '@clinic/api-client';
import type { UserInfo } from '@clinic/contracts';
import { changeLanguage, currentLanguage } from '@clinic/i18n';
import { loadAntdLocale } from '../app/antd-locale';

/**
 * Once someone is signed in, the language chosen on their account wins (a new device, or a shared
 * phone last used in the other language). An account that has none yet takes the one the person is
 * reading in, so a Hindi reader who signs in stays in Hindi, and their emails follow.
 */
export function useAccountLanguage(user: UserInfo | undefined, updateUser: (user: UserInfo) => void): void {
  const signedIn = Boolean(user);
  const language = user?.language;
  useEffect(() => {
    if (!signedIn) return;
    if (!language) {
      unwrap(api.PUT('/api/users/profile', { body: { language: currentLanguage() } })).then(updateUser, () => undefined);
    } else if (language !== currentLanguage()) {
      void loadAntdLocale(language).then(() => changeLanguage(language));
    }
  }, [signedIn, language, updateUser]);
}
