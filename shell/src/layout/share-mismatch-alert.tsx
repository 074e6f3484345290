import { Alert } from 'antd';
import type { ShareMismatch } from '../remotes/share-check';

/** Shown only when a remote was built for other library versions; its own chunk otherwise unused. */
export function ShareMismatchAlert({ mismatches }: { mismatches: readonly ShareMismatch[] }) {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title="Part of this site was built for other library versions and may not work correctly."
      description={mismatches.map((m) => `${m.consumer} needs ${m.pkgName} ${m.required}; ${m.provided} is loaded.`).join(' ')}
    />
  );
}
