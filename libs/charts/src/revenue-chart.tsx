import { Empty, theme } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatRupees, type RevenueRow } from '@clinic/contracts';
import { shortRupees } from './short-rupees';
import { type ChartColumn, ChartTable } from './chart-table';

const COLUMNS: ChartColumn<RevenueRow>[] = [
  { title: 'Month', value: (r) => r.label },
  { title: 'Collected', value: (r) => formatRupees(r.collected) },
  { title: 'Awaiting verification', value: (r) => formatRupees(r.awaiting) },
  { title: 'Outstanding', value: (r) => formatRupees(r.outstanding) },
];

/** Collected, awaiting verification and outstanding per month, stacked. */
export function RevenueChart({ rows, height = 280 }: { rows: readonly RevenueRow[]; height?: number }) {
  const { token } = theme.useToken();
  if (rows.length === 0) return <Empty description="No appointments in this range." />;
  return (
    <figure aria-label="Revenue by month" data-months={rows.length} style={{ margin: 0, width: '100%' }}>
      <div style={{ width: '100%', height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid stroke={token.colorBorderSecondary} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: token.colorTextSecondary }} />
            <YAxis tickFormatter={shortRupees} tick={{ fontSize: 12, fill: token.colorTextSecondary }} width={64} />
            <Tooltip formatter={(value) => formatRupees(Number(value))} />
            <Legend />
            <Bar dataKey="collected" name="Collected" stackId="money" fill={token.colorSuccess} isAnimationActive={false} />
            <Bar dataKey="awaiting" name="Awaiting verification" stackId="money" fill={token.colorInfo} isAnimationActive={false} />
            <Bar dataKey="outstanding" name="Outstanding" stackId="money" fill={token.colorWarning} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ChartTable caption="Revenue by month" columns={COLUMNS} rows={rows} rowKey={(r) => r.label} />
    </figure>
  );
}
