import { Text } from '@clinic/ui';
import { useState } from 'react';
import { Button, Card, Col, Row, Segmented, Skeleton, Statistic, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { useRevenue } from '@clinic/api-client';
import type { RevenueBucket, RevenueRow } from '@clinic/contracts';
// Not lazy: the chart's room is drawn with the screen; recharts itself comes in a chunk of its own.
import { RevenueChart, RevenueChartSpace } from '@clinic/charts';
import { formatMoney, useTranslation } from '@clinic/i18n';
import { useRowLabel } from './revenue-labels';
import { BUCKETS, type Dimension, type Selection } from './revenue-selection';

interface RevenueSummaryProps {
  report: ReturnType<typeof useRevenue>;
  selection: Selection;
  onSelect: (selection: Selection) => void;
}

/** The totals of each bucket, a chart by month, and a breakdown whose every amount lists its appointments. */
export function RevenueSummary({ report, selection, onSelect }: RevenueSummaryProps) {
  const [dimension, setDimension] = useState<Dimension>('month');
  const { t } = useTranslation('admin');
  const rowLabel = useRowLabel();
  const money = (bucket: RevenueBucket) => (value: number, row: RevenueRow) => (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onSelect({ bucket, dimension, key: row.key, label: rowLabel(dimension, row) })}>
      {formatMoney(value)}
    </Button>
  );
  const columns: ColumnsType<RevenueRow> = [
    { title: t(`payments.revenue.${dimension}`), dataIndex: 'label', key: 'label', render: (_, row) => rowLabel(dimension, row) },
    { title: t('payments.revenue.collected'), dataIndex: 'collected', key: 'collected', align: 'right', render: money('collected') },
    { title: t('payments.revenue.awaiting'), dataIndex: 'awaiting', key: 'awaiting', align: 'right', render: money('awaiting') },
    { title: t('payments.revenue.outstanding'), dataIndex: 'outstanding', key: 'outstanding', align: 'right', render: money('outstanding') },
    { title: t('payments.revenue.refunded'), dataIndex: 'refunded', key: 'refunded', align: 'right', render: money('refunded') },
  ];
  const rows = report.data ? { month: report.data.byMonth, nutritionist: report.data.byNutritionist, sessionType: report.data.bySessionType }[dimension] : [];

  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }} aria-busy={report.isPending}>
        {BUCKETS.map(({ bucket }) => (
          <Col xs={12} md={6} key={bucket}>
            <Card
              size="small"
              hoverable
              onClick={() => onSelect({ bucket })}
              style={selection.bucket === bucket && !selection.dimension ? { borderColor: '#1677ff' } : undefined}
              data-testid={`revenue-${bucket}`}
            >
              {/* A dash and a blank line while the report loads, not antd's loading skeleton: the
                  cards keep the height they have with figures, so the chart below does not move. */}
              <Statistic title={t(`payments.revenue.buckets.${bucket}`)} value={report.data ? formatMoney(report.data.totals[bucket]) : '—'} valueStyle={{ fontSize: 20 }} />
              <Text type="secondary">{report.data ? t('payments.revenue.appointmentCount', { count: report.data.totals[`${bucket}Count`] }) : '\u00a0'}</Text>
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" style={{ marginBottom: 16 }} title={t('payments.revenue.chartTitle')}>
        {report.data ? (
          <RevenueChart rows={report.data.byMonth.map((row) => ({ ...row, label: rowLabel('month', row) }))} />
        ) : (
          <RevenueChartSpace>
            <Skeleton active />
          </RevenueChartSpace>
        )}
      </Card>
      <Card
        size="small"
        style={{ marginBottom: 16 }}
        title={
          <Segmented<Dimension>
            value={dimension}
            onChange={setDimension}
            options={[
              { value: 'month', label: t('payments.revenue.byMonth') },
              { value: 'nutritionist', label: t('payments.revenue.byNutritionist') },
              { value: 'sessionType', label: t('payments.revenue.bySessionType') },
            ]}
          />
        }
      >
        <Table<RevenueRow> rowKey="key" size="small" loading={report.isFetching} dataSource={rows} columns={columns} pagination={false} scroll={{ x: 560 }} />
      </Card>
    </>
  );
}
