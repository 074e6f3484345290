import { registerCatalogue } from '@clinic/i18n';
import en from '@clinic/i18n-locales/en/shell-screens.json';

// The welcome, home and profile screens' texts: part of the shell's namespace, loaded with those
// screens rather than with the sign-in page (issue 16 §3).
registerCatalogue('shell', { en, hi: () => import(/* webpackChunkName: "i18n-hi-shell-screens" */ '@clinic/i18n-locales/hi/shell-screens.json') }, 'screens');
