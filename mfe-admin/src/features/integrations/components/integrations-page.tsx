import { PageTitle } from '@clinic/ui';
import { ApiKeysSection } from './api-keys-section';
import { WebhooksSection } from './webhooks-section';

/** `/admin/integrations`: API keys and webhooks (admin only). */
export function IntegrationsPage() {
  return (
    <div>
      <PageTitle>Integrations</PageTitle>
      <ApiKeysSection />
      <WebhooksSection />
    </div>
  );
}
