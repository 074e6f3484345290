// antd's component styles as one prebuilt stylesheet for the shell, so that no page runs antd's
// style engine to write them (issue 17: on a phone at 4× CPU that was about 200 ms of a page's
// blocking time). The shell's theme sets antd's `zeroRuntime`; the clinic's colours and sizes still
// reach every component, since the rules read CSS variables that antd writes at run time from the
// theme (the design tokens, and each component's own tokens). See docs/decisions.md, "antd's styles".
const { createHash } = require('node:crypto');
const React = require('react');

/**
 * Every antd component the apps draw, and the ones those draw inside them (a table's sorter tooltip
 * and pagination; a confirmation's popover; a form label's tooltip). Not Menu and Dropdown (7 kB
 * gzip between them): no table has column filters and the header menu is the shell's own. A
 * component missing here is drawn unstyled: the stylesheet test checks that every component
 * imported from 'antd' in the apps' code is listed.
 */
const COMPONENTS = [
  'Alert', 'App', 'Badge', 'Button', 'Card', 'Checkbox', 'Col', 'DatePicker', 'Descriptions', 'Divider', 'Drawer',
  'Empty', 'Form', 'Input', 'InputNumber', 'List', 'Modal', 'Pagination', 'Popconfirm', 'Popover',
  'Radio', 'Result', 'Row', 'Segmented', 'Select', 'Skeleton', 'Space', 'Spin', 'Statistic', 'Switch', 'Table', 'Tag',
  'TimePicker', 'Tooltip', 'Typography', 'message',
];

/** Top-level rules of a stylesheet without nesting beyond at-rules' blocks. */
function splitRules(css) {
  const rules = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}' && --depth === 0) {
      rules.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  return rules;
}

/**
 * Only custom properties, on a theme's class (`css-var-…`): the default theme's variables, which
 * antd writes at run time from the clinic's theme. Left in, whichever came later would win.
 */
const onlyThemeVariables = (rule) => {
  const open = rule.indexOf('{');
  const selector = rule.slice(0, open);
  const body = rule.slice(open + 1, -1);
  return /(^|[\s,])\.css-var-[\w-]+/.test(selector) && body.split(';').every((d) => !d.trim() || d.trim().startsWith('--'));
};

function antdStylesheetCss() {
  // Loaded here, not at the top: only builds need them, and they take a second to load.
  const { extractStyle } = require('@ant-design/static-style-extract');
  const { ConfigProvider } = require('antd');
  const theme = { hashed: false };
  // antd warns about deprecated components it is asked to draw (Input.Group, List); the build need not.
  const warn = console.error;
  console.error = () => {};
  try {
    const css = extractStyle({ includes: COMPONENTS, customTheme: (node) => React.createElement(ConfigProvider, { theme }, node) });
    return (
      splitRules(css)
        // The style engine's note of what it wrote (for a server-rendered page to pick up): not styles.
        .filter((rule) => !onlyThemeVariables(rule) && !rule.startsWith('.data-ant-cssinjs-cache-path'))
        .join('')
    );
  } finally {
    console.error = warn;
  }
}

const PLUGIN = 'AntdStylesheetPlugin';

/** Writes the stylesheet into the shell's static/ under a content-hashed name (cached forever, like the code). */
class AntdStylesheetPlugin {
  constructor() {
    this.css = antdStylesheetCss();
    this.fileName = `static/antd.${createHash('sha256').update(this.css).digest('hex').slice(0, 8)}.css`;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(this.fileName, new sources.RawSource(this.css));
      });
    });
  }
}

module.exports = { AntdStylesheetPlugin, antdStylesheetCss, COMPONENTS };
