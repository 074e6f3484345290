import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { cataloguesReady } from '@clinic/i18n';
import { matchPath } from '@clinic/router';
import { HOST_API_VERSION, isHostApiCompatible, type RemoteModule } from '@clinic/host';
import { nextTask } from '../app/next-task';
import type { RemoteName, RuntimeConfig } from '../app/runtime-config';

let entries: Record<RemoteName, string> | undefined;
const loaded = new Map<RemoteName, Promise<RemoteModule>>();

/** Tells the federation runtime where each remote's manifest is; nothing is fetched until first use. */
export function registerConfiguredRemotes(config: RuntimeConfig): void {
  entries = config.remotes;
  registerRemotes(Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })));
}

/** Why a remote that loaded cannot be used, for the screen to say in the reader's language. */
export interface RemoteDefect {
  key: 'noRoutes' | 'incompatible';
  values: Record<string, string>;
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    message: string,
    override readonly cause?: unknown,
    readonly defect?: RemoteDefect,
  ) {
    super(message);
    this.name = 'RemoteLoadError';
  }
}

/** Loads a remote's routes module once; a failure is not cached, so a retry fetches again. */
export function loadRemoteRoutes(name: RemoteName): Promise<RemoteModule> {
  let pending = loaded.get(name);
  if (!pending) {
    pending = loadRemote<{ default: RemoteModule }>(`${name}/routes`)
      .then((module) => {
        const remote = module?.default;
        if (!remote || !Array.isArray(remote.routes)) {
          throw new RemoteLoadError(name, `${name} did not provide a routes module.`, undefined, { key: 'noRoutes', values: { remote: name } });
        }
        if (!isHostApiCompatible(HOST_API_VERSION, remote.hostApiVersion)) {
          throw new RemoteLoadError(
            name,
            `${name} was built for host API ${remote.hostApiVersion}, but this shell offers ${HOST_API_VERSION}.`,
            undefined,
            { key: 'incompatible', values: { remote: name, wanted: String(remote.hostApiVersion), offered: String(HOST_API_VERSION) } },
          );
        }
        // The remote registered its texts as it loaded; in Hindi they are fetched before it renders.
        return cataloguesReady().then(() => remote);
      })
      .catch((error: unknown) => {
        loaded.delete(name);
        throw error instanceof RemoteLoadError ? error : new RemoteLoadError(name, `${name} could not be loaded.`, error);
      });
    loaded.set(name, pending);
  }
  return pending;
}

/** Forgets a failed remote (including the runtime's cached manifest) so the next load starts afresh. */
export function resetRemote(name: RemoteName): void {
  loaded.delete(name);
  if (entries) registerRemotes([{ name, entry: entries[name] }], { force: true });
}

/**
 * For a page opened directly on a remote's screen: fetches the remote's routes now, then the screen's
 * own code if the remote offers `preload()` on it (libs/ui lazyScreen), instead of each waiting for
 * the shell to render that far. Failures are left to the screen to report when it renders. The
 * screen's code is asked for in a task of its own: in the one where the remote's entry started and
 * its routes were evaluated, requesting the screen's chunks (a script element and the shared modules'
 * versions for each) made a task of 100-145 ms on a phone's CPU (issue 17).
 */
export function warmUpRemote(name: RemoteName, pathname: string): void {
  loadRemoteRoutes(name)
    .then(async (remote) => {
      await nextTask();
      const route = remote.routes.find((r) => matchPath({ path: `/${r.path}`, caseSensitive: false }, pathname));
      const screen = route?.Component as { preload?: () => Promise<unknown> } | undefined;
      return screen?.preload?.();
    })
    .catch(() => undefined);
}
