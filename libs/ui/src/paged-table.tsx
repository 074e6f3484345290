import CaretDownOutlined from '@ant-design/icons/CaretDownOutlined';
import CaretUpOutlined from '@ant-design/icons/CaretUpOutlined';
import { Pagination, Spin } from 'antd';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import { ConfigContext } from 'antd/es/config-provider/context';
import { useLocale } from 'antd/es/locale';
import defaultLocale from 'antd/es/locale/en_US';
import useTableStyle from 'antd/es/table/style';
import type { SortOrder } from 'antd/es/table/interface';
import { type CSSProperties, type KeyboardEvent, type ReactNode, useContext, useState } from 'react';
import { cellOf, type ListColumn } from './list-cell';
import type { PagedListProps } from './paged-list';
import { joined } from './class-names';

const DIRECTIONS: SortOrder[] = ['ascend', 'descend'];

/** The order a click on a sortable header asks for: the next of its directions, then none. */
function nextOrder(directions: readonly SortOrder[], current: SortOrder | undefined): SortOrder {
  if (!current) return directions[0] ?? null;
  return directions[directions.indexOf(current) + 1] ?? null;
}

/**
 * `PagedList` on a desktop: a table drawn with antd's Table markup, classes and style hook, so it
 * looks and reads as antd's Table does, without antd's Table. What the lists use is here: columns
 * with `render` or `dataIndex`, `align`, one server-side sortable column (`sorter`, `sortOrder`,
 * `sortDirections`, reported through `onTableChange` as antd's Table reports it), the empty text,
 * the loading state and the pager. antd's Table brings a virtual table, row selection, filter
 * menus, fixed columns, expandable rows and its own measuring (about 22 kB gzip with the kit's stand-ins in
 * place) to every desktop list, whose four screens use none of them (issue 17).
 */
export function PagedTable<T extends object>(props: PagedListProps<T>) {
  const { rowKey, rows, total, loading, page, pageSize, onPageChange, emptyText, label, onTableChange } = props;
  const columns = props.columns as unknown as ListColumn<T>[];
  const { getPrefixCls, direction } = useContext(ConfigContext);
  const prefix = getPrefixCls('table');
  const rootCls = useCSSVarCls(prefix);
  const [hashId, cssVarCls] = useTableStyle(prefix, rootCls);
  const [tableLocale] = useLocale('Table', defaultLocale.Table);
  const [globalLocale] = useLocale('global', defaultLocale.global);
  // The order of a sortable column its screen does not control (`sortOrder` left out), by key.
  const [ownOrders, setOwnOrders] = useState<Record<string, SortOrder>>({});
  const orderOf = (column: ListColumn<T>): SortOrder | undefined => (column.sortOrder !== undefined ? column.sortOrder : ownOrders[String(column.key)]);

  const sortBy = (column: ListColumn<T>, order: SortOrder) => {
    if (column.sortOrder === undefined) setOwnOrders({ [String(column.key)]: order });
    // As antd's Table reports a sort: back to the first page, the column's key and its new order.
    onTableChange?.(
      { current: 1, pageSize, total },
      {},
      { column: column as never, columnKey: column.key, field: column.dataIndex, order: order ?? undefined },
      { action: 'sort', currentDataSource: (rows ?? []) as T[] },
    );
  };

  const header = (column: ListColumn<T>) => {
    const align: CSSProperties | undefined = column.align ? { textAlign: column.align } : undefined;
    const order = orderOf(column);
    const cellClass = joined(`${prefix}-cell`, !!order && `${prefix}-column-sort`);
    if (!column.sorter) {
      return (
        <th key={String(column.key)} className={cellClass} scope="col" style={align}>
          {column.title as ReactNode}
        </th>
      );
    }
    const directions = column.sortDirections ?? DIRECTIONS;
    const next = nextOrder(directions, order ?? undefined);
    return (
      <th
        key={String(column.key)}
        className={joined(cellClass, `${prefix}-column-has-sorters`)}
        scope="col"
        style={align}
        tabIndex={0}
        aria-label={String(column.title ?? '')}
        aria-description={globalLocale.sortable}
        aria-sort={order === 'ascend' ? 'ascending' : order === 'descend' ? 'descending' : undefined}
        // antd shows this in a tooltip; the browser's own is enough here and needs no popup engine.
        title={next === 'ascend' ? tableLocale.triggerAsc : next === 'descend' ? tableLocale.triggerDesc : tableLocale.cancelSort}
        onClick={() => sortBy(column, next)}
        onKeyDown={(event: KeyboardEvent) => {
          if (event.key === 'Enter') sortBy(column, next);
        }}
      >
        <div className={`${prefix}-column-sorters`}>
          <span className={`${prefix}-column-title`}>{column.title as ReactNode}</span>
          <span className={joined(`${prefix}-column-sorter`, directions.length > 1 && `${prefix}-column-sorter-full`)}>
            <span className={`${prefix}-column-sorter-inner`} aria-hidden="true">
              {directions.includes('ascend') && <CaretUpOutlined className={joined(`${prefix}-column-sorter-up`, order === 'ascend' && 'active')} />}
              {directions.includes('descend') && <CaretDownOutlined className={joined(`${prefix}-column-sorter-down`, order === 'descend' && 'active')} />}
            </span>
          </span>
        </div>
      </th>
    );
  };

  const empty = !rows?.length;
  return (
    <div className={joined(cssVarCls, rootCls, `${prefix}-wrapper`, direction === 'rtl' && `${prefix}-wrapper-rtl`, hashId)}>
      <Spin spinning={loading}>
        <div className={joined(prefix, empty && `${prefix}-empty`, `${prefix}-scroll-horizontal`, cssVarCls, rootCls, hashId)}>
          <div className={`${prefix}-container`}>
            <div className={`${prefix}-content`} style={{ overflow: 'auto hidden' }}>
              <table aria-label={label} style={{ width: 'auto', minWidth: '100%', tableLayout: 'auto' }}>
                <thead className={`${prefix}-thead`}>
                  <tr>{columns.map(header)}</tr>
                </thead>
                <tbody className={`${prefix}-tbody`}>
                  {empty ? (
                    <tr className={`${prefix}-placeholder`}>
                      <td className={`${prefix}-cell`} colSpan={columns.length}>
                        {/* Still loading the first page: the spinner alone, as antd's Table does. */}
                        {loading && !rows ? null : emptyText}
                      </td>
                    </tr>
                  ) : (
                    rows.map((row, index) => (
                      <tr key={String(row[rowKey])} className={`${prefix}-row ${prefix}-row-level-0`} data-row-key={String(row[rowKey])}>
                        {columns.map((column) => (
                          <td
                            key={String(column.key)}
                            className={joined(`${prefix}-cell`, !!orderOf(column) && `${prefix}-column-sort`)}
                            style={column.align ? { textAlign: column.align } : undefined}
                          >
                            {cellOf(column, row, index)}
                          </td>
                        ))}
                      </tr>
                    ))
                  )}
                </tbody>
              </table>
            </div>
          </div>
        </div>
        {total > 0 && <Pagination className={`${prefix}-pagination ${prefix}-pagination-end`} current={page} pageSize={pageSize} total={total} onChange={onPageChange} />}
      </Spin>
    </div>
  );
}

export default PagedTable;
