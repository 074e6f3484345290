import { Messages } from '@clinic/contracts';
import type { ResourceLanguage } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currentLanguage, i18n, type Loader, registerCatalogue } from './instance';
import type { Language } from './languages';

/**
 * The spec's fixed texts (`Messages` in @clinic/contracts) stay the one English source, word for
 * word; `locales/hi/messages.json` mirrors their shape in Hindi, with `{{0}}`, `{{1}}` where a
 * message takes values. The server sends the English text (and a stable `code`); the browser
 * shows it in the reader's language through the same catalogue (docs/decisions.md, "Languages").
 */
export const MESSAGES_NAMESPACE = 'messages';

type Leaf = string | ((...args: never[]) => string);
type Tree = { [key: string]: Leaf | Tree };

registerCatalogue(MESSAGES_NAMESPACE, {
  en: englishTemplates(Messages as unknown as Tree) as ResourceLanguage,
  hi: () => import(/* webpackChunkName: "i18n-hi-messages" */ '../locales/hi/messages.json'),
});

/** English as i18next templates, so that both catalogues have the same keys (checked by a test). */
function englishTemplates(tree: Tree): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : typeof value === 'function' ? template(value) : englishTemplates(value),
    ]),
  );
}

/** `(hours) => \`… ${hours} hours …\`` → `… {{0}} hours …`: the function called with markers. */
function template(fn: Leaf & ((...args: never[]) => string)): string {
  const markers = Array.from({ length: fn.length }, (_, i) => `⟦${i}⟧`);
  return (fn as (...args: string[]) => string)(...markers).replace(/⟦(\d+)⟧/g, '{{$1}}');
}

function translateTree<T>(tree: T, language: Language, path: string[] = []): T {
  return Object.fromEntries(
    Object.entries(tree as Tree).map(([key, value]) => {
      const at = [...path, key];
      if (typeof value === 'object') return [key, translateTree(value, language, at)];
      const translated = i18n.getResource(language, MESSAGES_NAMESPACE, at.join('.'));
      if (typeof translated !== 'string') return [key, value];
      if (typeof value === 'string') return [key, translated];
      return [key, (...args: unknown[]) => translated.replace(/\{\{(\d+)\}\}/g, (_, i: string) => String(args[Number(i)]))];
    }),
  ) as T;
}

const cache = new Map<Language, typeof Messages>();

/** `Messages` in `language`: any text not yet translated stays English. */
export function messagesIn(language: Language = currentLanguage()): typeof Messages {
  if (language === 'en') return Messages;
  let translated = cache.get(language);
  if (!translated) {
    if (!i18n.hasResourceBundle(language, MESSAGES_NAMESPACE)) return Messages;
    translated = translateTree(Messages, language);
    cache.set(language, translated);
  }
  return translated;
}
i18n.store.on('added', (language: string, namespace: string) => {
  if (namespace === MESSAGES_NAMESPACE) cache.delete(language as Language);
});

/** The spec's texts in the reader's language, re-rendering when it changes. */
export function useMessages(): typeof Messages {
  const { i18n: instance } = useTranslation(MESSAGES_NAMESPACE);
  return messagesIn(currentLanguage(instance.resolvedLanguage));
}

interface Pattern {
  path: string;
  match: RegExp | string;
}

let patterns: Pattern[] | undefined;
/** Server texts registered by the screens that need them (beyond `Messages`, which every page has). */
const registeredTrees: Tree[] = [];

/**
 * More of the server's texts, as a part of the messages catalogue: `tree` is their English (as in
 * `Messages`, under their own top-level keys), `hi` loads their Hindi. A screen registers them when
 * its code loads, so the texts only its API answers with (the nutrition ones) do not weigh on every page.
 */
export function registerServerMessages(tree: object, hi: Loader, part: string): void {
  registerCatalogue(MESSAGES_NAMESPACE, { en: englishTemplates(tree as Tree) as ResourceLanguage, hi }, part);
  registeredTrees.push(tree as Tree);
  patterns = undefined;
}

function englishPatterns(tree: Tree, path: string[] = []): Pattern[] {
  return Object.entries(tree).flatMap(([key, value]): Pattern[] => {
    const at = [...path, key].join('.');
    if (typeof value === 'string') return [{ path: at, match: value }];
    if (typeof value === 'object') return englishPatterns(value, [...path, key]);
    const parts = template(value).split(/\{\{\d+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return [{ path: at, match: new RegExp(`^${parts.join('(.+?)')}$`) }];
  });
}

/**
 * A server's English message in the reader's language: found by its text among the spec's
 * messages (with its values, when it has some). Anything else (a message written for
 * integrators) is shown as it came.
 */
export function translateServerMessage(message: string, language: Language = currentLanguage()): string {
  if (language === 'en') return message;
  patterns ??= [Messages as unknown as Tree, ...registeredTrees].flatMap((tree) => englishPatterns(tree));
  for (const { path, match } of patterns) {
    const values = typeof match === 'string' ? (match === message ? [] : undefined) : message.match(match)?.slice(1);
    if (!values) continue;
    const translated = i18n.getResource(language, MESSAGES_NAMESPACE, path);
    return typeof translated === 'string' ? translated.replace(/\{\{(\d+)\}\}/g, (_, i: string) => values[Number(i)] ?? '') : message;
  }
  return message;
}
