import { Spin } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { cellOf, type ListColumn } from './list-cell';
import type { PagedListProps } from './paged-list';
import { Panel } from './panel';

// Most people's lists fit on one page; the pager loads only when there is a second (issue 17).
const Pagination = lazy(() => import('antd/es/pagination'));

/** `PagedList` on a phone: a card per row, each field labelled, the `actions` column as its footer. */
export function PagedCards<T extends object>(props: Omit<PagedListProps<T>, 'onTableChange'>) {
  const { rowKey, columns, rows, total, loading, page, pageSize, onPageChange, emptyText, cardTitle, label } = props;
  const all = columns as unknown as ListColumn<T>[];
  const actions = all.find((c) => c.key === 'actions');
  const [first, ...rest] = all.filter((c) => c !== actions);
  const details = cardTitle ? all.filter((c) => c !== actions) : rest;
  return (
    <Spin spinning={loading}>
      <section aria-label={label}>
        {rows?.length ? (
          <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
            {rows.map((row, index) => (
              <li key={String(row[rowKey])}>
                <Panel title={cardTitle ? cardTitle(row) : first && cellOf(first, row, index)}>
                  <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px', margin: 0 }}>
                    {details.map((column) => (
                      <div key={String(column.key)} style={{ display: 'contents' }}>
                        <dt style={{ fontWeight: 500 }}>{column.title as ReactNode}</dt>
                        <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{cellOf(column, row, index)}</dd>
                      </div>
                    ))}
                  </dl>
                  {actions && <div style={{ marginTop: 8 }}>{cellOf(actions, row, index)}</div>}
                </Panel>
              </li>
            ))}
          </ul>
        ) : (
          !loading && <p style={{ textAlign: 'center', padding: 24, margin: 0 }}>{emptyText}</p>
        )}
        {total > pageSize && (
          // The small pager's height below the cards while it loads, so nothing under it moves.
          <Suspense fallback={<div style={{ marginTop: 16, height: 24 }} />}>
            <Pagination style={{ marginTop: 16, justifyContent: 'center' }} current={page} pageSize={pageSize} total={total} onChange={onPageChange} size="small" />
          </Suspense>
        )}
      </section>
    </Spin>
  );
}
