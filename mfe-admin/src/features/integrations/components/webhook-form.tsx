import { Button, Form, type FormInstance, Input } from 'antd';
import { WEBHOOK_EVENT_TYPES } from '@clinic/contracts';
import { useMessages, useTranslation } from '@clinic/i18n';
import { CheckboxGroupField } from '@clinic/ui';
import type { WebhookValues } from './use-webhooks-section';

interface WebhookFormProps {
  form: FormInstance<WebhookValues>;
  onFinish: (values: WebhookValues) => void;
  creating: boolean;
}

/** A new endpoint's URL, the events it receives and a description. */
export function WebhookForm({ form, onFinish, creating }: WebhookFormProps) {
  const { t } = useTranslation('admin');
  const m = useMessages();
  return (
    <Form form={form} layout="vertical" requiredMark="optional" style={{ maxWidth: 640 }} onFinish={onFinish}>
      <Form.Item name="url" label={t('integrations.webhooks.url')} rules={[{ required: true, type: 'url', message: m.integrations.webhookBadUrl }]}>
        <Input placeholder={t('integrations.webhooks.urlPlaceholder')} />
      </Form.Item>
      <Form.Item name="events" label={t('integrations.webhooks.events')} rules={[{ required: true, type: 'array', min: 1, message: t('integrations.webhooks.eventsRule') }]}>
        <CheckboxGroupField options={WEBHOOK_EVENT_TYPES.map((e) => ({ label: e, value: e }))} />
      </Form.Item>
      <Form.Item name="description" label={t('integrations.webhooks.description')} rules={[{ max: 200 }]}>
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={creating}>
        {t('integrations.webhooks.add')}
      </Button>
    </Form>
  );
}
