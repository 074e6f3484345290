import type { ReactNode } from 'react';
import { useTranslation } from '@clinic/i18n';
import { CHARTS_NAMESPACE } from './i18n';

export interface ChartColumn<Row> {
  title: string;
  value: (row: Row) => ReactNode;
}

const cell = { padding: '4px 12px 4px 0', textAlign: 'left', borderBottom: '1px solid #e8ece8' } as const;

/**
 * A chart's values as a table (WCAG 1.1.1): what a screen reader reads instead of the SVG, and what
 * anyone can open to see the exact numbers. Collapsed under the chart so the chart stays the summary.
 */
export function ChartTable<Row>({ caption, columns, rows, rowKey }: { caption: string; columns: readonly ChartColumn<Row>[]; rows: readonly Row[]; rowKey: (row: Row, index: number) => string }) {
  const { t } = useTranslation(CHARTS_NAMESPACE);
  return (
    <details style={{ marginTop: 8 }}>
      <summary style={{ cursor: 'pointer' }}>{t('table.show')}</summary>
      <div style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse', marginTop: 8, fontSize: 14 }}>
          <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: 4 }}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.title} scope="col" style={cell}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={rowKey(row, i)}>
                {columns.map((c, j) =>
                  j === 0 ? (
                    <th key={c.title} scope="row" style={{ ...cell, fontWeight: 400 }}>
                      {c.value(row)}
                    </th>
                  ) : (
                    <td key={c.title} style={cell}>
                      {c.value(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
