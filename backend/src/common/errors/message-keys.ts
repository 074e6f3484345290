import { type FieldError, Messages, NutritionMessages } from '@clinic/contracts';

type Leaf = string | ((...args: never[]) => string);
type Tree = { [key: string]: Leaf | Tree };

const exact = new Map<string, string>();
const templates: { key: string; pattern: RegExp }[] = [];
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every text of the messages catalogue under its key (`users.invalidEmail`); a function's as a pattern. */
(function index(tree: Tree, prefix: string) {
  for (const [name, value] of Object.entries(tree)) {
    const key = `${prefix}${name}`;
    if (typeof value === 'string') {
      if (!exact.has(value)) exact.set(value, key);
    } else if (typeof value === 'function') {
      const marker = '\u0001';
      const text = (value as (...args: string[]) => string)(...Array.from({ length: value.length }, () => marker));
      templates.push({ key, pattern: new RegExp(`^${text.split(marker).map(escapeRegex).join('(.+?)')}$`, 's') });
    } else index(value, `${key}.`);
  }
})({ ...Messages, ...NutritionMessages } as unknown as Tree, '');

/**
 * The key of a message in the catalogue, and the values of one that takes some, so that a browser
 * can show it in another language; undefined for a text that is not the catalogue's.
 */
export function messageKey(message: string): { code: string; params?: string[] } | undefined {
  const code = exact.get(message);
  if (code) return { code };
  for (const { key, pattern } of templates) {
    const match = pattern.exec(message);
    if (match) return { code: key, params: match.slice(1) };
  }
  return undefined;
}

/** A field error with its catalogue key (`code`) added when its message is one of the catalogue's. */
export function withMessageKey(error: FieldError): FieldError {
  if (error.code) return error;
  const key = messageKey(error.message);
  return key ? { ...error, ...key } : error;
}
