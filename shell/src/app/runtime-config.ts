import type { ClinicSettings } from '@clinic/host';

export const REMOTE_NAMES = ['mfe_client', 'mfe_admin', 'mfe_messaging'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Read at start from /config.json, so a deploy can point the shell at remotes hosted anywhere. */
export interface RuntimeConfig {
  remotes: Record<RemoteName, string>;
  clinic: ClinicSettings;
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  remotes: {
    mfe_client: '/remotes/mfe-client/mf-manifest.json',
    mfe_admin: '/remotes/mfe-admin/mf-manifest.json',
    mfe_messaging: '/remotes/mfe-messaging/mf-manifest.json',
  },
  clinic: { timeZone: 'Asia/Kolkata', currency: 'INR', bmiScheme: 'asian-indian' },
};

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch('/config.json', { cache: 'no-cache', credentials: 'same-origin' });
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
