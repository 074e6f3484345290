import { matchPath } from '@clinic/router';
import type { RemoteName } from '../app/runtime-config';

/**
 * The shell owns the top-level routes: which remote serves which paths. Inside its paths, a remote
 * owns its screens. Ordered: the first matching pattern wins.
 */
const OWNERSHIP: ReadonlyArray<{ pattern: string; remote: RemoteName }> = [
  { pattern: '/admin/conversationList', remote: 'mfe_messaging' },
  { pattern: '/conversation/*', remote: 'mfe_messaging' },
  { pattern: '/sendMessage', remote: 'mfe_messaging' },
  { pattern: '/admin/*', remote: 'mfe_admin' },
  { pattern: '/appointmentForm', remote: 'mfe_client' },
  { pattern: '/appointmentList', remote: 'mfe_client' },
  { pattern: '/appointments/*', remote: 'mfe_client' },
  { pattern: '/nutritionistAvailability/*', remote: 'mfe_client' },
  { pattern: '/nutritionPlansList', remote: 'mfe_client' },
  { pattern: '/nutrition-plans/*', remote: 'mfe_client' },
  { pattern: '/progressList', remote: 'mfe_client' },
  { pattern: '/progress/*', remote: 'mfe_client' },
];

export function remoteFor(pathname: string): RemoteName | null {
  return OWNERSHIP.find(({ pattern }) => matchPath({ path: pattern, caseSensitive: false }, pathname))?.remote ?? null;
}
