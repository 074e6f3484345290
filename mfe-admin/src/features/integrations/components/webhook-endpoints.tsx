import { Text } from '@clinic/ui';
import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import type { WebhookEndpointInfo } from '@clinic/contracts';
import { translateServerMessage, useTranslation } from '@clinic/i18n';
import { DeliveryLog } from './delivery-log';

interface WebhookEndpointsProps {
  endpoints: WebhookEndpointInfo[];
  loading: boolean;
  onSetEnabled: (id: string, enabled: boolean) => void;
  onDelete: (id: string) => void;
}

/** The endpoints with their events and state (and why one was disabled), each with its delivery log. */
export function WebhookEndpoints({ endpoints, loading, onSetEnabled, onDelete }: WebhookEndpointsProps) {
  const { t } = useTranslation('admin');
  return (
    <Table<WebhookEndpointInfo>
      style={{ marginTop: 16 }}
      scroll={{ x: 'max-content' }}
      rowKey="_id"
      size="small"
      loading={loading}
      dataSource={endpoints}
      pagination={false}
      expandable={{ expandedRowRender: (endpoint) => <DeliveryLog endpoint={endpoint._id} />, rowExpandable: () => true }}
      columns={[
        { title: t('integrations.webhooks.url'), dataIndex: 'url', render: (url: string, e) => (<><code>{url}</code>{e.description && <div>{e.description}</div>}</>) },
        { title: t('integrations.webhooks.events'), dataIndex: 'events', render: (events: string[]) => events.map((e) => <Tag key={e}>{e}</Tag>) },
        {
          title: t('integrations.webhooks.state'),
          render: (_, e) =>
            e.disabledAt ? (
              <Space orientation="vertical" size={0}>
                <Tag color="red">{t('integrations.webhooks.disabled')}</Tag>
                <Text type="secondary">{e.disabledReason && translateServerMessage(e.disabledReason)}</Text>
              </Space>
            ) : (
              <Tag color="green">{t('integrations.webhooks.active')}</Tag>
            ),
        },
        {
          title: '',
          render: (_, e) => (
            <Space>
              <Button size="small" onClick={() => onSetEnabled(e._id, Boolean(e.disabledAt))}>
                {e.disabledAt ? t('integrations.webhooks.enable') : t('integrations.webhooks.pause')}
              </Button>
              <Popconfirm title={t('integrations.webhooks.deleteTitle')} okText={t('integrations.webhooks.delete')} okButtonProps={{ danger: true }} onConfirm={() => onDelete(e._id)}>
                <Button size="small" danger>
                  {t('integrations.webhooks.delete')}
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
