import { registerCatalogue } from '@clinic/i18n';
import en from '@clinic/i18n-locales/en/ui.json';

// The UI kit's texts: each component that shows text imports this file, so every app using it has them.
registerCatalogue('ui', { en, hi: () => import(/* webpackChunkName: "i18n-hi-ui" */ '@clinic/i18n-locales/hi/ui.json') });
