import { Alert, Typography } from 'antd';
import { SecretOnce } from './secret-once';
import { useWebhooksSection } from './use-webhooks-section';
import { WebhookEndpoints } from './webhook-endpoints';
import { WebhookForm } from './webhook-form';

/** Register endpoints, see their state and delivery log, pause, re-enable, resend. */
export function WebhooksSection() {
  const { webhooks, failing, form, onFinish, creating, onSetEnabled, onDelete, secret, clearSecret } = useWebhooksSection();
  return (
    <section style={{ marginTop: 32 }}>
      <Typography.Title level={4}>Webhooks</Typography.Title>
      <Typography.Paragraph type="secondary">
        The clinic POSTs each event to your URL, signed with the endpoint&apos;s secret (header <code>Clinic-Signature</code>). Failed deliveries are
        retried for a day; an endpoint failing for a day is disabled.
      </Typography.Paragraph>
      {failing > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={failing === 1 ? 'A webhook endpoint was disabled' : `${failing} webhook endpoints were disabled`}
          description="Its deliveries failed for a day. Fix the receiver, then enable it below; events of the past day can be resent from its log."
        />
      )}
      {secret && <SecretOnce label="The endpoint's signing secret" secret={secret} onDone={clearSecret} />}
      <WebhookForm form={form} onFinish={onFinish} creating={creating} />
      <WebhookEndpoints endpoints={webhooks.data ?? []} loading={webhooks.isPending} onSetEnabled={onSetEnabled} onDelete={onDelete} />
    </section>
  );
}
