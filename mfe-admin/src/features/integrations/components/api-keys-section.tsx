import { Typography } from 'antd';
import { ApiKeyForm } from './api-key-form';
import { ApiKeysTable } from './api-keys-table';
import { SecretOnce } from './secret-once';
import { useApiKeysSection } from './use-api-keys-section';

/** Create, list and revoke API keys; a new key's secret is shown once. */
export function ApiKeysSection() {
  const { keys, form, onFinish, creating, onRevoke, secret, clearSecret } = useApiKeysSection();
  return (
    <section>
      <Typography.Title level={4}>API keys</Typography.Title>
      <Typography.Paragraph type="secondary">
        A key lets another system call the API as the clinic, limited to its scopes. Send it as <code>Authorization: Bearer &lt;key&gt;</code>; try
        it at <a href="/api/docs">/api/docs</a>.
      </Typography.Paragraph>
      {secret && <SecretOnce label="Your new API key" secret={secret} onDone={clearSecret} />}
      <ApiKeyForm form={form} onFinish={onFinish} creating={creating} />
      <ApiKeysTable keys={keys.data ?? []} loading={keys.isPending} onRevoke={onRevoke} />
    </section>
  );
}
