import { matchPath } from '@clinic/router';
import { REMOTE_NAMES, type RemoteManifestMeta, type RemoteName } from '@clinic/contracts';

/**
 * The shell serves these paths itself. Every other path belongs to the remote that declares it in
 * its manifest (`metaData.topLevelPaths`, from the remote's package.json), read at run time: a
 * remote adds a screen at a new top-level path without a shell release.
 */
const SHELL_PATHS = ['/', '/home', '/login', '/register', '/forgot-password', '/reset-password', '/unauthorized', '/profile'];

const matches = (pattern: string, pathname: string) => Boolean(matchPath({ path: pattern, caseSensitive: false }, pathname));

export function isShellPath(pathname: string): boolean {
  return SHELL_PATHS.some((pattern) => matches(pattern, pathname));
}

/** A pattern without a wildcard beats one with; then the longer one (`/admin/conversationList` over `/admin/*`). */
const specificity = (pattern: string) => (pattern.endsWith('*') ? 0 : 100_000) + pattern.replace(/\*$/, '').length;

/** Which remote's declaration fits `pathname` best, among those known. */
export function ownerAmong(pathname: string, declared: Partial<Record<RemoteName, readonly string[]>>): RemoteName | null {
  let best: { remote: RemoteName; score: number } | null = null;
  for (const remote of REMOTE_NAMES) {
    for (const pattern of declared[remote] ?? []) {
      if (!matches(pattern, pathname)) continue;
      const score = specificity(pattern);
      if (!best || score > best.score) best = { remote, score };
    }
  }
  return best?.remote ?? null;
}

let entries: Readonly<Record<RemoteName, string>> | undefined;
const declarations = new Map<RemoteName, Promise<readonly string[] | null>>();

/** Where each remote's manifest is (from /config.json). */
export function configureOwnership(remotes: Readonly<Record<RemoteName, string>>): void {
  entries = remotes;
  declarations.clear();
}

/** A remote's declared paths, or null when its manifest cannot be had (not cached: a retry asks again). */
function declaredBy(remote: RemoteName): Promise<readonly string[] | null> {
  let pending = declarations.get(remote);
  if (!pending) {
    const entry = entries?.[remote];
    pending = entry
      ? fetch(entry, { cache: 'no-cache' })
          .then((response) => (response.ok ? (response.json() as Promise<{ metaData?: RemoteManifestMeta }>) : Promise.reject(new Error(`HTTP ${response.status}`))))
          .then((manifest) => manifest.metaData?.topLevelPaths ?? [])
          .catch(() => {
            declarations.delete(remote);
            return null;
          })
      : Promise.resolve(null);
    declarations.set(remote, pending);
  }
  return pending;
}

/** The remote serving the path (if any remote declares it), and the remotes that could not be asked. */
export interface Ownership {
  owner: RemoteName | null;
  unreachable: RemoteName[];
}

/**
 * Asks every remote's manifest (small JSON, fetched once per page load) which of them serves the
 * path. With a remote unreachable and nobody else claiming the path, the caller says the section is
 * unavailable rather than "not found": it may well be that remote's.
 */
export async function findOwner(pathname: string): Promise<Ownership> {
  const answers = await Promise.all(REMOTE_NAMES.map(async (remote) => [remote, await declaredBy(remote)] as const));
  const known: Partial<Record<RemoteName, readonly string[]>> = {};
  const unreachable: RemoteName[] = [];
  for (const [remote, paths] of answers) {
    if (paths) known[remote] = paths;
    else unreachable.push(remote);
  }
  return { owner: ownerAmong(pathname, known), unreachable };
}
