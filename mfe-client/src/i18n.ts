import { registerCatalogue } from '@clinic/i18n';
import en from '@clinic/i18n-locales/en/client.json';

// This remote's texts, registered when its routes module loads (the shell waits for their Hindi).
registerCatalogue('client', { en, hi: () => import(/* webpackChunkName: "i18n-hi-client" */ '@clinic/i18n-locales/hi/client.json') });
