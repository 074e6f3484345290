/**
 * A loader for the remotes' production builds: antd's component style modules keep their design
 * tokens (the CSS variables the prebuilt stylesheet reads) and lose the functions that would write
 * their CSS rules at run time, which antd never calls with the shell's prebuilt stylesheet in the
 * page (`zeroRuntime`: its style hook returns before reaching them). About 100 kB of raw
 * JavaScript, 25–30 kB gzip, on every remote page (docs/decisions.md, issue 17).
 *
 * Each style module ends with `genStyleHooks(name, styleFn, getComponentToken, options)` (or
 * `genSubStyleComponent`, `genComponentStyleHook`); the loader puts `() => []` in place of
 * `styleFn`, and the bundler then drops what only `styleFn` used. The arguments are found by
 * parsing the module, not by pattern, so a reformatted antd release is still read right; a unit
 * test (shell/src/app/antd-style-generators.spec.ts) fails if one of antd's calls is not.
 */
const acorn = require('acorn');

const STYLE_HOOK_FACTORIES = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);
const MENTIONS_FACTORY = /\bgen(StyleHooks|SubStyleComponent|ComponentStyleHook)\(/;
/** A generator written in place, or named (`genStyleHooks('Layout', genLayoutStyle, …)`). */
const GENERATOR_NODES = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'Identifier']);

/** Where the style generators are in `source`'s factory calls: [start, end) offsets. */
function styleGenerators(source) {
  const found = [];
  const visit = (node) => {
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && STYLE_HOOK_FACTORIES.has(node.callee.name)) {
      const generator = node.arguments[1];
      if (generator && GENERATOR_NODES.has(generator.type)) {
        found.push([generator.start, generator.end]);
        return;
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach((child) => child && typeof child.type === 'string' && visit(child));
      else if (value && typeof value.type === 'string') visit(value);
    }
  };
  visit(acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' }));
  return found;
}

/** `source` with each style generator replaced by one that writes nothing. */
function withoutStyleGenerators(source) {
  if (!MENTIONS_FACTORY.test(source)) return source;
  let out = source;
  for (const [start, end] of styleGenerators(source).sort((a, b) => b[0] - a[0])) {
    out = `${out.slice(0, start)}() => []${out.slice(end)}`;
  }
  return out;
}

/** Which modules it applies to: antd's component style folders (not the theme, which computes the tokens). */
const ANTD_STYLE_MODULES = /node_modules[\\/]antd[\\/]es[\\/][\w-]+[\\/]style[\\/][^\\/]+\.js$/;

module.exports = function antdStyleGeneratorsLoader(source) {
  return withoutStyleGenerators(source);
};
module.exports.withoutStyleGenerators = withoutStyleGenerators;
module.exports.ANTD_STYLE_MODULES = ANTD_STYLE_MODULES;
