import type { ComponentType } from 'react';
import type { Role } from '@clinic/contracts';
import { HOST_API_VERSION } from './host-api';

/** Who may open a screen: anyone, or signed-in users of the listed roles. */
export type RouteAccess = 'public' | readonly Role[];

export interface RemoteRoute {
  /** Path from the site root without the leading slash, e.g. `appointments/:id/view`. */
  path: string;
  access: RouteAccess;
  /** Document title while the screen is open. */
  title: string;
  Component: ComponentType;
}

/** What each remote's `./routes` module exports as default. */
export interface RemoteModule {
  hostApiVersion: string;
  routes: readonly RemoteRoute[];
}

export function defineRemote(routes: readonly RemoteRoute[]): RemoteModule {
  return { hostApiVersion: HOST_API_VERSION, routes };
}

/** A remote built against host API a.b runs in a host a.c with c ≥ b. */
export function isHostApiCompatible(hostVersion: string, remoteVersion: string): boolean {
  const [hostMajor, hostMinor] = hostVersion.split('.').map(Number);
  const [remoteMajor, remoteMinor] = remoteVersion.split('.').map(Number);
  return hostMajor === remoteMajor && hostMinor >= remoteMinor;
}
