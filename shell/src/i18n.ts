import { registerCatalogue } from '@clinic/i18n';
import en from '@clinic/i18n-locales/en/shell.json';

// The shell's own texts; the remotes register theirs when they load.
registerCatalogue('shell', { en, hi: () => import(/* webpackChunkName: "i18n-hi-shell" */ '@clinic/i18n-locales/hi/shell.json') });
