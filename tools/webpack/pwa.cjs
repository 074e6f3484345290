// What makes the shell an installable app that reads offline (issue 17): the web app manifest and
// its icons (shell/src/pwa), and a Workbox service worker (/sw.js). See docs/decisions.md, "Offline".
const { readdirSync, readFileSync } = require('node:fs');
const path = require('node:path');
const { GenerateSW } = require('workbox-webpack-plugin');

const PLUGIN = 'PwaAssetsPlugin';

/** Copies the manifest and icons into static/ unchanged (their names are linked from index.html and the manifest). */
class PwaAssetsPlugin {
  constructor(sourceDir) {
    this.sourceDir = sourceDir;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const files = [['manifest.webmanifest', 'static/manifest.webmanifest']];
        for (const icon of readdirSync(path.join(this.sourceDir, 'icons'))) files.push([`icons/${icon}`, `static/icons/${icon}`]);
        for (const [from, to] of files) {
          const file = path.join(this.sourceDir, from);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(to, new sources.RawSource(readFileSync(file)));
        }
      });
    });
  }
}

/**
 * The service worker. Its rules, in order (each `urlPattern` is copied into sw.js as source, so it
 * must not refer to anything outside itself):
 * - pages (navigations): network first; offline, the last copy of the page, else the precached
 *   index.html (every route is the same single page);
 * - hashed files (`name.1234abcd.js`, the shell's and every remote's): cache first, since a hashed
 *   name never changes content;
 * - everything else the shell and remotes serve with a fixed name (main.js, remoteEntry.js,
 *   mf-manifest.json, /config.json, the manifest): network first with no timeout, so online a new
 *   deploy of the shell or of any remote is always used whole, and the cache only answers offline;
 * - the API is not handled at all: no private data in the worker's caches (the offline copy of a
 *   user's data is the persisted query cache, which sign-out removes).
 */
function serviceWorker() {
  return new GenerateSW({
    swDest: 'sw.js',
    // Only the app shell page and the install assets: code is cached as it is used (below), so a
    // first visit does not download every screen of the shell, and remotes stay independently deployed.
    include: [/^index\.html$/, /^static\/manifest\.webmanifest$/, /^static\/icons\/.+\.png$/],
    inlineWorkboxRuntime: true,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    sourcemap: false,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: { cacheName: 'clinic-pages', expiration: { maxEntries: 20 }, precacheFallback: { fallbackURL: '/index.html' } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/(static|remotes)\/.+\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname),
        handler: 'CacheFirst',
        options: { cacheName: 'clinic-code', expiration: { maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30 }, cacheableResponse: { statuses: [200] } },
      },
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && (url.pathname === '/config.json' || /^\/(static|remotes)\/[^?]+\.(js|json|webmanifest)$/.test(url.pathname)),
        handler: 'NetworkFirst',
        options: { cacheName: 'clinic-entries', expiration: { maxEntries: 40 }, cacheableResponse: { statuses: [200] } },
      },
    ],
  });
}

function pwaPlugins(projectRoot) {
  return [new PwaAssetsPlugin(path.join(projectRoot, 'src/pwa')), serviceWorker()];
}

module.exports = { pwaPlugins };
