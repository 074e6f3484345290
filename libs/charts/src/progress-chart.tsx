import { Empty, theme } from 'antd';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ProgressRecord } from '@clinic/contracts';
import { type ChartColumn, ChartTable } from './chart-table';

export interface ProgressPoint {
  date: string;
  weight: number | null;
  BMI: number | null;
  bodyFat: number | null;
  /** Who entered the measurement, for the tooltip ("You", or a practitioner's name); absent when not labelled. */
  by?: string;
}

type ChartRecord = Pick<ProgressRecord, 'date' | 'weight' | 'BMI' | 'bodyFat' | 'createdAt'>;

/** Oldest first, one point per record; gaps stay gaps (a record without a weight draws no weight point). */
export function toChartPoints<R extends ChartRecord>(records: readonly R[], authorLabel?: (record: R) => string): ProgressPoint[] {
  return [...records]
    .sort((a, b) => (a.date === b.date ? a.createdAt.localeCompare(b.createdAt) : a.date.localeCompare(b.date)))
    .map((r) => ({ date: r.date, weight: r.weight, BMI: r.BMI, bodyFat: r.bodyFat, ...(authorLabel ? { by: authorLabel(r) } : {}) }));
}

const shortDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
};

const longDate = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
};
const orDash = (value: number | null) => (value === null ? '—' : String(value));

const COLUMNS: ChartColumn<ProgressPoint>[] = [
  { title: 'Date', value: (p) => longDate(p.date) },
  { title: 'Weight (kg)', value: (p) => orDash(p.weight) },
  { title: 'BMI', value: (p) => orDash(p.BMI) },
  { title: 'Body fat (%)', value: (p) => orDash(p.bodyFat) },
];
const BY_COLUMN: ChartColumn<ProgressPoint> = { title: 'Entered by', value: (p) => p.by ?? '' };

/**
 * Weight (kg, left axis), BMI and body fat (% , right axis) over time. Recharts draws it as SVG;
 * colours come from the antd theme so the chart looks like the rest of the app.
 */
export function ProgressChart({
  records,
  height = 300,
  authorLabel,
}: {
  records: readonly ProgressRecord[];
  height?: number;
  /** Marks each point with who entered it (the client's own entries vs a practitioner's). */
  authorLabel?: (record: ProgressRecord) => string;
}) {
  const { token } = theme.useToken();
  const points = toChartPoints(records, authorLabel);
  if (points.length === 0) return <Empty description="No measurements to chart yet." />;
  return (
    <figure aria-label="Progress over time" data-points={points.length} style={{ margin: 0, width: '100%' }}>
      <div style={{ width: '100%', height }}>
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
            <CartesianGrid stroke={token.colorBorderSecondary} strokeDasharray="3 3" />
            <XAxis dataKey="date" tickFormatter={shortDate} tick={{ fontSize: 12, fill: token.colorTextSecondary }} />
            <YAxis yAxisId="kg" tick={{ fontSize: 12, fill: token.colorTextSecondary }} domain={['auto', 'auto']} unit=" kg" width={64} />
            <YAxis yAxisId="index" orientation="right" tick={{ fontSize: 12, fill: token.colorTextSecondary }} domain={['auto', 'auto']} width={40} />
            <Tooltip
              labelFormatter={(label, payload) => {
                const by = (payload?.[0]?.payload as ProgressPoint | undefined)?.by;
                return by ? `${shortDate(String(label))} · entered by ${by}` : shortDate(String(label));
              }}
            />
            <Legend />
            <Line yAxisId="kg" type="monotone" dataKey="weight" name="Weight (kg)" stroke={token.colorPrimary} strokeWidth={2} dot connectNulls isAnimationActive={false} />
            <Line yAxisId="index" type="monotone" dataKey="BMI" name="BMI" stroke={token.colorWarning} strokeWidth={2} dot connectNulls isAnimationActive={false} />
            <Line yAxisId="index" type="monotone" dataKey="bodyFat" name="Body fat (%)" stroke={token.colorInfo} strokeWidth={2} dot connectNulls isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <ChartTable caption="Progress over time" columns={authorLabel ? [...COLUMNS, BY_COLUMN] : COLUMNS} rows={points} rowKey={(p, i) => `${p.date}-${i}`} />
    </figure>
  );
}
