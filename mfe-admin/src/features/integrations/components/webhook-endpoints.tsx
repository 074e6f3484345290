import { Button, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import type { WebhookEndpointInfo } from '@clinic/contracts';
import { DeliveryLog } from './delivery-log';

interface WebhookEndpointsProps {
  endpoints: WebhookEndpointInfo[];
  loading: boolean;
  onSetEnabled: (id: string, enabled: boolean) => void;
  onDelete: (id: string) => void;
}

/** The endpoints with their events and state (and why one was disabled), each with its delivery log. */
export function WebhookEndpoints({ endpoints, loading, onSetEnabled, onDelete }: WebhookEndpointsProps) {
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
        { title: 'URL', dataIndex: 'url', render: (url: string, e) => (<><code>{url}</code>{e.description && <div>{e.description}</div>}</>) },
        { title: 'Events', dataIndex: 'events', render: (events: string[]) => events.map((e) => <Tag key={e}>{e}</Tag>) },
        {
          title: 'State',
          render: (_, e) =>
            e.disabledAt ? (
              <Space orientation="vertical" size={0}>
                <Tag color="red">Disabled</Tag>
                <Typography.Text type="secondary">{e.disabledReason}</Typography.Text>
              </Space>
            ) : (
              <Tag color="green">Active</Tag>
            ),
        },
        {
          title: '',
          render: (_, e) => (
            <Space>
              <Button size="small" onClick={() => onSetEnabled(e._id, Boolean(e.disabledAt))}>
                {e.disabledAt ? 'Enable' : 'Pause'}
              </Button>
              <Popconfirm title="Delete this endpoint?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => onDelete(e._id)}>
                <Button size="small" danger>
                  Delete
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
