import { useState } from 'react';
import { Button, Checkbox, DatePicker, Form, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { errorMessage } from '@clinic/api-client';
import { API_KEY_SCOPES, type ApiKeyInfo, type ApiKeyScope, Messages } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/integrations';
import { SecretOnce } from './secret-once';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

function keyState(key: ApiKeyInfo): { color: string; label: string } {
  if (key.revokedAt) return { color: 'default', label: 'Revoked' };
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= Date.now()) return { color: 'orange', label: 'Expired' };
  return { color: 'green', label: 'Active' };
}

/** Create, list and revoke API keys; a new key's secret is shown once. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const notify = useNotify();
  const [form] = Form.useForm<{ name: string; scopes: ApiKeyScope[]; expiresAt?: Dayjs }>();
  const [secret, setSecret] = useState<string | null>(null);

  const onFinish = (values: { name: string; scopes: ApiKeyScope[]; expiresAt?: Dayjs }) =>
    create.mutate(
      { name: values.name.trim(), scopes: values.scopes, ...(values.expiresAt ? { expiresAt: values.expiresAt.toISOString() } : {}) },
      {
        onSuccess: (created) => {
          setSecret(created.secret);
          form.resetFields();
        },
        onError: (error) => notify.error(errorMessage(error, Messages.common.internal)),
      },
    );

  return (
    <section>
      <Typography.Title level={4}>API keys</Typography.Title>
      <Typography.Paragraph type="secondary">
        A key lets another system call the API as the clinic, limited to its scopes. Send it as <code>Authorization: Bearer &lt;key&gt;</code>; try
        it at <a href="/api/docs">/api/docs</a>.
      </Typography.Paragraph>
      {secret && <SecretOnce label="Your new API key" secret={secret} onDone={() => setSecret(null)} />}
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark="optional" style={{ maxWidth: 640 }}>
        <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true, max: 100, message: 'Give the key a name (at most 100 characters).' }]}>
          <Input placeholder="e.g. Reception kiosk" />
        </Form.Item>
        <Form.Item name="scopes" label="Scopes" rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one scope.' }]}>
          <Checkbox.Group options={API_KEY_SCOPES.map((s) => ({ label: s, value: s }))} />
        </Form.Item>
        <Form.Item name="expiresAt" label="Expires (optional)">
          <DatePicker showTime disabledDate={(d) => d.isBefore(new Date(), 'day')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Create key
        </Button>
      </Form>
      <Table<ApiKeyInfo>
        style={{ marginTop: 16 }}
        rowKey="_id"
        loading={keys.isPending}
        dataSource={keys.data ?? []}
        pagination={false}
        size="small"
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Key', dataIndex: 'prefix', render: (p: string) => <code>{p}…</code> },
          { title: 'Scopes', dataIndex: 'scopes', render: (scopes: string[]) => scopes.map((s) => <Tag key={s}>{s}</Tag>) },
          { title: 'Expires', dataIndex: 'expiresAt', render: when },
          { title: 'Last used', dataIndex: 'lastUsedAt', render: when },
          {
            title: 'State',
            render: (_, key) => {
              const state = keyState(key);
              return <Tag color={state.color}>{state.label}</Tag>;
            },
          },
          {
            title: '',
            render: (_, key) =>
              key.revokedAt ? null : (
                <Space>
                  <Popconfirm
                    title="Revoke this key?"
                    description="Systems using it are refused from their next request."
                    okText="Revoke"
                    okButtonProps={{ danger: true }}
                    onConfirm={() =>
                      revoke.mutate(key._id, {
                        onSuccess: () => notify.success(Messages.integrations.keyRevoked),
                        onError: (error) => notify.error(errorMessage(error, Messages.common.internal)),
                      })
                    }
                  >
                    <Button danger size="small">
                      Revoke
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
    </section>
  );
}
