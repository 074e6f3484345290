import { lazy, Suspense, useState } from 'react';
import { Button, Card, Col, DatePicker, Result, Row, Segmented, Skeleton, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link, useLocation } from '@clinic/router';
import { errorMessage, receiptPdfUrl, revenueCsvUrl, type RevenueEntriesParams, useRevenue, useRevenueEntries, type Schemas } from '@clinic/api-client';
import {
  formatRupees,
  Messages,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATE_LABELS,
  type RevenueBucket,
  type RevenueRow,
  SESSION_TYPE_LABELS,
  type SessionType,
} from '@clinic/contracts';
import { useClinic } from '@clinic/host';
import { clinicToday, dateToDayjs, dayjsToDate, formatDate, PageTitle } from '@clinic/ui';
import { financialYearEnd, financialYearStart, initialRange, monthEnd, monthStart, previousMonth } from './revenue-range';

const RevenueChart = lazy(() => import('@clinic/charts').then((m) => ({ default: m.RevenueChart })));

type Entry = Schemas['RevenueEntryDto'];
type Dimension = 'month' | 'nutritionist' | 'sessionType';

const BUCKETS: { bucket: RevenueBucket; title: string; color: string }[] = [
  { bucket: 'collected', title: 'Collected', color: 'green' },
  { bucket: 'awaiting', title: 'Awaiting verification', color: 'blue' },
  { bucket: 'outstanding', title: 'Outstanding', color: 'orange' },
  { bucket: 'refunded', title: 'Refunded', color: 'purple' },
];

interface Selection {
  bucket: RevenueBucket;
  dimension?: Dimension;
  key?: string;
  label?: string;
}

/** `/admin/revenue`: what the clinic collected, what awaits verification and what is outstanding. */
export function RevenuePage() {
  const { timeZone } = useClinic();
  const today = clinicToday(timeZone);
  const { search } = useLocation();
  const [range, setRange] = useState<[string, string]>(() => initialRange(search, today));
  const [dimension, setDimension] = useState<Dimension>('month');
  const [selection, setSelection] = useState<Selection>({ bucket: 'awaiting' });
  const [page, setPage] = useState(1);
  const [from, to] = range;
  const report = useRevenue(from, to);

  const select = (next: Selection) => {
    setSelection(next);
    setPage(1);
  };
  const params: RevenueEntriesParams = {
    from,
    to,
    bucket: selection.bucket,
    page,
    limit: 20,
    ...(selection.dimension === 'month' ? { month: selection.key } : {}),
    ...(selection.dimension === 'nutritionist' ? { nutritionist: selection.key } : {}),
    ...(selection.dimension === 'sessionType' ? { sessionType: selection.key as SessionType } : {}),
  };
  const entries = useRevenueEntries(params);

  const presets: { label: string; value: [string, string] }[] = [
    { label: 'This month', value: [monthStart(today), monthEnd(today)] },
    { label: 'Last month', value: previousMonth(today) },
    { label: 'This financial year', value: [financialYearStart(today), financialYearEnd(today)] },
  ];

  const money = (bucket: RevenueBucket) => (value: number, row: RevenueRow) => (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => select({ bucket, dimension, key: row.key, label: row.label })}>
      {formatRupees(value)}
    </Button>
  );
  const rowColumns: ColumnsType<RevenueRow> = [
    { title: { month: 'Month', nutritionist: 'Nutritionist', sessionType: 'Session type' }[dimension], dataIndex: 'label', key: 'label' },
    { title: 'Collected', dataIndex: 'collected', key: 'collected', align: 'right', render: money('collected') },
    { title: 'Awaiting', dataIndex: 'awaiting', key: 'awaiting', align: 'right', render: money('awaiting') },
    { title: 'Outstanding', dataIndex: 'outstanding', key: 'outstanding', align: 'right', render: money('outstanding') },
    { title: 'Refunded', dataIndex: 'refunded', key: 'refunded', align: 'right', render: money('refunded') },
  ];
  const entryColumns: ColumnsType<Entry> = [
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

  const rows = report.data ? { month: report.data.byMonth, nutritionist: report.data.byNutritionist, sessionType: report.data.bySessionType }[dimension] : [];
  const selected = BUCKETS.find((b) => b.bucket === selection.bucket)!;

  return (
    <div>
      <PageTitle
        extra={
          <a href={revenueCsvUrl(from, to)} download>
            <Button>Download payments (CSV)</Button>
          </a>
        }
      >
        Revenue
      </PageTitle>
      <Space wrap style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          aria-label="Appointment dates"
          allowClear={false}
          format="DD/MM/YYYY"
          value={[dateToDayjs(from), dateToDayjs(to)]}
          onChange={(values) => {
            if (values?.[0] && values[1]) {
              setRange([dayjsToDate(values[0]), dayjsToDate(values[1])]);
              setPage(1);
            }
          }}
        />
        {presets.map((p) => (
          <Button key={p.label} size="small" type={p.value[0] === from && p.value[1] === to ? 'primary' : 'default'} onClick={() => setRange(p.value)}>
            {p.label}
          </Button>
        ))}
      </Space>
      {report.isError ? (
        <Result status="warning" title={errorMessage(report.error, Messages.common.internal)} />
      ) : (
        <>
          <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
            {BUCKETS.map(({ bucket, title }) => (
              <Col xs={12} md={6} key={bucket}>
                <Card
                  size="small"
                  hoverable
                  onClick={() => select({ bucket })}
                  style={selection.bucket === bucket && !selection.dimension ? { borderColor: '#1677ff' } : undefined}
                  data-testid={`revenue-${bucket}`}
                >
                  <Statistic
                    title={title}
                    loading={report.isPending}
                    value={report.data ? formatRupees(report.data.totals[bucket]) : ''}
                    valueStyle={{ fontSize: 20 }}
                  />
                  <Typography.Text type="secondary">{report.data ? `${report.data.totals[`${bucket}Count`]} appointments` : ''}</Typography.Text>
                </Card>
              </Col>
            ))}
          </Row>
          <Card size="small" style={{ marginBottom: 16 }} title="By month">
            <Suspense fallback={<Skeleton active />}>{report.data ? <RevenueChart rows={report.data.byMonth} /> : <Skeleton active />}</Suspense>
          </Card>
          <Card
            size="small"
            style={{ marginBottom: 16 }}
            title={
              <Segmented<Dimension>
                value={dimension}
                onChange={setDimension}
                options={[
                  { value: 'month', label: 'By month' },
                  { value: 'nutritionist', label: 'By nutritionist' },
                  { value: 'sessionType', label: 'By session type' },
                ]}
              />
            }
          >
            <Table<RevenueRow> rowKey="key" size="small" loading={report.isFetching} dataSource={rows} columns={rowColumns} pagination={false} scroll={{ x: 560 }} />
          </Card>
        </>
      )}
      <Card
        size="small"
        title={
          <Space wrap>
            <Tag color={selected.color}>{selected.title}</Tag>
            <span>{selection.label ?? `${formatDate(from)} – ${formatDate(to)}`}</span>
            {selection.dimension && (
              <Button size="small" type="link" onClick={() => select({ bucket: selection.bucket })}>
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
          columns={entryColumns}
          locale={{ emptyText: entries.isError ? errorMessage(entries.error, Messages.common.internal) : 'No appointments here.' }}
          pagination={{ current: page, pageSize: 20, total: entries.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
          scroll={{ x: 480 }}
        />
      </Card>
    </div>
  );
}
