import type { ReactNode } from 'react';

/**
 * An icon with its unread count at the top right, or a count on its own, hidden at zero: what
 * antd's Badge drew, without its number-rolling motion (issue 17: the header no longer waits for antd).
 */
export function CountBadge({ count, children, testId }: { count: number; children?: ReactNode; testId?: string }) {
  const shown = count > 0 && <sup className={children ? 'count-badge-number' : 'count-badge-number is-inline'}>{count > 99 ? '99+' : count}</sup>;
  // Standing alone (beside a panel's title), the count sits in the line instead of on a corner.
  if (!children) return shown || null;
  return (
    <span className="count-badge" data-testid={testId}>
      {children}
      {shown}
    </span>
  );
}
