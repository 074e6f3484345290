import { readFileSync } from 'node:fs';
import * as antd from 'antd';
import { appSourceFiles } from './app-sources.testing';

// The build step that writes antd's stylesheet for the shell (tools/webpack/antd-stylesheet.cjs):
// the build tool itself, not a copy of its output.
// eslint-disable-next-line @nx/enforce-module-boundaries
const { antdStylesheetCss, COMPONENTS } = require('../../../tools/webpack/antd-stylesheet.cjs') as {
  antdStylesheetCss: () => string;
  COMPONENTS: string[];
};

/** antd exports that draw nothing of their own: the theme's provider and helpers. */
const DRAW_NOTHING = new Set(['ConfigProvider', 'theme']);

/** Every value (not type) the apps and libraries import from 'antd'. */
function antdImports(): Set<string> {
  const names = new Set<string>();
  for (const file of appSourceFiles()) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)) {
      for (const part of list.split(',').map((p) => p.trim())) {
        if (part && !part.startsWith('type ')) names.add(part.split(/\s+as\s+/)[0]);
      }
    }
  }
  return names;
}

describe("antd's prebuilt stylesheet", () => {
  let css: string;
  beforeAll(() => {
    css = antdStylesheetCss();
  });

  it('covers every antd component the apps import (one left out would be drawn unstyled)', () => {
    const drawn = [...antdImports()].filter((name) => !DRAW_NOTHING.has(name) && name in antd);
    expect(drawn.length).toBeGreaterThan(20);
    expect(drawn.filter((name) => !COMPONENTS.includes(name))).toEqual([]);
  });

  it('has the rules of the components and of what they draw inside them', () => {
    const selectors = ['.ant-btn-primary', '.ant-table-thead', '.ant-picker-dropdown', '.ant-select-dropdown', '.ant-modal-body', '.ant-popover-container', '.ant-message-notice', '.ant-tooltip-container', '.ant-pagination-item', '.ant-form-item-explain-error', '.ant-typography', '.ant-drawer-body'];
    expect(selectors.filter((selector) => !new RegExp(`${selector.replace('.', '\\.')}[\\s{:,.>\\[]`).test(css))).toEqual([]);
  });

  it('leaves the theme to the variables antd writes at run time: it sets none of them, only reads them', () => {
    // Set here, the default theme's values would fight the clinic's (whichever came later would win).
    const found = (pattern: RegExp) => pattern.test(css);
    expect({
      themeClassRules: found(/\.css-var-/),
      setsDesignTokens: found(/--ant-(color-primary|border-radius|font-size|green-7):/),
      setsComponentTokens: found(/--ant-switch-[\w-]+:|--ant-table-header-bg:/),
      readsPrimaryColour: css.includes('var(--ant-color-primary)'),
      // Not hashed: the shell's theme turns the hash off, so the classes match as they are.
      hashed: found(/:where\(\.css-/),
    }).toEqual({ themeClassRules: false, setsDesignTokens: false, setsComponentTokens: false, readsPrimaryColour: true, hashed: false });
  });
});
