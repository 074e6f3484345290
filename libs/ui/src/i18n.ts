import { i18n, registerCatalogue, useTranslation } from '@clinic/i18n';
import en from '@clinic/i18n-locales/en/ui.json';

const UI_NAMESPACE = 'ui';

registerCatalogue(UI_NAMESPACE, { en, hi: () => import(/* webpackChunkName: "i18n-hi-ui" */ '@clinic/i18n-locales/hi/ui.json') });

/*
 * The UI kit's texts. Each part that shows text reads them through these functions rather than a
 * bare `import './i18n'`: the apps' webpack config marks the kit's modules free of side effects
 * (tools/webpack/create-config.cjs, `pureUiKit`) and drops an import that only registers, and a
 * constant it could inline would not keep this module either. A function it cannot inline does.
 */

/** `useTranslation` on the kit's namespace. */
export const useUiTranslation = () => useTranslation(UI_NAMESPACE);

/** A kit text outside React (form rules), in the language of the moment. */
export const uiText = (key: string, values?: Record<string, unknown>) => i18n.t(key, { ns: UI_NAMESPACE, ...values });
