import { Spin, type TableColumnsType, type TableProps } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { PagedCards } from './paged-cards';
import { PHONE_QUERY, useIsPhone } from './use-media-query';

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

// The table (the kit's, in antd's markup: 2.6 kB gzip) is only ever drawn on a desktop, so a phone,
// on slow mobile data, never fetches it (issue 17). A desktop starts fetching it as soon as a screen
// with a list is loaded, alongside the list's data.
const loadTable = () => import('./paged-table');
const LazyTable = lazy(loadTable) as unknown as <T extends object>(props: PagedListProps<T>) => ReactNode;
if (typeof window !== 'undefined' && !window.matchMedia?.(PHONE_QUERY).matches) void loadTable();

/**
 * A paged list that is a table on a desktop and a stack of cards on a phone, where a wide table
 * would be cut off on the right. One set of columns describes both.
 */
export function PagedList<T extends object>(props: PagedListProps<T>) {
  const phone = useIsPhone();
  if (phone) return <PagedCards<T> {...props} />;
  return (
    <Suspense fallback={<Spin spinning><section aria-label={props.label} style={{ minHeight: 160 }} /></Spin>}>
      <LazyTable<T> {...props} />
    </Suspense>
  );
}
