import { registerGlobalPlugins, satisfy, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface ShareMismatch {
  /** The container that asked (e.g. mfe_client). */
  consumer: string;
  pkgName: string;
  required: string;
  provided: string;
}

type Listener = (mismatches: readonly ShareMismatch[]) => void;
const mismatches: ShareMismatch[] = [];
const listeners = new Set<Listener>();

export function onShareMismatch(listener: Listener): () => void {
  listeners.add(listener);
  listener(mismatches);
  return () => listeners.delete(listener);
}

interface LoadedShare {
  pkgName: string;
  /** The consumer's: its range, and its own copy's version. */
  shareInfo?: { shareConfig?: { requiredVersion?: string | false }; version?: string };
  /** The copy in use. */
  selectedShared?: { version?: string };
  origin: { name: string };
}

/**
 * The mismatch a loaded shared module means, if any: the version in use is outside the consumer's
 * range; or, for a consumer that declares none (the shell: tools/webpack/shared.cjs), it is another
 * app's copy of a version other than its own.
 */
export function mismatchOf({ pkgName, shareInfo, selectedShared, origin }: LoadedShare): ShareMismatch | null {
  const required = shareInfo?.shareConfig?.requiredVersion;
  const provided = selectedShared?.version;
  if (!provided) return null;
  if (!required) {
    const own = shareInfo?.version;
    // Only another app's copy can be of a version other than the consumer's own.
    if (!own || provided === own) return null;
    return { consumer: origin.name, pkgName, required: own, provided };
  }
  if (satisfy(provided, required)) return null;
  return { consumer: origin.name, pkgName, required, provided };
}

/**
 * Singletons (React, antd, the router, our libs) run in one copy, the first loaded. When a remote
 * was built for a version range that copy is outside of, it still loads, and this says so at once
 * (console and a banner in the shell) instead of leaving a broken screen to be puzzled over.
 */
const shareVersionCheck: ModuleFederationRuntimePlugin = {
  name: 'clinic-share-version-check',
  afterLoadShare(args) {
    const mismatch = mismatchOf(args as unknown as LoadedShare);
    if (!mismatch || mismatches.some((m) => m.consumer === mismatch.consumer && m.pkgName === mismatch.pkgName)) return;
    console.error(
      `[federation] ${mismatch.consumer} needs ${mismatch.pkgName} ${mismatch.required}, but ${mismatch.provided} is loaded.`,
    );
    mismatches.push(mismatch);
    listeners.forEach((listener) => listener(mismatches));
  },
};

export function registerShareVersionCheck(): void {
  registerGlobalPlugins([shareVersionCheck]);
}
