import { registerCatalogue } from '@clinic/i18n';
import en from '@clinic/i18n-locales/en/admin.json';

// This remote's texts, registered when its routes module loads (the shell waits for their Hindi).
registerCatalogue('admin', { en, hi: () => import(/* webpackChunkName: "i18n-hi-admin" */ '@clinic/i18n-locales/hi/admin.json') });
