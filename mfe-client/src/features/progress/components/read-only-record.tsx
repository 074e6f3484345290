import { Alert } from 'antd';
import { Link } from '@clinic/router';
import type { Schemas } from '@clinic/api-client';
import { useMessages, useTranslation } from '@clinic/i18n';
import { PageTitle, useRole } from '@clinic/ui';
import { BackToProgress } from './progress-detail-page';

/** Why a record cannot be edited here, instead of a form that fails on save. */
export function ReadOnlyRecord({ record }: { record: Schemas['ProgressDto'] }) {
  const { t } = useTranslation('client');
  const m = useMessages();
  const { is } = useRole();
  const client = is('client');
  return (
    <div style={{ maxWidth: 560 }}>
      <BackToProgress />
      <PageTitle>{t('progress.edit.title')}</PageTitle>
      <Alert
        type="info"
        showIcon
        title={client ? m.care.enteredByPractitioner : m.care.notTheAuthor}
        description={
          <>
            {t('progress.readOnly.enteredBy', { name: record.enteredBy.name })} <Link to={`/progress/${record._id}`}>{t('progress.readOnly.view')}</Link>
          </>
        }
      />
    </div>
  );
}
