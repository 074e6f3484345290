import { readFileSync } from 'node:fs';
import path from 'node:path';

let cached: string | undefined;

/**
 * The version in the workspace's package.json. Looked up from this file's folder because the
 * compiled file sits deeper (dist/backend/...) than the source, and the Docker image keeps
 * package.json at the app's root as well.
 */
export function appVersion(): string {
  if (cached) return cached;
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'nutrition-clinic' && pkg.version) return (cached = pkg.version);
    } catch {
      // not here; look one folder up
    }
    if (path.dirname(dir) === dir) return (cached = 'unknown');
  }
}
