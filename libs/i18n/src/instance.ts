import i18next, { type i18n as I18n, type ResourceLanguage } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, LANGUAGE_COOKIE, type Language, toLanguage } from './languages';

type Catalogue = ResourceLanguage;
export type Loader = () => Promise<{ default: Catalogue } | Catalogue>;


/**
 * Each app (the shell, each remote, libs/ui) brings its own namespace: its English with its code,
 * its Hindi as a chunk of its own build, fetched only when Hindi is chosen. A remote deployed on its
 * own therefore carries the texts of its own screens, and nothing is loaded twice. A namespace may
 * come in parts, each with the screens that use it (the shell's home and profile texts are not on
 * the sign-in page).
 */
const loaders = new Map<string, Map<string, Loader>>();
/** `language|namespace|part` of every part already in the store (or on its way). */
const loadedParts = new Set<string>();
const pending = new Set<Promise<unknown>>();

/** One instance for every app: @clinic/i18n is a Module Federation singleton. */
export const i18n: I18n = i18next.createInstance();

i18n
  .use(
    resourcesToBackend(async (language: string, namespace: string) => {
      if (language === DEFAULT_LANGUAGE) return i18n.getResourceBundle(language, namespace) ?? {};
      const registered = [...(loaders.get(namespace) ?? new Map<string, Loader>())];
      registered.forEach(([part]) => loadedParts.add(`${language}|${namespace}|${part}`));
      const parts = await Promise.all(registered.map(([, load]) => loadPart(load)));
      return parts.reduce<Catalogue>((all, part) => deepMerge(all, part), {});
    }),
  )
  .use(initReactI18next);

const initialised = i18n.init({
  supportedLngs: [...LANGUAGES],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  fallbackLng: DEFAULT_LANGUAGE,
  ns: [],
  defaultNS: false,
  // English comes with the code; only Hindi goes through the backend.
  partialBundledLanguages: true,
  // React escapes what it renders; escaping here too would show &amp; in names.
  interpolation: { escapeValue: false },
  returnNull: false,
  lng: detectLanguage(),
  // Screens re-render when a namespace's Hindi arrives, rather than suspending without a boundary.
  react: { useSuspense: false, bindI18n: 'languageChanged', bindI18nStore: 'added' },
});

i18n.on('languageChanged', (language) => {
  ensureParts(currentLanguage(language));
  if (typeof document === 'undefined') return;
  document.documentElement.lang = currentLanguage(language);
  document.cookie = `${LANGUAGE_COOKIE}=${currentLanguage(language)}; path=/; max-age=${60 * 60 * 24 * 365}; samesite=lax`;
});
if (typeof document !== 'undefined') document.documentElement.lang = currentLanguage();

/**
 * An explicit choice (the cookie) beats the browser's preference; the account's choice is applied
 * after sign-in, by the shell. Written here rather than with i18next-browser-languagedetector: two
 * sources need ten lines, and the sign-in page is 2 kB lighter (issue 16 §3).
 */
function detectLanguage(): Language {
  if (typeof document === 'undefined') return DEFAULT_LANGUAGE;
  const cookie = document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`))?.[1];
  const chosen = toLanguage(cookie);
  if (chosen) return chosen;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = toLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export function currentLanguage(language = i18n.resolvedLanguage ?? i18n.language): Language {
  return toLanguage(language) ?? DEFAULT_LANGUAGE;
}

/**
 * Adds an app's namespace (or a part of one): its English now, its Hindi when needed. Registering
 * again (a remote loaded twice, a hot reload) replaces the texts.
 */
export function registerCatalogue(namespace: string, catalogue: { en: Catalogue; hi: Loader }, part = 'main'): void {
  const parts = loaders.get(namespace) ?? new Map<string, Loader>();
  parts.set(part, catalogue.hi);
  // Registered again (a hot reload): its Hindi is fetched afresh.
  for (const key of loadedParts) if (key.endsWith(`|${namespace}|${part}`)) loadedParts.delete(key);
  loaders.set(namespace, parts);
  // Silently: the code that shows these texts comes with them and has not rendered yet, and the
  // event made every mounted component that translates (the header, the screen) render again, once
  // per part a page's chunks register: 250-300 components at a time on the booking page (issue 17).
  // Hindi, fetched after the page may have rendered, still announces itself (ensureParts).
  i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, catalogue.en, true, true, { silent: true });
  const namespaces = i18n.options.ns as string[];
  if (!namespaces.includes(namespace)) namespaces.push(namespace);
  ensureParts(currentLanguage());
}

/**
 * Every registered part in `language`: a namespace not loaded yet goes through the backend (all its
 * parts at once); a part registered after its namespace was loaded, or while it was loading (a screen
 * fetched as the language changed), is added on its own.
 */
function ensureParts(language: Language): void {
  if (language === DEFAULT_LANGUAGE) return;
  for (const [namespace, parts] of loaders) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      track(i18n.loadNamespaces(namespace));
      continue;
    }
    for (const [part, load] of parts) {
      const key = `${language}|${namespace}|${part}`;
      if (loadedParts.has(key)) continue;
      loadedParts.add(key);
      track(loadPart(load).then((texts) => i18n.addResourceBundle(language, namespace, texts, true, true)));
    }
  }
}

async function loadPart(load: Loader): Promise<Catalogue> {
  const module = await load();
  return ('default' in module ? module.default : module) as Catalogue;
}

function deepMerge(into: Catalogue, from: Catalogue): Catalogue {
  const merged: Record<string, unknown> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = merged[key];
    merged[key] =
      value && typeof value === 'object' && existing && typeof existing === 'object' ? deepMerge(existing as Catalogue, value as Catalogue) : value;
  }
  return merged as Catalogue;
}

function track(promise: Promise<unknown>): void {
  pending.add(promise);
  void promise.finally(() => pending.delete(promise));
}

/**
 * Resolves when every registered namespace has its texts in the current language: the shell waits
 * for it before the first render and after loading a remote, so a Hindi page never flashes English.
 */
export async function cataloguesReady(): Promise<void> {
  await initialised;
  while (pending.size > 0) await Promise.all([...pending]);
}

/** Loads every registered namespace in `language`, then switches to it. */
export async function changeLanguage(language: Language): Promise<void> {
  await i18n.loadLanguages(language);
  await i18n.changeLanguage(language);
}
