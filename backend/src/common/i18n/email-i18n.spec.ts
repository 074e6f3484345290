import { LANGUAGES } from '@clinic/contracts';
import { type Catalogue, dateText, loadEmailCatalogue, moneyText, weekdayText, wordsFor, zoneText } from './email-i18n';

/** `a.b.c` → text, for every text of a catalogue. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(catalogue).flatMap(([key, value]) =>
      typeof value === 'string' ? [[`${prefix}${key}`, value] as const] : [...flatten(value, `${prefix}${key}.`)],
    ),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('email catalogues', () => {
  const en = flatten(loadEmailCatalogue('en'));

  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English text, no other, with the same {{values}}', (language) => {
    const other = flatten(loadEmailCatalogue(language));
    expect([...other.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of en) expect([key, placeholders(other.get(key) ?? '')]).toEqual([key, placeholders(text)]);
  });

  it('Hindi texts are in Devanagari: no English word left in them', () => {
    for (const [key, text] of flatten(loadEmailCatalogue('hi'))) {
      expect([key, text.replace(/\{\{\w+\}\}/g, '')]).toEqual([key, expect.not.stringMatching(/[A-Za-z]/)]);
    }
  });

  it('a language it does not know, or none, is English', () => {
    expect(wordsFor('fr').language).toBe('en');
    expect(wordsFor(undefined).t('layout.openApp')).toBe('Open the app');
    expect(wordsFor('hi').t('layout.openApp')).toBe('ऐप खोलें');
  });

  it('interpolates {{name}} without escaping (the HTML part escapes the whole text)', () => {
    expect(wordsFor('en').t('messageUnread.title', { sender: 'A & B <x>' })).toBe('New message from A & B <x>');
    expect(wordsFor('hi').t('messageUnread.title', { sender: 'Dr. Rao' })).toBe('Dr. Rao का नया संदेश');
  });

  it('writes dates, the zone and money in the Indian formats of each language', () => {
    expect(weekdayText('2026-12-01', wordsFor('en'))).toBe('Tue 1 Dec 2026');
    expect(weekdayText('2026-12-01', wordsFor('hi'))).toBe('मंगलवार, 1 दिसंबर 2026');
    expect(dateText('2026-12-01', wordsFor('en'))).toBe('2026-12-01');
    expect(dateText('2026-12-01', wordsFor('hi'))).toBe('1 दिसंबर 2026');
    expect(zoneText('Asia/Kolkata', wordsFor('en'))).toBe('Asia/Kolkata');
    expect(zoneText('Asia/Kolkata', wordsFor('hi'))).toBe('भारतीय मानक समय');
    expect(moneyText(15_000_000, wordsFor('en'))).toBe('₹1,50,000.00');
    expect(moneyText(15_000_000, wordsFor('hi'))).toBe('₹1,50,000.00');
  });
});
