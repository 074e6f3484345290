import { useState } from 'react';

/** The page a list shows, spread into `PagedList` (`{...paging}`); `onPageChange(1)` goes back to the first. */
export function usePaging(pageSize = 20) {
  const [page, onPageChange] = useState(1);
  return { page, pageSize, onPageChange };
}

/** A paged query's answer as `PagedList` takes it (`{...listOf(query)}`). */
export function listOf<T>(query: { data?: { data: T[]; total: number }; isFetching: boolean }) {
  return { rows: query.data?.data, total: query.data?.total ?? 0, loading: query.isFetching };
}
