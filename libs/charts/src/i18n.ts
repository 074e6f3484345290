import { registerCatalogue } from '@clinic/i18n';
import en from '@clinic/i18n-locales/en/charts.json';

// The charts' texts (axis names, the table of values): imported by each chart that shows text.
registerCatalogue('charts', { en, hi: () => import(/* webpackChunkName: "i18n-hi-charts" */ '@clinic/i18n-locales/hi/charts.json') });
