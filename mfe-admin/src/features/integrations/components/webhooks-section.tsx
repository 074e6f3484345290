import { Paragraph, Title } from '@clinic/ui';
import { Alert } from 'antd';
import { useTranslation } from '@clinic/i18n';
import { withElements } from './rich-text';
import { SecretOnce } from './secret-once';
import { useWebhooksSection } from './use-webhooks-section';
import { WebhookEndpoints } from './webhook-endpoints';
import { WebhookForm } from './webhook-form';

// An HTTP header's name, the same in every language.
const SIGNATURE_HEADER = 'Clinic-Signature';

/** Register endpoints, see their state and delivery log, pause, re-enable, resend. */
export function WebhooksSection() {
  const { webhooks, failing, form, onFinish, creating, onSetEnabled, onDelete, secret, clearSecret } = useWebhooksSection();
  const { t } = useTranslation('admin');
  return (
    <section style={{ marginTop: 32 }}>
      <Title level={4}>{t('integrations.webhooks.title')}</Title>
      <Paragraph type="secondary">
        {withElements(t('integrations.webhooks.intro'), [<code key="header">{SIGNATURE_HEADER}</code>])}
      </Paragraph>
      {failing > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={failing === 1 ? t('integrations.webhooks.disabledOne') : t('integrations.webhooks.disabledMany', { count: failing })}
          description={t('integrations.webhooks.disabledDescription')}
        />
      )}
      {secret && <SecretOnce label={t('integrations.webhooks.secretLabel')} secret={secret} onDone={clearSecret} />}
      <WebhookForm form={form} onFinish={onFinish} creating={creating} />
      <WebhookEndpoints endpoints={webhooks.data ?? []} loading={webhooks.isPending} onSetEnabled={onSetEnabled} onDelete={onDelete} />
    </section>
  );
}
