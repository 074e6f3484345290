import { Button, Card, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from '@clinic/router';
import { errorMessage, receiptPdfUrl, useRevenueEntries, type Schemas } from '@clinic/api-client';
import { formatRupees, Messages, PAYMENT_METHOD_LABELS, PAYMENT_STATE_LABELS, SESSION_TYPE_LABELS } from '@clinic/contracts';
import { formatDate } from '@clinic/ui';
import { BUCKETS, entriesParams, ENTRIES_PAGE_SIZE, type Selection } from './revenue-selection';

type Entry = Schemas['RevenueEntryDto'];

const columns: ColumnsType<Entry> = [
  { title: 'Date', key: 'date', render: (_, e) => formatDate(e.date) },
  { title: 'Appointment', key: 'ref', render: (_, e) => <Link to={`/appointments/${e.appointmentId}/view`}>{e.reference}</Link> },
  { title: 'Client', key: 'client', render: (_, e) => e.client.name },
  { title: 'Nutritionist', key: 'nutritionist', render: (_, e) => e.nutritionist.name, responsive: ['md'] },
  { title: 'Session', key: 'type', render: (_, e) => SESSION_TYPE_LABELS[e.sessionType], responsive: ['lg'] },
  { title: 'Amount', key: 'amount', align: 'right', render: (_, e) => formatRupees(e.amount) },
  { title: 'Payment', key: 'state', render: (_, e) => PAYMENT_STATE_LABELS[e.state] },
  {
    title: 'Method / reference',
    key: 'method',
    responsive: ['md'],
    render: (_, e) => [e.method ? PAYMENT_METHOD_LABELS[e.method] : '', e.paymentReference].filter(Boolean).join(' · ') || '—',
  },
  {
    title: 'Receipt',
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

interface RevenueEntriesProps {
  range: [string, string];
  selection: Selection;
  page: number;
  onPageChange: (page: number) => void;
  onShowAll: () => void;
}

/** The appointments behind the selected amount, with their payment and receipt. */
export function RevenueEntries({ range: [from, to], selection, page, onPageChange, onShowAll }: RevenueEntriesProps) {
  const entries = useRevenueEntries(entriesParams(from, to, selection, page));
  const selected = BUCKETS.find((b) => b.bucket === selection.bucket)!;
  return (
    <Card
      size="small"
      title={
        <Space wrap>
          <Tag color={selected.color}>{selected.title}</Tag>
          <span>{selection.label ?? `${formatDate(from)} – ${formatDate(to)}`}</span>
          {selection.dimension && (
            <Button size="small" type="link" onClick={onShowAll}>
              Show the whole range
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
        columns={columns}
        locale={{ emptyText: entries.isError ? errorMessage(entries.error, Messages.common.internal) : 'No appointments here.' }}
        pagination={{ current: page, pageSize: ENTRIES_PAGE_SIZE, total: entries.data?.total ?? 0, onChange: onPageChange, showSizeChanger: false }}
        scroll={{ x: 480 }}
      />
    </Card>
  );
}
