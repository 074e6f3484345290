import type { ReactNode } from 'react';
import { formatNumber } from '@clinic/i18n';

/**
 * A titled figure (this week's bookings, the latest weight), drawn as antd's Statistic drew it:
 * the home page is the first most people load, and its four figures did not need antd's number
 * animation and formatting machinery (issue 17).
 */
export function Stat({ title, value, suffix }: { title: string; value: number; suffix?: ReactNode }) {
  return (
    <div>
      <div style={{ marginBottom: 4, fontSize: 15, color: 'rgba(0, 0, 0, 0.6)' }}>{title}</div>
      <div style={{ fontSize: 24, lineHeight: 1.3, color: 'rgba(0, 0, 0, 0.88)' }}>
        {formatNumber(value)}
        {suffix && <span style={{ marginInlineStart: 4 }}>{suffix}</span>}
      </div>
    </div>
  );
}
