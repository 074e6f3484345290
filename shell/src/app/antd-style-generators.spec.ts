import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The loader the remotes' production builds run over antd's style modules: the build tool itself.
// eslint-disable-next-line @nx/enforce-module-boundaries
const { withoutStyleGenerators, ANTD_STYLE_MODULES } = require('../../../tools/webpack/antd-style-generators.cjs') as {
  withoutStyleGenerators: (source: string) => string;
  ANTD_STYLE_MODULES: RegExp;
};

const antdEs = path.resolve(__dirname, '../../../node_modules/antd/es');
const FACTORY_CALL = /\bgen(StyleHooks|SubStyleComponent|ComponentStyleHook)\(/;

/** Every file of the installed antd the loader applies to. */
function styleModules(): string[] {
  const files: string[] = [];
  for (const component of readdirSync(antdEs, { withFileTypes: true })) {
    if (!component.isDirectory()) continue;
    const styleDir = path.join(antdEs, component.name, 'style');
    let entries: string[] = [];
    try {
      entries = readdirSync(styleDir);
    } catch {
      continue;
    }
    files.push(...entries.filter((name) => name.endsWith('.js')).map((name) => path.join(styleDir, name)));
  }
  return files.filter((file) => ANTD_STYLE_MODULES.test(file));
}

describe("the remotes' antd style modules without their run-time style generators", () => {
  it("applies to every component's style folder, and not to antd's theme or its shared style helpers", () => {
    const modules = styleModules();
    expect(modules.length).toBeGreaterThan(100);
    expect(modules.some((file) => file.endsWith(path.join('button', 'style', 'index.js')))).toBe(true);
    expect(ANTD_STYLE_MODULES.test(path.join(antdEs, 'style', 'index.js'))).toBe(false);
    expect(ANTD_STYLE_MODULES.test(path.join(antdEs, 'theme', 'util', 'genStyleUtils.js'))).toBe(false);
  });

  it("replaces each generator with one that writes nothing, and keeps each component's tokens and options", () => {
    const withFactory = styleModules().filter((file) => FACTORY_CALL.test(readFileSync(file, 'utf8')));
    expect(withFactory.length).toBeGreaterThan(60);
    const unchanged = withFactory.filter((file) => {
      const source = readFileSync(file, 'utf8');
      return withoutStyleGenerators(source) === source;
    });
    expect(unchanged.map((file) => path.relative(antdEs, file))).toEqual([]);

    const button = readFileSync(path.join(antdEs, 'button/style/index.js'), 'utf8');
    const stripped = withoutStyleGenerators(button);
    expect(stripped).toMatch(/export default genStyleHooks\('Button', \(\) => \[\], prepareComponentToken, \{/);
    expect(stripped).toContain('contentLineHeightSM: true');
    // The generator's body is gone; the functions it called stay declared, for the bundler to drop.
    expect(stripped).not.toContain('genSizeBaseButtonStyle(buttonToken)');
    expect(stripped).toMatch(/const genSharedButtonStyle = /);
  });

  it('leaves a module without a style factory call as it is', () => {
    const helpers = readFileSync(path.join(antdEs, 'button/style/token.js'), 'utf8');
    expect(FACTORY_CALL.test(helpers)).toBe(false);
    expect(withoutStyleGenerators(helpers)).toBe(helpers);
  });
});
