export { ProgressChart, toChartPoints, type ProgressPoint } from './progress-chart';
export { RevenueChart, shortRupees } from './revenue-chart';
