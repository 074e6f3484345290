export { useTranslation } from 'react-i18next';
export { cataloguesReady, changeLanguage, currentLanguage, i18n, registerCatalogue } from './instance';
export { DEFAULT_LANGUAGE, INDIAN_LOCALE, LANGUAGES, LANGUAGE_COOKIE, LANGUAGE_NAMES, isLanguage, toLanguage, type Language } from './languages';
export { formatMoney, formatNumber } from './format';
export { MESSAGES_NAMESPACE, messagesIn, registerServerMessages, translateServerMessage, useMessages } from './messages';
export { useLanguage } from './use-language';
export { richText } from './rich-text';
