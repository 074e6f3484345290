// The server's email catalogues (libs/i18n/locales/<lang>/email.json) beside the compiled backend,
// at the same place relative to it as in the sources, so that dist/ alone (the Docker image) has them.
import { cpSync, readdirSync } from 'node:fs';
import path from 'node:path';

const from = 'libs/i18n/locales';
const to = 'dist/backend/libs/i18n/locales';
for (const language of readdirSync(from)) {
  cpSync(path.join(from, language, 'email.json'), path.join(to, language, 'email.json'));
}
