// Stands in for antd's Table row selection (antd/es/table/hooks/useSelection). InternalTable imports
// it statically, and with it Checkbox, Radio, Dropdown, Menu and the tree helpers (with the filter
// menu's stand-in, 57.6 kB gzip less on a page with a table), but no table in this product selects
// rows. Without `rowSelection` the real hook only drops the selection column marker, as this one
// does. A table that sets `rowSelection` fails loudly instead of drawing no checkboxes: take this
// replacement out of tools/webpack/stubs/index.cjs first (shell/src/app/lean-table.spec.ts looks
// for it).
const SELECTION_COLUMN = {};
const SELECTION_ALL = 'SELECT_ALL';
const SELECTION_INVERT = 'SELECT_INVERT';
const SELECTION_NONE = 'SELECT_NONE';

const noSelection = new Set();
const dropSelectionColumn = (columns) => columns.filter((column) => column !== SELECTION_COLUMN);

function useSelection(_config, rowSelection) {
  if (rowSelection) {
    throw new Error('Table rowSelection is not in this build: see tools/webpack/stubs/table-selection.cjs');
  }
  return [dropSelectionColumn, noSelection];
}

// An ES module's shape, so that antd's `import X, { named } from` gets both.
Object.defineProperty(exports, '__esModule', { value: true });
Object.assign(exports, { default: useSelection, SELECTION_COLUMN, SELECTION_ALL, SELECTION_INVERT, SELECTION_NONE });
