import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import * as runtimeCore from '@module-federation/runtime-core';

/**
 * A federation runtime plugin (tools/webpack/create-config.cjs lists it for the shell): it hands the
 * shell's own runtime core to the remotes, whose `remoteEntry.js` is built without one
 * (`experiments.externalRuntime`) and reads it from this global. The package's own plugin for this
 * (`provideExternalRuntime`) imports the core's CommonJS build, a second copy beside the one the
 * shell already runs (+23 kB gzip on every page); this imports the same ES module the shell uses.
 */
export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'clinic-provide-runtime-core',
    beforeInit(args) {
      const global = runtimeCore.Global as Record<string, unknown>;
      global._FEDERATION_RUNTIME_CORE ??= runtimeCore;
      return args;
    },
  };
}
