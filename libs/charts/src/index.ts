export { ProgressChart, toChartPoints, valueAxis, type ProgressPoint } from './progress-chart';
// The revenue chart still draws with recharts, fetched only when it is shown (revenue-chart-lazy.tsx).
export { RevenueChart } from './revenue-chart-lazy';
export { RevenueChartSpace } from './revenue-chart-space';
export { shortRupees } from './short-rupees';
export { IntakeChart } from './intake-chart';
