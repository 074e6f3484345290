const path = require('node:path');

/**
 * antd modules imported statically but drawn only for options this product never sets, each
 * replaced in the build by the stand-in beside this file (which says why, and what to do to use the
 * option): [the module's path, the stand-in's path]. shell/src/app/lean-table.spec.ts checks that
 * the patterns still find antd's modules, that a Table works with the stand-ins, and that no screen
 * sets an option they leave out.
 */
const ANTD_STUBS = [
  [/antd[\\/]es[\\/]tooltip[\\/]UniqueProvider([\\/]index(\.js)?)?$/, 'tooltip-unique-provider.cjs'],
  [/antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection(\.js)?$/, 'table-selection.cjs'],
  [/antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown(\.js)?$/, 'table-filter-dropdown.cjs'],
  [/antd[\\/]es[\\/]table[\\/]RcTable[\\/]VirtualTable(\.js)?$/, 'table-virtual.cjs'],
].map(([pattern, stub]) => [pattern, path.join(__dirname, stub)]);

module.exports = { ANTD_STUBS };
