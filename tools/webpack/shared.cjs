// The share map every frontend (shell and remotes) uses: one copy of each of these at run time, so
// React state, router context, antd's theme and the query cache are the same across the apps.
const rootPackage = require('../../package.json');
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

function sharedModules() {
  return {
    react: npmSingleton('react'),
    'react/jsx-runtime': { ...npmSingleton('react'), packageName: 'react' },
    'react-dom': npmSingleton('react-dom'),
    'react-router-dom': npmSingleton('react-router-dom'),
    antd: npmSingleton('antd'),
    '@ant-design/icons': npmSingleton('@ant-design/icons'),
    '@tanstack/react-query': npmSingleton('@tanstack/react-query'),
    dayjs: npmSingleton('dayjs'),
    '@clinic/contracts': libSingleton(),
    '@clinic/api-client': libSingleton(),
    '@clinic/host': libSingleton(HOST_API_VERSION),
    '@clinic/ui': libSingleton(),
    // Only screens with a chart import it, so recharts loads with them and nowhere else.
    '@clinic/charts': libSingleton(),
  };
}

module.exports = { sharedModules, HOST_API_VERSION };
