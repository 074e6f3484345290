import type { RevenueEntriesParams } from '@clinic/api-client';
import type { RevenueBucket, SessionType } from '@clinic/contracts';

export type Dimension = 'month' | 'nutritionist' | 'sessionType';

/** The four amounts; each one's title is `payments.revenue.buckets.<bucket>` in the admin catalogue. */
export const BUCKETS: { bucket: RevenueBucket; color: string }[] = [
  { bucket: 'collected', color: 'green' },
  { bucket: 'awaiting', color: 'blue' },
  { bucket: 'outstanding', color: 'orange' },
  { bucket: 'refunded', color: 'purple' },
];

/** Which appointments the list below shows: one bucket, optionally one month, nutritionist or session type. */
export interface Selection {
  bucket: RevenueBucket;
  dimension?: Dimension;
  key?: string;
  label?: string;
}

export const ENTRIES_PAGE_SIZE = 20;

/** The entries query for a selection within a date range. */
export function entriesParams(from: string, to: string, selection: Selection, page: number): RevenueEntriesParams {
  return {
    from,
    to,
    bucket: selection.bucket,
    page,
    limit: ENTRIES_PAGE_SIZE,
    ...(selection.dimension === 'month' ? { month: selection.key } : {}),
    ...(selection.dimension === 'nutritionist' ? { nutritionist: selection.key } : {}),
    ...(selection.dimension === 'sessionType' ? { sessionType: selection.key as SessionType } : {}),
  };
}
