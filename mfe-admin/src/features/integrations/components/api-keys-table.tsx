import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { ApiKeyInfo } from '@clinic/contracts';
import { useHost } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { formatInstant } from '@clinic/ui';

function keyState(key: ApiKeyInfo): { color: string; state: 'revoked' | 'expired' | 'active' } {
  if (key.revokedAt) return { color: 'default', state: 'revoked' };
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= Date.now()) return { color: 'orange', state: 'expired' };
  return { color: 'green', state: 'active' };
}

interface ApiKeysTableProps {
  keys: ApiKeyInfo[];
  loading: boolean;
  onRevoke: (id: string) => void;
}

/** Every key with its scopes, expiry, last use and state; a live key can be revoked. */
export function ApiKeysTable({ keys, loading, onRevoke }: ApiKeysTableProps) {
  // On the clinic's clock whatever the browser's zone, as every other time in the app.
  const { timeZone } = useHost().clinic;
  const { t } = useTranslation('admin');
  const when = (iso: string | null) => (iso ? formatInstant(iso, timeZone) : '—');
  return (
    <Table<ApiKeyInfo>
      style={{ marginTop: 16 }}
      scroll={{ x: 'max-content' }}
      rowKey="_id"
      loading={loading}
      dataSource={keys}
      pagination={false}
      size="small"
      columns={[
        { title: t('integrations.apiKeys.name'), dataIndex: 'name' },
        { title: t('integrations.apiKeys.key'), dataIndex: 'prefix', render: (p: string) => <code>{p}…</code> },
        { title: t('integrations.apiKeys.scopes'), dataIndex: 'scopes', render: (scopes: string[]) => scopes.map((s) => <Tag key={s}>{s}</Tag>) },
        { title: t('integrations.apiKeys.expires'), dataIndex: 'expiresAt', render: when },
        { title: t('integrations.apiKeys.lastUsed'), dataIndex: 'lastUsedAt', render: when },
        {
          title: t('integrations.apiKeys.state'),
          render: (_, key) => {
            const state = keyState(key);
            return <Tag color={state.color}>{t(`integrations.apiKeys.${state.state}`)}</Tag>;
          },
        },
        {
          title: '',
          render: (_, key) =>
            key.revokedAt ? null : (
              <Space>
                <Popconfirm
                  title={t('integrations.apiKeys.revokeTitle')}
                  description={t('integrations.apiKeys.revokeDescription')}
                  okText={t('integrations.apiKeys.revoke')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => onRevoke(key._id)}
                >
                  <Button danger size="small">
                    {t('integrations.apiKeys.revoke')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
        },
      ]}
    />
  );
}
