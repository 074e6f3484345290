const path = require('node:path');

/**
 * antd modules imported statically but drawn only for options this product never sets, each
 * replaced in the build by the stand-in beside this file (which says why, and what to do to use the
 * option): [the module's path, the stand-in's path, and, where only one importer's copy is replaced,
 * that importer's path]. shell/src/app/lean-table.spec.ts checks that the patterns still find
 * antd's modules, that a Table and a Pagination work with the stand-ins, and that no screen sets an
 * option they leave out.
 */
const ANTD_STUBS = [
  [/antd[\\/]es[\\/]tooltip[\\/]UniqueProvider([\\/]index(\.js)?)?$/, 'tooltip-unique-provider.cjs'],
  [/antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection(\.js)?$/, 'table-selection.cjs'],
  [/antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown(\.js)?$/, 'table-filter-dropdown.cjs'],
  [/antd[\\/]es[\\/]table[\\/]RcTable[\\/]VirtualTable(\.js)?$/, 'table-virtual.cjs'],
  // Only Pagination's Select (the request as Pagination.js writes it): every other importer keeps antd's.
  [/^\.\.\/select$/, 'pagination-size-changer.cjs', /antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/],
].map(([pattern, stub, issuer]) => [pattern, path.join(__dirname, stub), issuer]);

/** The webpack plugins that put the stand-ins in place. */
function antdStubPlugins(webpack) {
  return ANTD_STUBS.map(([pattern, stub, issuer]) =>
    issuer
      ? // Before resolving, so the stand-in is a module of its own: replaced after, it would share
        // its name with the importers' other copy, and webpack would keep only one of the two.
        new webpack.NormalModuleReplacementPlugin(pattern, (resource) => {
          if (!resource.createData?.resource && issuer.test(resource.contextInfo?.issuer ?? '')) resource.request = stub;
        })
      : new webpack.NormalModuleReplacementPlugin(pattern, stub),
  );
}

module.exports = { ANTD_STUBS, antdStubPlugins };
