// Shared jest settings: swc transpiles TypeScript (types are checked by the typecheck targets),
// and workspace libraries resolve through the same aliases as tsconfig.base.json.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) =>
    alias.endsWith('/*')
      ? [`^${alias.slice(0, -2).replaceAll('/', '\\/')}\\/(.*)$`, path.join(__dirname, target.slice(0, -2), '$1')]
      : [`^${alias.replaceAll('/', '\\/')}$`, path.join(__dirname, target)],
  ),
);

// Screens that import one antd component by path (antd/es/input/Input, to keep a page small) get
// antd's CommonJS build of it under jest: the same files, and the same copy `import 'antd'` loads.
moduleNameMapper['^antd/es/(.*)$'] = 'antd/lib/$1';
// @ant-design/icons' CommonJS build reaches into @ant-design/colors' ES build; the CommonJS twin is the same code.
moduleNameMapper['^@ant-design/colors/es/(.*)$'] = '@ant-design/colors/lib/$1';
// The header draws icons from @ant-design/icons-svg's ES build; under jest, its CommonJS twin.
moduleNameMapper['^@ant-design/icons-svg/es/(.*)$'] = '@ant-design/icons-svg/lib/$1';
// d3's packages are ES modules with a UMD build beside them, which jest can require.
moduleNameMapper['^(d3-[a-z-]+|internmap)$'] = path.join(__dirname, 'node_modules/$1/dist/$1.js');

module.exports = {
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper,
  // A few server dependencies ship only ES modules (cookie 2, content-disposition 3); compile them
  // to CommonJS like our own code, which works on Node 20 as well as on Node 24.
  transformIgnorePatterns: ['/node_modules/(?!(cookie|content-disposition)/)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators: true },
          transform: {
            legacyDecorator: true,
            decoratorMetadata: true,
            useDefineForClassFields: false,
            react: { runtime: 'automatic' },
          },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
};
