import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';

/** One of a `PagedList`'s columns as both its forms read it (antd's column type, loosened for `render`). */
export type ListColumn<T> = Omit<TableColumnsType<T>[number], 'render'> & {
  dataIndex?: string;
  render?: (value: unknown, row: T, index: number) => ReactNode;
};

/** What a column shows for a row: its `render`, else the row's field named by `dataIndex`. */
export function cellOf<T extends object>(column: ListColumn<T>, row: T, index: number): ReactNode {
  const value = column.dataIndex ? (row as Record<string, unknown>)[column.dataIndex] : undefined;
  return column.render ? column.render(value, row, index) : (value as ReactNode);
}
