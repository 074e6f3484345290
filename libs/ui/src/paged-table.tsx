import { Table } from 'antd';
import type { PagedListProps } from './paged-list';

/** `PagedList` on a desktop: antd's Table, in a chunk of its own that phones never download. */
export function PagedTable<T extends object>(props: PagedListProps<T>) {
  const { rowKey, columns, rows, total, loading, page, pageSize, onPageChange, emptyText, label, onTableChange } = props;
  return (
    <Table<T>
      rowKey={rowKey}
      columns={columns}
      dataSource={rows as T[] | undefined}
      loading={loading}
      locale={{ emptyText }}
      onChange={onTableChange}
      pagination={{ current: page, pageSize, total, onChange: onPageChange }}
      scroll={{ x: true }}
      aria-label={label}
    />
  );
}

export default PagedTable;
