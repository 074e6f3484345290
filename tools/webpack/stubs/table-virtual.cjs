// Stands in for antd's virtual Table (antd/es/table/RcTable/VirtualTable), which InternalTable
// imports statically and draws only with `virtual`; no table in this product sets it (the lists are
// paged on the server). A table that does fails loudly (shell/src/app/lean-table.spec.ts looks for it).
function VirtualTable() {
  throw new Error('Table virtual is not in this build: see tools/webpack/stubs/table-virtual.cjs');
}

// An ES module's shape, so that antd's `import X, { named } from` gets both.
Object.defineProperty(exports, '__esModule', { value: true });
Object.assign(exports, { default: VirtualTable });
