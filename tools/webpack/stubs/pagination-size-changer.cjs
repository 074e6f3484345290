// Stands in for the Select that antd's Pagination draws as its page-size changer
// (antd/es/pagination/Pagination.js imports `../select` statically). With it came antd's Select, its
// virtual list and its popup (about 23 kB gzip) to every page with a paged list, the client's
// progress page among them, which draws no other select. No list in this product lets the reader
// change its page size: the API pages at a fixed size, so the shell's ConfigProvider sets
// `pagination: { showSizeChanger: false }` for every screen (clinicPagination in shell/src/app/theme.ts;
// shell/src/app/lean-table.spec.ts draws long lists inside it and checks no screen turns it back on).
// A size changer fails loudly instead of drawing nothing: take this replacement out of
// tools/webpack/stubs/index.cjs first.
function SizeChanger() {
  throw new Error("Pagination's showSizeChanger is not in this build: see tools/webpack/stubs/pagination-size-changer.cjs");
}

// An ES module's shape, so that antd's `import Select from '../select'` gets it.
Object.defineProperty(exports, '__esModule', { value: true });
Object.assign(exports, { default: SizeChanger });
