import { Button, DatePicker, Form, type FormInstance, Input } from 'antd';
import { API_KEY_SCOPES } from '@clinic/contracts';
import { CheckboxGroupField } from '@clinic/ui';
import type { ApiKeyValues } from './use-api-keys-section';

interface ApiKeyFormProps {
  form: FormInstance<ApiKeyValues>;
  onFinish: (values: ApiKeyValues) => void;
  creating: boolean;
}

/** A new key's name, scopes and optional expiry. */
export function ApiKeyForm({ form, onFinish, creating }: ApiKeyFormProps) {
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark="optional" style={{ maxWidth: 640 }}>
      <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, max: 100, message: 'Give the key a name (at most 100 characters).' }]}>
        <Input placeholder="e.g. Reception kiosk" />
      </Form.Item>
      <Form.Item name="scopes" label="Scopes" rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one scope.' }]}>
        <CheckboxGroupField options={API_KEY_SCOPES.map((s) => ({ label: s, value: s }))} />
      </Form.Item>
      <Form.Item name="expiresAt" label="Expires">
        <DatePicker showTime disabledDate={(d) => d.isBefore(new Date(), 'day')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={creating}>
        Create key
      </Button>
    </Form>
  );
}
