import { Button, Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from '@clinic/router';
import { errorMessage, receiptPdfUrl, useRevenueEntries, type Schemas } from '@clinic/api-client';
import { formatMoney, useMessages, useTranslation } from '@clinic/i18n';
import { formatDate } from '@clinic/ui';
import { BUCKETS, entriesParams, ENTRIES_PAGE_SIZE, type Selection } from './revenue-selection';

type Entry = Schemas['RevenueEntryDto'];
type Translate = ReturnType<typeof useTranslation>['t'];

function entryColumns(t: Translate): ColumnsType<Entry> {
  return [
    { title: t('payments.entries.date'), key: 'date', render: (_, e) => formatDate(e.date) },
    { title: t('payments.entries.appointment'), key: 'ref', render: (_, e) => <Link to={`/appointments/${e.appointmentId}/view`}>{e.reference}</Link> },
    { title: t('payments.entries.client'), key: 'client', render: (_, e) => e.client.name },
    { title: t('payments.entries.nutritionist'), key: 'nutritionist', render: (_, e) => e.nutritionist.name, responsive: ['md'] },
    { title: t('payments.entries.session'), key: 'type', render: (_, e) => t(`payments.sessionTypes.${e.sessionType}`), responsive: ['lg'] },
    { title: t('payments.entries.amount'), key: 'amount', align: 'right', render: (_, e) => formatMoney(e.amount) },
    { title: t('payments.entries.payment'), key: 'state', render: (_, e) => t(`payments.states.${e.state}`) },
    {
      title: t('payments.entries.method'),
      key: 'method',
      responsive: ['md'],
      render: (_, e) => [e.method ? t(`payments.methods.${e.method}`) : '', e.paymentReference].filter(Boolean).join(' · ') || '—',
    },
    {
      title: t('payments.entries.receipt'),
      key: 'receipt',
      render: (_, e) =>
        e.receiptNumber ? (
          <a href={receiptPdfUrl(e.appointmentId)} download>
            {e.receiptNumber}
          </a>
        ) : (
          '—'
        ),
    },
  ];
}

interface RevenueEntriesProps {
  range: [string, string];
  selection: Selection;
  page: number;
  onPageChange: (page: number) => void;
  onShowAll: () => void;
}

/** The appointments behind the selected amount, with their payment and receipt. */
export function RevenueEntries({ range: [from, to], selection, page, onPageChange, onShowAll }: RevenueEntriesProps) {
  const { t } = useTranslation('admin');
  const m = useMessages();
  const entries = useRevenueEntries(entriesParams(from, to, selection, page));
  const selected = BUCKETS.find((b) => b.bucket === selection.bucket)!;
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <Tag color={selected.color}>{t(`payments.revenue.buckets.${selected.bucket}`)}</Tag>
          <span>{selection.label ?? t('payments.entries.range', { from: formatDate(from), to: formatDate(to) })}</span>
          {selection.dimension && (
            <Button size="small" type="link" onClick={onShowAll}>
              {t('payments.entries.showAll')}
            </Button>
          )}
        </Space>
      }
    >
      <Table<Entry>
        rowKey="appointmentId"
        size="small"
        loading={entries.isFetching}
        dataSource={entries.data?.data}
        columns={entryColumns(t)}
        locale={{ emptyText: entries.isError ? errorMessage(entries.error, m.common.internal) : t('payments.entries.empty') }}
        pagination={{ current: page, pageSize: ENTRIES_PAGE_SIZE, total: entries.data?.total ?? 0, onChange: onPageChange }}
        scroll={{ x: 480 }}
      />
    </Card>
  );
}
