// Stands in for antd's Table column filter menu (antd/es/table/hooks/useFilter/FilterDropdown).
// useFilter imports it statically, and with it Tree, Menu, Dropdown, Checkbox and Radio (with the
// row selection's stand-in, 57.6 kB gzip less on a page with a table), but it is drawn only for a
// column with `filters` or `filterDropdown`, and no table in this product has one (its lists filter
// on the server, from the form above the table). Such a column fails loudly instead of drawing no
// menu: take this replacement out of tools/webpack/stubs/index.cjs first
// (shell/src/app/lean-table.spec.ts looks for it).

// The same as antd's: useFilter reads the keys of a column's filters with it.
function flattenKeys(filters) {
  let keys = [];
  (filters || []).forEach(({ value, children }) => {
    keys.push(value);
    if (children) keys = keys.concat(flattenKeys(children));
  });
  return keys;
}

function FilterDropdown() {
  throw new Error('Table column filters are not in this build: see tools/webpack/stubs/table-filter-dropdown.cjs');
}

// An ES module's shape, so that antd's `import X, { named } from` gets both.
Object.defineProperty(exports, '__esModule', { value: true });
Object.assign(exports, { default: FilterDropdown, flattenKeys });
