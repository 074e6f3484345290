import type { ComponentType } from 'react';
import type { Role } from '@clinic/contracts';

/** Who may open a screen: anyone, or signed-in users of the listed roles. */
export type RouteAccess = 'public' | readonly Role[];

export interface RemoteRoute {
  /** Path from the site root without the leading slash, e.g. `appointments/:id/view`. */
  path: string;
  access: RouteAccess;
  /** Document title while the screen is open. */
  title: string;
  /**
   * The screen's heading for a signed-in user of this role (or a guest), when it is known before the
   * screen's code arrives: the shell draws it, with a spinner, while that code loads, so a person
   * on slow data sees where they are at once (issue 17). Optional: without it, only the spinner.
   */
  heading?: (role: Role | undefined) => string | undefined;
  Component: ComponentType;
}

/** What each remote's `./routes` module exports as default. */
export interface RemoteModule {
  /** The host API version the remote was compiled against (not the one it runs with). */
  hostApiVersion: string;
  /** The remote's own release, as in its package.json and mf-manifest.json. */
  version: string;
  routes: readonly RemoteRoute[];
}

/**
 * Declares a remote's screens. `build` must come from the remote's own compilation
 * (`{ hostApiVersion: __HOST_API_VERSION__, version: __APP_VERSION__ }`): this library is shared at run
 * time, so a version read from it would be the shell's, and the compatibility check would be void.
 */
export function defineRemote(build: { hostApiVersion: string; version: string }, routes: readonly RemoteRoute[]): RemoteModule {
  return { ...build, routes };
}

/** A remote built against host API a.b runs in a host a.c with c ≥ b. */
export function isHostApiCompatible(hostVersion: string, remoteVersion: string): boolean {
  const [hostMajor, hostMinor] = hostVersion.split('.').map(Number);
  const [remoteMajor, remoteMinor] = remoteVersion.split('.').map(Number);
  return hostMajor === remoteMajor && hostMinor >= remoteMinor;
}
