import type { RevenueRow } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { dateToDayjs } from '@clinic/ui';
import type { Dimension } from './revenue-selection';

/** What the server calls a practitioner whose account is gone. */
const DELETED_USER = 'Deleted user';

/**
 * A breakdown row's label in the reader's language: the server names months ("Apr 2026") and
 * session types in English, so they are named again here from the row's key.
 */
export function useRowLabel(): (dimension: Dimension, row: RevenueRow) => string {
  const { t } = useTranslation('admin');
  return (dimension, row) => {
    if (dimension === 'month') return dateToDayjs(`${row.key}-01`).format('MMM YYYY');
    if (dimension === 'sessionType') return t(`payments.sessionTypes.${row.key}`, { defaultValue: row.label });
    return row.label === DELETED_USER ? t('payments.revenue.deletedUser') : row.label;
  };
}
