import { registerCatalogue } from '@clinic/i18n';
import en from '@clinic/i18n-locales/en/shell-auth.json';

// The sign-in, registration and password reset screens' texts: part of the shell's namespace,
// loaded with those screens, not with every signed-in page (issue 17: about 0.6 kB gzip).
registerCatalogue('shell', { en, hi: () => import(/* webpackChunkName: "i18n-hi-shell-auth" */ '@clinic/i18n-locales/hi/shell-auth.json') }, 'auth');
