import { NutritionMessages } from '@clinic/contracts';
import { registerCatalogue, registerServerMessages } from '@clinic/i18n';
import en from '@clinic/i18n-locales/en/admin-nutrition.json';

// The foods, nutrition-profile and plan-editor nutrition texts: a part of this remote's namespace,
// loaded with the screens that show them rather than with the routes module (the bundle budgets of
// the other admin pages). Its Hindi is fetched when the part registers, if Hindi is the language.
registerCatalogue(
  'admin',
  { en, hi: () => import(/* webpackChunkName: "i18n-hi-admin-nutrition" */ '@clinic/i18n-locales/hi/admin-nutrition.json') },
  'nutrition',
);

// The nutrition API's own texts (its errors), so that they show in Hindi too; every other page goes without them.
registerServerMessages(NutritionMessages, () => import(/* webpackChunkName: "i18n-hi-messages-nutrition" */ '@clinic/i18n-locales/hi/messages-nutrition.json'), 'nutrition');
