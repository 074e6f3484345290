import { enteredByLabel } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { useRole } from '@clinic/ui';

/** "You" (in the reader's language) for the signed-in user's own entries, else the author's name. */
export function useEnteredBy(): (record: { enteredBy: { _id: string; name: string } }) => string {
  const { user } = useRole();
  const { t } = useTranslation('admin');
  return (record) => (user && record.enteredBy._id === user._id ? t('clients.you') : enteredByLabel(user, record));
}
