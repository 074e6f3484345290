// The share map every frontend (shell and remotes) uses: one copy of each of these at run time, so
// React state, router context, antd's theme and the query cache are the same across the apps.
const path = require('node:path');
const rootPackage = require('../../package.json');

const workspaceRoot = path.resolve(__dirname, '../..');
const { HOST_API_VERSION } = readHostApiVersion();

function readHostApiVersion() {
  const source = require('node:fs').readFileSync(require.resolve('../../libs/host/src/host-api.ts'), 'utf8');
  const match = source.match(/HOST_API_VERSION = '([^']+)'/);
  if (!match) throw new Error('HOST_API_VERSION not found in libs/host/src/host-api.ts');
  return { HOST_API_VERSION: match[1] };
}

/** Browser libraries are devDependencies: the server image does not need them, webpack bundles them. */
const dep = (name) => rootPackage.dependencies[name] ?? rootPackage.devDependencies[name];
/** Each app declares the range it needs; a shell with an incompatible copy is reported at load. */
const npmSingleton = (name) => ({ singleton: true, requiredVersion: `^${dep(name)}`, strictVersion: false });

/** Workspace libraries have no package.json: they are versioned with the product. */
const libSingleton = (version = rootPackage.version) => ({
  singleton: true,
  version,
  requiredVersion: `^${version}`,
});

/**
 * antd is not shared whole: as one shared module it is one 455 kB (gzip) chunk every page loads,
 * since a shared module cannot be tree-shaken. Each app bundles the components it uses instead, and
 * only antd's core is shared, by file: its React contexts, so the shell's ConfigProvider (theme,
 * locale) and App reach the remotes' components, and ANTD_CORE below. `allowNodeModulesSuffixMatch`
 * makes antd's own relative imports of these files (`../config-provider/context`) resolve to the
 * shared copy too.
 */
const ANTD_CONTEXTS = [
  'antd/es/config-provider/context',
  'antd/es/config-provider/DisabledContext',
  'antd/es/config-provider/SizeContext',
  'antd/es/theme/context',
  'antd/es/locale/context',
  'antd/es/app/context',
  'antd/es/_util/zindexContext',
];

/**
 * The rest of antd's core, which every component imports and the shell's `antd-core` chunk already
 * holds: ConfigProvider itself, the theme (tokens, their algorithms, the style hooks), the shared
 * style helpers and the English texts. Unshared, each remote page brought a second copy of them
 * (7 kB gzip on a booking or list page, 16 kB on the progress page, whose chart reads the theme).
 * Keys are the requests antd's components write (`../theme/internal`, `./theme`); each key costs
 * every page, the sign-in page included, about 80 bytes gzip of the federation runtime's tables, so
 * the one-line hooks (useSize, useCSSVarCls, useLocale) are left to each app.
 */
const ANTD_CORE = [
  'antd/es/config-provider',
  'antd/es/theme',
  'antd/es/theme/internal',
  'antd/es/theme/util/genStyleUtils',
  'antd/es/theme/useToken',
  'antd/es/style',
  'antd/es/locale',
  'antd/es/locale/en_US',
];

/** antd's own dependencies that it imports by package name (not by file), shareable as they are. */
const ANTD_ENGINE = ['@ant-design/cssinjs', '@ant-design/cssinjs-utils', '@ant-design/colors', '@ant-design/fast-color'];

/** A package the apps get through antd rather than depend on directly: its installed version. */
const nestedSingleton = (name) => {
  const { version } = require(`${name}/package.json`);
  return { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false };
};

/**
 * api-client is not shared whole either: its query hooks for every screen (about 5 kB gzip) would
 * come with the sign-in page. Shared, by file, are the modules with state: the configured client
 * (`onUnauthenticated`), the error class (`instanceof` must hold across apps) and the live event
 * stream (one connection per tab). Any import that resolves to one of these files takes the shared copy.
 */
const API_CLIENT_STATE = ['client', 'api-error', 'realtime'];

/**
 * The shared modules every page needs, the sign-in page included, are bundled into the shell's own
 * entry (`eager`) instead of each being a chunk of its own: one request instead of about fifteen,
 * before anything renders. Remotes never make them eager: they use the shell's copies. What only
 * some pages use (dayjs, the charts) stays a chunk loaded with them, and so does antd's core: the
 * sign-in page draws no antd, and every other page gets it in one chunk (create-config.cjs, antd-core).
 */
const HOST_LAZY = new Set(['dayjs', '@clinic/charts', ...ANTD_CONTEXTS, ...ANTD_CORE, ...ANTD_ENGINE]);

/**
 * The shell asks for no version range: the copy it gets of each module is nearly always its own,
 * and the federation runtime checks a singleton against a range with its semver parser, which
 * builds its regular expressions anew on every call. For the eager modules, loaded at start before
 * any remote, that cost every page 40-60 ms of a phone's CPU before its first paint; for the lazy
 * ones (antd's core, dayjs) about 7 ms without the slowdown in the task that starts the app on
 * every signed-in page, which Lighthouse counts at four times that (issue 17). A lazy one could
 * still come from a remote that registered it first: shell/src/remotes/share-check.ts reports the
 * shell running another app's copy of a different version. The remotes keep their ranges, which
 * the same check reports as they load.
 */
const HOST_CONFIG = { requiredVersion: false };
const EAGER_IN_HOST = { ...HOST_CONFIG, eager: true };

function sharedModules({ host = false } = {}) {
  const modules = sharedModuleMap();
  if (!host) return modules;
  return Object.fromEntries(Object.entries(modules).map(([key, config]) => [key, { ...config, ...(HOST_LAZY.has(key) ? HOST_CONFIG : EAGER_IN_HOST) }]));
}

function sharedModuleMap() {
  const antd = { ...npmSingleton('antd'), version: require('antd/package.json').version, allowNodeModulesSuffixMatch: true };
  return {
    react: npmSingleton('react'),
    'react/jsx-runtime': { ...npmSingleton('react'), packageName: 'react' },
    'react-dom': npmSingleton('react-dom'),
    // antd reaches the renderer through react-dom/client (its static message and modal methods):
    // unshared, each remote carried and loaded a second React DOM (60 kB gzip).
    'react-dom/client': { ...npmSingleton('react-dom'), packageName: 'react-dom' },
    ...Object.fromEntries([...ANTD_CONTEXTS, ...ANTD_CORE].map((path) => [path, antd])),
    // antd's style engine and colour helpers (~25 kB gzip), which every app's antd components import
    // by package name: one copy, the shell's, instead of one more per remote (issue 17). One style
    // cache too, so a style the shell inserted is not inserted again by a remote.
    ...Object.fromEntries(ANTD_ENGINE.map((name) => [name, nestedSingleton(name)])),
    '@tanstack/react-query': npmSingleton('@tanstack/react-query'),
    // One instance: libs/ui sets its locale (English or Hindi) for every app.
    dayjs: npmSingleton('dayjs'),
    // Shared for their state: the signed-in user and toasts (host); of api-client, the modules that
    // hold some (API_CLIENT_STATE). @clinic/contracts, @clinic/ui and api-client's query hooks hold
    // none: each app bundles the parts it uses.
    ...Object.fromEntries(API_CLIENT_STATE.map((file) => [path.join(workspaceRoot, 'libs/api-client/src', `${file}.ts`), { ...libSingleton(), shareKey: `@clinic/api-client/${file}` }])),
    // The router, as the subset of react-router the apps use (libs/router).
    '@clinic/router': libSingleton(),
    '@clinic/host': libSingleton(HOST_API_VERSION),
    // One i18next instance, language and set of catalogues for every app (issue 16): each app adds
    // its own namespace to it; i18next and react-i18next come inside it, not shared on their own.
    '@clinic/i18n': libSingleton(),
    // Only screens with a chart import it, so recharts loads with them and nowhere else.
    '@clinic/charts': libSingleton(),
  };
}

module.exports = { sharedModules, HOST_API_VERSION };
