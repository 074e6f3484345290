// The embedded database's starter, for tests that need a server of their own (a migration target).
module.exports = require('../../../tools/db/ferretdb.cjs');
