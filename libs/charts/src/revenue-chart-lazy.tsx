import { lazy, Suspense, type ComponentProps } from 'react';
import { RevenueChartSpace } from './revenue-chart-space';

const Chart = lazy(() => import('./revenue-chart').then((m) => ({ default: m.RevenueChart })));

/**
 * The revenue chart, with recharts, as a chunk of its own: the charts lib is one shared module, and
 * the progress chart (plain SVG) must not bring recharts along to the progress page.
 */
export function RevenueChart(props: ComponentProps<typeof Chart>) {
  return (
    <Suspense fallback={<RevenueChartSpace height={props.height} />}>
      <Chart {...props} />
    </Suspense>
  );
}
