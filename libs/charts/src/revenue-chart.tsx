import { Empty, theme } from 'antd';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { RevenueRow } from '@clinic/contracts';
import { currentLanguage, formatMoney, useTranslation } from '@clinic/i18n';
import { monthLabel } from './chart-dates';
import { REVENUE_CHART_HEIGHT, RevenueChartSpace } from './revenue-chart-space';
import { shortRupees } from './short-rupees';
import { type ChartColumn, ChartTable } from './chart-table';
import { CHARTS_NAMESPACE } from './i18n';

/** Collected, awaiting verification and outstanding per month, stacked. */
export function RevenueChart({ rows, height = REVENUE_CHART_HEIGHT }: { rows: readonly RevenueRow[]; height?: number }) {
  const { token } = theme.useToken();
  // Not useLanguage(): its namespace-less useTranslation() loads an empty default namespace (reported).
  const { t, i18n } = useTranslation(CHARTS_NAMESPACE);
  const language = currentLanguage(i18n.resolvedLanguage);
  if (rows.length === 0)
    return (
      <RevenueChartSpace height={height}>
        <Empty description={t('revenue.empty')} />
      </RevenueChartSpace>
    );
  const data = rows.map((r) => ({ ...r, label: monthLabel(r, language) }));
  const columns: ChartColumn<RevenueRow>[] = [
    { title: t('revenue.month'), value: (r) => r.label },
    { title: t('revenue.collected'), value: (r) => formatMoney(r.collected) },
    { title: t('revenue.awaiting'), value: (r) => formatMoney(r.awaiting) },
    { title: t('revenue.outstanding'), value: (r) => formatMoney(r.outstanding) },
  ];
  return (
    <figure aria-label={t('revenue.label')} data-months={rows.length} style={{ margin: 0, width: '100%' }}>
      <div style={{ width: '100%', height }}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid stroke={token.colorBorderSecondary} strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: token.colorTextSecondary }} />
            <YAxis tickFormatter={(value: number) => shortRupees(value, language)} tick={{ fontSize: 12, fill: token.colorTextSecondary }} width={language === 'en' ? 64 : 84} />
            <Tooltip formatter={(value) => formatMoney(Number(value))} />
            <Legend />
            <Bar dataKey="collected" name={t('revenue.collected')} stackId="money" fill={token.colorSuccess} isAnimationActive={false} />
            <Bar dataKey="awaiting" name={t('revenue.awaiting')} stackId="money" fill={token.colorInfo} isAnimationActive={false} />
            <Bar dataKey="outstanding" name={t('revenue.outstanding')} stackId="money" fill={token.colorWarning} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <ChartTable caption={t('revenue.label')} columns={columns} rows={data} rowKey={(r) => r.key} />
    </figure>
  );
}
