import { Button, Form, type FormInstance, Input } from 'antd';
import { Messages, WEBHOOK_EVENT_TYPES } from '@clinic/contracts';
import { CheckboxGroupField } from '@clinic/ui';
import type { WebhookValues } from './use-webhooks-section';

interface WebhookFormProps {
  form: FormInstance<WebhookValues>;
  onFinish: (values: WebhookValues) => void;
  creating: boolean;
}

/** A new endpoint's URL, the events it receives and a description. */
export function WebhookForm({ form, onFinish, creating }: WebhookFormProps) {
  return (
    <Form form={form} layout="vertical" requiredMark="optional" style={{ maxWidth: 640 }} onFinish={onFinish}>
      <Form.Item name="url" label="URL" rules={[{ required: true, type: 'url', message: Messages.integrations.webhookBadUrl }]}>
        <Input placeholder="https://example.com/clinic-webhooks" />
      </Form.Item>
      <Form.Item name="events" label="Events" rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one event.' }]}>
        <CheckboxGroupField options={WEBHOOK_EVENT_TYPES.map((e) => ({ label: e, value: e }))} />
      </Form.Item>
      <Form.Item name="description" label="Description" rules={[{ max: 200 }]}>
        <Input />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={creating}>
        Add endpoint
      </Button>
    </Form>
  );
}
