import type { ResourceLanguage } from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Messages, NutritionMessages } from '@clinic/contracts';
import { i18n } from './instance';
import { MESSAGES_NAMESPACE, registerServerMessages } from './messages';

const locales = join(__dirname, '..', 'locales');
const read = (language: string, file: string) => JSON.parse(readFileSync(join(locales, language, file), 'utf8')) as Record<string, unknown>;

/** Every leaf as `path → text`. */
function leaves(tree: Record<string, unknown>, path: string[] = []): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (value && typeof value === 'object') for (const [p, v] of leaves(value as Record<string, unknown>, [...path, key])) found.set(p, v);
    else found.set([...path, key].join('.'), String(value));
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

function expectSameTexts(english: Map<string, string>, hindi: Map<string, string>) {
  expect([...hindi.keys()].filter((key) => !english.has(key))).toEqual([]);
  expect([...english.keys()].filter((key) => !hindi.has(key))).toEqual([]);
  for (const [key, text] of english) {
    expect({ key, empty: hindi.get(key)!.trim() === '' }).toEqual({ key, empty: false });
    // A Hindi text uses exactly the values its English does, or it would show a raw {{name}}.
    expect({ key, values: placeholders(hindi.get(key)!) }).toEqual({ key, values: placeholders(text) });
  }
}

describe('the English and Hindi catalogues', () => {
  const files = readdirSync(join(locales, 'en')).filter((file) => file.endsWith('.json'));

  it('have the same files', () => {
    expect(readdirSync(join(locales, 'hi')).filter((file) => file.endsWith('.json')).sort()).toEqual(
      [...files, `${MESSAGES_NAMESPACE}.json`, `${MESSAGES_NAMESPACE}-nutrition.json`].sort(),
    );
  });

  it.each(files)('%s: every text in one language is in the other, with the same values', (file) => {
    expectSameTexts(leaves(read('en', file)), leaves(read('hi', file)));
  });

  it("messages.json: every one of the spec's fixed texts has its Hindi", () => {
    const english = leaves(i18n.getResourceBundle('en', MESSAGES_NAMESPACE) as Record<string, unknown>);
    expect(english.get('auth.invalidPhone')).toBe(Messages.auth.invalidPhone);
    expectSameTexts(english, leaves(read('hi', `${MESSAGES_NAMESPACE}.json`)));
  });

  it('messages-nutrition.json: every text of the nutrition API has its Hindi, in the messages catalogue once registered', () => {
    registerServerMessages(NutritionMessages, async () => read('hi', `${MESSAGES_NAMESPACE}-nutrition.json`) as ResourceLanguage, 'nutrition');
    const english = leaves(i18n.getResourceBundle('en', MESSAGES_NAMESPACE) as Record<string, unknown>);
    expect(english.get('foods.notFound')).toBe(NutritionMessages.foods.notFound);
    const nutrition = new Map([...english].filter(([key]) => Object.keys(NutritionMessages).includes(key.split('.')[0])));
    expectSameTexts(nutrition, leaves(read('hi', `${MESSAGES_NAMESPACE}-nutrition.json`)));
  });
});
