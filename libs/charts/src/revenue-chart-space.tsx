import type { ReactNode } from 'react';

export const REVENUE_CHART_HEIGHT = 280;

/**
 * The room the revenue chart takes (its plot, then the line of its table's toggle), for whatever
 * stands in for it: a loading skeleton, the chart's code on its way, or "no revenue yet". Nothing
 * under the chart moves when it arrives (the report's breakdown shifted down by the chart's height).
 */
export function RevenueChartSpace({ height = REVENUE_CHART_HEIGHT, children }: { height?: number; children?: ReactNode }) {
  return (
    <div>
      <div style={{ height, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>{children}</div>
      <div aria-hidden="true" style={{ marginTop: 8, visibility: 'hidden' }}>
        &nbsp;
      </div>
    </div>
  );
}
