import { DEFAULT_CLINIC_SETTINGS, DEFAULT_REMOTE_ENTRIES, type RemoteName, type RuntimeConfig } from '@clinic/contracts';
import { takeRuntimeConfigResponse } from './config-request';

export { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from '@clinic/contracts';

export const DEFAULT_CONFIG: RuntimeConfig = {
  remotes: { ...DEFAULT_REMOTE_ENTRIES } as Record<RemoteName, string>,
  clinic: { ...DEFAULT_CLINIC_SETTINGS },
};

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await takeRuntimeConfigResponse();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const loaded = (await response.json()) as Partial<RuntimeConfig>;
    return {
      remotes: { ...DEFAULT_CONFIG.remotes, ...loaded.remotes },
      clinic: { ...DEFAULT_CONFIG.clinic, ...loaded.clinic },
    };
  } catch (error) {
    console.warn('Could not read /config.json; using the default remote locations.', error);
    return DEFAULT_CONFIG;
  }
}
