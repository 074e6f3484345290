import { Button, Table, Tag } from 'antd';
import type { WebhookDeliveryInfo } from '@clinic/contracts';
import { useHost } from '@clinic/host';
import { useTranslation } from '@clinic/i18n';
import { formatInstant } from '@clinic/ui';
import { useDeliveryLog } from './use-delivery-log';

/** Every attempt to deliver an event to one endpoint, newest first, each event resendable. */
export function DeliveryLog({ endpoint }: { endpoint: string }) {
  const { deliveries, page, setPage, onResend } = useDeliveryLog(endpoint);
  const { timeZone } = useHost().clinic;
  const { t } = useTranslation('admin');
  return (
    <Table<WebhookDeliveryInfo>
      rowKey="_id"
      scroll={{ x: 'max-content' }}
      size="small"
      loading={deliveries.isPending}
      dataSource={deliveries.data?.data ?? []}
      pagination={{ current: page, pageSize: 10, total: deliveries.data?.total ?? 0, onChange: setPage }}
      columns={[
        { title: t('integrations.deliveries.time'), dataIndex: 'at', render: (iso: string) => formatInstant(iso, timeZone) },
        { title: t('integrations.deliveries.event'), dataIndex: 'type' },
        { title: t('integrations.deliveries.attempt'), dataIndex: 'attempt' },
        { title: t('integrations.deliveries.result'), dataIndex: 'status', render: (s: string) => <Tag color={s === 'delivered' ? 'green' : 'red'}>{t(`integrations.deliveries.status.${s}`)}</Tag> },
        { title: t('integrations.deliveries.response'), render: (_, d) => d.responseCode ?? d.error ?? '—' },
        {
          title: '',
          render: (_, d) => (
            <Button size="small" onClick={() => onResend(d.eventId)}>
              {t('integrations.deliveries.resend')}
            </Button>
          ),
        },
      ]}
    />
  );
}
