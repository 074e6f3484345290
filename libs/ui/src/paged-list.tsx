import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { PagedCards } from './paged-cards';
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

/**
 * A paged list that is a table on a desktop and a stack of cards on a phone, where a wide table
 * would be cut off on the right. One set of columns describes both.
 */
export function PagedList<T extends object>(props: PagedListProps<T>) {
  const { rowKey, columns, rows, total, loading, page, pageSize, onPageChange, emptyText, label, onTableChange } = props;
  const phone = useIsPhone();
  if (phone) return <PagedCards<T> {...props} />;
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
