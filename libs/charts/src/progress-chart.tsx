import { Empty, theme } from 'antd';
import { useCallback, useState } from 'react';
import { nice, ticks } from 'd3-array';
import type { ProgressRecord } from '@clinic/contracts';
import { currentLanguage, type Language, useTranslation } from '@clinic/i18n';
import { longDate, shortDate } from './chart-dates';
import { type ChartColumn, ChartTable } from './chart-table';
import { CHARTS_NAMESPACE } from './i18n';

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

const orDash = (value: number | null) => (value === null ? '—' : String(value));

type Translate = ReturnType<typeof useTranslation>['t'];

/** The table of values: a column per measure, and who entered each when the chart says so. */
function tableColumns(t: Translate, language: Language, withAuthor: boolean): ChartColumn<ProgressPoint>[] {
  return [
    { title: t('progress.date'), value: (p) => longDate(p.date, language) },
    { title: t('progress.weight'), value: (p) => orDash(p.weight) },
    { title: t('progress.bmi'), value: (p) => orDash(p.BMI) },
    { title: t('progress.bodyFat'), value: (p) => orDash(p.bodyFat) },
    ...(withAuthor ? [{ title: t('progress.enteredBy'), value: (p: ProgressPoint) => p.by ?? '' }] : []),
  ];
}

/**
 * A value axis over `values` drawn from `bottom` to `top` pixels: the values' range widened to round
 * numbers, and about five round ticks that start and end at its ends. The rounding and the ticks are
 * d3-array's `nice` and `ticks`, which d3-scale's linear scale is built on; the linear mapping is a
 * line of arithmetic. d3-scale itself came with its time scales and their formats (d3-time,
 * d3-time-format), about 18 kB gzip of the progress page that a linear axis never runs (issue 17).
 */
export function valueAxis(values: readonly number[], bottom: number, top: number): { y: (v: number) => number; ticks: number[] } {
  let [min, max] = values.length ? [Math.min(...values), Math.max(...values)] : [0, 1];
  if (min === max) [min, max] = [min - 1, max + 1];
  const [start, stop] = nice(min, max, 5);
  return { y: (v) => bottom + ((v - start) / (stop - start)) * (top - bottom), ticks: ticks(start, stop, 5) };
}

type SeriesKey = 'weight' | 'BMI' | 'bodyFat';
const SERIES: { key: SeriesKey; name: string; axis: 'kg' | 'index' }[] = [
  { key: 'weight', name: 'progress.weight', axis: 'kg' },
  { key: 'BMI', name: 'progress.bmi', axis: 'index' },
  { key: 'bodyFat', name: 'progress.bodyFat', axis: 'index' },
];
const MARGIN = { top: 12, right: 44, bottom: 28, left: 56 };

function seriesValues(points: ProgressPoint[], keys: SeriesKey[]): number[] {
  return points.flatMap((p) => keys.map((k) => p[k])).filter((v): v is number => typeof v === 'number');
}

/**
 * The drawing area's width, following the element's (a phone's is narrower than a laptop's). A
 * callback ref, not an effect on mount: the chart first draws its empty state while the records
 * load, and an effect that ran then found no element and left the drawing at its guessed width.
 */
export function useWidth(fallback: number) {
  const [width, setWidth] = useState(fallback);
  const ref = useCallback((element: HTMLDivElement | null) => {
    if (!element) return undefined;
    const measure = () => element.clientWidth > 0 && setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * Weight (kg, left axis), BMI and body fat (%, right axis) over time, as plain SVG: one point per
 * record, evenly spaced, gaps bridged. A chart library (recharts, ~120 kB gzip) was most of the
 * progress page's JavaScript for these three lines (docs/decisions.md, issue 17); the axes' round
 * numbers and ticks come from d3-array. Each point's tooltip is its SVG title; colours come from the
 * antd theme.
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
  // Not useLanguage(): its namespace-less useTranslation() loads an empty default namespace (reported).
  const { t, i18n } = useTranslation(CHARTS_NAMESPACE);
  const language = currentLanguage(i18n.resolvedLanguage);
  const { ref, width } = useWidth(640);
  const points = toChartPoints(records, authorLabel);
  if (points.length === 0) return <Empty description={t('progress.empty')} />;

  const legendHeight = 28;
  const plotWidth = Math.max(40, width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(40, height - legendHeight - MARGIN.top - MARGIN.bottom);
  const kg = valueAxis(seriesValues(points, ['weight']), MARGIN.top + plotHeight, MARGIN.top);
  const index = valueAxis(seriesValues(points, ['BMI', 'bodyFat']), MARGIN.top + plotHeight, MARGIN.top);
  const [kgTicks, indexTicks] = [kg.ticks, index.ticks];
  const y = { kg: kg.y, index: index.y };
  const x = (i: number) => MARGIN.left + (points.length === 1 ? plotWidth / 2 : (i / (points.length - 1)) * plotWidth);
  const colours: Record<SeriesKey, string> = { weight: token.colorPrimary, BMI: token.colorWarning, bodyFat: token.colorInfo };
  const text = { fontSize: 12, fill: token.colorTextSecondary };
  // No more date labels than fit (about one per 64 px).
  const labelEvery = Math.max(1, Math.ceil(points.length / Math.max(1, Math.floor(plotWidth / 64))));

  return (
    <figure aria-label={t('progress.label')} data-points={points.length} style={{ margin: 0, width: '100%' }}>
      {/* The drawing is placed absolutely so that its width never widens its container (a flex item on
          the list pages would otherwise grow to the first, guessed width and push a phone's page sideways). */}
      <div ref={ref} style={{ position: 'relative', width: '100%', height: height - legendHeight, overflow: 'hidden' }}>
        <svg width={width} height={height - legendHeight} role="img" aria-label={t('progress.drawing')} style={{ position: 'absolute', left: 0, top: 0 }}>
          {kgTicks.map((tick) => (
            <g key={`kg${tick}`}>
              <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={y.kg(tick)} y2={y.kg(tick)} stroke={token.colorBorderSecondary} strokeDasharray="3 3" />
              <text x={MARGIN.left - 6} y={y.kg(tick)} dy="0.32em" textAnchor="end" {...text}>{`${tick} kg`}</text>
            </g>
          ))}
          {indexTicks.map((tick) => (
            <text key={`ix${tick}`} x={MARGIN.left + plotWidth + 6} y={y.index(tick)} dy="0.32em" {...text}>
              {tick}
            </text>
          ))}
          {points.map((p, i) =>
            i % labelEvery === 0 ? (
              <text key={`d${i}`} x={x(i)} y={MARGIN.top + plotHeight + 18} textAnchor="middle" {...text}>
                {shortDate(p.date, language)}
              </text>
            ) : null,
          )}
          {SERIES.map(({ key, name, axis }) => {
            const drawn = points.map((p, i) => ({ i, v: p[key], by: p.by, date: p.date })).filter((d): d is typeof d & { v: number } => typeof d.v === 'number');
            return (
              <g key={key} data-series={key} stroke={colours[key]} fill="#fff" strokeWidth={2}>
                <polyline fill="none" points={drawn.map((d) => `${x(d.i)},${y[axis](d.v)}`).join(' ')} />
                {drawn.map((d) => (
                  <circle key={d.i} cx={x(d.i)} cy={y[axis](d.v)} r={4}>
                    <title>{t(d.by ? 'progress.pointBy' : 'progress.point', { date: shortDate(d.date, language), by: d.by, name: t(name), value: d.v })}</title>
                  </circle>
                ))}
              </g>
            );
          })}
        </svg>
      </div>
      <figcaption style={{ display: 'flex', gap: 16, justifyContent: 'center', flexWrap: 'wrap', fontSize: 12, lineHeight: `${legendHeight}px` }}>
        {SERIES.map(({ key, name }) => (
          <span key={key} style={{ color: token.colorText }}>
            <svg width="14" height="10" aria-hidden="true" style={{ marginRight: 4 }}>
              <line x1="0" x2="14" y1="5" y2="5" stroke={colours[key]} strokeWidth="2" />
              <circle cx="7" cy="5" r="3" fill="#fff" stroke={colours[key]} strokeWidth="2" />
            </svg>
            {t(name)}
          </span>
        ))}
      </figcaption>
      <ChartTable caption={t('progress.label')} columns={tableColumns(t, language, Boolean(authorLabel))} rows={points} rowKey={(p, i) => `${p.date}-${i}`} />
    </figure>
  );
}
