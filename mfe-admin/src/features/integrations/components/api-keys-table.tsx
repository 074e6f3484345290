import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { ApiKeyInfo } from '@clinic/contracts';
import { useHost } from '@clinic/host';
import { formatInstant } from '@clinic/ui';

function keyState(key: ApiKeyInfo): { color: string; label: string } {
  if (key.revokedAt) return { color: 'default', label: 'Revoked' };
  if (key.expiresAt && new Date(key.expiresAt).getTime() <= Date.now()) return { color: 'orange', label: 'Expired' };
  return { color: 'green', label: 'Active' };
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
                  onConfirm={() => onRevoke(key._id)}
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
  );
}
