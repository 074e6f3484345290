// One webpack configuration for every frontend: the shell (host) and the three remotes differ only
// in name, output folder and what they expose.
const { existsSync, readFileSync } = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { HOST_API_VERSION, sharedModules } = require('./shared.cjs');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { SizeBudgetPlugin } = require('./size-budget.cjs');
const { pwaPlugins } = require('./pwa.cjs');
const { manifestHeadings } = require('./screen-headings.cjs');
const { EarlyPaintPlugin } = require('./early-paint.cjs');
const { AntdStylesheetPlugin } = require('./antd-stylesheet.cjs');
const { antdStubPlugins } = require('./stubs/index.cjs');
const { ANTD_STYLE_MODULES } = require('./antd-style-generators.cjs');

const workspaceRoot = path.resolve(__dirname, '../..');

/**
 * react-router's package exports name only its development build (warnings, dev checks: 62 kB
 * gzip); production bundles take the production build it ships beside it.
 */
const reactRouterDist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production');
const productionAliases = {
  'react-router$': path.join(reactRouterDist, 'index.mjs'),
  'react-router/dom$': path.join(reactRouterDist, 'dom-export.mjs'),
};
const { compilerOptions } = require('../../tsconfig.base.json');

/**
 * The same @clinic/* aliases as tsconfig.base.json: a `/*` path is a folder (webpack matches its
 * prefix), any other is one module (`$`: exact, so `@clinic/host` does not swallow `@clinic/host/screens`).
 */
const aliases = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) =>
    alias.endsWith('/*') ? [alias.slice(0, -2), path.join(workspaceRoot, target.slice(0, -2))] : [`${alias}$`, path.join(workspaceRoot, target)],
  ),
);

/**
 * A remote on its own for its team (`nx serve <remote>`): the remote's routes inside the minimal dev
 * host of tools/dev-host, bundled directly, on a dev server that forwards the API to a running
 * backend (API_URL, default http://localhost:3000).
 */
function standaloneConfig({ project, projectRoot, port }) {
  const devHost = path.join(workspaceRoot, 'tools/dev-host');
  return {
    name: `${project}-standalone`,
    mode: 'development',
    context: devHost,
    devtool: 'eval-cheap-module-source-map',
    entry: { main: './src/main.tsx' },
    output: { path: path.join(workspaceRoot, 'dist', `${project}-standalone`), filename: '[name].js', publicPath: '/', clean: true },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: { ...aliases, '@remote/routes': path.join(projectRoot, 'src/routes.tsx') },
    },
    module: { rules: [swcRule(false)] },
    plugins: [
      new webpack.DefinePlugin({ __HOST_API_VERSION__: JSON.stringify(HOST_API_VERSION), __APP_VERSION__: JSON.stringify(`${project} (standalone)`) }),
      new HtmlWebpackPlugin({ template: path.join(devHost, 'src/index.html') }),
    ],
    devServer: {
      port,
      historyApiFallback: true,
      // Compression would hold back the server-sent event stream.
      compress: false,
      proxy: [{ context: ['/api', '/config.json'], target: process.env.API_URL || 'http://localhost:3000' }],
      client: { overlay: { warnings: false } },
    },
    stats: 'errors-warnings',
  };
}

/**
 * antd's building blocks (@rc-component/*, @ant-design/cssinjs and friends) are plain ES modules
 * with no import-time effects, but their package.json files do not say so, so webpack keeps a whole
 * package whenever one export of it is used: antd's Input, through the form context it reads, pulled
 * the entire form engine and validator (14 kB gzip) onto the sign-in page. Saying it here lets
 * webpack take only the modules an import needs.
 */
const pureAntdInternals = {
  test: /node_modules[\\/](@rc-component[\\/]|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)[\\/])/,
  sideEffects: false,
};

/**
 * The UI kit's parts are imported through its index (`@clinic/ui`), so a screen, or a remote's
 * routes module importing only `lazyScreen`, would otherwise carry every part whose module webpack
 * cannot prove pure (a table of colours, a set of form rules) and the antd components behind them.
 * Only dates.ts (dayjs's time zone plugins and locale) and i18n.ts (its texts) act when loaded, and stay as they are.
 */
const pureUiKit = {
  test: /libs[\\/]ui[\\/]src[\\/](?!(dates|i18n)\.ts$)[^\\/]+\.tsx?$/,
  sideEffects: false,
};

/**
 * The shell's antd core (its shared contexts, theme, style engine, colour helpers and the helpers
 * every component uses, with the shell's theme provider): not in the entry, since the sign-in page
 * draws no antd, but one chunk for every page that does, the remotes' included (they take these
 * modules from the shell), rather than a request per shared module.
 */
const ANTD_CORE_PATHS = [
  /node_modules[\\/]antd[\\/]es[\\/](config-provider|theme|locale|app|version)[\\/]/,
  /node_modules[\\/]@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)[\\/]/,
  /node_modules[\\/](stylis|@emotion|@babel[\\/]runtime[\\/]helpers[\\/]esm)[\\/]/,
  // The helpers these use, which a chunk of their own (1–2 kB) would cost a request for.
  /node_modules[\\/]@rc-component[\\/]util[\\/]es[\\/](Dom[\\/](canUseDom|dynamicCSS|contains)|hooks[\\/]useMemo|isEqual|warning|is|utils[\\/](get|set))\.js$/,
  /node_modules[\\/]antd[\\/]es[\\/](_util[\\/](zindexContext|is|warning)|style[\\/]index)\.js$/,
  // What ConfigProvider itself imports: the English texts of the pickers, pagination and dialogs,
  // and the contexts of icons, motion and form messages.
  /node_modules[\\/](antd[\\/]es[\\/](calendar|date-picker|time-picker)|@rc-component[\\/](pagination|picker)[\\/]es)[\\/]locale[\\/]/,
  /node_modules[\\/](@ant-design[\\/]icons[\\/]es[\\/]components[\\/]Context|@rc-component[\\/]motion[\\/]es[\\/]context|antd[\\/]es[\\/]form[\\/]validateMessagesContext|antd[\\/]es[\\/]modal[\\/]locale)\.js$/,
  /tools[\\/]webpack[\\/]stubs[\\/]tooltip-unique-provider\.cjs$/,
  /shell[\\/]src[\\/]app[\\/](antd-scope|theme)\.tsx?$/,
];
const antdCore = {
  // Hindi stays in its own chunk, fetched only for those who choose it.
  test: (module) => {
    const file = module.nameForCondition?.() ?? '';
    return !/hi_IN/.test(file) && ANTD_CORE_PATHS.some((pattern) => pattern.test(file));
  },
  name: 'antd-core',
  chunks: 'async',
  enforce: true,
  priority: 20,
};

/**
 * The contracts (types, constants, the spec's texts, pure functions) do nothing when loaded, but
 * webpack cannot prove it of a workspace library without a package.json: a remote's routes module,
 * which needs one helper from them, carried the spec's messages and the error codes (≈ 7 kB gzip)
 * onto every remote page's first request chain.
 */
const pureContracts = {
  test: /libs[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/,
  sideEffects: false,
};

/**
 * The API client's query modules (hooks, fetchers, keys) only declare things, but are imported
 * through the client's index: without saying so, a screen that needs the booking hooks carried the
 * food diary's, the foods' and the nutrition profiles' too (issue 59: +1.2 kB gzip on booking).
 */
const pureQueries = {
  test: /libs[\\/]api-client[\\/]src[\\/]queries[\\/][^\\/]+\.ts$/,
  sideEffects: false,
};

function swcRule(production) {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines ignore the comment): the functions
 * of a file that starts with it are compiled on the thread that streams the file, not one by one on
 * the main thread as they are first called. A screen's chunks run nearly all their code as the
 * screen loads; on booking, their evaluation was one task of 36-44 ms before the slowdown. Lighthouse's
 * blocking time on booking, mobile: median 385 -> 210 ms (docs/benchmarks.md). Not on main.js, which
 * the early paint inserts after preloading it: that fetch is not streamed, and with the hint all of
 * main.js was compiled on the main thread in one task (37 ms, 150 ms as Lighthouse counts it). After
 * Terser, which would drop the comment; before the content hashes and the compressed copies.
 */
function compileHints() {
  return new webpack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    exclude: /(^|\/)(main|early-paint[^/]*)\.js$/,
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}

/**
 * Brotli and gzip copies of every text asset, written once at build time, so the server sends them
 * (@fastify/static's preCompressed) without compressing on each request. Brotli at its maximum
 * quality is slow to write and fast to read; the files never change once built.
 */
function precompress() {
  const common = { test: /\.(js|css|html|json|svg)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    }),
  ];
}

/**
 * @param {object} options
 * @param {string} options.project folder name, e.g. 'shell' or 'mfe-client'
 * @param {string} options.federationName e.g. 'shell' or 'mfe_client'
 * @param {Record<string,string>} [options.exposes] modules a remote offers
 * @param {boolean} [options.isHost]
 * @param {{ entry: number, chunk: number }} options.budgets largest gzip size of one JS file, in
 *   bytes (see size-budget.cjs); set a little above today's figures so growth is a decision
 * @param {number} [options.minChunkSize] smallest chunk webpack splits off, in bytes before compression
 * @param {string} [options.catalogue] a remote's i18n namespace, where its src/headings.json keys are
 */
function createConfig({ project, federationName, exposes, isHost = false, devPort, budgets, minChunkSize = 40_000, catalogue }) {
  return (env = {}, argv = {}) => {
    if (env.standalone && !isHost) {
      return standaloneConfig({ project, projectRoot: path.resolve(workspaceRoot, env.projectRoot ?? project), port: Number(env.port ?? devPort) });
    }
    const production = argv.mode !== 'development';
    // `--env projectRoot=… --env outputPath=…` build a copy of a project into any folder: how a team
    // publishes its remote on its own, and how the independent-deployment test does it.
    const projectRoot = path.resolve(workspaceRoot, env.projectRoot ?? project);
    const outputPath = path.resolve(workspaceRoot, env.outputPath ?? path.join('dist', project));
    const packageJson = path.join(projectRoot, 'package.json');
    const pkg = existsSync(packageJson) ? JSON.parse(readFileSync(packageJson, 'utf8')) : require('../../package.json');
    const version = pkg.version;
    // A remote's top-level paths travel in its manifest (RemoteManifestMeta in libs/contracts), where
    // the shell reads them at run time: a new screen at a new path needs no shell release. So do its
    // screens' headings, which the shell draws before the remote's code has arrived.
    const headings = isHost ? undefined : manifestHeadings(projectRoot, catalogue);
    const manifest = isHost
      ? false
      : {
          fileName: 'mf-manifest.json',
          additionalData: ({ stats }) => {
            stats.metaData.topLevelPaths = pkg.topLevelPaths ?? [];
            if (headings) stats.metaData.headings = headings;
            return stats;
          },
        };
    // The shell keeps everything but index.html under /static; remotes are served from any folder.
    const assetDir = isHost ? 'static/' : '';
    const antdStylesheet = isHost ? new AntdStylesheetPlugin() : undefined;

    return {
      name: project,
      mode: production ? 'production' : 'development',
      context: projectRoot,
      // No eval in development either: `npm run dev` serves the apps from the API, whose content
      // security policy allows no 'unsafe-eval', so eval'd modules left the page blank.
      devtool: production ? 'hidden-source-map' : 'cheap-module-source-map',
      entry: isHost ? { main: './src/main.ts' } : {},
      output: {
        path: outputPath,
        // Entry files keep fixed names (the federation runtime and index.html refer to them);
        // every other chunk carries a content hash and is cached forever. In development too: two
        // chunks may share a name (the Hindi messages, imported by the shell and by a shared lib),
        // and without the hash they collided and failed `npm run dev`'s shell build.
        filename: `${assetDir}[name].js`,
        chunkFilename: `${assetDir}[name].[contenthash:8].js`,
        publicPath: isHost ? '/' : 'auto',
        uniqueName: federationName,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
        alias: production ? { ...aliases, ...productionAliases } : aliases,
      },
      module: {
        rules: [
          swcRule(production),
          pureAntdInternals,
          pureUiKit,
          pureContracts,
          pureQueries,
          // A remote's production build draws antd inside a shell that has its prebuilt stylesheet:
          // the code that writes antd's rules at run time is left out (the shell keeps its own).
          ...(production && !isHost ? [{ test: ANTD_STYLE_MODULES, loader: require.resolve('./antd-style-generators.cjs') }] : []),
        ],
      },
      performance: { hints: false },
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: production ? 'deterministic' : 'named',
        // webpack's default (20 kB before compression) split the remotes' screens into many 2–9 kB
        // gzip chunks shared by two or three screens; a page made 40+ requests. Issue 17 allows 40.
        splitChunks: { minSize: minChunkSize, maxAsyncRequests: 10, ...(isHost ? { cacheGroups: { antdCore } } : {}) },
      },
      plugins: [
        // Compiled into each app: the host API it was built against, and its own version.
        new webpack.DefinePlugin({
          __HOST_API_VERSION__: JSON.stringify(HOST_API_VERSION),
          __APP_VERSION__: JSON.stringify(version),
          ...(antdStylesheet ? { __ANTD_STYLESHEET__: JSON.stringify(`/${antdStylesheet.fileName}`) } : {}),
        }),
        // antd modules drawn only for options this product never sets (tools/webpack/stubs).
        ...antdStubPlugins(webpack),
        new ModuleFederationPlugin({
          name: federationName,
          filename: isHost ? undefined : 'remoteEntry.js',
          exposes,
          shared: sharedModules({ host: isHost }),
          // Take a shared module that is already loaded rather than fetching every remote to compare
          // versions: with 'version-first', one remote being down broke pages that never use it.
          shareStrategy: 'loaded-first',
          manifest,
          dts: false,
          // The shell hands its federation runtime core to the remotes (one copy a page, not one per
          // app): its plugin sets the global that a remote's entry, built without a core, reads
          // (docs/decisions.md, issue 17). Remotes therefore need a shell from this change on.
          ...(isHost ? { runtimePlugins: [path.join(projectRoot, 'src/remotes/provide-runtime-core.ts')] } : {}),
          // Browser-only builds: leaves the runtime's Node.js loading paths out of every entry.
          experiments: { optimization: { target: 'web' }, ...(isHost ? {} : { externalRuntime: true }) },
        }),
        ...(production ? [compileHints()] : []),
        ...(production ? [new SizeBudgetPlugin(budgets), ...precompress()] : []),
        ...(isHost
          ? [
              antdStylesheet,
              new HtmlWebpackPlugin({
                template: path.join(projectRoot, 'src/index.html'),
                filename: 'index.html',
                inject: 'body',
                scriptLoading: 'defer',
              }),
              new EarlyPaintPlugin(),
              // The web app manifest, its icons and the service worker (production builds only).
              ...(production ? pwaPlugins(projectRoot) : []),
            ]
          : []),
      ],
      stats: 'errors-warnings',
    };
  };
}

module.exports = { createConfig, workspaceRoot };
