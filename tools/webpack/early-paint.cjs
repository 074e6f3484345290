// The shell's early paint (shell/src/early-paint/early-paint.ts): compiled on its own with swc,
// with the texts it draws (the home's greeting, the sign-in card and the client's screens' headings
// the remotes declare, in every language) written into it, emitted as a content-hashed file, and loaded by index.html as a
// blocking script right after #root, so it draws before main.js has arrived; it then starts the app (issue 17).
// A file rather than an inline script: the content security policy allows scripts from files only.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const swc = require('@swc/core');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { manifestHeadings } = require('./screen-headings.cjs');

const PLUGIN = 'EarlyPaintPlugin';
const workspaceRoot = path.resolve(__dirname, '../..');
const SOURCE = path.join(workspaceRoot, 'shell/src/early-paint/early-paint.ts');
const LOCALES = path.join(workspaceRoot, 'libs/i18n/locales');
/** The remotes built from this repository, and the namespace their headings.json keys are in. */
const REMOTES = [
  ['mfe-client', 'client'],
  ['mfe-admin', 'admin'],
  ['mfe-messaging', 'messaging'],
];

/**
 * The texts, as the shell and this repository's remotes have them at build time. A remote deployed
 * on its own with a renamed heading shows the old one for the moment until its manifest is read;
 * one with a new screen gets no early heading: the shell then draws it from the manifest, as before.
 */
function earlyPaintData() {
  const LANGUAGES = ['en', 'hi'];
  const TEXT_KEYS = readTextKeys();
  const lookup = (catalogue, key) => key.split('.').reduce((node, part) => node?.[part], catalogue);
  const texts = Object.fromEntries(
    LANGUAGES.map((language) => {
      // The sign-in card's texts live with the sign-in screens (shell-auth.json), the rest in shell.json.
      const read = (file) => JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8'));
      const shell = { ...read('shell.json'), ...read('shell-auth.json') };
      return [language, TEXT_KEYS.map((key) => lookup(shell, key))];
    }),
  );
  // { route: [en, hi] }, or { route: { role: [en, hi] } } where roles differ.
  const byLanguage = (text) => LANGUAGES.map((language) => text[language]);
  const headings = {};
  for (const [project, namespace] of REMOTES) {
    for (const [route, byRole] of Object.entries(manifestHeadings(path.join(workspaceRoot, project), namespace) ?? {})) {
      if (!drawnEarly(route, byRole)) continue;
      const roles = Object.entries(byRole);
      headings[route] = roles.length === 1 && roles[0][0] === '*' ? byLanguage(roles[0][1]) : Object.fromEntries(roles.map(([role, text]) => [role, byLanguage(text)]));
    }
  }
  return { texts, headings };
}

/**
 * The screens a client opens: those outside /admin, and the clinic's screens that have a client's
 * own heading (their progress). The file is on every page's critical path, and the clinic's other
 * headings would add about 0.4 kB gzip to each; those screens draw their heading from the manifest,
 * except the two a nutritionist opens between visits, often on a phone: today's appointments
 * and the conversations (about 35 bytes each; declared for the practitioners' roles only, so a
 * client who types their address is drawn nothing).
 */
const CLINIC_DAY = new Set(['admin/today', 'admin/conversationList']);
function drawnEarly(route, byRole) {
  return !route.startsWith('admin/') || 'client' in byRole || CLINIC_DAY.has(route);
}

/** The order of the texts, as early-paint.ts declares it (TEXT_KEYS). */
function readTextKeys() {
  const match = readFileSync(SOURCE, 'utf8').match(/TEXT_KEYS = (\[[^\]]+\])/);
  if (!match) throw new Error(`${SOURCE}: TEXT_KEYS not found`);
  return JSON.parse(match[1].replace(/'/g, '"'));
}

/**
 * The script: the early paint, then the app's entry files (`scripts`) added once the browser says it
 * has shown it (its first contentful paint; after 250 ms at the latest, for a browser that does not
 * say). index.html only preloads them, so they download alongside; run straight away, a quickly
 * fetched main.js was evaluated before the first frame, and the page stayed blank until the app had
 * started. Nothing drawn, or a hidden tab (where no frame comes): they are added at once.
 */
function buildScript(scripts) {
  const { code } = swc.transformFileSync(SOURCE, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    swcrc: false,
    configFile: false,
  });
  // Its exports are for the shell and the tests; here the module is the body of one function, so
  // the minifier drops what the early paint itself does not call.
  const body = code.replace(/\bexport (?=(function|const|let|class)\b)/g, '');
  if (/\b(export|import)\b[\s{*]/.test(body.replace(/\/\*[\s\S]*?\*\//g, ''))) throw new Error(`${SOURCE}: the early paint must import nothing and export only declarations`);
  // localStorage can throw (storage blocked): the page then simply starts blank, as before.
  const wrapped = `(function(){${body}
var painted=false,started=false;try{painted=paintEarly(${JSON.stringify(earlyPaintData())},document.getElementById('root'),{pathname:location.pathname,storage:localStorage,cookie:document.cookie,languages:navigator.languages||[navigator.language],now:Date.now()});}catch(e){}
function start(){if(started)return;started=true;${JSON.stringify(scripts)}.forEach(function(src){var s=document.createElement('script');s.src=src;s.async=false;document.body.appendChild(s);});}
try{if(!painted||document.visibilityState==='hidden')throw 0;new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(start,0);}}).observe({type:'paint',buffered:true});setTimeout(start,250);}catch(e){start();}})();`;
  return swc.minifySync(wrapped, { compress: { passes: 2 }, mangle: true }).code;
}

class EarlyPaintPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      let file;
      let scripts = [];
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(SOURCE);
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/');
        scripts = [...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()).filter((name) => name.endsWith('.js')).map((name) => publicPath + name);
        const code = buildScript(scripts);
        file = `static/early-paint.${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
        compilation.emitAsset(file, new sources.RawSource(code), { immutable: true });
      });
      // The entry's script tags become preloads; the early paint's script, blocking, adds them.
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (groups) => {
        const isEntry = (tag) => tag.tagName === 'script' && scripts.includes(tag.attributes.src);
        const entries = groups.bodyTags.filter(isEntry);
        const src = `${groups.publicPath ?? '/'}${file}`;
        groups.bodyTags = [HtmlWebpackPlugin.createHtmlTagObject('script', { src }), ...groups.bodyTags.filter((tag) => !isEntry(tag))];
        // Its own file asked for first, before /config.json and main.js, which index.html's <head> names earlier.
        groups.headTags.unshift(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', href: src, as: 'script' }));
        // At a script preload's default priority (high) the simulated first paint of a page the early
        // paint leaves blank (the admin's) counted main.js as blocking it: 0.7 s became 1.65 s on the
        // mobile preset. Low is what the `defer` script it replaces had; nothing else competes with it.
        groups.headTags.push(...entries.map((tag) => HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', href: tag.attributes.src, as: 'script', fetchpriority: 'low' })));
        return groups;
      });
    });
  }
}

module.exports = { EarlyPaintPlugin, earlyPaintData };
