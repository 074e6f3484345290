import { Card, Pagination, Spin, Table, type TableColumnsType, type TableProps } from 'antd';
import { type ReactNode, useState } from 'react';
import { useIsPhone } from './use-media-query';

export interface PagedListProps<T extends object> {
  rowKey: keyof T & string;
  /** Every column has a `key` and a `title`; the one keyed `actions` becomes a card's footer on a phone. */
  columns: TableColumnsType<T>;
  rows: readonly T[] | undefined;
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Shown when there is nothing to list (or what went wrong loading it). */
  emptyText: ReactNode;
  /** A card's heading on a phone; the first column's content by default. */
  cardTitle?: (row: T) => ReactNode;
  /** Label of the list for assistive technology, e.g. "Appointments". */
  label?: string;
  /** The table's own change handler on a desktop, for columns that sort on the server. */
  onTableChange?: TableProps<T>['onChange'];
}

/** The page a list shows, spread into `PagedList` (`{...paging}`); `onPageChange(1)` goes back to the first. */
export function usePaging(pageSize = 20) {
  const [page, onPageChange] = useState(1);
  return { page, pageSize, onPageChange };
}

/** A paged query's answer as `PagedList` takes it (`{...listOf(query)}`). */
export function listOf<T>(query: { data?: { data: T[]; total: number }; isFetching: boolean }) {
  return { rows: query.data?.data, total: query.data?.total ?? 0, loading: query.isFetching };
}

type Column<T> = Omit<TableColumnsType<T>[number], 'render'> & { dataIndex?: string; render?: (value: unknown, row: T, index: number) => ReactNode };

function cellOf<T extends object>(column: Column<T>, row: T, index: number): ReactNode {
  const value = column.dataIndex ? (row as Record<string, unknown>)[column.dataIndex] : undefined;
  return column.render ? column.render(value, row, index) : (value as ReactNode);
}

/**
 * A paged list that is a table on a desktop and a stack of cards on a phone, where a wide table
 * would be cut off on the right. One set of columns describes both.
 */
export function PagedList<T extends object>(props: PagedListProps<T>) {
  const { rowKey, columns, rows, total, loading, page, pageSize, onPageChange, emptyText, cardTitle, label, onTableChange } = props;
  const phone = useIsPhone();

  if (!phone) {
    return (
      <Table<T>
        rowKey={rowKey}
        columns={columns}
        dataSource={rows as T[] | undefined}
        loading={loading}
        locale={{ emptyText }}
        onChange={onTableChange}
        pagination={{ current: page, pageSize, total, onChange: onPageChange, showSizeChanger: false }}
        scroll={{ x: true }}
        aria-label={label}
      />
    );
  }

  const all = columns as unknown as Column<T>[];
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
                <Card size="small" title={cardTitle ? cardTitle(row) : first && cellOf(first, row, index)}>
                  <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 12px', margin: 0 }}>
                    {details.map((column) => (
                      <div key={String(column.key)} style={{ display: 'contents' }}>
                        <dt style={{ fontWeight: 500 }}>{column.title as ReactNode}</dt>
                        <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>{cellOf(column, row, index)}</dd>
                      </div>
                    ))}
                  </dl>
                  {actions && <div style={{ marginTop: 8 }}>{cellOf(actions, row, index)}</div>}
                </Card>
              </li>
            ))}
          </ul>
        ) : (
          !loading && <p style={{ textAlign: 'center', padding: 24, margin: 0 }}>{emptyText}</p>
        )}
        {total > pageSize && (
          <Pagination style={{ marginTop: 16, justifyContent: 'center' }} current={page} pageSize={pageSize} total={total} onChange={onPageChange} size="small" showSizeChanger={false} />
        )}
      </section>
    </Spin>
  );
}
