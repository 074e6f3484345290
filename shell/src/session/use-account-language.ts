import { useEffect, useRef } from 'react';
import type { UserInfo } from '@clinic/contracts';
import { changeLanguage, currentLanguage } from '@clinic/i18n';
import { loadAntdLocale } from '../app/antd-locale';
import { saveLanguage } from './save-language';

/**
 * When someone signs in (or the page opens with their session), the language chosen on their account
 * wins: a new device, or a shared phone last used in the other language. An account that has none
 * yet takes the language the person is reading in, so a Hindi reader who signs in stays in Hindi,
 * and their emails follow. Only once per person: later changes come from the header's choice.
 */
export function useAccountLanguage(user: UserInfo | undefined, updateUser: (user: UserInfo) => void): void {
  const applied = useRef<string | undefined>(undefined);
  const userId = user?._id;
  const language = user?.language;
  useEffect(() => {
    if (!userId || applied.current === userId) return;
    applied.current = userId;
    if (!language) {
      saveLanguage(currentLanguage(), updateUser).catch(() => undefined);
    } else if (language !== currentLanguage()) {
      void loadAntdLocale(language).then(() => changeLanguage(language));
    }
  }, [userId, language, updateUser]);
}
