import { useNotify } from '@clinic/host';
import { changeLanguage, LANGUAGE_NAMES, LANGUAGES, type Language, useLanguage, useTranslation } from '@clinic/i18n';
import { loadAntdLocale } from '../app/antd-locale';

/**
 * The language choice in the header: a native select, light enough for the sign-in page and
 * usable with a keyboard and a screen reader as it is. The choice is kept in a cookie (i18next's
 * detector) and, signed in, on the account (`onChosen`).
 */
export function LanguageSwitch({ onChosen }: { onChosen?: (language: Language) => void }) {
  const language = useLanguage();
  const { t } = useTranslation('shell');
  const notify = useNotify();
  const choose = async (next: Language) => {
    try {
      await loadAntdLocale(next);
      await changeLanguage(next);
    } catch {
      // Its texts could not be fetched (offline, on a device that never showed this language): the
      // page stays in the language it is in, and says why.
      notify.error(t('language.notLoaded'));
      return;
    }
    onChosen?.(next);
  };
  return (
    <label className="language-switch">
      <span className="visually-hidden">{t('language.label')}</span>
      <select value={language} onChange={(event) => void choose(event.target.value as Language)}>
        {LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </label>
  );
}
