import type { Locale } from 'antd/es/locale';
// The ES module builds: antd/locale/* is CommonJS and would bring antd's CommonJS copies along.
import enGB from 'antd/es/locale/en_GB';
import { useEffect, useState } from 'react';
import { type Language, useLanguage } from '@clinic/i18n';

let hindi: Locale | undefined;

/** antd's own texts (pickers, pagination, empty lists) in Hindi: a chunk fetched only for Hindi. */
export async function loadAntdLocale(language: Language): Promise<void> {
  if (language === 'hi' && !hindi) hindi = (await import(/* webpackChunkName: "i18n-hi-antd" */ 'antd/es/locale/hi_IN')).default;
}

export function useAntdLocale(): Locale {
  const language = useLanguage();
  const [, loaded] = useState(0);
  useEffect(() => {
    if (language === 'hi' && !hindi) void loadAntdLocale(language).then(() => loaded((n) => n + 1));
  }, [language]);
  return language === 'hi' && hindi ? hindi : enGB;
}
