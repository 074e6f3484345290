import { registerCatalogue } from '@clinic/i18n';
import en from '@clinic/i18n-locales/en/charts.json';

/**
 * The charts' texts (axis names, the table of values). Each chart reads its namespace from here
 * (`useTranslation(CHARTS_NAMESPACE)`): a binding it uses rather than a bare `import './i18n'`, which
 * a bundler may drop from a module it was told is free of side effects (as the UI kit's are).
 */
export const CHARTS_NAMESPACE = 'charts';

registerCatalogue(CHARTS_NAMESPACE, { en, hi: () => import(/* webpackChunkName: "i18n-hi-charts" */ '@clinic/i18n-locales/hi/charts.json') });
