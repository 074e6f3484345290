import { Skeleton } from 'antd';
import type { FetchStatus } from '@tanstack/react-query';
import { useUiTranslation } from './i18n';

export interface PendingProps {
  /** The query the screen waits for (its `fetchStatus`). */
  query: { fetchStatus: FetchStatus };
  /** The placeholder's paragraph rows (antd's default when not given). */
  rows?: number;
}

/**
 * A screen's data on its way: a placeholder. Offline with nothing kept for it (a record never
 * opened on this device), the query waits for the connection (TanStack Query's "paused") and the
 * placeholder would never end: it says so instead, and the data shows when the connection
 * returns (issue 17).
 */
export function Pending({ query, rows }: PendingProps) {
  const { t } = useUiTranslation();
  if (query.fetchStatus === 'paused') {
    return (
      <p role="status" style={{ color: 'rgba(0, 0, 0, 0.65)', margin: '16px 0' }}>
        {t('offline.notKept')}
      </p>
    );
  }
  return <Skeleton active paragraph={rows ? { rows } : undefined} />;
}
