import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { errorMessage } from '@clinic/api-client';
import { Messages, WEBHOOK_EVENT_TYPES, type WebhookDeliveryInfo, type WebhookEndpointInfo, type WebhookEventType } from '@clinic/contracts';
import { useNotify } from '@clinic/host';
import { useCreateWebhook, useDeleteWebhook, useDeliveries, useResendEvent, useSetWebhookEnabled, useWebhooks } from '../api/integrations';
import { SecretOnce } from './secret-once';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'medium' });

function DeliveryLog({ endpoint }: { endpoint: string }) {
  const [page, setPage] = useState(1);
  const deliveries = useDeliveries(endpoint, page);
  const resend = useResendEvent();
  const notify = useNotify();
  return (
    <Table<WebhookDeliveryInfo>
      rowKey="_id"
      size="small"
      loading={deliveries.isPending}
      dataSource={deliveries.data?.data ?? []}
      pagination={{ current: page, pageSize: 10, total: deliveries.data?.total ?? 0, onChange: setPage }}
      columns={[
        { title: 'Time', dataIndex: 'at', render: when },
        { title: 'Event', dataIndex: 'type' },
        { title: 'Attempt', dataIndex: 'attempt' },
        { title: 'Result', dataIndex: 'status', render: (s: string) => <Tag color={s === 'delivered' ? 'green' : 'red'}>{s}</Tag> },
        { title: 'Response', render: (_, d) => d.responseCode ?? d.error ?? '—' },
        {
          title: '',
          render: (_, d) => (
            <Button
              size="small"
              onClick={() =>
                resend.mutate(
                  { id: endpoint, eventId: d.eventId },
                  { onSuccess: () => notify.success(Messages.integrations.resendQueued), onError: (error) => notify.error(errorMessage(error, Messages.common.internal)) },
                )
              }
            >
              Resend
            </Button>
          ),
        },
      ]}
    />
  );
}

/** Register endpoints, see their state and delivery log, pause, re-enable, resend. */
export function WebhooksSection() {
  const webhooks = useWebhooks();
  const create = useCreateWebhook();
  const setEnabled = useSetWebhookEnabled();
  const remove = useDeleteWebhook();
  const notify = useNotify();
  const [form] = Form.useForm<{ url: string; events: WebhookEventType[]; description?: string }>();
  const [secret, setSecret] = useState<string | null>(null);
  const onError = (error: unknown) => notify.error(errorMessage(error, Messages.common.internal));
  // Paused by the admin is their own doing; disabled after failures is news.
  const failing = (webhooks.data ?? []).filter((e) => e.disabledAt && e.disabledReason !== Messages.integrations.webhookPaused).length;

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
      {secret && <SecretOnce label="The endpoint's signing secret" secret={secret} onDone={() => setSecret(null)} />}
      <Form
        form={form}
        layout="vertical"
        requiredMark="optional"
        style={{ maxWidth: 640 }}
        onFinish={(values) =>
          create.mutate(values, {
            onSuccess: (created) => {
              setSecret(created.secret);
              form.resetFields();
            },
            onError,
          })
        }
      >
        <Form.Item name="url" label="URL" rules={[{ required: true, type: 'url', message: Messages.integrations.webhookBadUrl }]}>
          <Input placeholder="https://example.com/clinic-webhooks" />
        </Form.Item>
        <Form.Item name="events" label="Events" rules={[{ required: true, type: 'array', min: 1, message: 'Choose at least one event.' }]}>
          <Checkbox.Group options={WEBHOOK_EVENT_TYPES.map((e) => ({ label: e, value: e }))} />
        </Form.Item>
        <Form.Item name="description" label="Description" rules={[{ max: 200 }]}>
          <Input />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={create.isPending}>
          Add endpoint
        </Button>
      </Form>
      <Table<WebhookEndpointInfo>
        style={{ marginTop: 16 }}
        rowKey="_id"
        size="small"
        loading={webhooks.isPending}
        dataSource={webhooks.data ?? []}
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
                <Button size="small" onClick={() => setEnabled.mutate({ id: e._id, enabled: Boolean(e.disabledAt) }, { onError })}>
                  {e.disabledAt ? 'Enable' : 'Pause'}
                </Button>
                <Popconfirm title="Delete this endpoint?" okText="Delete" okButtonProps={{ danger: true }} onConfirm={() => remove.mutate(e._id, { onError })}>
                  <Button size="small" danger>
                    Delete
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
