import Sanscript from '@indic-transliteration/sanscript';

const DEVANAGARI = /[\u0900-\u097F]/;

export const hasDevanagari = (text: string): boolean => DEVANAGARI.test(text);

/**
 * A spelling-free key for a word of Hindi written in either script, so "चावल" (itrans "chAvala"),
 * "Chawal" and "chaawal" meet: lowercase, no diacritics, long vowels short, w→v, ph→f, sh→s, z→j,
 * m before a consonant → n (anusvara), double letters single, and every "a" after the first letter
 * dropped, because Hindi does not say most of the inherent vowels its letters carry ("bajara" is
 * said "bajra").
 */
export function phoneticKey(word: string): string {
  let w = word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  w = w
    .replace(/aa/g, 'a')
    .replace(/ee|ii/g, 'i')
    .replace(/oo|uu/g, 'u')
    .replace(/w/g, 'v')
    .replace(/ph/g, 'f')
    .replace(/sh/g, 's')
    .replace(/z/g, 'j')
    .replace(/q/g, 'k')
    .replace(/m(?=[bcdfghjklnpqrstvxyz])/g, 'n')
    .replace(/(.)\1+/g, '$1');
  return w.charAt(0) + w.slice(1).replace(/a/g, '');
}

/**
 * Devanagari as Latin letters (ITRANS). Anusvara (M) and chandrabindu (.N) become n, as Hindi
 * speakers write them ("गेहूं" → "gehun").
 */
export function devanagariToLatin(text: string): string {
  const itrans = Sanscript.t(text, 'devanagari', 'itrans');
  return itrans.replace(/\.N|M|\.n/g, 'n').replace(/[~.^]/g, '');
}

/** The phonetic keys of a text, one per word. */
export function phoneticKeys(text: string): string[] {
  const latin = hasDevanagari(text) ? devanagariToLatin(text) : text;
  return latin
    .split(/[^A-Za-z\u00C0-\u024F]+/)
    .map(phoneticKey)
    .filter((key) => key.length > 0);
}
