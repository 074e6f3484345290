import type { BmiScheme } from './progress';

/** The three remotes, by their federation names. */
export const REMOTE_NAMES = ['mfe_client', 'mfe_admin', 'mfe_messaging'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Where each remote's manifest is when the backend serves the built frontends itself. */
export const DEFAULT_REMOTE_ENTRIES: Readonly<Record<RemoteName, string>> = {
  mfe_client: '/remotes/mfe-client/mf-manifest.json',
  mfe_admin: '/remotes/mfe-admin/mf-manifest.json',
  mfe_messaging: '/remotes/mfe-messaging/mf-manifest.json',
};

/**
 * The paths the shell serves itself; every other path belongs to the remote that declares it in its
 * manifest. The backend reads them too: on any other path it tells the browser to fetch the
 * remotes' manifests at once (issue 17).
 */
export const SHELL_PATHS = ['/', '/home', '/login', '/register', '/forgot-password', '/reset-password', '/unauthorized', '/profile'] as const;

/** Whether the shell serves `pathname` itself (any case, with or without a trailing slash). */
export function isShellPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  return (SHELL_PATHS as readonly string[]).includes(path);
}

/** What the browser needs to know of the clinic before anyone signs in. */
export interface ClinicSettings {
  /** IANA zone the clinic works in, e.g. Asia/Kolkata: dates and times are shown in it. */
  timeZone: string;
  currency: 'INR';
  /** BMI cut-offs the clinic uses (since host API 1.1). */
  bmiScheme: BmiScheme;
}

export const DEFAULT_CLINIC_SETTINGS: Readonly<ClinicSettings> = { timeZone: 'Asia/Kolkata', currency: 'INR', bmiScheme: 'asian-indian' };

/** `/config.json`: read by the shell at start, so a deploy can point it at remotes hosted anywhere. */
export interface RuntimeConfig {
  remotes: Record<RemoteName, string>;
  clinic: ClinicSettings;
}

/**
 * What a remote adds to its `mf-manifest.json` `metaData`: the top-level paths it serves
 * (react-router patterns from the site root, e.g. `/appointments/*`). The shell reads them at run
 * time, so a remote can add a screen at a new path without a shell release. Declared in each
 * remote's package.json (`topLevelPaths`); a unit test in each remote keeps them in step with its routes.
 */
export interface RemoteManifestMeta {
  topLevelPaths?: readonly string[];
  /**
   * The headings of the remote's screens whose heading needs no data, as each screen draws them:
   * by route path (relative to the site root, as in the remote's routes), then by role (`*` for the
   * others and for guests), then by language. The shell draws the heading from here as soon as the
   * manifest arrives, before the remote's code (issue 17: it is a phone's largest paint). Written at
   * build time from the remote's `src/headings.json` and its catalogues.
   */
  headings?: Readonly<Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>>;
}

/**
 * A screen's heading in a remote's `src/headings.json`: one i18n key, or one per role with `*` for
 * every other role (and a guest).
 */
export type ScreenHeadingDeclaration = string | Readonly<Record<string, string>>;

/** The i18n key a declaration gives for a role. */
export function screenHeadingKey(declaration: ScreenHeadingDeclaration, role: string | undefined): string | undefined {
  if (typeof declaration === 'string') return declaration;
  return (role !== undefined ? declaration[role] : undefined) ?? declaration['*'];
}
