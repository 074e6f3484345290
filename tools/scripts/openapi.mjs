// Keeps the API contract reviewed as a diff: writes docs/openapi.json from the code and the typed
// client's schema from it (`npm run api:generate`), or, with --check, fails when either committed
// file differs from what the code produces now.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const check = process.argv.includes('--check');
const committed = { doc: path.join(root, 'docs/openapi.json'), schema: path.join(root, 'libs/api-client/src/generated/schema.ts') };
const out = check ? mkdtempSync(path.join(os.tmpdir(), 'openapi-')) : null;
const target = check ? { doc: path.join(out, 'openapi.json'), schema: path.join(out, 'schema.ts') } : committed;

const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
run(process.execPath, [path.join(root, 'dist/backend/backend/src/openapi.js'), target.doc]);
run(process.execPath, [path.join(root, 'node_modules/openapi-typescript/bin/cli.js'), target.doc, '-o', target.schema]);

if (check) {
  const stale = Object.keys(committed).filter((k) => readFileSync(committed[k], 'utf8') !== readFileSync(target[k], 'utf8'));
  rmSync(out, { recursive: true, force: true });
  if (stale.length) {
    console.error(
      `The API contract changed but ${stale.map((k) => path.relative(root, committed[k])).join(' and ')} did not.\n` +
        'Run `npm run api:generate` and commit the result, so the change is reviewed as a diff.',
    );
    process.exit(1);
  }
  console.log('docs/openapi.json and the generated client match the code.');
} else {
  console.log(`Wrote ${path.relative(root, committed.doc)} and ${path.relative(root, committed.schema)}.`);
}
