// Fails a production build when a JavaScript file grows past its budget, measured as a browser
// receives it (gzip, level 6). Per file, because that is what the build knows; what a whole page
// loads (the sign-in page's 200 kB target) is checked in the browser by e2e/specs/bundle-budget.e2e.ts.
const { gzipSync } = require('node:zlib');

const PLUGIN = 'SizeBudgetPlugin';

class SizeBudgetPlugin {
  /**
   * @param {{ entry: number, chunk: number }} budgets in bytes, gzip: `entry` for files with a
   *   fixed name (main.js, remoteEntry.js: fetched before anything else), `chunk` for every other.
   */
  constructor(budgets) {
    this.budgets = budgets;
  }

  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const entryFiles = new Set();
        for (const chunk of compilation.chunks) if (chunk.canBeInitial()) chunk.files.forEach((f) => entryFiles.add(f));
        for (const [name, source] of Object.entries(assets)) {
          if (!name.endsWith('.js')) continue;
          const kind = entryFiles.has(name) ? 'entry' : 'chunk';
          const size = gzipSync(source.buffer(), { level: 6 }).length;
          if (size > this.budgets[kind]) {
            const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
            compilation.errors.push(
              new WebpackError(`${name} is ${kb(size)} gzip, over the ${kind} budget of ${kb(this.budgets[kind])} (tools/webpack/size-budget.cjs)`),
            );
          }
        }
      });
    });
  }
}

module.exports = { SizeBudgetPlugin };
