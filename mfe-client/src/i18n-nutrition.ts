import { NutritionMessages } from '@clinic/contracts';
import { registerCatalogue, registerServerMessages } from '@clinic/i18n';
import en from '@clinic/i18n-locales/en/client-nutrition.json';

// The food diary's and the plan's nutrition texts, a part of this remote's namespace: registered by the
// screens that show them (imported by their modules), so the routes chunk and the other screens go
// without them. With Hindi chosen, the part's Hindi is fetched as it registers (ensureParts); the
// routes wait for it before showing these screens (routes.tsx, withCatalogues).
registerCatalogue(
  'client',
  { en, hi: () => import(/* webpackChunkName: "i18n-hi-client-nutrition" */ '@clinic/i18n-locales/hi/client-nutrition.json') },
  'nutrition',
);

// The nutrition API's own texts (its errors), so that they show in Hindi too; every other page goes without them.
registerServerMessages(NutritionMessages, () => import(/* webpackChunkName: "i18n-hi-messages-nutrition" */ '@clinic/i18n-locales/hi/messages-nutrition.json'), 'nutrition');
