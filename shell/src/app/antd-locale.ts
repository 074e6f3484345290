import type { Locale } from 'antd/es/locale';
import { useEffect, useState } from 'react';
import { type Language, useLanguage } from '@clinic/i18n';

let hindi: Locale | undefined;

/**
 * antd's own texts (pickers, pagination, empty lists) in Hindi: a chunk fetched only for Hindi.
 * English, antd's default here, comes with the antd scope (antd-scope.tsx), so that the sign-in
 * page, which draws no antd component, loads neither.
 */
export async function loadAntdLocale(language: Language): Promise<void> {
  if (language === 'hi' && !hindi) hindi = (await import(/* webpackChunkName: "i18n-hi-antd" */ 'antd/es/locale/hi_IN')).default;
}

/** antd's Hindi texts once loaded and Hindi is chosen, else `english`. */
export function useAntdLocale(english: Locale): Locale {
  const language = useLanguage();
  const [, loaded] = useState(0);
  useEffect(() => {
    if (language === 'hi' && !hindi) void loadAntdLocale(language).then(() => loaded((n) => n + 1));
  }, [language]);
  return language === 'hi' && hindi ? hindi : english;
}
