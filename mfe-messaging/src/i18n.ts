import { registerCatalogue } from '@clinic/i18n';
import en from '@clinic/i18n-locales/en/messaging.json';

// This remote's texts, registered when its routes module loads (the shell waits for their Hindi).
registerCatalogue('messaging', { en, hi: () => import(/* webpackChunkName: "i18n-hi-messaging" */ '@clinic/i18n-locales/hi/messaging.json') });
