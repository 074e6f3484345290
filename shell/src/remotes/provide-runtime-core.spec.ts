import * as runtimeCore from '@module-federation/runtime-core';
import provideRuntimeCore from './provide-runtime-core';

// A remote's remoteEntry.js is built without a federation runtime core (experiments.externalRuntime)
// and reads the shell's from this global when it loads; without it every remote screen fails.
const globalRef = runtimeCore.Global as Record<string, unknown>;

describe('the shell provides its federation runtime core to the remotes', () => {
  afterEach(() => {
    delete globalRef._FEDERATION_RUNTIME_CORE;
  });

  it('sets the global a remote entry reads to the core the shell runs, before the runtime starts', () => {
    const plugin = provideRuntimeCore();
    const args = { options: { name: 'shell' } };
    expect(plugin.beforeInit?.(args as never)).toBe(args);
    const core = globalRef._FEDERATION_RUNTIME_CORE as typeof runtimeCore;
    expect(core.ModuleFederation).toBe(runtimeCore.ModuleFederation);
    // What a remote's bundler runtime calls on it.
    expect(typeof core.getRemoteEntry).toBe('function');
    expect(typeof core.satisfy).toBe('function');
  });

  it('keeps a core already provided, so a second shell instance does not swap it under loaded remotes', () => {
    const earlier = { provided: 'earlier' };
    globalRef._FEDERATION_RUNTIME_CORE = earlier;
    provideRuntimeCore().beforeInit?.({ options: { name: 'shell' } } as never);
    expect(globalRef._FEDERATION_RUNTIME_CORE).toBe(earlier);
  });
});
