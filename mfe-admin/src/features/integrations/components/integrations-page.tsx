import { useTranslation } from '@clinic/i18n';
import { PageTitle } from '@clinic/ui';
import { ApiKeysSection } from './api-keys-section';
import { EmailsSection } from './emails-section';
import { WebhooksSection } from './webhooks-section';

/** `/admin/integrations`: API keys, webhooks and emails (admin only). */
export function IntegrationsPage() {
  const { t } = useTranslation('admin');
  return (
    <div>
      <PageTitle>{t('integrations.title')}</PageTitle>
      <ApiKeysSection />
      <WebhooksSection />
      <EmailsSection />
    </div>
  );
}
