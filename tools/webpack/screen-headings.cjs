// A remote's screen headings for its manifest (RemoteManifestMeta.headings in libs/contracts): the
// keys its src/headings.json declares, read from its catalogue in every language, so the shell can
// draw a screen's heading before the remote's code arrives (issue 17).
const { existsSync, readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');

const LOCALES = path.resolve(__dirname, '../../libs/i18n/locales');

const lookup = (catalogue, key) => key.split('.').reduce((node, part) => (node && typeof node === 'object' ? node[part] : undefined), catalogue);

/**
 * `{ [routePath]: { [role or '*']: { [language]: text } } }`, or undefined for a remote that declares
 * no headings. A key missing from the English catalogue fails the build (the screen would draw the
 * key itself); a language without it falls back to English, as i18next does at run time.
 */
function manifestHeadings(projectRoot, namespace) {
  const file = path.join(projectRoot, 'src/headings.json');
  if (!existsSync(file)) return undefined;
  const declared = JSON.parse(readFileSync(file, 'utf8'));
  const catalogues = Object.fromEntries(
    readdirSync(LOCALES)
      .filter((language) => existsSync(path.join(LOCALES, language, `${namespace}.json`)))
      .map((language) => [language, JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8'))]),
  );
  const texts = (key) => {
    const english = lookup(catalogues.en, key);
    if (typeof english !== 'string') throw new Error(`${file}: "${key}" is not a text of the ${namespace} catalogue`);
    return Object.fromEntries(Object.entries(catalogues).map(([language, catalogue]) => [language, lookup(catalogue, key) ?? english]));
  };
  return Object.fromEntries(
    Object.entries(declared).map(([routePath, declaration]) => {
      const byRole = typeof declaration === 'string' ? { '*': declaration } : declaration;
      return [routePath, Object.fromEntries(Object.entries(byRole).map(([role, key]) => [role, texts(key)]))];
    }),
  );
}

module.exports = { manifestHeadings };
