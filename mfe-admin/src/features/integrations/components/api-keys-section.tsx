import { Paragraph, Title } from '@clinic/ui';
import { useTranslation } from '@clinic/i18n';
import { ApiKeyForm } from './api-key-form';
import { ApiKeysTable } from './api-keys-table';
import { SecretOnce } from './secret-once';
import { withElements } from './rich-text';
import { useApiKeysSection } from './use-api-keys-section';

// Code and an address, the same in every language.
const AUTH_HEADER = 'Authorization: Bearer <key>';
const DOCS = '/api/docs';

/** Create, list and revoke API keys; a new key's secret is shown once. */
export function ApiKeysSection() {
  const { keys, form, onFinish, creating, onRevoke, secret, clearSecret } = useApiKeysSection();
  const { t } = useTranslation('admin');
  return (
    <section>
      <Title level={4}>{t('integrations.apiKeys.title')}</Title>
      <Paragraph type="secondary">
        {withElements(t('integrations.apiKeys.intro'), [
          <code key="header">{AUTH_HEADER}</code>,
          <a key="docs" href={DOCS}>
            {DOCS}
          </a>,
        ])}
      </Paragraph>
      {secret && <SecretOnce label={t('integrations.apiKeys.secretLabel')} secret={secret} onDone={clearSecret} />}
      <ApiKeyForm form={form} onFinish={onFinish} creating={creating} />
      <ApiKeysTable keys={keys.data ?? []} loading={keys.isPending} onRevoke={onRevoke} />
    </section>
  );
}
