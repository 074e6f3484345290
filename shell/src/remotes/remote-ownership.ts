import { matchPath } from '@clinic/router';
import { isShellPath, REMOTE_NAMES, type RemoteManifestMeta, type RemoteName } from '@clinic/contracts';

const matches = (pattern: string, pathname: string) => Boolean(matchPath({ path: pattern, caseSensitive: false }, pathname));

/*
 * The shell serves its own paths (SHELL_PATHS in libs/contracts). Every other path belongs to the
 * remote that declares it in its manifest (`metaData.topLevelPaths`, from the remote's
 * package.json), read at run time: a remote adds a screen at a new top-level path without a shell release.
 */

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
const manifests = new Map<RemoteName, Promise<RemoteManifestMeta | null>>();
/** The manifests read so far, for answers that cannot wait a render (see knownHeading). */
const read = new Map<RemoteName, RemoteManifestMeta>();
const readListeners = new Set<() => void>();

/** Calls `listener` each time a remote's manifest has been read; returns the unsubscribe. */
export function subscribeToManifests(listener: () => void): () => void {
  readListeners.add(listener);
  return () => readListeners.delete(listener);
}

/** Where each remote's manifest is (from /config.json). */
export function configureOwnership(remotes: Readonly<Record<RemoteName, string>>): void {
  entries = remotes;
  manifests.clear();
  read.clear();
}

/** What a remote's manifest declares, or null when it cannot be had (not cached: a retry asks again). */
function declaredBy(remote: RemoteName): Promise<RemoteManifestMeta | null> {
  let pending = manifests.get(remote);
  if (!pending) {
    const entry = entries?.[remote];
    pending = entry
      ? // The default cache mode (the server sends no-cache, so it is revalidated): the request the
        // page's preload hint started, when the backend gave one, is then the one used.
        fetch(entry)
          .then((response) => (response.ok ? (response.json() as Promise<{ metaData?: RemoteManifestMeta }>) : Promise.reject(new Error(`HTTP ${response.status}`))))
          .then((manifest) => {
            const meta = manifest.metaData ?? {};
            read.set(remote, meta);
            readListeners.forEach((listener) => listener());
            return meta;
          })
          .catch(() => {
            manifests.delete(remote);
            return null;
          })
      : Promise.resolve(null);
    manifests.set(remote, pending);
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
  for (const [remote, meta] of answers) {
    if (meta) known[remote] = meta.topLevelPaths ?? [];
    else unreachable.push(remote);
  }
  return { owner: ownerAmong(pathname, known), unreachable };
}

/** The heading `headings` (a manifest's) declares for the screen at `pathname`, for a role, in a language (else English). */
export function headingIn(headings: RemoteManifestMeta['headings'], pathname: string, role: string | undefined, language: string): string | undefined {
  for (const [routePath, byRole] of Object.entries(headings ?? {})) {
    if (!matches(`/${routePath}`, pathname)) continue;
    const texts = (role !== undefined ? byRole[role] : undefined) ?? byRole['*'];
    return texts?.[language] ?? texts?.en;
  }
  return undefined;
}

/**
 * The heading of the screen at `pathname` as its remote's manifest declares it, before the remote's
 * code is loaded: undefined for a shell path, an unknown one, or a screen whose heading needs data;
 * null while the manifests read so far cannot tell. A heading is declared for a screen's exact
 * route, so the first manifest read that declares one for this path is taken without waiting for
 * the others (a phone's first paint of the page, issue 17).
 */
export function knownHeading(pathname: string, role: string | undefined, language: string): string | undefined | null {
  if (isShellPath(pathname)) return undefined;
  for (const meta of read.values()) {
    const heading = headingIn(meta.headings, pathname, role, language);
    if (heading) return heading;
  }
  if (REMOTE_NAMES.every((remote) => read.has(remote))) return undefined;
  return early?.pathname === pathname ? early.text : null;
}

let early: { pathname: string; text: string } | undefined;

/**
 * The heading the early paint drew at `pathname` (src/early-paint), from the texts the shell was
 * built with: answered until a manifest declares the screen's own, so the heading on screen does not
 * vanish when React's first render replaces the early one and come back when the manifest is read.
 */
export function keepEarlyHeading(pathname: string, text: string | undefined): void {
  early = text ? { pathname, text } : undefined;
}
