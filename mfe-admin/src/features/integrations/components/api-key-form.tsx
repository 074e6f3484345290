import { Button, DatePicker, Form, type FormInstance, Input } from 'antd';
import { API_KEY_SCOPES } from '@clinic/contracts';
import { useTranslation } from '@clinic/i18n';
import { CheckboxGroupField } from '@clinic/ui';
import type { ApiKeyValues } from './use-api-keys-section';

interface ApiKeyFormProps {
  form: FormInstance<ApiKeyValues>;
  onFinish: (values: ApiKeyValues) => void;
  creating: boolean;
}

/** A new key's name, scopes and optional expiry. */
export function ApiKeyForm({ form, onFinish, creating }: ApiKeyFormProps) {
  const { t } = useTranslation('admin');
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark="optional" style={{ maxWidth: 640 }}>
      <Form.Item name="name" label={t('integrations.apiKeys.name')} rules={[{ required: true, whitespace: true, max: 100, message: t('integrations.apiKeys.nameRule') }]}>
        <Input placeholder={t('integrations.apiKeys.namePlaceholder')} />
      </Form.Item>
      <Form.Item name="scopes" label={t('integrations.apiKeys.scopes')} rules={[{ required: true, type: 'array', min: 1, message: t('integrations.apiKeys.scopesRule') }]}>
        <CheckboxGroupField options={API_KEY_SCOPES.map((s) => ({ label: s, value: s }))} />
      </Form.Item>
      <Form.Item name="expiresAt" label={t('integrations.apiKeys.expires')}>
        <DatePicker showTime disabledDate={(d) => d.isBefore(new Date(), 'day')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={creating}>
        {t('integrations.apiKeys.create')}
      </Button>
    </Form>
  );
}
