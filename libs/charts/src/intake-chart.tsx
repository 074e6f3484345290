import { Empty, theme } from 'antd';
import type { DiaryDay, DiarySummary } from '@clinic/contracts';
import { currentLanguage, formatNumber, type Language, useTranslation } from '@clinic/i18n';
import { longDate, shortDate } from './chart-dates';
import { type ChartColumn, ChartTable } from './chart-table';
import { CHARTS_NAMESPACE } from './i18n';
import { useWidth, valueAxis } from './progress-chart';

type Translate = ReturnType<typeof useTranslation>['t'];

const kcal = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatNumber(Math.round(value)));

function tableColumns(t: Translate, language: Language): ChartColumn<DiaryDay>[] {
  return [
    { title: t('intake.date'), value: (d) => longDate(d.date, language) },
    { title: t('intake.intake'), value: (d) => (d.entries > 0 ? kcal(d.intake.energyKcal) : '—') },
    { title: t('intake.planned'), value: (d) => kcal(d.planned?.energyKcal) },
    { title: t('intake.target'), value: (d) => kcal(d.target?.energyKcal) },
  ];
}

const MARGIN = { top: 12, right: 12, bottom: 28, left: 52 };
/** The two lines over the bars: the plan's energy (solid) and the target's (dashed). */
const LINES = [
  { key: 'planned', dash: undefined, title: 'intake.plannedPoint' },
  { key: 'target', dash: '6 4', title: 'intake.targetPoint' },
] as const;

/**
 * Energy eaten per day (bars) against the plan's energy (a line) and the target's (a dashed line),
 * as plain SVG like the progress chart (docs/decisions.md, "The progress chart is plain SVG"). A day
 * without entries draws no bar, so "not logged" is not read as "ate nothing".
 */
export function IntakeChart({ summary, height = 260 }: { summary: DiarySummary; height?: number }) {
  const { token } = theme.useToken();
  const { t, i18n } = useTranslation(CHARTS_NAMESPACE);
  const language = currentLanguage(i18n.resolvedLanguage);
  const { ref, width } = useWidth(640);
  const days = summary.days;
  if (days.length === 0 || days.every((d) => d.entries === 0 && !d.planned && !d.target)) return <Empty description={t('intake.empty')} />;

  const legendHeight = 28;
  const plotWidth = Math.max(40, width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(40, height - legendHeight - MARGIN.top - MARGIN.bottom);
  const values = [0, ...days.flatMap((d) => [d.entries > 0 ? d.intake.energyKcal : 0, d.planned?.energyKcal ?? 0, d.target?.energyKcal ?? 0])];
  const axis = valueAxis(values, MARGIN.top + plotHeight, MARGIN.top);
  const slot = plotWidth / days.length;
  const barWidth = Math.max(6, Math.min(40, slot * 0.6));
  const cx = (i: number) => MARGIN.left + slot * i + slot / 2;
  const text = { fontSize: 12, fill: token.colorTextSecondary };
  const colours = { intake: token.colorPrimary, planned: token.colorWarning, target: token.colorInfo };
  const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(1, Math.floor(plotWidth / 56))));
  const line = (pick: (d: DiaryDay) => number | undefined) =>
    days
      .map((d, i) => ({ i, v: pick(d) }))
      .filter((p): p is { i: number; v: number } => typeof p.v === 'number');
  const lines = { planned: line((d) => d.planned?.energyKcal), target: line((d) => d.target?.energyKcal) };

  return (
    <figure aria-label={t('intake.label')} data-days={days.length} style={{ margin: 0, width: '100%' }}>
      <div ref={ref} style={{ position: 'relative', width: '100%', height: height - legendHeight, overflow: 'hidden' }}>
        <svg width={width} height={height - legendHeight} role="img" aria-label={t('intake.drawing')} style={{ position: 'absolute', left: 0, top: 0 }}>
          {axis.ticks.map((tick) => (
            <g key={tick}>
              <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={axis.y(tick)} y2={axis.y(tick)} stroke={token.colorBorderSecondary} strokeDasharray="3 3" />
              <text x={MARGIN.left - 6} y={axis.y(tick)} dy="0.32em" textAnchor="end" {...text}>
                {formatNumber(tick)}
              </text>
            </g>
          ))}
          {days.map((d, i) =>
            i % labelEvery === 0 ? (
              <text key={`d${d.date}`} x={cx(i)} y={MARGIN.top + plotHeight + 18} textAnchor="middle" {...text}>
                {shortDate(d.date, language)}
              </text>
            ) : null,
          )}
          <g data-series="intake" fill={colours.intake}>
            {days.map((d, i) =>
              d.entries > 0 ? (
                <rect key={d.date} x={cx(i) - barWidth / 2} width={barWidth} y={axis.y(d.intake.energyKcal)} height={Math.max(0, axis.y(0) - axis.y(d.intake.energyKcal))} rx={2}>
                  <title>{t('intake.point', { date: shortDate(d.date, language), value: kcal(d.intake.energyKcal) })}</title>
                </rect>
              ) : null,
            )}
          </g>
          {LINES.map(({ key, dash, title }) => (
            <g key={key} data-series={key} stroke={colours[key]} strokeWidth={2} fill="#fff">
              <polyline fill="none" strokeDasharray={dash} points={lines[key].map((p) => `${cx(p.i)},${axis.y(p.v)}`).join(' ')} />
              {lines[key].map((p) => (
                <circle key={p.i} cx={cx(p.i)} cy={axis.y(p.v)} r={3.5}>
                  <title>{t(title, { date: shortDate(days[p.i].date, language), value: kcal(p.v) })}</title>
                </circle>
              ))}
            </g>
          ))}
        </svg>
      </div>
      <figcaption style={{ display: 'flex', gap: 16, justifyContent: 'center', flexWrap: 'wrap', fontSize: 12, lineHeight: `${legendHeight}px` }}>
        <span style={{ color: token.colorText }}>
          <svg width="12" height="10" aria-hidden="true" style={{ marginRight: 4 }}>
            <rect width="12" height="10" rx="2" fill={colours.intake} />
          </svg>
          {t('intake.intake')}
        </span>
        {LINES.map(({ key, dash }) => (
          <span key={key} style={{ color: token.colorText }}>
            <svg width="16" height="10" aria-hidden="true" style={{ marginRight: 4 }}>
              <line x1="0" x2="16" y1="5" y2="5" stroke={colours[key]} strokeWidth="2" strokeDasharray={dash && '4 3'} />
            </svg>
            {t(`intake.${key}`)}
          </span>
        ))}
      </figcaption>
      <ChartTable caption={t('intake.label')} columns={tableColumns(t, language)} rows={days} rowKey={(d) => d.date} />
    </figure>
  );
}
