import { Alert } from 'antd';
import { useTranslation } from '@clinic/i18n';
import type { ShareMismatch } from '../remotes/share-check';

/** Shown only when a remote was built for other library versions; its own chunk otherwise unused. */
export function ShareMismatchAlert({ mismatches }: { mismatches: readonly ShareMismatch[] }) {
  const { t } = useTranslation('shell');
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      title={t('errors.shareMismatch.title')}
      description={mismatches.map((m) => t('errors.shareMismatch.detail', { consumer: m.consumer, pkg: m.pkgName, required: m.required, provided: m.provided })).join(' ')}
    />
  );
}
